from enum import StrEnum


class PostV1CampaignsBodyDeliverablesImageOverlayTextLanguage(StrEnum):
    AR = "ar"
    AUTO = "auto"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
