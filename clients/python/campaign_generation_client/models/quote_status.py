from enum import StrEnum


class QuoteStatus(StrEnum):
    NEEDS_INPUT = "needs_input"
    READY = "ready"

    def __str__(self) -> str:
        return str(self.value)
