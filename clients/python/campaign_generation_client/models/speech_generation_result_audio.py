from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SpeechGenerationResultAudio")


@_attrs_define
class SpeechGenerationResultAudio:
    """The audio, durably hosted

    Attributes:
        url (str):
        mime_type (str):
        bytes_ (int):
        duration_seconds (float | None):
    """

    url: str
    mime_type: str
    bytes_: int
    duration_seconds: float | None

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        mime_type = self.mime_type

        bytes_ = self.bytes_

        duration_seconds: float | None
        duration_seconds = self.duration_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "mime_type": mime_type,
                "bytes": bytes_,
                "duration_seconds": duration_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        mime_type = d.pop("mime_type")

        bytes_ = d.pop("bytes")

        def _parse_duration_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_seconds = _parse_duration_seconds(d.pop("duration_seconds"))

        speech_generation_result_audio = cls(
            url=url,
            mime_type=mime_type,
            bytes_=bytes_,
            duration_seconds=duration_seconds,
        )

        return speech_generation_result_audio
