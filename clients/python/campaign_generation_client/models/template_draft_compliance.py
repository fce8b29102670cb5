from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.template_draft_compliance_findings_item import TemplateDraftComplianceFindingsItem


T = TypeVar("T", bound="TemplateDraftCompliance")


@_attrs_define
class TemplateDraftCompliance:
    """
    Attributes:
        ready_for_submission (bool):
        findings (list[TemplateDraftComplianceFindingsItem]):
        final_decision_owner (Literal['PLATFORM']):
    """

    ready_for_submission: bool
    findings: list[TemplateDraftComplianceFindingsItem]
    final_decision_owner: Literal["PLATFORM"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ready_for_submission = self.ready_for_submission

        findings = []
        for findings_item_data in self.findings:
            findings_item = findings_item_data.to_dict()
            findings.append(findings_item)

        final_decision_owner = self.final_decision_owner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ready_for_submission": ready_for_submission,
                "findings": findings,
                "final_decision_owner": final_decision_owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.template_draft_compliance_findings_item import TemplateDraftComplianceFindingsItem  # noqa: PLC0415

        d = dict(src_dict)
        ready_for_submission = d.pop("ready_for_submission")

        findings = []
        _findings = d.pop("findings")
        for findings_item_data in _findings:
            findings_item = TemplateDraftComplianceFindingsItem.from_dict(findings_item_data)

            findings.append(findings_item)

        final_decision_owner = cast(Literal["PLATFORM"], d.pop("final_decision_owner"))
        if final_decision_owner != "PLATFORM":
            raise ValueError(f"final_decision_owner must match const 'PLATFORM', got '{final_decision_owner}'")

        template_draft_compliance = cls(
            ready_for_submission=ready_for_submission,
            findings=findings,
            final_decision_owner=final_decision_owner,
        )

        template_draft_compliance.additional_properties = d
        return template_draft_compliance

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
