from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="QuoteSideEffects")


@_attrs_define
class QuoteSideEffects:
    """Side effects (none)

    Attributes:
        provider_called (Literal[False]):
        credits_reserved (Literal[False]):
        credits_debited (Literal[False]):
        approval_recorded (Literal[False]):
    """

    provider_called: Literal[False]
    credits_reserved: Literal[False]
    credits_debited: Literal[False]
    approval_recorded: Literal[False]

    def to_dict(self) -> dict[str, Any]:
        provider_called = self.provider_called

        credits_reserved = self.credits_reserved

        credits_debited = self.credits_debited

        approval_recorded = self.approval_recorded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "provider_called": provider_called,
                "credits_reserved": credits_reserved,
                "credits_debited": credits_debited,
                "approval_recorded": approval_recorded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        provider_called = cast(Literal[False], d.pop("provider_called"))
        if provider_called != False:
            raise ValueError(f"provider_called must match const False, got '{provider_called}'")

        credits_reserved = cast(Literal[False], d.pop("credits_reserved"))
        if credits_reserved != False:
            raise ValueError(f"credits_reserved must match const False, got '{credits_reserved}'")

        credits_debited = cast(Literal[False], d.pop("credits_debited"))
        if credits_debited != False:
            raise ValueError(f"credits_debited must match const False, got '{credits_debited}'")

        approval_recorded = cast(Literal[False], d.pop("approval_recorded"))
        if approval_recorded != False:
            raise ValueError(f"approval_recorded must match const False, got '{approval_recorded}'")

        quote_side_effects = cls(
            provider_called=provider_called,
            credits_reserved=credits_reserved,
            credits_debited=credits_debited,
            approval_recorded=approval_recorded,
        )

        return quote_side_effects
