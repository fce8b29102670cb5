from enum import StrEnum


class UploadRequestRole(StrEnum):
    LOGO = "logo"
    REFERENCE = "reference"

    def __str__(self) -> str:
        return str(self.value)
