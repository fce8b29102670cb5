from enum import StrEnum


class CampaignResultStatus(StrEnum):
    COMPLETED = "completed"
    PARTIAL = "partial"

    def __str__(self) -> str:
        return str(self.value)
