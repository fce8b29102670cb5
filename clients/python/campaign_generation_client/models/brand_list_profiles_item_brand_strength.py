from enum import StrEnum


class BrandListProfilesItemBrandStrength(StrEnum):
    BALANCED = "balanced"
    STRONG = "strong"
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
