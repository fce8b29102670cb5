from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.image_request_aspect_ratio import ImageRequestAspectRatio
from ..models.image_request_dialect import ImageRequestDialect
from ..models.image_request_logo_mode import ImageRequestLogoMode
from ..models.image_request_output_language import ImageRequestOutputLanguage
from ..models.image_request_overlay_text_language import ImageRequestOverlayTextLanguage
from ..models.image_request_platform import ImageRequestPlatform
from ..models.image_request_resolution import ImageRequestResolution
from ..models.image_request_style import ImageRequestStyle
from ..models.image_request_type import ImageRequestType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.image_request_metadata import ImageRequestMetadata


T = TypeVar("T", bound="ImageRequest")


@_attrs_define
class ImageRequest:
    """
    Attributes:
        prompt (str):
        type_ (ImageRequestType | Unset):  Default: ImageRequestType.CAMPAIGN_VISUAL.
        output_language (ImageRequestOutputLanguage | Unset):  Default: ImageRequestOutputLanguage.AR.
        market (str | Unset):
        dialect (ImageRequestDialect | Unset):
        platform (ImageRequestPlatform | Unset):
        tone (str | Unset):
        style (ImageRequestStyle | Unset):  Default: ImageRequestStyle.PHOTOREALISTIC.
        aspect_ratio (ImageRequestAspectRatio | Unset):  Default: ImageRequestAspectRatio.VALUE_0.
        resolution (ImageRequestResolution | Unset):  Default: ImageRequestResolution.VALUE_1.
        visual_keywords (list[str] | Unset):
        excluded_visuals (list[str] | Unset):
        include_text (bool | Unset):  Default: False.
        overlay_text (str | Unset):
        overlay_text_language (ImageRequestOverlayTextLanguage | Unset):  Default: ImageRequestOverlayTextLanguage.AUTO.
        brand_profile_id (str | Unset):
        reference_storage_ids (list[str] | Unset):
        logo_storage_id (str | Unset):
        logo_mode (ImageRequestLogoMode | Unset):
        external_id (str | Unset):
        external_customer_id (str | Unset):
        metadata (ImageRequestMetadata | Unset):
    """

    prompt: str
    type_: ImageRequestType | Unset = ImageRequestType.CAMPAIGN_VISUAL
    output_language: ImageRequestOutputLanguage | Unset = ImageRequestOutputLanguage.AR
    market: str | Unset = UNSET
    dialect: ImageRequestDialect | Unset = UNSET
    platform: ImageRequestPlatform | Unset = UNSET
    tone: str | Unset = UNSET
    style: ImageRequestStyle | Unset = ImageRequestStyle.PHOTOREALISTIC
    aspect_ratio: ImageRequestAspectRatio | Unset = ImageRequestAspectRatio.VALUE_0
    resolution: ImageRequestResolution | Unset = ImageRequestResolution.VALUE_1
    visual_keywords: list[str] | Unset = UNSET
    excluded_visuals: list[str] | Unset = UNSET
    include_text: bool | Unset = False
    overlay_text: str | Unset = UNSET
    overlay_text_language: ImageRequestOverlayTextLanguage | Unset = ImageRequestOverlayTextLanguage.AUTO
    brand_profile_id: str | Unset = UNSET
    reference_storage_ids: list[str] | Unset = UNSET
    logo_storage_id: str | Unset = UNSET
    logo_mode: ImageRequestLogoMode | Unset = UNSET
    external_id: str | Unset = UNSET
    external_customer_id: str | Unset = UNSET
    metadata: ImageRequestMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        prompt = self.prompt

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        output_language: str | Unset = UNSET
        if not isinstance(self.output_language, Unset):
            output_language = self.output_language.value

        market = self.market

        dialect: str | Unset = UNSET
        if not isinstance(self.dialect, Unset):
            dialect = self.dialect.value

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.value

        tone = self.tone

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

        include_text = self.include_text

        overlay_text = self.overlay_text

        overlay_text_language: str | Unset = UNSET
        if not isinstance(self.overlay_text_language, Unset):
            overlay_text_language = self.overlay_text_language.value

        brand_profile_id = self.brand_profile_id

        reference_storage_ids: list[str] | Unset = UNSET
        if not isinstance(self.reference_storage_ids, Unset):
            reference_storage_ids = self.reference_storage_ids

        logo_storage_id = self.logo_storage_id

        logo_mode: str | Unset = UNSET
        if not isinstance(self.logo_mode, Unset):
            logo_mode = self.logo_mode.value

        external_id = self.external_id

        external_customer_id = self.external_customer_id

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "prompt": prompt,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if output_language is not UNSET:
            field_dict["output_language"] = output_language
        if market is not UNSET:
            field_dict["market"] = market
        if dialect is not UNSET:
            field_dict["dialect"] = dialect
        if platform is not UNSET:
            field_dict["platform"] = platform
        if tone is not UNSET:
            field_dict["tone"] = tone
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
        if include_text is not UNSET:
            field_dict["include_text"] = include_text
        if overlay_text is not UNSET:
            field_dict["overlay_text"] = overlay_text
        if overlay_text_language is not UNSET:
            field_dict["overlay_text_language"] = overlay_text_language
        if brand_profile_id is not UNSET:
            field_dict["brand_profile_id"] = brand_profile_id
        if reference_storage_ids is not UNSET:
            field_dict["reference_storage_ids"] = reference_storage_ids
        if logo_storage_id is not UNSET:
            field_dict["logo_storage_id"] = logo_storage_id
        if logo_mode is not UNSET:
            field_dict["logo_mode"] = logo_mode
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if external_customer_id is not UNSET:
            field_dict["external_customer_id"] = external_customer_id
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.image_request_metadata import ImageRequestMetadata  # noqa: PLC0415

        d = dict(src_dict)
        prompt = d.pop("prompt")

        _type_ = d.pop("type", UNSET)
        type_: ImageRequestType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = ImageRequestType(_type_)

        _output_language = d.pop("output_language", UNSET)
        output_language: ImageRequestOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = ImageRequestOutputLanguage(_output_language)

        market = d.pop("market", UNSET)

        _dialect = d.pop("dialect", UNSET)
        dialect: ImageRequestDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = ImageRequestDialect(_dialect)

        _platform = d.pop("platform", UNSET)
        platform: ImageRequestPlatform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = ImageRequestPlatform(_platform)

        tone = d.pop("tone", UNSET)

        _style = d.pop("style", UNSET)
        style: ImageRequestStyle | Unset
        if isinstance(_style, Unset):
            style = UNSET
        else:
            style = ImageRequestStyle(_style)

        _aspect_ratio = d.pop("aspect_ratio", UNSET)
        aspect_ratio: ImageRequestAspectRatio | Unset
        if isinstance(_aspect_ratio, Unset):
            aspect_ratio = UNSET
        else:
            aspect_ratio = ImageRequestAspectRatio(_aspect_ratio)

        _resolution = d.pop("resolution", UNSET)
        resolution: ImageRequestResolution | Unset
        if isinstance(_resolution, Unset):
            resolution = UNSET
        else:
            resolution = ImageRequestResolution(_resolution)

        visual_keywords = cast(list[str], d.pop("visual_keywords", UNSET))

        excluded_visuals = cast(list[str], d.pop("excluded_visuals", UNSET))

        include_text = d.pop("include_text", UNSET)

        overlay_text = d.pop("overlay_text", UNSET)

        _overlay_text_language = d.pop("overlay_text_language", UNSET)
        overlay_text_language: ImageRequestOverlayTextLanguage | Unset
        if isinstance(_overlay_text_language, Unset):
            overlay_text_language = UNSET
        else:
            overlay_text_language = ImageRequestOverlayTextLanguage(_overlay_text_language)

        brand_profile_id = d.pop("brand_profile_id", UNSET)

        reference_storage_ids = cast(list[str], d.pop("reference_storage_ids", UNSET))

        logo_storage_id = d.pop("logo_storage_id", UNSET)

        _logo_mode = d.pop("logo_mode", UNSET)
        logo_mode: ImageRequestLogoMode | Unset
        if isinstance(_logo_mode, Unset):
            logo_mode = UNSET
        else:
            logo_mode = ImageRequestLogoMode(_logo_mode)

        external_id = d.pop("external_id", UNSET)

        external_customer_id = d.pop("external_customer_id", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: ImageRequestMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = ImageRequestMetadata.from_dict(_metadata)

        image_request = cls(
            prompt=prompt,
            type_=type_,
            output_language=output_language,
            market=market,
            dialect=dialect,
            platform=platform,
            tone=tone,
            style=style,
            aspect_ratio=aspect_ratio,
            resolution=resolution,
            visual_keywords=visual_keywords,
            excluded_visuals=excluded_visuals,
            include_text=include_text,
            overlay_text=overlay_text,
            overlay_text_language=overlay_text_language,
            brand_profile_id=brand_profile_id,
            reference_storage_ids=reference_storage_ids,
            logo_storage_id=logo_storage_id,
            logo_mode=logo_mode,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
        )

        return image_request
