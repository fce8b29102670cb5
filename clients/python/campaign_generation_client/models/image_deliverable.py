from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.image_deliverable_aspect_ratio import ImageDeliverableAspectRatio
from ..models.image_deliverable_logo_mode import ImageDeliverableLogoMode
from ..models.image_deliverable_overlay_text_language import ImageDeliverableOverlayTextLanguage
from ..models.image_deliverable_resolution import ImageDeliverableResolution
from ..models.image_deliverable_style import ImageDeliverableStyle
from ..models.image_deliverable_type import ImageDeliverableType
from ..types import UNSET, Unset

T = TypeVar("T", bound="ImageDeliverable")


@_attrs_define
class ImageDeliverable:
    """
    Attributes:
        enabled (bool | Unset):  Default: False.
        type_ (ImageDeliverableType | Unset):  Default: ImageDeliverableType.CAMPAIGN_VISUAL.
        style (ImageDeliverableStyle | Unset):  Default: ImageDeliverableStyle.PHOTOREALISTIC.
        aspect_ratio (ImageDeliverableAspectRatio | Unset):  Default: ImageDeliverableAspectRatio.VALUE_0.
        resolution (ImageDeliverableResolution | Unset):  Default: ImageDeliverableResolution.VALUE_1.
        visual_keywords (list[str] | Unset):
        excluded_visuals (list[str] | Unset):
        reference_storage_ids (list[str] | Unset):
        logo_storage_id (str | Unset):
        logo_mode (ImageDeliverableLogoMode | Unset):
        include_text (bool | Unset):  Default: False.
        overlay_text (str | Unset):
        overlay_text_language (ImageDeliverableOverlayTextLanguage | Unset):  Default:
            ImageDeliverableOverlayTextLanguage.AUTO.
    """

    enabled: bool | Unset = False
    type_: ImageDeliverableType | Unset = ImageDeliverableType.CAMPAIGN_VISUAL
    style: ImageDeliverableStyle | Unset = ImageDeliverableStyle.PHOTOREALISTIC
    aspect_ratio: ImageDeliverableAspectRatio | Unset = ImageDeliverableAspectRatio.VALUE_0
    resolution: ImageDeliverableResolution | Unset = ImageDeliverableResolution.VALUE_1
    visual_keywords: list[str] | Unset = UNSET
    excluded_visuals: list[str] | Unset = UNSET
    reference_storage_ids: list[str] | Unset = UNSET
    logo_storage_id: str | Unset = UNSET
    logo_mode: ImageDeliverableLogoMode | Unset = UNSET
    include_text: bool | Unset = False
    overlay_text: str | Unset = UNSET
    overlay_text_language: ImageDeliverableOverlayTextLanguage | Unset = ImageDeliverableOverlayTextLanguage.AUTO

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        style: str | Unset = UNSET
        if not isinstance(self.style, Unset):
            style = self.style.value

        aspect_ratio: str | Unset = UNSET
        if not isinstance(self.aspect_ratio, Unset):
            aspect_ratio = self.aspect_ratio.value

        resolution: str | Unset = UNSET
        if not isinstance(self.resolution, Unset):
            resolution = self.resolution.value

        visual_keywords: list[str] | Unset = UNSET
        if not isinstance(self.visual_keywords, Unset):
            visual_keywords = self.visual_keywords

        excluded_visuals: list[str] | Unset = UNSET
        if not isinstance(self.excluded_visuals, Unset):
            excluded_visuals = self.excluded_visuals

        reference_storage_ids: list[str] | Unset = UNSET
        if not isinstance(self.reference_storage_ids, Unset):
            reference_storage_ids = self.reference_storage_ids

        logo_storage_id = self.logo_storage_id

        logo_mode: str | Unset = UNSET
        if not isinstance(self.logo_mode, Unset):
            logo_mode = self.logo_mode.value

        include_text = self.include_text

        overlay_text = self.overlay_text

        overlay_text_language: str | Unset = UNSET
        if not isinstance(self.overlay_text_language, Unset):
            overlay_text_language = self.overlay_text_language.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if type_ is not UNSET:
            field_dict["type"] = type_
        if style is not UNSET:
            field_dict["style"] = style
        if aspect_ratio is not UNSET:
            field_dict["aspect_ratio"] = aspect_ratio
        if resolution is not UNSET:
            field_dict["resolution"] = resolution
        if visual_keywords is not UNSET:
            field_dict["visual_keywords"] = visual_keywords
        if excluded_visuals is not UNSET:
            field_dict["excluded_visuals"] = excluded_visuals
        if reference_storage_ids is not UNSET:
            field_dict["reference_storage_ids"] = reference_storage_ids
        if logo_storage_id is not UNSET:
            field_dict["logo_storage_id"] = logo_storage_id
        if logo_mode is not UNSET:
            field_dict["logo_mode"] = logo_mode
        if include_text is not UNSET:
            field_dict["include_text"] = include_text
        if overlay_text is not UNSET:
            field_dict["overlay_text"] = overlay_text
        if overlay_text_language is not UNSET:
            field_dict["overlay_text_language"] = overlay_text_language

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled", UNSET)

        _type_ = d.pop("type", UNSET)
        type_: ImageDeliverableType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = ImageDeliverableType(_type_)

        _style = d.pop("style", UNSET)
        style: ImageDeliverableStyle | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = ImageDeliverableStyle(_style)

        _aspect_ratio = d.pop("aspect_ratio", UNSET)
        aspect_ratio: ImageDeliverableAspectRatio | Unset
        if isinstance(_aspect_ratio, Unset):
            aspect_ratio = UNSET
        else:
            aspect_ratio = ImageDeliverableAspectRatio(_aspect_ratio)

        _resolution = d.pop("resolution", UNSET)
        resolution: ImageDeliverableResolution | Unset
        if isinstance(_resolution, Unset):
            resolution = UNSET
        else:
            resolution = ImageDeliverableResolution(_resolution)

        visual_keywords = cast(list[str], d.pop("visual_keywords", UNSET))

        excluded_visuals = cast(list[str], d.pop("excluded_visuals", UNSET))

        reference_storage_ids = cast(list[str], d.pop("reference_storage_ids", UNSET))

        logo_storage_id = d.pop("logo_storage_id", UNSET)

        _logo_mode = d.pop("logo_mode", UNSET)
        logo_mode: ImageDeliverableLogoMode | Unset
        if isinstance(_logo_mode, Unset):
            logo_mode = UNSET
        else:
            logo_mode = ImageDeliverableLogoMode(_logo_mode)

        include_text = d.pop("include_text", UNSET)

        overlay_text = d.pop("overlay_text", UNSET)

        _overlay_text_language = d.pop("overlay_text_language", UNSET)
        overlay_text_language: ImageDeliverableOverlayTextLanguage | Unset
        if isinstance(_overlay_text_language, Unset):
            overlay_text_language = UNSET
        else:
            overlay_text_language = ImageDeliverableOverlayTextLanguage(_overlay_text_language)

        image_deliverable = cls(
            enabled=enabled,
            type_=type_,
            style=style,
            aspect_ratio=aspect_ratio,
            resolution=resolution,
            visual_keywords=visual_keywords,
            excluded_visuals=excluded_visuals,
            reference_storage_ids=reference_storage_ids,
            logo_storage_id=logo_storage_id,
            logo_mode=logo_mode,
            include_text=include_text,
            overlay_text=overlay_text,
            overlay_text_language=overlay_text_language,
        )

        return image_deliverable
