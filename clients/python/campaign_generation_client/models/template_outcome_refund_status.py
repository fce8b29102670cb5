from enum import StrEnum


class TemplateOutcomeRefundStatus(StrEnum):
    DENIED = "DENIED"
    EXPIRED = "EXPIRED"
    NONE = "NONE"
    PENDING_VERIFICATION = "PENDING_VERIFICATION"
    REFUNDED = "REFUNDED"

    def __str__(self) -> str:
        return str(self.value)
