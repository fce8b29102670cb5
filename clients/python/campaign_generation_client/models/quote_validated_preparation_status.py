from enum import StrEnum


class QuoteValidatedPreparationStatus(StrEnum):
    FAILED = "failed"
    MISSING = "missing"
    PENDING = "pending"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
