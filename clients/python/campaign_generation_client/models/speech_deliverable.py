from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.speech_deliverable_content_type import SpeechDeliverableContentType
from ..models.speech_deliverable_delivery import SpeechDeliverableDelivery
from ..models.speech_deliverable_voice import SpeechDeliverableVoice
from ..models.speech_deliverable_voice_profile import SpeechDeliverableVoiceProfile
from ..types import UNSET, Unset

T = TypeVar("T", bound="SpeechDeliverable")


@_attrs_define
class SpeechDeliverable:
    """
    Attributes:
        enabled (bool | Unset):  Default: False.
        content_type (SpeechDeliverableContentType | Unset):
        voice_profile (SpeechDeliverableVoiceProfile | Unset):
        voice (SpeechDeliverableVoice | Unset):
        delivery (SpeechDeliverableDelivery | Unset):
    """

    enabled: bool | Unset = False
    content_type: SpeechDeliverableContentType | Unset = UNSET
    voice_profile: SpeechDeliverableVoiceProfile | Unset = UNSET
    voice: SpeechDeliverableVoice | Unset = UNSET
    delivery: SpeechDeliverableDelivery | Unset = UNSET

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
        content_type: SpeechDeliverableContentType | Unset
        if isinstance(_content_type, Unset):
            content_type = UNSET
        else:
            content_type = SpeechDeliverableContentType(_content_type)

        _voice_profile = d.pop("voice_profile", UNSET)
        voice_profile: SpeechDeliverableVoiceProfile | Unset
        if isinstance(_voice_profile, Unset):
            voice_profile = UNSET
        else:
            voice_profile = SpeechDeliverableVoiceProfile(_voice_profile)

        _voice = d.pop("voice", UNSET)
        voice: SpeechDeliverableVoice | Unset
        if isinstance(_voice, Unset):
            voice = UNSET
        else:
            voice = SpeechDeliverableVoice(_voice)

        _delivery = d.pop("delivery", UNSET)
        delivery: SpeechDeliverableDelivery | Unset
        if isinstance(_delivery, Unset):
            delivery = UNSET
        else:
            delivery = SpeechDeliverableDelivery(_delivery)

        speech_deliverable = cls(
            enabled=enabled,
            content_type=content_type,
            voice_profile=voice_profile,
            voice=voice,
            delivery=delivery,
        )

        return speech_deliverable
