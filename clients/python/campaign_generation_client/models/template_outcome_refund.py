from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.template_outcome_refund_status import TemplateOutcomeRefundStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="TemplateOutcomeRefund")


@_attrs_define
class TemplateOutcomeRefund:
    """Refund

    Attributes:
        candidate (bool):
        eligible (bool):
        status (TemplateOutcomeRefundStatus):
        credits_ (int):
        balance_after (int | None):
        verification_required (bool):
        reason (None | str | Unset):
    """

    candidate: bool
    eligible: bool
    status: TemplateOutcomeRefundStatus
    credits_: int
    balance_after: int | None
    verification_required: bool
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        candidate = self.candidate

        eligible = self.eligible

        status = self.status.value

        credits_ = self.credits_

        balance_after: int | None
        balance_after = self.balance_after

        verification_required = self.verification_required

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "candidate": candidate,
                "eligible": eligible,
                "status": status,
                "credits": credits_,
                "balance_after": balance_after,
                "verification_required": verification_required,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        candidate = d.pop("candidate")

        eligible = d.pop("eligible")

        status = TemplateOutcomeRefundStatus(d.pop("status"))

        credits_ = d.pop("credits")

        def _parse_balance_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        balance_after = _parse_balance_after(d.pop("balance_after"))

        verification_required = d.pop("verification_required")

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        template_outcome_refund = cls(
            candidate=candidate,
            eligible=eligible,
            status=status,
            credits_=credits_,
            balance_after=balance_after,
            verification_required=verification_required,
            reason=reason,
        )

        return template_outcome_refund
