from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.brand_profile_list_profiles_item import BrandProfileListProfilesItem


T = TypeVar("T", bound="BrandProfileList")


@_attrs_define
class BrandProfileList:
    """Brand profiles (2.7)

    Attributes:
        object_ (Literal['brand_profile_list']):
        profiles (list[BrandProfileListProfilesItem]):
        is_done (bool):
        next_cursor (None | str):
    """

    object_: Literal["brand_profile_list"]
    profiles: list[BrandProfileListProfilesItem]
    is_done: bool
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        profiles = []
        for profiles_item_data in self.profiles:
            profiles_item = profiles_item_data.to_dict()
            profiles.append(profiles_item)

        is_done = self.is_done

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "object": object_,
                "profiles": profiles,
                "is_done": is_done,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.brand_profile_list_profiles_item import BrandProfileListProfilesItem  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["brand_profile_list"], d.pop("object"))
        if object_ != "brand_profile_list":
            raise ValueError(f"object must match const 'brand_profile_list', got '{object_}'")

        profiles = []
        _profiles = d.pop("profiles")
        for profiles_item_data in _profiles:
            profiles_item = BrandProfileListProfilesItem.from_dict(profiles_item_data)

            profiles.append(profiles_item)

        is_done = d.pop("is_done")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        brand_profile_list = cls(
            object_=object_,
            profiles=profiles,
            is_done=is_done,
            next_cursor=next_cursor,
        )

        return brand_profile_list
