from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Palette")


@_attrs_define
class Palette:
    """
    Attributes:
        primary (str):
        secondary (str):
        accent (str):
    """

    primary: str
    secondary: str
    accent: str

    def to_dict(self) -> dict[str, Any]:
        primary = self.primary

        secondary = self.secondary

        accent = self.accent

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "primary": primary,
                "secondary": secondary,
                "accent": accent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        primary = d.pop("primary")

        secondary = d.pop("secondary")

        accent = d.pop("accent")

        palette = cls(
            primary=primary,
            secondary=secondary,
            accent=accent,
        )

        return palette
