from enum import StrEnum


class CampaignBriefPlatform(StrEnum):
    APP_STORE_LISTING = "app_store_listing"
    CHAT_BUSINESS = "chat_business"
    CHAT_CHANNELS = "chat_channels"
    ECOMMERCE_PRODUCT_PAGE = "ecommerce_product_page"
    EMAIL_SUBJECT_LINE = "email_subject_line"
    EPHEMERAL_SOCIAL = "ephemeral_social"
    MICROBLOG = "microblog"
    PHOTO_SOCIAL = "photo_social"
    PROFESSIONAL_NETWORK = "professional_network"
    SEARCH_ADS = "search_ads"
    SHORT_VIDEO = "short_video"
    SOCIAL_NETWORK = "social_network"
    WEBSITE_LANDING_PAGE = "website_landing_page"

    def __str__(self) -> str:
        return str(self.value)
