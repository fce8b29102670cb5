from enum import StrEnum


class SpeechGenerationResultVoiceSource(StrEnum):
    DESIGNED = "designed"
    PREBUILT = "prebuilt"

    def __str__(self) -> str:
        return str(self.value)
