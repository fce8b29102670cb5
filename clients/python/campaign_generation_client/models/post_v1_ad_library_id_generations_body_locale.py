from enum import StrEnum


class PostV1AdLibraryIdGenerationsBodyLocale(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
