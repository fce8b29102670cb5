from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_v1_speech_generations_body_content_type import PostV1SpeechGenerationsBodyContentType
from ..models.post_v1_speech_generations_body_delivery import PostV1SpeechGenerationsBodyDelivery
from ..models.post_v1_speech_generations_body_dialect import PostV1SpeechGenerationsBodyDialect
from ..models.post_v1_speech_generations_body_output_language import PostV1SpeechGenerationsBodyOutputLanguage
from ..models.post_v1_speech_generations_body_platform import PostV1SpeechGenerationsBodyPlatform
from ..models.post_v1_speech_generations_body_voice import PostV1SpeechGenerationsBodyVoice
from ..models.post_v1_speech_generations_body_voice_profile import PostV1SpeechGenerationsBodyVoiceProfile
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_v1_speech_generations_body_metadata import PostV1SpeechGenerationsBodyMetadata


T = TypeVar("T", bound="PostV1SpeechGenerationsBody")


@_attrs_define
class PostV1SpeechGenerationsBody:
    """
    Attributes:
        text (str):
        output_language (PostV1SpeechGenerationsBodyOutputLanguage | Unset):  Default:
            PostV1SpeechGenerationsBodyOutputLanguage.AR.
        dialect (PostV1SpeechGenerationsBodyDialect | Unset):
        tone (str | Unset):
        platform (PostV1SpeechGenerationsBodyPlatform | Unset):
        delivery (PostV1SpeechGenerationsBodyDelivery | Unset):
        content_type (PostV1SpeechGenerationsBodyContentType | Unset):
        voice_profile (PostV1SpeechGenerationsBodyVoiceProfile | Unset):
        voice (PostV1SpeechGenerationsBodyVoice | Unset):
        external_id (str | Unset):
        external_customer_id (str | Unset):
        metadata (PostV1SpeechGenerationsBodyMetadata | Unset):
    """

    text: str
    output_language: PostV1SpeechGenerationsBodyOutputLanguage | Unset = PostV1SpeechGenerationsBodyOutputLanguage.AR
    dialect: PostV1SpeechGenerationsBodyDialect | Unset = UNSET
    tone: str | Unset = UNSET
    platform: PostV1SpeechGenerationsBodyPlatform | Unset = UNSET
    delivery: PostV1SpeechGenerationsBodyDelivery | Unset = UNSET
    content_type: PostV1SpeechGenerationsBodyContentType | Unset = UNSET
    voice_profile: PostV1SpeechGenerationsBodyVoiceProfile | Unset = UNSET
    voice: PostV1SpeechGenerationsBodyVoice | Unset = UNSET
    external_id: str | Unset = UNSET
    external_customer_id: str | Unset = UNSET
    metadata: PostV1SpeechGenerationsBodyMetadata | Unset = UNSET

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
        from ..models.post_v1_speech_generations_body_metadata import PostV1SpeechGenerationsBodyMetadata  # noqa: PLC0415

        d = dict(src_dict)
        text = d.pop("text")

        _output_language = d.pop("output_language", UNSET)
        output_language: PostV1SpeechGenerationsBodyOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = PostV1SpeechGenerationsBodyOutputLanguage(_output_language)

        _dialect = d.pop("dialect", UNSET)
        dialect: PostV1SpeechGenerationsBodyDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = PostV1SpeechGenerationsBodyDialect(_dialect)

        tone = d.pop("tone", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: PostV1SpeechGenerationsBodyPlatform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = PostV1SpeechGenerationsBodyPlatform(_platform)

        _delivery = d.pop("delivery", UNSET)
        delivery: PostV1SpeechGenerationsBodyDelivery | Unset
        if isinstance(_delivery, Unset):
            delivery = UNSET
        else:
            delivery = PostV1SpeechGenerationsBodyDelivery(_delivery)

        _content_type = d.pop("content_type", UNSET)
        content_type: PostV1SpeechGenerationsBodyContentType | Unset
        if isinstance(_content_type, Unset):
            content_type = UNSET
        else:
            content_type = PostV1SpeechGenerationsBodyContentType(_content_type)

        _voice_profile = d.pop("voice_profile", UNSET)
        voice_profile: PostV1SpeechGenerationsBodyVoiceProfile | Unset
        if isinstance(_voice_profile, Unset):
            voice_profile = UNSET
        else:
            voice_profile = PostV1SpeechGenerationsBodyVoiceProfile(_voice_profile)

        _voice = d.pop("voice", UNSET)
        voice: PostV1SpeechGenerationsBodyVoice | Unset
        if isinstance(_voice, Unset):
            voice = UNSET
        else:
            voice = PostV1SpeechGenerationsBodyVoice(_voice)

        external_id = d.pop("external_id", UNSET)

        external_customer_id = d.pop("external_customer_id", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: PostV1SpeechGenerationsBodyMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = PostV1SpeechGenerationsBodyMetadata.from_dict(_metadata)

        post_v1_speech_generations_body = cls(
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

        return post_v1_speech_generations_body
