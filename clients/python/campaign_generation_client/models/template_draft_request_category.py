from enum import StrEnum


class TemplateDraftRequestCategory(StrEnum):
    MARKETING = "MARKETING"
    UTILITY = "UTILITY"

    def __str__(self) -> str:
        return str(self.value)
