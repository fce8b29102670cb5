from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.website_source_facts_item_field import WebsiteSourceFactsItemField

if TYPE_CHECKING:
    from ..models.website_source_facts_item_source import WebsiteSourceFactsItemSource


T = TypeVar("T", bound="WebsiteSourceFactsItem")


@_attrs_define
class WebsiteSourceFactsItem:
    """A fact and its source

    Attributes:
        field (WebsiteSourceFactsItemField):
        value (str):
        source (WebsiteSourceFactsItemSource): Where a fact was read
    """

    field: WebsiteSourceFactsItemField
    value: str
    source: WebsiteSourceFactsItemSource

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
        from ..models.website_source_facts_item_source import WebsiteSourceFactsItemSource  # noqa: PLC0415

        d = dict(src_dict)
        field = WebsiteSourceFactsItemField(d.pop("field"))

        value = d.pop("value")

        source = WebsiteSourceFactsItemSource.from_dict(d.pop("source"))

        website_source_facts_item = cls(
            field=field,
            value=value,
            source=source,
        )

        return website_source_facts_item
