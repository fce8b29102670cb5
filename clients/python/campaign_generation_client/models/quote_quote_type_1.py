from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.quote_quote_type_1_line_items_item import QuoteQuoteType1LineItemsItem


T = TypeVar("T", bound="QuoteQuoteType1")


@_attrs_define
class QuoteQuoteType1:
    """Quote

    Attributes:
        currency (Literal['credits']):
        total_credits (int):
        max_credits (int):
        line_items (list[QuoteQuoteType1LineItemsItem]):
        expires_at (None):
        reservation (Literal['none']):
        pricing_source (Literal['partner_api_credit_costs']):
    """

    currency: Literal["credits"]
    total_credits: int
    max_credits: int
    line_items: list[QuoteQuoteType1LineItemsItem]
    expires_at: None
    reservation: Literal["none"]
    pricing_source: Literal["partner_api_credit_costs"]

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        total_credits = self.total_credits

        max_credits = self.max_credits

        line_items = []
        for line_items_item_data in self.line_items:
            line_items_item = line_items_item_data.to_dict()
            line_items.append(line_items_item)

        expires_at = self.expires_at

        reservation = self.reservation

        pricing_source = self.pricing_source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "currency": currency,
                "total_credits": total_credits,
                "max_credits": max_credits,
                "line_items": line_items,
                "expires_at": expires_at,
                "reservation": reservation,
                "pricing_source": pricing_source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quote_quote_type_1_line_items_item import QuoteQuoteType1LineItemsItem  # noqa: PLC0415

        d = dict(src_dict)
        currency = cast(Literal["credits"], d.pop("currency"))
        if currency != "credits":
            raise ValueError(f"currency must match const 'credits', got '{currency}'")

        total_credits = d.pop("total_credits")

        max_credits = d.pop("max_credits")

        line_items = []
        _line_items = d.pop("line_items")
        for line_items_item_data in _line_items:
            line_items_item = QuoteQuoteType1LineItemsItem.from_dict(line_items_item_data)

            line_items.append(line_items_item)

        expires_at = d.pop("expires_at")

        reservation = cast(Literal["none"], d.pop("reservation"))
        if reservation != "none":
            raise ValueError(f"reservation must match const 'none', got '{reservation}'")

        pricing_source = cast(Literal["partner_api_credit_costs"], d.pop("pricing_source"))
        if pricing_source != "partner_api_credit_costs":
            raise ValueError(f"pricing_source must match const 'partner_api_credit_costs', got '{pricing_source}'")

        quote_quote_type_1 = cls(
            currency=currency,
            total_credits=total_credits,
            max_credits=max_credits,
            line_items=line_items,
            expires_at=expires_at,
            reservation=reservation,
            pricing_source=pricing_source,
        )

        return quote_quote_type_1
