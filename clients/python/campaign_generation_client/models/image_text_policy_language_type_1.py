from enum import StrEnum


class ImageTextPolicyLanguageType1(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
