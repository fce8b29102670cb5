from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.campaign_status import CampaignStatus

T = TypeVar("T", bound="Campaign")


@_attrs_define
class Campaign:
    """Campaign receipt (201 completed, 207 partial)

    Attributes:
        object_ (Literal['campaign']):
        id (str):
        status (CampaignStatus):
    """

    object_: Literal["campaign"]
    id: str
    status: CampaignStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        id = self.id

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal["campaign"], d.pop("object"))
        if object_ != "campaign":
            raise ValueError(f"object must match const 'campaign', got '{object_}'")

        id = d.pop("id")

        status = CampaignStatus(d.pop("status"))

        campaign = cls(
            object_=object_,
            id=id,
            status=status,
        )

        campaign.additional_properties = d
        return campaign

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
