from enum import StrEnum


class QuoteAllowedNextActionsItem(StrEnum):
    CLARIFY = "clarify"
    GENERATE = "generate"
    PREPARE = "prepare"
    REFRESH_QUOTE = "refresh_quote"

    def __str__(self) -> str:
        return str(self.value)
