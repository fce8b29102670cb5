from enum import StrEnum


class ImageTextPolicyMode(StrEnum):
    MODEL = "model"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
