from enum import StrEnum


class ImageDeliverableLogoMode(StrEnum):
    MODEL = "model"
    NONE = "none"
    OVERLAY = "overlay"

    def __str__(self) -> str:
        return str(self.value)
