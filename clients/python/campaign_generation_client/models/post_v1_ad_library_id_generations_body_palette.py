from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PostV1AdLibraryIdGenerationsBodyPalette")


@_attrs_define
class PostV1AdLibraryIdGenerationsBodyPalette:
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

        post_v1_ad_library_id_generations_body_palette = cls(
            primary=primary,
            secondary=secondary,
            accent=accent,
        )

        return post_v1_ad_library_id_generations_body_palette
