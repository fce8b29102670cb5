from enum import StrEnum


class CopyGenerationResultDialectSourceType1(StrEnum):
    EXPLICIT = "explicit"
    FALLBACK = "fallback"
    MARKET = "market"

    def __str__(self) -> str:
        return str(self.value)
