from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.template_draft_state_last_reported_outcome_type_0 import TemplateDraftStateLastReportedOutcomeType0
    from ..models.template_draft_state_platform_payload import TemplateDraftStatePlatformPayload
    from ..models.template_draft_state_refund import TemplateDraftStateRefund


T = TypeVar("T", bound="TemplateDraftState")


@_attrs_define
class TemplateDraftState:
    """Template draft with its refund state

    Attributes:
        id (str):
        object_ (Literal['whatsapp_template_draft']):
        request_id (str):
        status (Literal['UNSUBMITTED']):
        platform_payload (TemplateDraftStatePlatformPayload):
        payload_hash (str):
        last_reported_outcome (None | TemplateDraftStateLastReportedOutcomeType0):
        refund (TemplateDraftStateRefund): Refund
        created_at (datetime.datetime):
        expires_at (datetime.datetime):
    """

    id: str
    object_: Literal["whatsapp_template_draft"]
    request_id: str
    status: Literal["UNSUBMITTED"]
    platform_payload: TemplateDraftStatePlatformPayload
    payload_hash: str
    last_reported_outcome: None | TemplateDraftStateLastReportedOutcomeType0
    refund: TemplateDraftStateRefund
    created_at: datetime.datetime
    expires_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        from ..models.template_draft_state_last_reported_outcome_type_0 import (
            TemplateDraftStateLastReportedOutcomeType0,  # noqa: PLC0415
        )

        id = self.id

        object_ = self.object_

        request_id = self.request_id

        status = self.status

        platform_payload = self.platform_payload.to_dict()

        payload_hash = self.payload_hash

        last_reported_outcome: dict[str, Any] | None
        if isinstance(self.last_reported_outcome, TemplateDraftStateLastReportedOutcomeType0):
            last_reported_outcome = self.last_reported_outcome.to_dict()
        else:
            last_reported_outcome = self.last_reported_outcome

        refund = self.refund.to_dict()

        created_at = self.created_at.isoformat()

        expires_at = self.expires_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "object": object_,
                "request_id": request_id,
                "status": status,
                "platform_payload": platform_payload,
                "payload_hash": payload_hash,
                "last_reported_outcome": last_reported_outcome,
                "refund": refund,
                "created_at": created_at,
                "expires_at": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.template_draft_state_last_reported_outcome_type_0 import (
            TemplateDraftStateLastReportedOutcomeType0,  # noqa: PLC0415
        )
        from ..models.template_draft_state_platform_payload import TemplateDraftStatePlatformPayload  # noqa: PLC0415
        from ..models.template_draft_state_refund import TemplateDraftStateRefund  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["whatsapp_template_draft"], d.pop("object"))
        if object_ != "whatsapp_template_draft":
            raise ValueError(f"object must match const 'whatsapp_template_draft', got '{object_}'")

        request_id = d.pop("request_id")

        status = cast(Literal["UNSUBMITTED"], d.pop("status"))
        if status != "UNSUBMITTED":
            raise ValueError(f"status must match const 'UNSUBMITTED', got '{status}'")

        platform_payload = TemplateDraftStatePlatformPayload.from_dict(d.pop("platform_payload"))

        payload_hash = d.pop("payload_hash")

        def _parse_last_reported_outcome(data: object) -> None | TemplateDraftStateLastReportedOutcomeType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_reported_outcome_type_0 = TemplateDraftStateLastReportedOutcomeType0.from_dict(data)

                return last_reported_outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TemplateDraftStateLastReportedOutcomeType0, data)

        last_reported_outcome = _parse_last_reported_outcome(d.pop("last_reported_outcome"))

        refund = TemplateDraftStateRefund.from_dict(d.pop("refund"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        template_draft_state = cls(
            id=id,
            object_=object_,
            request_id=request_id,
            status=status,
            platform_payload=platform_payload,
            payload_hash=payload_hash,
            last_reported_outcome=last_reported_outcome,
            refund=refund,
            created_at=created_at,
            expires_at=expires_at,
        )

        return template_draft_state
