from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.campaign_result_dialect import CampaignResultDialect
from ..models.campaign_result_dialect_source_type_1 import CampaignResultDialectSourceType1
from ..models.campaign_result_output_language import CampaignResultOutputLanguage
from ..models.campaign_result_status import CampaignResultStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_result_deliverables_item import CampaignResultDeliverablesItem
    from ..models.campaign_result_metadata import CampaignResultMetadata
    from ..models.campaign_result_usage import CampaignResultUsage
    from ..models.copy_generation_result import CopyGenerationResult
    from ..models.image_generation_result import ImageGenerationResult
    from ..models.speech_generation_result import SpeechGenerationResult
    from ..models.template_draft import TemplateDraft


T = TypeVar("T", bound="CampaignResult")


@_attrs_define
class CampaignResult:
    """Campaign receipt (4.5): 201 completed, 207 partial with failed parts refunded

    Attributes:
        id (str):
        object_ (Literal['campaign']):
        request_id (str):
        status (CampaignResultStatus):
        external_id (None | str):
        external_customer_id (None | str):
        metadata (CampaignResultMetadata):
        output_language (CampaignResultOutputLanguage):
        market (None | str):
        dialect (CampaignResultDialect):
        dialect_source (CampaignResultDialectSourceType1 | None):
        copy (CopyGenerationResult): Copy generation (2.3, 2.2)
        image (ImageGenerationResult | None):
        speech (None | SpeechGenerationResult):
        template_draft (TemplateDraft): Template draft (2.9): never submitted by the service
        deliverables (list[CampaignResultDeliverablesItem]):
        credits_refunded (int):
        refund_pending (bool):
        usage (CampaignResultUsage): Credits of the campaign
        saved_to (Literal['api_request']):
        created_at (datetime.datetime):
        voice_over_script (None | str | Unset): What the voice-over says (the hook, the brief’s offer, the call); null
            without speech
    """

    id: str
    object_: Literal["campaign"]
    request_id: str
    status: CampaignResultStatus
    external_id: None | str
    external_customer_id: None | str
    metadata: CampaignResultMetadata
    output_language: CampaignResultOutputLanguage
    market: None | str
    dialect: CampaignResultDialect
    dialect_source: CampaignResultDialectSourceType1 | None
    copy: CopyGenerationResult
    image: ImageGenerationResult | None
    speech: None | SpeechGenerationResult
    template_draft: TemplateDraft
    deliverables: list[CampaignResultDeliverablesItem]
    credits_refunded: int
    refund_pending: bool
    usage: CampaignResultUsage
    saved_to: Literal["api_request"]
    created_at: datetime.datetime
    voice_over_script: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.image_generation_result import ImageGenerationResult  # noqa: PLC0415
        from ..models.speech_generation_result import SpeechGenerationResult  # noqa: PLC0415

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
        if isinstance(self.dialect_source, CampaignResultDialectSourceType1):
            dialect_source = self.dialect_source.value
        else:
            dialect_source = self.dialect_source

        copy = self.copy.to_dict()

        image: dict[str, Any] | None
        if isinstance(self.image, ImageGenerationResult):
            image = self.image.to_dict()
        else:
            image = self.image

        speech: dict[str, Any] | None
        if isinstance(self.speech, SpeechGenerationResult):
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
        from ..models.campaign_result_deliverables_item import CampaignResultDeliverablesItem  # noqa: PLC0415
        from ..models.campaign_result_metadata import CampaignResultMetadata  # noqa: PLC0415
        from ..models.campaign_result_usage import CampaignResultUsage  # noqa: PLC0415
        from ..models.copy_generation_result import CopyGenerationResult  # noqa: PLC0415
        from ..models.image_generation_result import ImageGenerationResult  # noqa: PLC0415
        from ..models.speech_generation_result import SpeechGenerationResult  # noqa: PLC0415
        from ..models.template_draft import TemplateDraft  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["campaign"], d.pop("object"))
        if object_ != "campaign":
            raise ValueError(f"object must match const 'campaign', got '{object_}'")

        request_id = d.pop("request_id")

        status = CampaignResultStatus(d.pop("status"))

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

        metadata = CampaignResultMetadata.from_dict(d.pop("metadata"))

        output_language = CampaignResultOutputLanguage(d.pop("output_language"))

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        dialect = CampaignResultDialect(d.pop("dialect"))

        def _parse_dialect_source(data: object) -> CampaignResultDialectSourceType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_source_type_1 = CampaignResultDialectSourceType1(data)

                return dialect_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CampaignResultDialectSourceType1 | None, data)

        dialect_source = _parse_dialect_source(d.pop("dialect_source"))

        copy = CopyGenerationResult.from_dict(d.pop("copy"))

        def _parse_image(data: object) -> ImageGenerationResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                image_type_0 = ImageGenerationResult.from_dict(data)

                return image_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageGenerationResult | None, data)

        image = _parse_image(d.pop("image"))

        def _parse_speech(data: object) -> None | SpeechGenerationResult:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                speech_type_0 = SpeechGenerationResult.from_dict(data)

                return speech_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpeechGenerationResult, data)

        speech = _parse_speech(d.pop("speech"))

        template_draft = TemplateDraft.from_dict(d.pop("template_draft"))

        deliverables = []
        _deliverables = d.pop("deliverables")
        for deliverables_item_data in _deliverables:
            deliverables_item = CampaignResultDeliverablesItem.from_dict(deliverables_item_data)

            deliverables.append(deliverables_item)

        credits_refunded = d.pop("credits_refunded")

        refund_pending = d.pop("refund_pending")

        usage = CampaignResultUsage.from_dict(d.pop("usage"))

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

        campaign_result = cls(
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

        return campaign_result
