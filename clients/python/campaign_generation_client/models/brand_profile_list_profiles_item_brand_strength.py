from enum import StrEnum


class BrandProfileListProfilesItemBrandStrength(StrEnum):
    BALANCED = "balanced"
    STRONG = "strong"
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
