from enum import StrEnum


class CampaignStatus(StrEnum):
    COMPLETED = "completed"
    PARTIAL = "partial"

    def __str__(self) -> str:
        return str(self.value)
