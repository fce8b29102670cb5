from enum import StrEnum


class ImageRequestLogoMode(StrEnum):
    MODEL = "model"
    NONE = "none"
    OVERLAY = "overlay"

    def __str__(self) -> str:
        return str(self.value)
