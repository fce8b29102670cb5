from enum import StrEnum


class GetV1AdLibraryIdLocale(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
