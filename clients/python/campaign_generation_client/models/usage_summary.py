from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.usage_summary_requests_item import UsageSummaryRequestsItem
    from ..models.usage_summary_window import UsageSummaryWindow


T = TypeVar("T", bound="UsageSummary")


@_attrs_define
class UsageSummary:
    """Usage summary (2.11)

    Attributes:
        object_ (Literal['usage_summary']):
        balance (int):
        credits_used (int):
        net_credits_used (int):
        window (UsageSummaryWindow): Window of the totals
        requests (list[UsageSummaryRequestsItem]):
        has_more (bool):
        next_cursor (None | str):
    """

    object_: Literal["usage_summary"]
    balance: int
    credits_used: int
    net_credits_used: int
    window: UsageSummaryWindow
    requests: list[UsageSummaryRequestsItem]
    has_more: bool
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        balance = self.balance

        credits_used = self.credits_used

        net_credits_used = self.net_credits_used

        window = self.window.to_dict()

        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)

        has_more = self.has_more

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "object": object_,
                "balance": balance,
                "credits_used": credits_used,
                "net_credits_used": net_credits_used,
                "window": window,
                "requests": requests,
                "has_more": has_more,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.usage_summary_requests_item import UsageSummaryRequestsItem  # noqa: PLC0415
        from ..models.usage_summary_window import UsageSummaryWindow  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["usage_summary"], d.pop("object"))
        if object_ != "usage_summary":
            raise ValueError(f"object must match const 'usage_summary', got '{object_}'")

        balance = d.pop("balance")

        credits_used = d.pop("credits_used")

        net_credits_used = d.pop("net_credits_used")

        window = UsageSummaryWindow.from_dict(d.pop("window"))

        requests = []
        _requests = d.pop("requests")
        for requests_item_data in _requests:
            requests_item = UsageSummaryRequestsItem.from_dict(requests_item_data)

            requests.append(requests_item)

        has_more = d.pop("has_more")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        usage_summary = cls(
            object_=object_,
            balance=balance,
            credits_used=credits_used,
            net_credits_used=net_credits_used,
            window=window,
            requests=requests,
            has_more=has_more,
            next_cursor=next_cursor,
        )

        return usage_summary
