from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.template_draft_compliance_findings_item_severity import TemplateDraftComplianceFindingsItemSeverity

T = TypeVar("T", bound="TemplateDraftComplianceFindingsItem")


@_attrs_define
class TemplateDraftComplianceFindingsItem:
    """A preflight finding

    Attributes:
        code (str):
        severity (TemplateDraftComplianceFindingsItemSeverity):
        path (str):
        message (str):
    """

    code: str
    severity: TemplateDraftComplianceFindingsItemSeverity
    path: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        severity = self.severity.value

        path = self.path

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "severity": severity,
                "path": path,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        severity = TemplateDraftComplianceFindingsItemSeverity(d.pop("severity"))

        path = d.pop("path")

        message = d.pop("message")

        template_draft_compliance_findings_item = cls(
            code=code,
            severity=severity,
            path=path,
            message=message,
        )

        return template_draft_compliance_findings_item
