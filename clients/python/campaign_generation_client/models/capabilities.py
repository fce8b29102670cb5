from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Capabilities")


@_attrs_define
class Capabilities:
    """Capabilities

    Attributes:
        object_ (Literal['capabilities']):
        api_version (Literal['2026-09-19']):
    """

    object_: Literal["capabilities"]
    api_version: Literal["2026-09-19"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        api_version = self.api_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "api_version": api_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal["capabilities"], d.pop("object"))
        if object_ != "capabilities":
            raise ValueError(f"object must match const 'capabilities', got '{object_}'")

        api_version = cast(Literal["2026-09-19"], d.pop("api_version"))
        if api_version != "2026-09-19":
            raise ValueError(f"api_version must match const '2026-09-19', got '{api_version}'")

        capabilities = cls(
            object_=object_,
            api_version=api_version,
        )

        capabilities.additional_properties = d
        return capabilities

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
