from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.quote_quote_type_1_line_items_item_scope import QuoteQuoteType1LineItemsItemScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuoteQuoteType1LineItemsItem")


@_attrs_define
class QuoteQuoteType1LineItemsItem:
    """Line item

    Attributes:
        operation (str):
        credits_ (int):
        scope (QuoteQuoteType1LineItemsItemScope):
        reason (str | Unset):
    """

    operation: str
    credits_: int
    scope: QuoteQuoteType1LineItemsItemScope
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        operation = self.operation

        credits_ = self.credits_

        scope = self.scope.value

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "operation": operation,
                "credits": credits_,
                "scope": scope,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        operation = d.pop("operation")

        credits_ = d.pop("credits")

        scope = QuoteQuoteType1LineItemsItemScope(d.pop("scope"))

        reason = d.pop("reason", UNSET)

        quote_quote_type_1_line_items_item = cls(
            operation=operation,
            credits_=credits_,
            scope=scope,
            reason=reason,
        )

        return quote_quote_type_1_line_items_item
