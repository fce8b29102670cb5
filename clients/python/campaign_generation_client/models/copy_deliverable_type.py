from enum import StrEnum


class CopyDeliverableType(StrEnum):
    AD_COPY = "ad_copy"
    HEADLINES = "headlines"

    def __str__(self) -> str:
        return str(self.value)
