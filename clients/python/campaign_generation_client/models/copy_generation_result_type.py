from enum import StrEnum


class CopyGenerationResultType(StrEnum):
    AD_COPY = "ad_copy"
    DIALECT_CONVERSION = "dialect_conversion"
    HEADLINES = "headlines"

    def __str__(self) -> str:
        return str(self.value)
