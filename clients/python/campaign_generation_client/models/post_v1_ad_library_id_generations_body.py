from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.post_v1_ad_library_id_generations_body_aspect_ratio import PostV1AdLibraryIdGenerationsBodyAspectRatio
from ..models.post_v1_ad_library_id_generations_body_locale import PostV1AdLibraryIdGenerationsBodyLocale
from ..models.post_v1_ad_library_id_generations_body_logo_mode import PostV1AdLibraryIdGenerationsBodyLogoMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_v1_ad_library_id_generations_body_palette import PostV1AdLibraryIdGenerationsBodyPalette
    from ..models.post_v1_ad_library_id_generations_body_template_fields import (
        PostV1AdLibraryIdGenerationsBodyTemplateFields,
    )


T = TypeVar("T", bound="PostV1AdLibraryIdGenerationsBody")


@_attrs_define
class PostV1AdLibraryIdGenerationsBody:
    """
    Attributes:
        template_fields (PostV1AdLibraryIdGenerationsBodyTemplateFields):
        locale (PostV1AdLibraryIdGenerationsBodyLocale | Unset):  Default: PostV1AdLibraryIdGenerationsBodyLocale.AR.
        aspect_ratio (PostV1AdLibraryIdGenerationsBodyAspectRatio | Unset):  Default:
            PostV1AdLibraryIdGenerationsBodyAspectRatio.VALUE_0.
        reference_storage_ids (list[str] | Unset):
        logo_storage_id (str | Unset):
        logo_mode (PostV1AdLibraryIdGenerationsBodyLogoMode | Unset):
        palette (PostV1AdLibraryIdGenerationsBodyPalette | Unset):
    """

    template_fields: PostV1AdLibraryIdGenerationsBodyTemplateFields
    locale: PostV1AdLibraryIdGenerationsBodyLocale | Unset = PostV1AdLibraryIdGenerationsBodyLocale.AR
    aspect_ratio: PostV1AdLibraryIdGenerationsBodyAspectRatio | Unset = (
        PostV1AdLibraryIdGenerationsBodyAspectRatio.VALUE_0
    )
    reference_storage_ids: list[str] | Unset = UNSET
    logo_storage_id: str | Unset = UNSET
    logo_mode: PostV1AdLibraryIdGenerationsBodyLogoMode | Unset = UNSET
    palette: PostV1AdLibraryIdGenerationsBodyPalette | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        template_fields = self.template_fields.to_dict()

        locale: str | Unset = UNSET
        if not isinstance(self.locale, Unset):
            locale = self.locale.value

        aspect_ratio: str | Unset = UNSET
        if not isinstance(self.aspect_ratio, Unset):
            aspect_ratio = self.aspect_ratio.value

        reference_storage_ids: list[str] | Unset = UNSET
        if not isinstance(self.reference_storage_ids, Unset):
            reference_storage_ids = self.reference_storage_ids

        logo_storage_id = self.logo_storage_id

        logo_mode: str | Unset = UNSET
        if not isinstance(self.logo_mode, Unset):
            logo_mode = self.logo_mode.value

        palette: dict[str, Any] | Unset = UNSET
        if not isinstance(self.palette, Unset):
            palette = self.palette.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "template_fields": template_fields,
            }
        )
        if locale is not UNSET:
            field_dict["locale"] = locale
        if aspect_ratio is not UNSET:
            field_dict["aspect_ratio"] = aspect_ratio
        if reference_storage_ids is not UNSET:
            field_dict["reference_storage_ids"] = reference_storage_ids
        if logo_storage_id is not UNSET:
            field_dict["logo_storage_id"] = logo_storage_id
        if logo_mode is not UNSET:
            field_dict["logo_mode"] = logo_mode
        if palette is not UNSET:
            field_dict["palette"] = palette

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_v1_ad_library_id_generations_body_palette import PostV1AdLibraryIdGenerationsBodyPalette  # noqa: PLC0415
        from ..models.post_v1_ad_library_id_generations_body_template_fields import (
            PostV1AdLibraryIdGenerationsBodyTemplateFields,  # noqa: PLC0415
        )

        d = dict(src_dict)
        template_fields = PostV1AdLibraryIdGenerationsBodyTemplateFields.from_dict(d.pop("template_fields"))

        _locale = d.pop("locale", UNSET)
        locale: PostV1AdLibraryIdGenerationsBodyLocale | Unset
        if isinstance(_locale, Unset):
            locale = UNSET
        else:
            locale = PostV1AdLibraryIdGenerationsBodyLocale(_locale)

        _aspect_ratio = d.pop("aspect_ratio", UNSET)
        aspect_ratio: PostV1AdLibraryIdGenerationsBodyAspectRatio | Unset
        if isinstance(_aspect_ratio, Unset):
            aspect_ratio = UNSET
        else:
            aspect_ratio = PostV1AdLibraryIdGenerationsBodyAspectRatio(_aspect_ratio)

        reference_storage_ids = cast(list[str], d.pop("reference_storage_ids", UNSET))

        logo_storage_id = d.pop("logo_storage_id", UNSET)

        _logo_mode = d.pop("logo_mode", UNSET)
        logo_mode: PostV1AdLibraryIdGenerationsBodyLogoMode | Unset
        if isinstance(_logo_mode, Unset):
            logo_mode = UNSET
        else:
            logo_mode = PostV1AdLibraryIdGenerationsBodyLogoMode(_logo_mode)

        _palette = d.pop("palette", UNSET)
        palette: PostV1AdLibraryIdGenerationsBodyPalette | Unset
        if isinstance(_palette, Unset):
            palette = UNSET
        else:
            palette = PostV1AdLibraryIdGenerationsBodyPalette.from_dict(_palette)

        post_v1_ad_library_id_generations_body = cls(
            template_fields=template_fields,
            locale=locale,
            aspect_ratio=aspect_ratio,
            reference_storage_ids=reference_storage_ids,
            logo_storage_id=logo_storage_id,
            logo_mode=logo_mode,
            palette=palette,
        )

        return post_v1_ad_library_id_generations_body
