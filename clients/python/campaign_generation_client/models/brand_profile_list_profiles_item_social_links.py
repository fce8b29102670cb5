from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BrandProfileListProfilesItemSocialLinks")


@_attrs_define
class BrandProfileListProfilesItemSocialLinks:
    """Social links

    Attributes:
        linkedin (None | str):
        instagram (None | str):
        facebook (None | str):
        twitter (None | str):
        tiktok (None | str):
    """

    linkedin: None | str
    instagram: None | str
    facebook: None | str
    twitter: None | str
    tiktok: None | str

    def to_dict(self) -> dict[str, Any]:
        linkedin: None | str
        linkedin = self.linkedin

        instagram: None | str
        instagram = self.instagram

        facebook: None | str
        facebook = self.facebook

        twitter: None | str
        twitter = self.twitter

        tiktok: None | str
        tiktok = self.tiktok

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "linkedin": linkedin,
                "instagram": instagram,
                "facebook": facebook,
                "twitter": twitter,
                "tiktok": tiktok,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_linkedin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        linkedin = _parse_linkedin(d.pop("linkedin"))

        def _parse_instagram(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        instagram = _parse_instagram(d.pop("instagram"))

        def _parse_facebook(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        facebook = _parse_facebook(d.pop("facebook"))

        def _parse_twitter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        twitter = _parse_twitter(d.pop("twitter"))

        def _parse_tiktok(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tiktok = _parse_tiktok(d.pop("tiktok"))

        brand_profile_list_profiles_item_social_links = cls(
            linkedin=linkedin,
            instagram=instagram,
            facebook=facebook,
            twitter=twitter,
            tiktok=tiktok,
        )

        return brand_profile_list_profiles_item_social_links
