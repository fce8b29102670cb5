from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.request_record_status import RequestRecordStatus

if TYPE_CHECKING:
    from ..models.problem import Problem
    from ..models.request_record_usage import RequestRecordUsage


T = TypeVar("T", bound="RequestRecord")


@_attrs_define
class RequestRecord:
    """Stored request record

    Attributes:
        object_ (Literal['request']):
        id (str):
        operation (str):
        status (RequestRecordStatus):
        http_status (int | None):
        resource_id (None | str):
        created_at (datetime.datetime):
        completed_at (datetime.datetime | None):
        expires_at (datetime.datetime):
        usage (RequestRecordUsage): Credits of the attempt
        credits_refunded (int):
        refund_pending (bool):
        result (Any): The stored answer of a completed or partial attempt (its own schema), else null
        error (None | Problem): The problem of a failed attempt, else null
        quality_findings (list[str]): What the quality guard found in a networked text provider's first answer, fixed in
            its one repair round; empty when it passed at once
    """

    object_: Literal["request"]
    id: str
    operation: str
    status: RequestRecordStatus
    http_status: int | None
    resource_id: None | str
    created_at: datetime.datetime
    completed_at: datetime.datetime | None
    expires_at: datetime.datetime
    usage: RequestRecordUsage
    credits_refunded: int
    refund_pending: bool
    result: Any
    error: None | Problem
    quality_findings: list[str]

    def to_dict(self) -> dict[str, Any]:
        from ..models.problem import Problem  # noqa: PLC0415

        object_ = self.object_

        id = self.id

        operation = self.operation

        status = self.status.value

        http_status: int | None
        http_status = self.http_status

        resource_id: None | str
        resource_id = self.resource_id

        created_at = self.created_at.isoformat()

        completed_at: None | str
        if isinstance(self.completed_at, datetime.datetime):
            completed_at = self.completed_at.isoformat()
        else:
            completed_at = self.completed_at

        expires_at = self.expires_at.isoformat()

        usage = self.usage.to_dict()

        credits_refunded = self.credits_refunded

        refund_pending = self.refund_pending

        result = self.result

        error: dict[str, Any] | None
        if isinstance(self.error, Problem):
            error = self.error.to_dict()
        else:
            error = self.error

        quality_findings = self.quality_findings

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "object": object_,
                "id": id,
                "operation": operation,
                "status": status,
                "http_status": http_status,
                "resource_id": resource_id,
                "created_at": created_at,
                "completed_at": completed_at,
                "expires_at": expires_at,
                "usage": usage,
                "credits_refunded": credits_refunded,
                "refund_pending": refund_pending,
                "result": result,
                "error": error,
                "quality_findings": quality_findings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem import Problem  # noqa: PLC0415
        from ..models.request_record_usage import RequestRecordUsage  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["request"], d.pop("object"))
        if object_ != "request":
            raise ValueError(f"object must match const 'request', got '{object_}'")

        id = d.pop("id")

        operation = d.pop("operation")

        status = RequestRecordStatus(d.pop("status"))

        def _parse_http_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        http_status = _parse_http_status(d.pop("http_status"))

        def _parse_resource_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        resource_id = _parse_resource_id(d.pop("resource_id"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_completed_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                completed_at_type_0 = datetime.datetime.fromisoformat(data)

                return completed_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        completed_at = _parse_completed_at(d.pop("completed_at"))

        expires_at = datetime.datetime.fromisoformat(d.pop("expires_at"))

        usage = RequestRecordUsage.from_dict(d.pop("usage"))

        credits_refunded = d.pop("credits_refunded")

        refund_pending = d.pop("refund_pending")

        result = d.pop("result")

        def _parse_error(data: object) -> None | Problem:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_1 = Problem.from_dict(data)

                return error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Problem, data)

        error = _parse_error(d.pop("error"))

        quality_findings = cast(list[str], d.pop("quality_findings"))

        request_record = cls(
            object_=object_,
            id=id,
            operation=operation,
            status=status,
            http_status=http_status,
            resource_id=resource_id,
            created_at=created_at,
            completed_at=completed_at,
            expires_at=expires_at,
            usage=usage,
            credits_refunded=credits_refunded,
            refund_pending=refund_pending,
            result=result,
            error=error,
            quality_findings=quality_findings,
        )

        return request_record
