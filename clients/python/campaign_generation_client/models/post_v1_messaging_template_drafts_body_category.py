from enum import StrEnum


class PostV1MessagingTemplateDraftsBodyCategory(StrEnum):
    MARKETING = "MARKETING"
    UTILITY = "UTILITY"

    def __str__(self) -> str:
        return str(self.value)
