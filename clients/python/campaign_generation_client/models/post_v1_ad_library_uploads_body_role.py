from enum import StrEnum


class PostV1AdLibraryUploadsBodyRole(StrEnum):
    LOGO = "logo"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)
