from enum import StrEnum


class CampaignBriefOutputLanguage(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
