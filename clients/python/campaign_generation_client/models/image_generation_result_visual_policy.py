from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ImageGenerationResultVisualPolicy")


@_attrs_define
class ImageGenerationResultVisualPolicy:
    """Visual policy

    Attributes:
        required (list[str]):
        excluded (list[str]):
    """

    required: list[str]
    excluded: list[str]

    def to_dict(self) -> dict[str, Any]:
        required = self.required

        excluded = self.excluded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "required": required,
                "excluded": excluded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        required = cast(list[str], d.pop("required"))

        excluded = cast(list[str], d.pop("excluded"))

        image_generation_result_visual_policy = cls(
            required=required,
            excluded=excluded,
        )

        return image_generation_result_visual_policy
