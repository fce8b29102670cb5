from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.template_outcome_report_category import TemplateOutcomeReportCategory
from ..models.template_outcome_report_outcome import TemplateOutcomeReportOutcome
from ..types import UNSET, Unset

T = TypeVar("T", bound="TemplateOutcomeReport")


@_attrs_define
class TemplateOutcomeReport:
    """
    Attributes:
        outcome (TemplateOutcomeReportOutcome):
        platform_template_id (str):
        provider_event_id (str):
        submitted_payload_hash (str):
        category (TemplateOutcomeReportCategory):
        occurred_at (datetime.datetime):
        reason (str | Unset):
    """

    outcome: TemplateOutcomeReportOutcome
    platform_template_id: str
    provider_event_id: str
    submitted_payload_hash: str
    category: TemplateOutcomeReportCategory
    occurred_at: datetime.datetime
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome.value

        platform_template_id = self.platform_template_id

        provider_event_id = self.provider_event_id

        submitted_payload_hash = self.submitted_payload_hash

        category = self.category.value

        occurred_at = self.occurred_at.isoformat()

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "outcome": outcome,
                "platform_template_id": platform_template_id,
                "provider_event_id": provider_event_id,
                "submitted_payload_hash": submitted_payload_hash,
                "category": category,
                "occurred_at": occurred_at,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        outcome = TemplateOutcomeReportOutcome(d.pop("outcome"))

        platform_template_id = d.pop("platform_template_id")

        provider_event_id = d.pop("provider_event_id")

        submitted_payload_hash = d.pop("submitted_payload_hash")

        category = TemplateOutcomeReportCategory(d.pop("category"))

        occurred_at = datetime.datetime.fromisoformat(d.pop("occurred_at"))

        reason = d.pop("reason", UNSET)

        template_outcome_report = cls(
            outcome=outcome,
            platform_template_id=platform_template_id,
            provider_event_id=provider_event_id,
            submitted_payload_hash=submitted_payload_hash,
            category=category,
            occurred_at=occurred_at,
            reason=reason,
        )

        return template_outcome_report
