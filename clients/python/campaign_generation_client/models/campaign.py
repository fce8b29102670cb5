from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.campaign_dialect import CampaignDialect
from ..models.campaign_dialect_source_type_1 import CampaignDialectSourceType1
from ..models.campaign_output_language import CampaignOutputLanguage
from ..models.campaign_status import CampaignStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_deliverables_item import CampaignDeliverablesItem
    from ..models.campaign_metadata import CampaignMetadata
    from ..models.campaign_usage import CampaignUsage
    from ..models.copy import Copy
    from ..models.draft import Draft
    from ..models.image import Image
    from ..models.speech import Speech


T = TypeVar("T", bound="Campaign")


@_attrs_define
class Campaign:
    """Campaign receipt (4.5): 201 completed, 207 partial with failed parts refunded

    Attributes:
        id (str):
        object_ (Literal['campaign']):
        request_id (str):
        status (CampaignStatus):
        external_id (None | str):
        external_customer_id (None | str):
        metadata (CampaignMetadata):
        output_language (CampaignOutputLanguage):
        market (None | str):
        dialect (CampaignDialect):
        dialect_source (CampaignDialectSourceType1 | None):
        copy (Copy): Copy generation (2.3, 2.2)
        image (Image | None):
        speech (None | Speech):
        template_draft (Draft): Template draft (2.9): never submitted by the service
        deliverables (list[CampaignDeliverablesItem]):
        credits_refunded (int):
        refund_pending (bool):
        usage (CampaignUsage): Credits of the campaign
        saved_to (Literal['api_request']):
        created_at (datetime.datetime):
        voice_over_script (None | str | Unset): What the voice-over says (the hook, the brief’s offer, the call); null
            without speech
    """

    id: str
    object_: Literal["campaign"]
    request_id: str
    status: CampaignStatus
    external_id: None | str
    external_customer_id: None | str
    metadata: CampaignMetadata
    output_language: CampaignOutputLanguage
    market: None | str
    dialect: CampaignDialect
    dialect_source: CampaignDialectSourceType1 | None
    copy: Copy
    image: Image | None
    speech: None | Speech
    template_draft: Draft
    deliverables: list[CampaignDeliverablesItem]
    credits_refunded: int
    refund_pending: bool
    usage: CampaignUsage
    saved_to: Literal["api_request"]
    created_at: datetime.datetime
    voice_over_script: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.image import Image  # noqa: PLC0415
        from ..models.speech import Speech  # noqa: PLC0415

        id = self.id

        object_ = self.object_

        request_id = self.request_id

        status = self.status.value

        external_id: None | str
        external_id = self.external_id

        external_customer_id: None | str
        external_customer_id = self.external_customer_id

        metadata = self.metadata.to_dict()

        output_language = self.output_language.value

        market: None | str
        market = self.market

        dialect = self.dialect.value

        dialect_source: None | str
        if isinstance(self.dialect_source, CampaignDialectSourceType1):
            dialect_source = self.dialect_source.value
        else:
            dialect_source = self.dialect_source

        copy = self.copy.to_dict()

        image: dict[str, Any] | None
        if isinstance(self.image, Image):
            image = self.image.to_dict()
        else:
            image = self.image

        speech: dict[str, Any] | None
        if isinstance(self.speech, Speech):
            speech = self.speech.to_dict()
        else:
            speech = self.speech

        template_draft = self.template_draft.to_dict()

        deliverables = []
        for deliverables_item_data in self.deliverables:
            deliverables_item = deliverables_item_data.to_dict()
            deliverables.append(deliverables_item)

        credits_refunded = self.credits_refunded

        refund_pending = self.refund_pending

        usage = self.usage.to_dict()

        saved_to = self.saved_to

        created_at = self.created_at.isoformat()

        voice_over_script: None | str | Unset
        if isinstance(self.voice_over_script, Unset):
            voice_over_script = UNSET
        else:
            voice_over_script = self.voice_over_script

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "object": object_,
                "request_id": request_id,
                "status": status,
                "external_id": external_id,
                "external_customer_id": external_customer_id,
                "metadata": metadata,
                "output_language": output_language,
                "market": market,
                "dialect": dialect,
                "dialect_source": dialect_source,
                "copy": copy,
                "image": image,
                "speech": speech,
                "template_draft": template_draft,
                "deliverables": deliverables,
                "credits_refunded": credits_refunded,
                "refund_pending": refund_pending,
                "usage": usage,
                "saved_to": saved_to,
                "created_at": created_at,
            }
        )
        if voice_over_script is not UNSET:
            field_dict["voice_over_script"] = voice_over_script

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.campaign_deliverables_item import CampaignDeliverablesItem  # noqa: PLC0415
        from ..models.campaign_metadata import CampaignMetadata  # noqa: PLC0415
        from ..models.campaign_usage import CampaignUsage  # noqa: PLC0415
        from ..models.copy import Copy  # noqa: PLC0415
        from ..models.draft import Draft  # noqa: PLC0415
        from ..models.image import Image  # noqa: PLC0415
        from ..models.speech import Speech  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["campaign"], d.pop("object"))
        if object_ != "campaign":
            raise ValueError(f"object must match const 'campaign', got '{object_}'")

        request_id = d.pop("request_id")

        status = CampaignStatus(d.pop("status"))

        def _parse_external_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_id = _parse_external_id(d.pop("external_id"))

        def _parse_external_customer_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        external_customer_id = _parse_external_customer_id(d.pop("external_customer_id"))

        metadata = CampaignMetadata.from_dict(d.pop("metadata"))

        output_language = CampaignOutputLanguage(d.pop("output_language"))

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        dialect = CampaignDialect(d.pop("dialect"))

        def _parse_dialect_source(data: object) -> CampaignDialectSourceType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_source_type_1 = CampaignDialectSourceType1(data)

                return dialect_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CampaignDialectSourceType1 | None, data)

        dialect_source = _parse_dialect_source(d.pop("dialect_source"))

        copy = Copy.from_dict(d.pop("copy"))

        def _parse_image(data: object) -> Image | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                image_type_0 = Image.from_dict(data)

                return image_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Image | None, data)

        image = _parse_image(d.pop("image"))

        def _parse_speech(data: object) -> None | Speech:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                speech_type_0 = Speech.from_dict(data)

                return speech_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Speech, data)

        speech = _parse_speech(d.pop("speech"))

        template_draft = Draft.from_dict(d.pop("template_draft"))

        deliverables = []
        _deliverables = d.pop("deliverables")
        for deliverables_item_data in _deliverables:
            deliverables_item = CampaignDeliverablesItem.from_dict(deliverables_item_data)

            deliverables.append(deliverables_item)

        credits_refunded = d.pop("credits_refunded")

        refund_pending = d.pop("refund_pending")

        usage = CampaignUsage.from_dict(d.pop("usage"))

        saved_to = cast(Literal["api_request"], d.pop("saved_to"))
        if saved_to != "api_request":
            raise ValueError(f"saved_to must match const 'api_request', got '{saved_to}'")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        def _parse_voice_over_script(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        voice_over_script = _parse_voice_over_script(d.pop("voice_over_script", UNSET))

        campaign = cls(
            id=id,
            object_=object_,
            request_id=request_id,
            status=status,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
            output_language=output_language,
            market=market,
            dialect=dialect,
            dialect_source=dialect_source,
            copy=copy,
            image=image,
            speech=speech,
            template_draft=template_draft,
            deliverables=deliverables,
            credits_refunded=credits_refunded,
            refund_pending=refund_pending,
            usage=usage,
            saved_to=saved_to,
            created_at=created_at,
            voice_over_script=voice_over_script,
        )

        return campaign
