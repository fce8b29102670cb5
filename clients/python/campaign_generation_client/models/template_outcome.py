from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.template_outcome_refund import TemplateOutcomeRefund


T = TypeVar("T", bound="TemplateOutcome")


@_attrs_define
class TemplateOutcome:
    """Template outcome (2.10): stored unverified, never a refund by itself

    Attributes:
        object_ (Literal['whatsapp_template_outcome']):
        id (str):
        draft_id (str):
        outcome (str):
        platform_template_id (str):
        provider_event_id (str):
        unchanged (bool):
        category (str):
        verified (bool):
        refund (TemplateOutcomeRefund): Refund
        created_at (datetime.datetime):
    """

    object_: Literal["whatsapp_template_outcome"]
    id: str
    draft_id: str
    outcome: str
    platform_template_id: str
    provider_event_id: str
    unchanged: bool
    category: str
    verified: bool
    refund: TemplateOutcomeRefund
    created_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        id = self.id

        draft_id = self.draft_id

        outcome = self.outcome

        platform_template_id = self.platform_template_id

        provider_event_id = self.provider_event_id

        unchanged = self.unchanged

        category = self.category

        verified = self.verified

        refund = self.refund.to_dict()

        created_at = self.created_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "object": object_,
                "id": id,
                "draft_id": draft_id,
                "outcome": outcome,
                "platform_template_id": platform_template_id,
                "provider_event_id": provider_event_id,
                "unchanged": unchanged,
                "category": category,
                "verified": verified,
                "refund": refund,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.template_outcome_refund import TemplateOutcomeRefund  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["whatsapp_template_outcome"], d.pop("object"))
        if object_ != "whatsapp_template_outcome":
            raise ValueError(f"object must match const 'whatsapp_template_outcome', got '{object_}'")

        id = d.pop("id")

        draft_id = d.pop("draft_id")

        outcome = d.pop("outcome")

        platform_template_id = d.pop("platform_template_id")

        provider_event_id = d.pop("provider_event_id")

        unchanged = d.pop("unchanged")

        category = d.pop("category")

        verified = d.pop("verified")

        refund = TemplateOutcomeRefund.from_dict(d.pop("refund"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        template_outcome = cls(
            object_=object_,
            id=id,
            draft_id=draft_id,
            outcome=outcome,
            platform_template_id=platform_template_id,
            provider_event_id=provider_event_id,
            unchanged=unchanged,
            category=category,
            verified=verified,
            refund=refund,
            created_at=created_at,
        )

        return template_outcome
