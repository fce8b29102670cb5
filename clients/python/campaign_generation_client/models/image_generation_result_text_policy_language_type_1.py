from enum import StrEnum


class ImageGenerationResultTextPolicyLanguageType1(StrEnum):
    AR = "ar"
    EN = "en"

    def __str__(self) -> str:
        return str(self.value)
