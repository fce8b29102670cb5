from enum import StrEnum


class SpeechRequestContentType(StrEnum):
    GENERAL = "general"
    MARKETING = "marketing"

    def __str__(self) -> str:
        return str(self.value)
