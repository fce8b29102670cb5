from enum import StrEnum


class QuoteAuthorizationScope(StrEnum):
    AD_LIBRARYREAD = "ad-library:read"
    AD_LIBRARYWRITE = "ad-library:write"
    BRANDSREAD = "brands:read"
    CAMPAIGNSWRITE = "campaigns:write"
    CONTEXTREAD = "context:read"
    COPYWRITE = "copy:write"
    IMAGESWRITE = "images:write"
    SPEECHWRITE = "speech:write"
    TEMPLATESWRITE = "templates:write"
    USAGEREAD = "usage:read"

    def __str__(self) -> str:
        return str(self.value)
