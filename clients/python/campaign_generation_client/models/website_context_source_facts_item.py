from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.website_context_source_facts_item_field import WebsiteContextSourceFactsItemField

if TYPE_CHECKING:
    from ..models.website_context_source_facts_item_source import WebsiteContextSourceFactsItemSource


T = TypeVar("T", bound="WebsiteContextSourceFactsItem")


@_attrs_define
class WebsiteContextSourceFactsItem:
    """A fact and its source

    Attributes:
        field (WebsiteContextSourceFactsItemField):
        value (str):
        source (WebsiteContextSourceFactsItemSource): Where a fact was read
    """

    field: WebsiteContextSourceFactsItemField
    value: str
    source: WebsiteContextSourceFactsItemSource

    def to_dict(self) -> dict[str, Any]:
        field = self.field.value

        value = self.value

        source = self.source.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "field": field,
                "value": value,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.website_context_source_facts_item_source import WebsiteContextSourceFactsItemSource  # noqa: PLC0415

        d = dict(src_dict)
        field = WebsiteContextSourceFactsItemField(d.pop("field"))

        value = d.pop("value")

        source = WebsiteContextSourceFactsItemSource.from_dict(d.pop("source"))

        website_context_source_facts_item = cls(
            field=field,
            value=value,
            source=source,
        )

        return website_context_source_facts_item
