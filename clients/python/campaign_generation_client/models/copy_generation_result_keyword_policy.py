from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CopyGenerationResultKeywordPolicy")


@_attrs_define
class CopyGenerationResultKeywordPolicy:
    """Keyword policy

    Attributes:
        preferred (list[str]):
        required (list[str]):
        excluded (list[str]):
        enforced (Literal[True]):
    """

    preferred: list[str]
    required: list[str]
    excluded: list[str]
    enforced: Literal[True]

    def to_dict(self) -> dict[str, Any]:
        preferred = self.preferred

        required = self.required

        excluded = self.excluded

        enforced = self.enforced

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "preferred": preferred,
                "required": required,
                "excluded": excluded,
                "enforced": enforced,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        preferred = cast(list[str], d.pop("preferred"))

        required = cast(list[str], d.pop("required"))

        excluded = cast(list[str], d.pop("excluded"))

        enforced = cast(Literal[True], d.pop("enforced"))
        if enforced != True:
            raise ValueError(f"enforced must match const True, got '{enforced}'")

        copy_generation_result_keyword_policy = cls(
            preferred=preferred,
            required=required,
            excluded=excluded,
            enforced=enforced,
        )

        return copy_generation_result_keyword_policy
