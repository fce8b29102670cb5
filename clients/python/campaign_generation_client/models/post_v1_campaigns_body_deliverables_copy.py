from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1CampaignsBodyDeliverablesCopy")


@_attrs_define
class PostV1CampaignsBodyDeliverablesCopy:
    """
    Attributes:
        enabled (bool | Unset):  Default: True.
        type_ (Any | Unset):
        framework (Any | Unset):
        count (Any | Unset):
        max_characters (Any | Unset):
    """

    enabled: bool | Unset = True
    type_: Any | Unset = UNSET
    framework: Any | Unset = UNSET
    count: Any | Unset = UNSET
    max_characters: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        type_ = self.type_

        framework = self.framework

        count = self.count

        max_characters = self.max_characters

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if type_ is not UNSET:
            field_dict["type"] = type_
        if framework is not UNSET:
            field_dict["framework"] = framework
        if count is not UNSET:
            field_dict["count"] = count
        if max_characters is not UNSET:
            field_dict["max_characters"] = max_characters

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled", UNSET)

        type_ = d.pop("type", UNSET)

        framework = d.pop("framework", UNSET)

        count = d.pop("count", UNSET)

        max_characters = d.pop("max_characters", UNSET)

        post_v1_campaigns_body_deliverables_copy = cls(
            enabled=enabled,
            type_=type_,
            framework=framework,
            count=count,
            max_characters=max_characters,
        )

        return post_v1_campaigns_body_deliverables_copy
