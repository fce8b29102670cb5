from enum import StrEnum


class UsageSummaryRequestsItemStatus(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"
    PARTIAL = "partial"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
