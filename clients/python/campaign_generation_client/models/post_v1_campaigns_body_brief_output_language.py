from enum import StrEnum


class PostV1CampaignsBodyBriefOutputLanguage(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
