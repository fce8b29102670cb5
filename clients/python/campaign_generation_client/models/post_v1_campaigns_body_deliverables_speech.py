from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_v1_campaigns_body_deliverables_speech_content_type import (
    PostV1CampaignsBodyDeliverablesSpeechContentType,
)
from ..models.post_v1_campaigns_body_deliverables_speech_delivery import PostV1CampaignsBodyDeliverablesSpeechDelivery
from ..models.post_v1_campaigns_body_deliverables_speech_voice import PostV1CampaignsBodyDeliverablesSpeechVoice
from ..models.post_v1_campaigns_body_deliverables_speech_voice_profile import (
    PostV1CampaignsBodyDeliverablesSpeechVoiceProfile,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1CampaignsBodyDeliverablesSpeech")


@_attrs_define
class PostV1CampaignsBodyDeliverablesSpeech:
    """
    Attributes:
        enabled (bool | Unset):  Default: False.
        content_type (PostV1CampaignsBodyDeliverablesSpeechContentType | Unset):
        voice_profile (PostV1CampaignsBodyDeliverablesSpeechVoiceProfile | Unset):
        voice (PostV1CampaignsBodyDeliverablesSpeechVoice | Unset):
        delivery (PostV1CampaignsBodyDeliverablesSpeechDelivery | Unset):
    """

    enabled: bool | Unset = False
    content_type: PostV1CampaignsBodyDeliverablesSpeechContentType | Unset = UNSET
    voice_profile: PostV1CampaignsBodyDeliverablesSpeechVoiceProfile | Unset = UNSET
    voice: PostV1CampaignsBodyDeliverablesSpeechVoice | Unset = UNSET
    delivery: PostV1CampaignsBodyDeliverablesSpeechDelivery | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        enabled = self.enabled

        content_type: str | Unset = UNSET
        if not isinstance(self.content_type, Unset):
            content_type = self.content_type.value

        voice_profile: str | Unset = UNSET
        if not isinstance(self.voice_profile, Unset):
            voice_profile = self.voice_profile.value

        voice: str | Unset = UNSET
        if not isinstance(self.voice, Unset):
            voice = self.voice.value

        delivery: str | Unset = UNSET
        if not isinstance(self.delivery, Unset):
            delivery = self.delivery.value

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

        _content_type = d.pop("content_type", UNSET)
        content_type: PostV1CampaignsBodyDeliverablesSpeechContentType | Unset
        if isinstance(_content_type, Unset):
            content_type = UNSET
        else:
            content_type = PostV1CampaignsBodyDeliverablesSpeechContentType(_content_type)

        _voice_profile = d.pop("voice_profile", UNSET)
        voice_profile: PostV1CampaignsBodyDeliverablesSpeechVoiceProfile | Unset
        if isinstance(_voice_profile, Unset):
            voice_profile = UNSET
        else:
            voice_profile = PostV1CampaignsBodyDeliverablesSpeechVoiceProfile(_voice_profile)

        _voice = d.pop("voice", UNSET)
        voice: PostV1CampaignsBodyDeliverablesSpeechVoice | Unset
        if isinstance(_voice, Unset):
            voice = UNSET
        else:
            voice = PostV1CampaignsBodyDeliverablesSpeechVoice(_voice)

        _delivery = d.pop("delivery", UNSET)
        delivery: PostV1CampaignsBodyDeliverablesSpeechDelivery | Unset
        if isinstance(_delivery, Unset):
            delivery = UNSET
        else:
            delivery = PostV1CampaignsBodyDeliverablesSpeechDelivery(_delivery)

        post_v1_campaigns_body_deliverables_speech = cls(
            enabled=enabled,
            content_type=content_type,
            voice_profile=voice_profile,
            voice=voice,
            delivery=delivery,
        )

        return post_v1_campaigns_body_deliverables_speech
