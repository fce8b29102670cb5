from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.template_draft_state_refund_status import TemplateDraftStateRefundStatus

T = TypeVar("T", bound="TemplateDraftStateRefund")


@_attrs_define
class TemplateDraftStateRefund:
    """Refund

    Attributes:
        candidate (bool):
        eligible (bool):
        status (TemplateDraftStateRefundStatus):
        credits_ (int):
        balance_after (int | None):
        verification_required (bool):
        reason (None | str):
    """

    candidate: bool
    eligible: bool
    status: TemplateDraftStateRefundStatus
    credits_: int
    balance_after: int | None
    verification_required: bool
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        candidate = self.candidate

        eligible = self.eligible

        status = self.status.value

        credits_ = self.credits_

        balance_after: int | None
        balance_after = self.balance_after

        verification_required = self.verification_required

        reason: None | str
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
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        candidate = d.pop("candidate")

        eligible = d.pop("eligible")

        status = TemplateDraftStateRefundStatus(d.pop("status"))

        credits_ = d.pop("credits")

        def _parse_balance_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        balance_after = _parse_balance_after(d.pop("balance_after"))

        verification_required = d.pop("verification_required")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        template_draft_state_refund = cls(
            candidate=candidate,
            eligible=eligible,
            status=status,
            credits_=credits_,
            balance_after=balance_after,
            verification_required=verification_required,
            reason=reason,
        )

        return template_draft_state_refund
