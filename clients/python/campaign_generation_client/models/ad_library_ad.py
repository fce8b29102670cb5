from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ad_library_ad_generation_contract import AdLibraryAdGenerationContract
    from ..models.ad_library_ad_preparation import AdLibraryAdPreparation


T = TypeVar("T", bound="AdLibraryAd")


@_attrs_define
class AdLibraryAd:
    """Ad with generation contract and preparation state

    Attributes:
        object_ (Literal['ad_library_ad']):
        id (str):
        generation_contract (AdLibraryAdGenerationContract):
        preparation (AdLibraryAdPreparation):
    """

    object_: Literal["ad_library_ad"]
    id: str
    generation_contract: AdLibraryAdGenerationContract
    preparation: AdLibraryAdPreparation
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        id = self.id

        generation_contract = self.generation_contract.to_dict()

        preparation = self.preparation.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "generation_contract": generation_contract,
                "preparation": preparation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ad_library_ad_generation_contract import AdLibraryAdGenerationContract  # noqa: PLC0415
        from ..models.ad_library_ad_preparation import AdLibraryAdPreparation  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["ad_library_ad"], d.pop("object"))
        if object_ != "ad_library_ad":
            raise ValueError(f"object must match const 'ad_library_ad', got '{object_}'")

        id = d.pop("id")

        generation_contract = AdLibraryAdGenerationContract.from_dict(d.pop("generation_contract"))

        preparation = AdLibraryAdPreparation.from_dict(d.pop("preparation"))

        ad_library_ad = cls(
            object_=object_,
            id=id,
            generation_contract=generation_contract,
            preparation=preparation,
        )

        ad_library_ad.additional_properties = d
        return ad_library_ad

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
