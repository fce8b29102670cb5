from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ad_preparation_contract import AdPreparationContract
    from ..models.ad_preparation_usage import AdPreparationUsage


T = TypeVar("T", bound="AdPreparation")


@_attrs_define
class AdPreparation:
    """Prepared contract

    Attributes:
        object_ (Literal['ad_preparation']):
        ad_id (str):
        status (Literal['ready']):
        contract (AdPreparationContract):
        usage (AdPreparationUsage):
    """

    object_: Literal["ad_preparation"]
    ad_id: str
    status: Literal["ready"]
    contract: AdPreparationContract
    usage: AdPreparationUsage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        ad_id = self.ad_id

        status = self.status

        contract = self.contract.to_dict()

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "ad_id": ad_id,
                "status": status,
                "contract": contract,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ad_preparation_contract import AdPreparationContract  # noqa: PLC0415
        from ..models.ad_preparation_usage import AdPreparationUsage  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["ad_preparation"], d.pop("object"))
        if object_ != "ad_preparation":
            raise ValueError(f"object must match const 'ad_preparation', got '{object_}'")

        ad_id = d.pop("ad_id")

        status = cast(Literal["ready"], d.pop("status"))
        if status != "ready":
            raise ValueError(f"status must match const 'ready', got '{status}'")

        contract = AdPreparationContract.from_dict(d.pop("contract"))

        usage = AdPreparationUsage.from_dict(d.pop("usage"))

        ad_preparation = cls(
            object_=object_,
            ad_id=ad_id,
            status=status,
            contract=contract,
            usage=usage,
        )

        ad_preparation.additional_properties = d
        return ad_preparation

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
