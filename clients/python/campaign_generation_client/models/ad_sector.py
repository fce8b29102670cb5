from enum import StrEnum


class AdSector(StrEnum):
    AI = "ai"
    ALL = "all"
    APPS = "apps"
    AUTOMOTIVE = "automotive"
    B2B = "b2b"
    BEAUTY = "beauty"
    ECOMMERCE = "ecommerce"
    EDUCATION = "education"
    FINTECH = "fintech"
    FOOD = "food"
    GENERAL = "general"
    HEALTH = "health"
    LOCAL = "local"
    SAAS = "saas"
    TRAVEL = "travel"

    def __str__(self) -> str:
        return str(self.value)
