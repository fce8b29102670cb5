from enum import StrEnum


class PostV1ImageGenerationsBodyOverlayTextLanguage(StrEnum):
    AR = "ar"
    AUTO = "auto"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
