from enum import StrEnum


class SpeechGenerationResultPromptContextSource(StrEnum):
    FALLBACK = "fallback"
    OPTIMIZED = "optimized"
    PROVIDER_VOICE = "provider_voice"

    def __str__(self) -> str:
        return str(self.value)
