from enum import StrEnum


class PostV1CampaignsBodyDeliverablesSpeechContentType(StrEnum):
    GENERAL = "general"
    MARKETING = "marketing"

    def __str__(self) -> str:
        return str(self.value)
