from enum import StrEnum


class CopyRequestTargetDialect(StrEnum):
    CLASSICAL = "classical"
    EGYPTIAN = "egyptian"
    EMIRATI = "emirati"
    GULF = "gulf"
    IRAQI = "iraqi"
    LEVANTINE = "levantine"
    SAUDI = "saudi"

    def __str__(self) -> str:
        return str(self.value)
