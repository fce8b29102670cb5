from enum import StrEnum


class SpeechDeliverableContentType(StrEnum):
    GENERAL = "general"
    MARKETING = "marketing"

    def __str__(self) -> str:
        return str(self.value)
