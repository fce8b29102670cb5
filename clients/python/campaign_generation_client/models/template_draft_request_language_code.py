from enum import StrEnum


class TemplateDraftRequestLanguageCode(StrEnum):
    AR = "ar"
    AR_AE = "ar_AE"
    AR_EG = "ar_EG"
    AR_LB = "ar_LB"
    AR_MA = "ar_MA"
    AR_QA = "ar_QA"
    EN = "en"
    EN_AE = "en_AE"
    EN_AU = "en_AU"
    EN_CA = "en_CA"
    EN_GB = "en_GB"
    EN_IN = "en_IN"
    EN_QA = "en_QA"
    EN_US = "en_US"

    def __str__(self) -> str:
        return str(self.value)
