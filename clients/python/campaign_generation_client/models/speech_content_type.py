from enum import StrEnum


class SpeechContentType(StrEnum):
    GENERAL = "general"
    MARKETING = "marketing"

    def __str__(self) -> str:
        return str(self.value)
