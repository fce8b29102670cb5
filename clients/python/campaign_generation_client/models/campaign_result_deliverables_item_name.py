from enum import StrEnum


class CampaignResultDeliverablesItemName(StrEnum):
    COPY = "copy"
    IMAGE = "image"
    SPEECH = "speech"
    TEMPLATE_DRAFT = "template_draft"

    def __str__(self) -> str:
        return str(self.value)
