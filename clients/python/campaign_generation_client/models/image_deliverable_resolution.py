from enum import StrEnum


class ImageDeliverableResolution(StrEnum):
    VALUE_0 = "512"
    VALUE_1 = "1K"
    VALUE_2 = "2K"

    def __str__(self) -> str:
        return str(self.value)
