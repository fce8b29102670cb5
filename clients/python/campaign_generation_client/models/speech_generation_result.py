from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.speech_generation_result_content_type import SpeechGenerationResultContentType
from ..models.speech_generation_result_delivery import SpeechGenerationResultDelivery
from ..models.speech_generation_result_output_language import SpeechGenerationResultOutputLanguage
from ..models.speech_generation_result_prompt_context_source import SpeechGenerationResultPromptContextSource
from ..models.speech_generation_result_voice_source import SpeechGenerationResultVoiceSource
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.speech_generation_result_audio import SpeechGenerationResultAudio
    from ..models.speech_generation_result_metadata import SpeechGenerationResultMetadata
    from ..models.speech_generation_result_usage import SpeechGenerationResultUsage


T = TypeVar("T", bound="SpeechGenerationResult")


@_attrs_define
class SpeechGenerationResult:
    """Speech result (2.5, 2.2)

    Attributes:
        id (str):
        object_ (Literal['speech_generation']):
        external_id (None | str):
        external_customer_id (None | str):
        metadata (SpeechGenerationResultMetadata):
        status (Literal['completed']):
        audio (SpeechGenerationResultAudio): The audio, durably hosted
        voice (str):
        voice_profile (None | str):
        delivery (SpeechGenerationResultDelivery):
        content_type (SpeechGenerationResultContentType):
        prompt_context_source (SpeechGenerationResultPromptContextSource):
        output_language (SpeechGenerationResultOutputLanguage):
        dialect (None | str):
        provider (str):
        fallback_used (bool):
        engine_version (str):
        request_id (str):
        usage (SpeechGenerationResultUsage): Credits of this result
        saved_to (Literal['api_request']):
        voice_source (SpeechGenerationResultVoiceSource | Unset):
    """

    id: str
    object_: Literal["speech_generation"]
    external_id: None | str
    external_customer_id: None | str
    metadata: SpeechGenerationResultMetadata
    status: Literal["completed"]
    audio: SpeechGenerationResultAudio
    voice: str
    voice_profile: None | str
    delivery: SpeechGenerationResultDelivery
    content_type: SpeechGenerationResultContentType
    prompt_context_source: SpeechGenerationResultPromptContextSource
    output_language: SpeechGenerationResultOutputLanguage
    dialect: None | str
    provider: str
    fallback_used: bool
    engine_version: str
    request_id: str
    usage: SpeechGenerationResultUsage
    saved_to: Literal["api_request"]
    voice_source: SpeechGenerationResultVoiceSource | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        external_id: None | str
        external_id = self.external_id

        external_customer_id: None | str
        external_customer_id = self.external_customer_id

        metadata = self.metadata.to_dict()

        status = self.status

        audio = self.audio.to_dict()

        voice = self.voice

        voice_profile: None | str
        voice_profile = self.voice_profile

        delivery = self.delivery.value

        content_type = self.content_type.value

        prompt_context_source = self.prompt_context_source.value

        output_language = self.output_language.value

        dialect: None | str
        dialect = self.dialect

        provider = self.provider

        fallback_used = self.fallback_used

        engine_version = self.engine_version

        request_id = self.request_id

        usage = self.usage.to_dict()

        saved_to = self.saved_to

        voice_source: str | Unset = UNSET
        if not isinstance(self.voice_source, Unset):
            voice_source = self.voice_source.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "object": object_,
                "external_id": external_id,
                "external_customer_id": external_customer_id,
                "metadata": metadata,
                "status": status,
                "audio": audio,
                "voice": voice,
                "voice_profile": voice_profile,
                "delivery": delivery,
                "content_type": content_type,
                "prompt_context_source": prompt_context_source,
                "output_language": output_language,
                "dialect": dialect,
                "provider": provider,
                "fallback_used": fallback_used,
                "engine_version": engine_version,
                "request_id": request_id,
                "usage": usage,
                "saved_to": saved_to,
            }
        )
        if voice_source is not UNSET:
            field_dict["voice_source"] = voice_source

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.speech_generation_result_audio import SpeechGenerationResultAudio  # noqa: PLC0415
        from ..models.speech_generation_result_metadata import SpeechGenerationResultMetadata  # noqa: PLC0415
        from ..models.speech_generation_result_usage import SpeechGenerationResultUsage  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["speech_generation"], d.pop("object"))
        if object_ != "speech_generation":
            raise ValueError(f"object must match const 'speech_generation', got '{object_}'")

        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))

        def _parse_external_customer_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_customer_id = _parse_external_customer_id(d.pop("external_customer_id"))

        metadata = SpeechGenerationResultMetadata.from_dict(d.pop("metadata"))

        status = cast(Literal["completed"], d.pop("status"))
        if status != "completed":
            raise ValueError(f"status must match const 'completed', got '{status}'")

        audio = SpeechGenerationResultAudio.from_dict(d.pop("audio"))

        voice = d.pop("voice")

        def _parse_voice_profile(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        voice_profile = _parse_voice_profile(d.pop("voice_profile"))

        delivery = SpeechGenerationResultDelivery(d.pop("delivery"))

        content_type = SpeechGenerationResultContentType(d.pop("content_type"))

        prompt_context_source = SpeechGenerationResultPromptContextSource(d.pop("prompt_context_source"))

        output_language = SpeechGenerationResultOutputLanguage(d.pop("output_language"))

        def _parse_dialect(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dialect = _parse_dialect(d.pop("dialect"))

        provider = d.pop("provider")

        fallback_used = d.pop("fallback_used")

        engine_version = d.pop("engine_version")

        request_id = d.pop("request_id")

        usage = SpeechGenerationResultUsage.from_dict(d.pop("usage"))

        saved_to = cast(Literal["api_request"], d.pop("saved_to"))
        if saved_to != "api_request":
            raise ValueError(f"saved_to must match const 'api_request', got '{saved_to}'")

        _voice_source = d.pop("voice_source", UNSET)
        voice_source: SpeechGenerationResultVoiceSource | Unset
        if isinstance(_voice_source, Unset):
            voice_source = UNSET
        else:
            voice_source = SpeechGenerationResultVoiceSource(_voice_source)

        speech_generation_result = cls(
            id=id,
            object_=object_,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
            status=status,
            audio=audio,
            voice=voice,
            voice_profile=voice_profile,
            delivery=delivery,
            content_type=content_type,
            prompt_context_source=prompt_context_source,
            output_language=output_language,
            dialect=dialect,
            provider=provider,
            fallback_used=fallback_used,
            engine_version=engine_version,
            request_id=request_id,
            usage=usage,
            saved_to=saved_to,
            voice_source=voice_source,
        )

        return speech_generation_result
