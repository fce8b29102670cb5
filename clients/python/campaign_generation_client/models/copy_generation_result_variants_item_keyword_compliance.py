from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CopyGenerationResultVariantsItemKeywordCompliance")


@_attrs_define
class CopyGenerationResultVariantsItemKeywordCompliance:
    """Keyword compliance

    Attributes:
        passed (Literal[True]):
        matched_required (list[str]):
        missing_required (list[str]):
        matched_excluded (list[str]):
    """

    passed: Literal[True]
    matched_required: list[str]
    missing_required: list[str]
    matched_excluded: list[str]

    def to_dict(self) -> dict[str, Any]:
        passed = self.passed

        matched_required = self.matched_required

        missing_required = self.missing_required

        matched_excluded = self.matched_excluded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "passed": passed,
                "matched_required": matched_required,
                "missing_required": missing_required,
                "matched_excluded": matched_excluded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        passed = cast(Literal[True], d.pop("passed"))
        if passed != True:
            raise ValueError(f"passed must match const True, got '{passed}'")

        matched_required = cast(list[str], d.pop("matched_required"))

        missing_required = cast(list[str], d.pop("missing_required"))

        matched_excluded = cast(list[str], d.pop("matched_excluded"))

        copy_generation_result_variants_item_keyword_compliance = cls(
            passed=passed,
            matched_required=matched_required,
            missing_required=missing_required,
            matched_excluded=matched_excluded,
        )

        return copy_generation_result_variants_item_keyword_compliance
