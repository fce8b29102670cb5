from enum import StrEnum


class CopyRequestOutputLanguage(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
