from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.brand_profile_list_profiles_item_brand_strength import BrandProfileListProfilesItemBrandStrength

if TYPE_CHECKING:
    from ..models.brand_profile_list_profiles_item_social_links import BrandProfileListProfilesItemSocialLinks


T = TypeVar("T", bound="BrandProfileListProfilesItem")


@_attrs_define
class BrandProfileListProfilesItem:
    """Brand profile summary

    Attributes:
        id (str):
        name (str):
        industry (None | str):
        description (str):
        summary (None | str):
        website (None | str):
        website_icon_available (bool):
        logo_available (bool):
        primary_color (None | str):
        secondary_color (None | str):
        accent_color (None | str):
        brand_strength (BrandProfileListProfilesItemBrandStrength):
        social_links (BrandProfileListProfilesItemSocialLinks): Social links
        created_at (int):
        updated_at (int):
    """

    id: str
    name: str
    industry: None | str
    description: str
    summary: None | str
    website: None | str
    website_icon_available: bool
    logo_available: bool
    primary_color: None | str
    secondary_color: None | str
    accent_color: None | str
    brand_strength: BrandProfileListProfilesItemBrandStrength
    social_links: BrandProfileListProfilesItemSocialLinks
    created_at: int
    updated_at: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        industry: None | str
        industry = self.industry

        description = self.description

        summary: None | str
        summary = self.summary

        website: None | str
        website = self.website

        website_icon_available = self.website_icon_available

        logo_available = self.logo_available

        primary_color: None | str
        primary_color = self.primary_color

        secondary_color: None | str
        secondary_color = self.secondary_color

        accent_color: None | str
        accent_color = self.accent_color

        brand_strength = self.brand_strength.value

        social_links = self.social_links.to_dict()

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "industry": industry,
                "description": description,
                "summary": summary,
                "website": website,
                "website_icon_available": website_icon_available,
                "logo_available": logo_available,
                "primary_color": primary_color,
                "secondary_color": secondary_color,
                "accent_color": accent_color,
                "brand_strength": brand_strength,
                "social_links": social_links,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.brand_profile_list_profiles_item_social_links import BrandProfileListProfilesItemSocialLinks  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_industry(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        industry = _parse_industry(d.pop("industry"))

        description = d.pop("description")

        def _parse_summary(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        summary = _parse_summary(d.pop("summary"))

        def _parse_website(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        website = _parse_website(d.pop("website"))

        website_icon_available = d.pop("website_icon_available")

        logo_available = d.pop("logo_available")

        def _parse_primary_color(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        primary_color = _parse_primary_color(d.pop("primary_color"))

        def _parse_secondary_color(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        secondary_color = _parse_secondary_color(d.pop("secondary_color"))

        def _parse_accent_color(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        accent_color = _parse_accent_color(d.pop("accent_color"))

        brand_strength = BrandProfileListProfilesItemBrandStrength(d.pop("brand_strength"))

        social_links = BrandProfileListProfilesItemSocialLinks.from_dict(d.pop("social_links"))

        created_at = d.pop("created_at")

        updated_at = d.pop("updated_at")

        brand_profile_list_profiles_item = cls(
            id=id,
            name=name,
            industry=industry,
            description=description,
            summary=summary,
            website=website,
            website_icon_available=website_icon_available,
            logo_available=logo_available,
            primary_color=primary_color,
            secondary_color=secondary_color,
            accent_color=accent_color,
            brand_strength=brand_strength,
            social_links=social_links,
            created_at=created_at,
            updated_at=updated_at,
        )

        return brand_profile_list_profiles_item
