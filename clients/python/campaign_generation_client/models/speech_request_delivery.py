from enum import StrEnum


class SpeechRequestDelivery(StrEnum):
    AUTO = "auto"
    CONVERSATIONAL = "conversational"
    ENERGETIC = "energetic"
    NATURAL = "natural"
    PROFESSIONAL = "professional"
    REEL_VOICEOVER = "reel_voiceover"
    STORYTELLING = "storytelling"

    def __str__(self) -> str:
        return str(self.value)
