from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebsiteContextSourceFactsItemSource")


@_attrs_define
class WebsiteContextSourceFactsItemSource:
    """Where a fact was read

    Attributes:
        url (str):
        locator (str):
    """

    url: str
    locator: str

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        locator = self.locator

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "locator": locator,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        locator = d.pop("locator")

        website_context_source_facts_item_source = cls(
            url=url,
            locator=locator,
        )

        return website_context_source_facts_item_source
