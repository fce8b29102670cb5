from enum import StrEnum


class ImageRequestType(StrEnum):
    BRAND_AWARENESS = "brand_awareness"
    CAMPAIGN_VISUAL = "campaign_visual"
    LIFESTYLE = "lifestyle"
    OFFER_ANNOUNCEMENT = "offer_announcement"
    PRODUCT_SHOWCASE = "product_showcase"

    def __str__(self) -> str:
        return str(self.value)
