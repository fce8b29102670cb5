from enum import StrEnum


class TemplateDraftStateRefundStatus(StrEnum):
    DENIED = "DENIED"
    EXPIRED = "EXPIRED"
    NONE = "NONE"
    PENDING_VERIFICATION = "PENDING_VERIFICATION"
    REFUNDED = "REFUNDED"

    def __str__(self) -> str:
        return str(self.value)
