from enum import StrEnum


class TemplateDraftRequestOutputLanguage(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
