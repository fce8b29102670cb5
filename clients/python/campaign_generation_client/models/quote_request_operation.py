from enum import StrEnum


class QuoteRequestOperation(StrEnum):
    AD_LIBRARY_GENERATE = "ad_library_generate"
    AD_LIBRARY_PREPARE = "ad_library_prepare"
    CAMPAIGN = "campaign"
    COPY = "copy"
    IMAGE = "image"
    SPEECH = "speech"
    WHATSAPP_TEMPLATE = "whatsapp_template"

    def __str__(self) -> str:
        return str(self.value)
