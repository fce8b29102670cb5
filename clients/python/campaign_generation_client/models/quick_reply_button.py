from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="QuickReplyButton")


@_attrs_define
class QuickReplyButton:
    """
    Attributes:
        type_ (Literal['QUICK_REPLY']):
        text (str):
    """

    type_: Literal["QUICK_REPLY"]
    text: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["QUICK_REPLY"], d.pop("type"))
        if type_ != "QUICK_REPLY":
            raise ValueError(f"type must match const 'QUICK_REPLY', got '{type_}'")

        text = d.pop("text")

        quick_reply_button = cls(
            type_=type_,
            text=text,
        )

        return quick_reply_button
