from enum import StrEnum


class AdGenerationRequestAspectRatio(StrEnum):
    VALUE_0 = "1:1"
    VALUE_1 = "16:9"
    VALUE_2 = "9:16"
    VALUE_3 = "4:3"
    VALUE_4 = "3:4"

    def __str__(self) -> str:
        return str(self.value)
