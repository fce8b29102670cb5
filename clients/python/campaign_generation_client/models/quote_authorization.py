from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.quote_authorization_scope import QuoteAuthorizationScope

T = TypeVar("T", bound="QuoteAuthorization")


@_attrs_define
class QuoteAuthorization:
    """Authorization

    Attributes:
        scope (QuoteAuthorizationScope):
        authorized (Literal[True]):
        entitlement (Literal['validated']):
        credit_check (Literal['not_performed']):
        reservation (Literal['none']):
        approval (Literal['not_granted']):
    """

    scope: QuoteAuthorizationScope
    authorized: Literal[True]
    entitlement: Literal["validated"]
    credit_check: Literal["not_performed"]
    reservation: Literal["none"]
    approval: Literal["not_granted"]

    def to_dict(self) -> dict[str, Any]:
        scope = self.scope.value

        authorized = self.authorized

        entitlement = self.entitlement

        credit_check = self.credit_check

        reservation = self.reservation

        approval = self.approval

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scope": scope,
                "authorized": authorized,
                "entitlement": entitlement,
                "credit_check": credit_check,
                "reservation": reservation,
                "approval": approval,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scope = QuoteAuthorizationScope(d.pop("scope"))

        authorized = cast(Literal[True], d.pop("authorized"))
        if authorized != True:
            raise ValueError(f"authorized must match const True, got '{authorized}'")

        entitlement = cast(Literal["validated"], d.pop("entitlement"))
        if entitlement != "validated":
            raise ValueError(f"entitlement must match const 'validated', got '{entitlement}'")

        credit_check = cast(Literal["not_performed"], d.pop("credit_check"))
        if credit_check != "not_performed":
            raise ValueError(f"credit_check must match const 'not_performed', got '{credit_check}'")

        reservation = cast(Literal["none"], d.pop("reservation"))
        if reservation != "none":
            raise ValueError(f"reservation must match const 'none', got '{reservation}'")

        approval = cast(Literal["not_granted"], d.pop("approval"))
        if approval != "not_granted":
            raise ValueError(f"approval must match const 'not_granted', got '{approval}'")

        quote_authorization = cls(
            scope=scope,
            authorized=authorized,
            entitlement=entitlement,
            credit_check=credit_check,
            reservation=reservation,
            approval=approval,
        )

        return quote_authorization
