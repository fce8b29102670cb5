from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1CampaignsBodyDeliverablesSpeech")


@_attrs_define
class PostV1CampaignsBodyDeliverablesSpeech:
    """
    Attributes:
        enabled (bool | Unset):  Default: False.
        content_type (Any | Unset):
        voice_profile (Any | Unset):
        voice (Any | Unset):
        delivery (Any | Unset):
    """

    enabled: bool | Unset = False
    content_type: Any | Unset = UNSET
    voice_profile: Any | Unset = UNSET
    voice: Any | Unset = UNSET
    delivery: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        content_type = self.content_type

        voice_profile = self.voice_profile

        voice = self.voice

        delivery = self.delivery

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if content_type is not UNSET:
            field_dict["content_type"] = content_type
        if voice_profile is not UNSET:
            field_dict["voice_profile"] = voice_profile
        if voice is not UNSET:
            field_dict["voice"] = voice
        if delivery is not UNSET:
            field_dict["delivery"] = delivery

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        enabled = d.pop("enabled", UNSET)

        content_type = d.pop("content_type", UNSET)

        voice_profile = d.pop("voice_profile", UNSET)

        voice = d.pop("voice", UNSET)

        delivery = d.pop("delivery", UNSET)

        post_v1_campaigns_body_deliverables_speech = cls(
            enabled=enabled,
            content_type=content_type,
            voice_profile=voice_profile,
            voice=voice,
            delivery=delivery,
        )

        return post_v1_campaigns_body_deliverables_speech
