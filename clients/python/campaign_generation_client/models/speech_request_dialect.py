from enum import StrEnum


class SpeechRequestDialect(StrEnum):
    CLASSICAL = "classical"
    EGYPTIAN = "egyptian"
    EMIRATI = "emirati"
    GULF = "gulf"
    LEVANTINE = "levantine"
    SAUDI = "saudi"

    def __str__(self) -> str:
        return str(self.value)
