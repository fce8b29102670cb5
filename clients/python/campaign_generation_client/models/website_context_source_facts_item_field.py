from enum import StrEnum


class WebsiteContextSourceFactsItemField(StrEnum):
    BRAND_NAME = "brand_name"
    DESCRIPTION = "description"
    PAGE_TEXT = "page_text"

    def __str__(self) -> str:
        return str(self.value)
