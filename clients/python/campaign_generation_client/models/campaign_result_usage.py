from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CampaignResultUsage")


@_attrs_define
class CampaignResultUsage:
    """Credits of the campaign

    Attributes:
        credits_used (int):
        gross_credits (int):
        credits_refunded (int):
        net_credits_used (int):
        balance_after (int | None):
    """

    credits_used: int
    gross_credits: int
    credits_refunded: int
    net_credits_used: int
    balance_after: int | None

    def to_dict(self) -> dict[str, Any]:
        credits_used = self.credits_used

        gross_credits = self.gross_credits

        credits_refunded = self.credits_refunded

        net_credits_used = self.net_credits_used

        balance_after: int | None
        balance_after = self.balance_after

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "credits_used": credits_used,
                "gross_credits": gross_credits,
                "credits_refunded": credits_refunded,
                "net_credits_used": net_credits_used,
                "balance_after": balance_after,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        credits_used = d.pop("credits_used")

        gross_credits = d.pop("gross_credits")

        credits_refunded = d.pop("credits_refunded")

        net_credits_used = d.pop("net_credits_used")

        def _parse_balance_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        balance_after = _parse_balance_after(d.pop("balance_after"))

        campaign_result_usage = cls(
            credits_used=credits_used,
            gross_credits=gross_credits,
            credits_refunded=credits_refunded,
            net_credits_used=net_credits_used,
            balance_after=balance_after,
        )

        return campaign_result_usage
