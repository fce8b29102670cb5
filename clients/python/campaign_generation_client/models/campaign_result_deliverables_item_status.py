from enum import StrEnum


class CampaignResultDeliverablesItemStatus(StrEnum):
    COMPLETED = "completed"
    FAILED = "failed"
    NOT_REQUESTED = "not_requested"

    def __str__(self) -> str:
        return str(self.value)
