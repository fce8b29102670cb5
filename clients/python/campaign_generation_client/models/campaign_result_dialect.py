from enum import StrEnum


class CampaignResultDialect(StrEnum):
    CLASSICAL = "classical"
    EGYPTIAN = "egyptian"
    EMIRATI = "emirati"
    GULF = "gulf"
    IRAQI = "iraqi"
    LEVANTINE = "levantine"
    NONE = "none"
    SAUDI = "saudi"

    def __str__(self) -> str:
        return str(self.value)
