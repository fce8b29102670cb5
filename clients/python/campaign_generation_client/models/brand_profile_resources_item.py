from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BrandProfileResourcesItem")


@_attrs_define
class BrandProfileResourcesItem:
    """Brand resource

    Attributes:
        id (str):
        title (str):
        source_type (str):
        source_url (None | str):
        content_length (int):
        content (str):
        created_at (datetime.datetime):
    """

    id: str
    title: str
    source_type: str
    source_url: None | str
    content_length: int
    content: str
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        source_type = self.source_type

        source_url: None | str
        source_url = self.source_url

        content_length = self.content_length

        content = self.content

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "title": title,
                "source_type": source_type,
                "source_url": source_url,
                "content_length": content_length,
                "content": content,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        source_type = d.pop("source_type")

        def _parse_source_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_url = _parse_source_url(d.pop("source_url"))

        content_length = d.pop("content_length")

        content = d.pop("content")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        brand_profile_resources_item = cls(
            id=id,
            title=title,
            source_type=source_type,
            source_url=source_url,
            content_length=content_length,
            content=content,
            created_at=created_at,
        )

        return brand_profile_resources_item
