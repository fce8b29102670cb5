from enum import StrEnum


class TemplateOutcomeReportCategory(StrEnum):
    AUTHENTICATION = "AUTHENTICATION"
    MARKETING = "MARKETING"
    UTILITY = "UTILITY"

    def __str__(self) -> str:
        return str(self.value)
