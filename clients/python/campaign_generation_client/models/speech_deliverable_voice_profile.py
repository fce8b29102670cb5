from enum import StrEnum


class SpeechDeliverableVoiceProfile(StrEnum):
    BRIGHT_PRESENTER = "bright_presenter"
    CONFIDENT_ANNOUNCER = "confident_announcer"
    INSTRUCTIONAL_FEMALE = "instructional_female"
    MODERN_NARRATOR = "modern_narrator"
    PODCAST_FEMALE = "podcast_female"
    PREMIUM_NARRATOR = "premium_narrator"
    PROFESSIONAL_FEMALE = "professional_female"
    STORYTELLER_FEMALE = "storyteller_female"
    VOICEOVER_FEMALE = "voiceover_female"
    WARM_STORYTELLER = "warm_storyteller"

    def __str__(self) -> str:
        return str(self.value)
