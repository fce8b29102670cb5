from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TemplateDraftUsage")


@_attrs_define
class TemplateDraftUsage:
    """Credits of this result

    Attributes:
        credits_used (int):
        balance_after (int | None):
    """

    credits_used: int
    balance_after: int | None

    def to_dict(self) -> dict[str, Any]:
        credits_used = self.credits_used

        balance_after: int | None
        balance_after = self.balance_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "credits_used": credits_used,
                "balance_after": balance_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        credits_used = d.pop("credits_used")

        def _parse_balance_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        balance_after = _parse_balance_after(d.pop("balance_after"))

        template_draft_usage = cls(
            credits_used=credits_used,
            balance_after=balance_after,
        )

        return template_draft_usage
