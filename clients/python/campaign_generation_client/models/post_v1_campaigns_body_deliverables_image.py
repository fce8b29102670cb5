from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1CampaignsBodyDeliverablesImage")


@_attrs_define
class PostV1CampaignsBodyDeliverablesImage:
    """
    Attributes:
        enabled (bool | Unset):  Default: False.
        type_ (Any | Unset):
        style (Any | Unset):
        aspect_ratio (Any | Unset):
        resolution (Any | Unset):
        visual_keywords (Any | Unset):
        excluded_visuals (Any | Unset):
        reference_storage_ids (Any | Unset):
        logo_storage_id (Any | Unset):
        logo_mode (Any | Unset):
        include_text (Any | Unset):
        overlay_text (Any | Unset):
        overlay_text_language (Any | Unset):
    """

    enabled: bool | Unset = False
    type_: Any | Unset = UNSET
    style: Any | Unset = UNSET
    aspect_ratio: Any | Unset = UNSET
    resolution: Any | Unset = UNSET
    visual_keywords: Any | Unset = UNSET
    excluded_visuals: Any | Unset = UNSET
    reference_storage_ids: Any | Unset = UNSET
    logo_storage_id: Any | Unset = UNSET
    logo_mode: Any | Unset = UNSET
    include_text: Any | Unset = UNSET
    overlay_text: Any | Unset = UNSET
    overlay_text_language: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        type_ = self.type_

        style = self.style

        aspect_ratio = self.aspect_ratio

        resolution = self.resolution

        visual_keywords = self.visual_keywords

        excluded_visuals = self.excluded_visuals

        reference_storage_ids = self.reference_storage_ids

        logo_storage_id = self.logo_storage_id

        logo_mode = self.logo_mode

        include_text = self.include_text

        overlay_text = self.overlay_text

        overlay_text_language = self.overlay_text_language

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

        type_ = d.pop("type", UNSET)

        style = d.pop("style", UNSET)

        aspect_ratio = d.pop("aspect_ratio", UNSET)

        resolution = d.pop("resolution", UNSET)

        visual_keywords = d.pop("visual_keywords", UNSET)

        excluded_visuals = d.pop("excluded_visuals", UNSET)

        reference_storage_ids = d.pop("reference_storage_ids", UNSET)

        logo_storage_id = d.pop("logo_storage_id", UNSET)

        logo_mode = d.pop("logo_mode", UNSET)

        include_text = d.pop("include_text", UNSET)

        overlay_text = d.pop("overlay_text", UNSET)

        overlay_text_language = d.pop("overlay_text_language", UNSET)

        post_v1_campaigns_body_deliverables_image = cls(
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

        return post_v1_campaigns_body_deliverables_image
