from enum import StrEnum


class ImageGenerationResultTextPolicyMode(StrEnum):
    MODEL = "model"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
