from enum import StrEnum


class SpeechGenerationResultContentType(StrEnum):
    GENERAL = "general"
    MARKETING = "marketing"

    def __str__(self) -> str:
        return str(self.value)
