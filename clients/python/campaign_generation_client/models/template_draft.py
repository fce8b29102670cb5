from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.template_draft_compliance import TemplateDraftCompliance
    from ..models.template_draft_platform_payload import TemplateDraftPlatformPayload
    from ..models.template_draft_usage import TemplateDraftUsage


T = TypeVar("T", bound="TemplateDraft")


@_attrs_define
class TemplateDraft:
    """Template draft (2.9): never submitted by the service

    Attributes:
        id (str):
        object_ (Literal['whatsapp_template_draft']):
        request_id (str):
        status (Literal['UNSUBMITTED']):
        output_language (str):
        market (None | str):
        dialect (None | str):
        platform_payload (TemplateDraftPlatformPayload):
        payload_hash (str):
        compliance (TemplateDraftCompliance):
        usage (TemplateDraftUsage): Credits of this result
    """

    id: str
    object_: Literal["whatsapp_template_draft"]
    request_id: str
    status: Literal["UNSUBMITTED"]
    output_language: str
    market: None | str
    dialect: None | str
    platform_payload: TemplateDraftPlatformPayload
    payload_hash: str
    compliance: TemplateDraftCompliance
    usage: TemplateDraftUsage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        request_id = self.request_id

        status = self.status

        output_language = self.output_language

        market: None | str
        market = self.market

        dialect: None | str
        dialect = self.dialect

        platform_payload = self.platform_payload.to_dict()

        payload_hash = self.payload_hash

        compliance = self.compliance.to_dict()

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "request_id": request_id,
                "status": status,
                "output_language": output_language,
                "market": market,
                "dialect": dialect,
                "platform_payload": platform_payload,
                "payload_hash": payload_hash,
                "compliance": compliance,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.template_draft_compliance import TemplateDraftCompliance  # noqa: PLC0415
        from ..models.template_draft_platform_payload import TemplateDraftPlatformPayload  # noqa: PLC0415
        from ..models.template_draft_usage import TemplateDraftUsage  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["whatsapp_template_draft"], d.pop("object"))
        if object_ != "whatsapp_template_draft":
            raise ValueError(f"object must match const 'whatsapp_template_draft', got '{object_}'")

        request_id = d.pop("request_id")

        status = cast(Literal["UNSUBMITTED"], d.pop("status"))
        if status != "UNSUBMITTED":
            raise ValueError(f"status must match const 'UNSUBMITTED', got '{status}'")

        output_language = d.pop("output_language")

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        def _parse_dialect(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dialect = _parse_dialect(d.pop("dialect"))

        platform_payload = TemplateDraftPlatformPayload.from_dict(d.pop("platform_payload"))

        payload_hash = d.pop("payload_hash")

        compliance = TemplateDraftCompliance.from_dict(d.pop("compliance"))

        usage = TemplateDraftUsage.from_dict(d.pop("usage"))

        template_draft = cls(
            id=id,
            object_=object_,
            request_id=request_id,
            status=status,
            output_language=output_language,
            market=market,
            dialect=dialect,
            platform_payload=platform_payload,
            payload_hash=payload_hash,
            compliance=compliance,
            usage=usage,
        )

        template_draft.additional_properties = d
        return template_draft

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
