from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.copy_generation_result_variants_item_keyword_compliance import (
        CopyGenerationResultVariantsItemKeywordCompliance,
    )


T = TypeVar("T", bound="CopyGenerationResultVariantsItem")


@_attrs_define
class CopyGenerationResultVariantsItem:
    """One variant

    Attributes:
        index (int):
        content (str):
        angle (str):
        call_to_action (None | str):
        recommended (bool):
        keyword_compliance (CopyGenerationResultVariantsItemKeywordCompliance): Keyword compliance
    """

    index: int
    content: str
    angle: str
    call_to_action: None | str
    recommended: bool
    keyword_compliance: CopyGenerationResultVariantsItemKeywordCompliance

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        content = self.content

        angle = self.angle

        call_to_action: None | str
        call_to_action = self.call_to_action

        recommended = self.recommended

        keyword_compliance = self.keyword_compliance.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "index": index,
                "content": content,
                "angle": angle,
                "call_to_action": call_to_action,
                "recommended": recommended,
                "keyword_compliance": keyword_compliance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copy_generation_result_variants_item_keyword_compliance import (
            CopyGenerationResultVariantsItemKeywordCompliance,  # noqa: PLC0415
        )

        d = dict(src_dict)
        index = d.pop("index")

        content = d.pop("content")

        angle = d.pop("angle")

        def _parse_call_to_action(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        call_to_action = _parse_call_to_action(d.pop("call_to_action"))

        recommended = d.pop("recommended")

        keyword_compliance = CopyGenerationResultVariantsItemKeywordCompliance.from_dict(d.pop("keyword_compliance"))

        copy_generation_result_variants_item = cls(
            index=index,
            content=content,
            angle=angle,
            call_to_action=call_to_action,
            recommended=recommended,
            keyword_compliance=keyword_compliance,
        )

        return copy_generation_result_variants_item
