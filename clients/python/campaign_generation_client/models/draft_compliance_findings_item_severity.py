from enum import StrEnum


class DraftComplianceFindingsItemSeverity(StrEnum):
    ERROR = "error"
    WARNING = "warning"

    def __str__(self) -> str:
        return str(self.value)
