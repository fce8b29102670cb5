from enum import StrEnum


class PostV1MessagingTemplateDraftsDraftIdOutcomesBodyCategory(StrEnum):
    AUTHENTICATION = "AUTHENTICATION"
    MARKETING = "MARKETING"
    UTILITY = "UTILITY"

    def __str__(self) -> str:
        return str(self.value)
