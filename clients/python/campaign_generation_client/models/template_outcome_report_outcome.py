from enum import StrEnum


class TemplateOutcomeReportOutcome(StrEnum):
    APPROVED = "APPROVED"
    ARCHIVED = "ARCHIVED"
    DELETED = "DELETED"
    DISABLED = "DISABLED"
    FLAGGED = "FLAGGED"
    IN_APPEAL = "IN_APPEAL"
    LIMIT_EXCEEDED = "LIMIT_EXCEEDED"
    LOCKED = "LOCKED"
    PAUSED = "PAUSED"
    PENDING = "PENDING"
    PENDING_DELETION = "PENDING_DELETION"
    REINSTATED = "REINSTATED"
    REJECTED = "REJECTED"

    def __str__(self) -> str:
        return str(self.value)
