from enum import StrEnum


class ImageDeliverableAspectRatio(StrEnum):
    VALUE_0 = "1:1"
    VALUE_1 = "1:4"
    VALUE_10 = "8:1"
    VALUE_11 = "9:16"
    VALUE_12 = "16:9"
    VALUE_13 = "21:9"
    VALUE_2 = "1:8"
    VALUE_3 = "2:3"
    VALUE_4 = "3:2"
    VALUE_5 = "3:4"
    VALUE_6 = "4:1"
    VALUE_7 = "4:3"
    VALUE_8 = "4:5"
    VALUE_9 = "5:4"

    def __str__(self) -> str:
        return str(self.value)
