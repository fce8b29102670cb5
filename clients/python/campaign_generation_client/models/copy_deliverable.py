from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.copy_deliverable_framework import CopyDeliverableFramework
from ..models.copy_deliverable_type import CopyDeliverableType
from ..types import UNSET, Unset

T = TypeVar("T", bound="CopyDeliverable")


@_attrs_define
class CopyDeliverable:
    """
    Attributes:
        enabled (bool | Unset):  Default: True.
        type_ (CopyDeliverableType | Unset):
        framework (CopyDeliverableFramework | Unset):
        count (int | Unset):
        max_characters (int | Unset):
    """

    enabled: bool | Unset = True
    type_: CopyDeliverableType | Unset = UNSET
    framework: CopyDeliverableFramework | Unset = UNSET
    count: int | Unset = UNSET
    max_characters: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        framework: str | Unset = UNSET
        if not isinstance(self.framework, Unset):
            framework = self.framework.value

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

        _type_ = d.pop("type", UNSET)
        type_: CopyDeliverableType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = CopyDeliverableType(_type_)

        _framework = d.pop("framework", UNSET)
        framework: CopyDeliverableFramework | Unset
        if isinstance(_framework, Unset):
            framework = UNSET
        else:
            framework = CopyDeliverableFramework(_framework)

        count = d.pop("count", UNSET)

        max_characters = d.pop("max_characters", UNSET)

        copy_deliverable = cls(
            enabled=enabled,
            type_=type_,
            framework=framework,
            count=count,
            max_characters=max_characters,
        )

        return copy_deliverable
