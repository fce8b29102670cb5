from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebsiteContextAssetCandidatesItem")


@_attrs_define
class WebsiteContextAssetCandidatesItem:
    """An icon candidate

    Attributes:
        url (str):
        role (Literal['icon_candidate']):
        confidence (Literal['low']):
        source_url (str):
    """

    url: str
    role: Literal["icon_candidate"]
    confidence: Literal["low"]
    source_url: str

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        role = self.role

        confidence = self.confidence

        source_url = self.source_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "role": role,
                "confidence": confidence,
                "source_url": source_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        role = cast(Literal["icon_candidate"], d.pop("role"))
        if role != "icon_candidate":
            raise ValueError(f"role must match const 'icon_candidate', got '{role}'")

        confidence = cast(Literal["low"], d.pop("confidence"))
        if confidence != "low":
            raise ValueError(f"confidence must match const 'low', got '{confidence}'")

        source_url = d.pop("source_url")

        website_context_asset_candidates_item = cls(
            url=url,
            role=role,
            confidence=confidence,
            source_url=source_url,
        )

        return website_context_asset_candidates_item
