from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.speech_request_content_type import SpeechRequestContentType
from ..models.speech_request_delivery import SpeechRequestDelivery
from ..models.speech_request_dialect import SpeechRequestDialect
from ..models.speech_request_output_language import SpeechRequestOutputLanguage
from ..models.speech_request_platform import SpeechRequestPlatform
from ..models.speech_request_voice import SpeechRequestVoice
from ..models.speech_request_voice_profile import SpeechRequestVoiceProfile
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.speech_request_metadata import SpeechRequestMetadata


T = TypeVar("T", bound="SpeechRequest")


@_attrs_define
class SpeechRequest:
    """
    Attributes:
        text (str):
        output_language (SpeechRequestOutputLanguage | Unset):  Default: SpeechRequestOutputLanguage.AR.
        dialect (SpeechRequestDialect | Unset):
        tone (str | Unset):
        platform (SpeechRequestPlatform | Unset):
        delivery (SpeechRequestDelivery | Unset):
        content_type (SpeechRequestContentType | Unset):
        voice_profile (SpeechRequestVoiceProfile | Unset):
        voice (SpeechRequestVoice | Unset):
        external_id (str | Unset):
        external_customer_id (str | Unset):
        metadata (SpeechRequestMetadata | Unset):
    """

    text: str
    output_language: SpeechRequestOutputLanguage | Unset = SpeechRequestOutputLanguage.AR
    dialect: SpeechRequestDialect | Unset = UNSET
    tone: str | Unset = UNSET
    platform: SpeechRequestPlatform | Unset = UNSET
    delivery: SpeechRequestDelivery | Unset = UNSET
    content_type: SpeechRequestContentType | Unset = UNSET
    voice_profile: SpeechRequestVoiceProfile | Unset = UNSET
    voice: SpeechRequestVoice | Unset = UNSET
    external_id: str | Unset = UNSET
    external_customer_id: str | Unset = UNSET
    metadata: SpeechRequestMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        output_language: str | Unset = UNSET
        if not isinstance(self.output_language, Unset):
            output_language = self.output_language.value

        dialect: str | Unset = UNSET
        if not isinstance(self.dialect, Unset):
            dialect = self.dialect.value

        tone = self.tone

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.value

        delivery: str | Unset = UNSET
        if not isinstance(self.delivery, Unset):
            delivery = self.delivery.value

        content_type: str | Unset = UNSET
        if not isinstance(self.content_type, Unset):
            content_type = self.content_type.value

        voice_profile: str | Unset = UNSET
        if not isinstance(self.voice_profile, Unset):
            voice_profile = self.voice_profile.value

        voice: str | Unset = UNSET
        if not isinstance(self.voice, Unset):
            voice = self.voice.value

        external_id = self.external_id

        external_customer_id = self.external_customer_id

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
            }
        )
        if output_language is not UNSET:
            field_dict["output_language"] = output_language
        if dialect is not UNSET:
            field_dict["dialect"] = dialect
        if tone is not UNSET:
            field_dict["tone"] = tone
        if platform is not UNSET:
            field_dict["platform"] = platform
        if delivery is not UNSET:
            field_dict["delivery"] = delivery
        if content_type is not UNSET:
            field_dict["content_type"] = content_type
        if voice_profile is not UNSET:
            field_dict["voice_profile"] = voice_profile
        if voice is not UNSET:
            field_dict["voice"] = voice
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if external_customer_id is not UNSET:
            field_dict["external_customer_id"] = external_customer_id
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.speech_request_metadata import SpeechRequestMetadata  # noqa: PLC0415

        d = dict(src_dict)
        text = d.pop("text")

        _output_language = d.pop("output_language", UNSET)
        output_language: SpeechRequestOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = SpeechRequestOutputLanguage(_output_language)

        _dialect = d.pop("dialect", UNSET)
        dialect: SpeechRequestDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = SpeechRequestDialect(_dialect)

        tone = d.pop("tone", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: SpeechRequestPlatform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = SpeechRequestPlatform(_platform)

        _delivery = d.pop("delivery", UNSET)
        delivery: SpeechRequestDelivery | Unset
        if isinstance(_delivery, Unset):
            delivery = UNSET
        else:
            delivery = SpeechRequestDelivery(_delivery)

        _content_type = d.pop("content_type", UNSET)
        content_type: SpeechRequestContentType | Unset
        if isinstance(_content_type, Unset):
            content_type = UNSET
        else:
            content_type = SpeechRequestContentType(_content_type)

        _voice_profile = d.pop("voice_profile", UNSET)
        voice_profile: SpeechRequestVoiceProfile | Unset
        if isinstance(_voice_profile, Unset):
            voice_profile = UNSET
        else:
            voice_profile = SpeechRequestVoiceProfile(_voice_profile)

        _voice = d.pop("voice", UNSET)
        voice: SpeechRequestVoice | Unset
        if isinstance(_voice, Unset):
            voice = UNSET
        else:
            voice = SpeechRequestVoice(_voice)

        external_id = d.pop("external_id", UNSET)

        external_customer_id = d.pop("external_customer_id", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: SpeechRequestMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = SpeechRequestMetadata.from_dict(_metadata)

        speech_request = cls(
            text=text,
            output_language=output_language,
            dialect=dialect,
            tone=tone,
            platform=platform,
            delivery=delivery,
            content_type=content_type,
            voice_profile=voice_profile,
            voice=voice,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
        )

        return speech_request
