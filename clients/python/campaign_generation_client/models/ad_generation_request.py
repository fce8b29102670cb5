from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ad_generation_request_aspect_ratio import AdGenerationRequestAspectRatio
from ..models.ad_generation_request_locale import AdGenerationRequestLocale
from ..models.ad_generation_request_logo_mode import AdGenerationRequestLogoMode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ad_generation_request_template_fields import AdGenerationRequestTemplateFields
    from ..models.palette import Palette


T = TypeVar("T", bound="AdGenerationRequest")


@_attrs_define
class AdGenerationRequest:
    """
    Attributes:
        template_fields (AdGenerationRequestTemplateFields):
        locale (AdGenerationRequestLocale | Unset):  Default: AdGenerationRequestLocale.AR.
        aspect_ratio (AdGenerationRequestAspectRatio | Unset):  Default: AdGenerationRequestAspectRatio.VALUE_0.
        reference_storage_ids (list[str] | Unset):
        logo_storage_id (str | Unset):
        logo_mode (AdGenerationRequestLogoMode | Unset):
        palette (Palette | Unset):
    """

    template_fields: AdGenerationRequestTemplateFields
    locale: AdGenerationRequestLocale | Unset = AdGenerationRequestLocale.AR
    aspect_ratio: AdGenerationRequestAspectRatio | Unset = AdGenerationRequestAspectRatio.VALUE_0
    reference_storage_ids: list[str] | Unset = UNSET
    logo_storage_id: str | Unset = UNSET
    logo_mode: AdGenerationRequestLogoMode | Unset = UNSET
    palette: Palette | Unset = UNSET

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
        from ..models.ad_generation_request_template_fields import AdGenerationRequestTemplateFields  # noqa: PLC0415
        from ..models.palette import Palette  # noqa: PLC0415

        d = dict(src_dict)
        template_fields = AdGenerationRequestTemplateFields.from_dict(d.pop("template_fields"))

        _locale = d.pop("locale", UNSET)
        locale: AdGenerationRequestLocale | Unset
        if isinstance(_locale, Unset):
            locale = UNSET
        else:
            locale = AdGenerationRequestLocale(_locale)

        _aspect_ratio = d.pop("aspect_ratio", UNSET)
        aspect_ratio: AdGenerationRequestAspectRatio | Unset
        if isinstance(_aspect_ratio, Unset):
            aspect_ratio = UNSET
        else:
            aspect_ratio = AdGenerationRequestAspectRatio(_aspect_ratio)

        reference_storage_ids = cast(list[str], d.pop("reference_storage_ids", UNSET))

        logo_storage_id = d.pop("logo_storage_id", UNSET)

        _logo_mode = d.pop("logo_mode", UNSET)
        logo_mode: AdGenerationRequestLogoMode | Unset
        if isinstance(_logo_mode, Unset):
            logo_mode = UNSET
        else:
            logo_mode = AdGenerationRequestLogoMode(_logo_mode)

        _palette = d.pop("palette", UNSET)
        palette: Palette | Unset
        if isinstance(_palette, Unset):
            palette = UNSET
        else:
            palette = Palette.from_dict(_palette)

        ad_generation_request = cls(
            template_fields=template_fields,
            locale=locale,
            aspect_ratio=aspect_ratio,
            reference_storage_ids=reference_storage_ids,
            logo_storage_id=logo_storage_id,
            logo_mode=logo_mode,
            palette=palette,
        )

        return ad_generation_request
