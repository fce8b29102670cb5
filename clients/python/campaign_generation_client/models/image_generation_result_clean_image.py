from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ImageGenerationResultCleanImage")


@_attrs_define
class ImageGenerationResultCleanImage:
    """With a deterministic logo overlay: the image before the logo was drawn

    Attributes:
        url (str):
        mime_type (str):
        bytes_ (int):
        width (int):
        height (int):
    """

    url: str
    mime_type: str
    bytes_: int
    width: int
    height: int

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        mime_type = self.mime_type

        bytes_ = self.bytes_

        width = self.width

        height = self.height

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
                "mime_type": mime_type,
                "bytes": bytes_,
                "width": width,
                "height": height,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        mime_type = d.pop("mime_type")

        bytes_ = d.pop("bytes")

        width = d.pop("width")

        height = d.pop("height")

        image_generation_result_clean_image = cls(
            url=url,
            mime_type=mime_type,
            bytes_=bytes_,
            width=width,
            height=height,
        )

        return image_generation_result_clean_image
