from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.usage_summary_requests_item_status import UsageSummaryRequestsItemStatus

T = TypeVar("T", bound="UsageSummaryRequestsItem")


@_attrs_define
class UsageSummaryRequestsItem:
    """One attempt

    Attributes:
        request_id (str):
        operation (str):
        status (UsageSummaryRequestsItemStatus):
        created_at (datetime.datetime):
        completed_at (datetime.datetime | None):
        credits_charged (int):
        credits_refunded (int):
        net_credits (int):
        partial_refund_credits (int):
        refund_pending (bool):
    """

    request_id: str
    operation: str
    status: UsageSummaryRequestsItemStatus
    created_at: datetime.datetime
    completed_at: datetime.datetime | None
    credits_charged: int
    credits_refunded: int
    net_credits: int
    partial_refund_credits: int
    refund_pending: bool

    def to_dict(self) -> dict[str, Any]:
        request_id = self.request_id

        operation = self.operation

        status = self.status.value

        created_at = self.created_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        credits_charged = self.credits_charged

        credits_refunded = self.credits_refunded

        net_credits = self.net_credits

        partial_refund_credits = self.partial_refund_credits

        refund_pending = self.refund_pending

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "request_id": request_id,
                "operation": operation,
                "status": status,
                "created_at": created_at,
                "completed_at": completed_at,
                "credits_charged": credits_charged,
                "credits_refunded": credits_refunded,
                "net_credits": net_credits,
                "partial_refund_credits": partial_refund_credits,
                "refund_pending": refund_pending,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        request_id = d.pop("request_id")

        operation = d.pop("operation")

        status = UsageSummaryRequestsItemStatus(d.pop("status"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        credits_charged = d.pop("credits_charged")

        credits_refunded = d.pop("credits_refunded")

        net_credits = d.pop("net_credits")

        partial_refund_credits = d.pop("partial_refund_credits")

        refund_pending = d.pop("refund_pending")

        usage_summary_requests_item = cls(
            request_id=request_id,
            operation=operation,
            status=status,
            created_at=created_at,
            completed_at=completed_at,
            credits_charged=credits_charged,
            credits_refunded=credits_refunded,
            net_credits=net_credits,
            partial_refund_credits=partial_refund_credits,
            refund_pending=refund_pending,
        )

        return usage_summary_requests_item
