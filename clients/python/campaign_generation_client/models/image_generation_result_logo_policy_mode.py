from enum import StrEnum


class ImageGenerationResultLogoPolicyMode(StrEnum):
    DETERMINISTIC_OVERLAY = "deterministic_overlay"
    MODEL = "model"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
