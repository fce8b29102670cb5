from enum import StrEnum


class ImageGenerationResultDialectSourceType1(StrEnum):
    EXPLICIT = "explicit"
    FALLBACK = "fallback"
    MARKET = "market"

    def __str__(self) -> str:
        return str(self.value)
