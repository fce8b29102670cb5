from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TemplateVariable")


@_attrs_define
class TemplateVariable:
    """
    Attributes:
        name (str):
        example (str):
    """

    name: str
    example: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        example = self.example

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "example": example,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        example = d.pop("example")

        template_variable = cls(
            name=name,
            example=example,
        )

        return template_variable
