from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebsiteContextIdentity")


@_attrs_define
class WebsiteContextIdentity:
    """Identity

    Attributes:
        name (None | str):
        description (None | str):
    """

    name: None | str
    description: None | str

    def to_dict(self) -> dict[str, Any]:
        name: None | str
        name = self.name

        description: None | str
        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        website_context_identity = cls(
            name=name,
            description=description,
        )

        return website_context_identity
