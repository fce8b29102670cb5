from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UsageSummaryWindow")


@_attrs_define
class UsageSummaryWindow:
    """Window of the totals

    Attributes:
        attempts (int):
    """

    attempts: int

    def to_dict(self) -> dict[str, Any]:
        attempts = self.attempts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempts": attempts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attempts = d.pop("attempts")

        usage_summary_window = cls(
            attempts=attempts,
        )

        return usage_summary_window
