from enum import StrEnum


class CampaignResultOutputLanguage(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
