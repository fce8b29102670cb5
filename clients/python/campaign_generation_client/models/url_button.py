from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UrlButton")


@_attrs_define
class UrlButton:
    """
    Attributes:
        type_ (Literal['URL']):
        text (str):
        url (str):
    """

    type_: Literal["URL"]
    text: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        text = self.text

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "text": text,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["URL"], d.pop("type"))
        if type_ != "URL":
            raise ValueError(f"type must match const 'URL', got '{type_}'")

        text = d.pop("text")

        url = d.pop("url")

        url_button = cls(
            type_=type_,
            text=text,
            url=url,
        )

        return url_button
