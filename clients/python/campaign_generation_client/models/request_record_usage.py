from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RequestRecordUsage")


@_attrs_define
class RequestRecordUsage:
    """Credits of the attempt

    Attributes:
        credits_charged (int):
        credits_refunded (int):
        net_credits (int):
    """

    credits_charged: int
    credits_refunded: int
    net_credits: int

    def to_dict(self) -> dict[str, Any]:
        credits_charged = self.credits_charged

        credits_refunded = self.credits_refunded

        net_credits = self.net_credits

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "credits_charged": credits_charged,
                "credits_refunded": credits_refunded,
                "net_credits": net_credits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        credits_charged = d.pop("credits_charged")

        credits_refunded = d.pop("credits_refunded")

        net_credits = d.pop("net_credits")

        request_record_usage = cls(
            credits_charged=credits_charged,
            credits_refunded=credits_refunded,
            net_credits=net_credits,
        )

        return request_record_usage
