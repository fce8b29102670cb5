from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.website_context_status import WebsiteContextStatus

if TYPE_CHECKING:
    from ..models.website_context_asset_candidates_item import WebsiteContextAssetCandidatesItem
    from ..models.website_context_creative_suggestions_item import WebsiteContextCreativeSuggestionsItem
    from ..models.website_context_identity import WebsiteContextIdentity
    from ..models.website_context_source_facts_item import WebsiteContextSourceFactsItem
    from ..models.website_context_user_corrections_item import WebsiteContextUserCorrectionsItem


T = TypeVar("T", bound="WebsiteContext")


@_attrs_define
class WebsiteContext:
    """Website context (2.6): unverified references, nothing stored

    Attributes:
        object_ (Literal['website_context']):
        status (WebsiteContextStatus):
        requested_url (str):
        final_url (str):
        retrieved_at (datetime.datetime):
        identity (WebsiteContextIdentity): Identity
        source_facts (list[WebsiteContextSourceFactsItem]):
        asset_candidates (list[WebsiteContextAssetCandidatesItem]):
        missing_fields (list[str]):
        extraction_warnings (list[str]):
        user_corrections (list[WebsiteContextUserCorrectionsItem]):
        creative_suggestions (list[WebsiteContextCreativeSuggestionsItem]):
        persisted (Literal[False]):
        generation_requested (Literal[False]):
    """

    object_: Literal["website_context"]
    status: WebsiteContextStatus
    requested_url: str
    final_url: str
    retrieved_at: datetime.datetime
    identity: WebsiteContextIdentity
    source_facts: list[WebsiteContextSourceFactsItem]
    asset_candidates: list[WebsiteContextAssetCandidatesItem]
    missing_fields: list[str]
    extraction_warnings: list[str]
    user_corrections: list[WebsiteContextUserCorrectionsItem]
    creative_suggestions: list[WebsiteContextCreativeSuggestionsItem]
    persisted: Literal[False]
    generation_requested: Literal[False]

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        status = self.status.value

        requested_url = self.requested_url

        final_url = self.final_url

        retrieved_at = self.retrieved_at.isoformat()

        identity = self.identity.to_dict()

        source_facts = []
        for source_facts_item_data in self.source_facts:
            source_facts_item = source_facts_item_data.to_dict()
            source_facts.append(source_facts_item)

        asset_candidates = []
        for asset_candidates_item_data in self.asset_candidates:
            asset_candidates_item = asset_candidates_item_data.to_dict()
            asset_candidates.append(asset_candidates_item)

        missing_fields = self.missing_fields

        extraction_warnings = self.extraction_warnings

        user_corrections = []
        for user_corrections_item_data in self.user_corrections:
            user_corrections_item = user_corrections_item_data.to_dict()
            user_corrections.append(user_corrections_item)

        creative_suggestions = []
        for creative_suggestions_item_data in self.creative_suggestions:
            creative_suggestions_item = creative_suggestions_item_data.to_dict()
            creative_suggestions.append(creative_suggestions_item)

        persisted = self.persisted

        generation_requested = self.generation_requested

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "object": object_,
                "status": status,
                "requested_url": requested_url,
                "final_url": final_url,
                "retrieved_at": retrieved_at,
                "identity": identity,
                "source_facts": source_facts,
                "asset_candidates": asset_candidates,
                "missing_fields": missing_fields,
                "extraction_warnings": extraction_warnings,
                "user_corrections": user_corrections,
                "creative_suggestions": creative_suggestions,
                "persisted": persisted,
                "generation_requested": generation_requested,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.website_context_asset_candidates_item import WebsiteContextAssetCandidatesItem  # noqa: PLC0415
        from ..models.website_context_creative_suggestions_item import WebsiteContextCreativeSuggestionsItem  # noqa: PLC0415
        from ..models.website_context_identity import WebsiteContextIdentity  # noqa: PLC0415
        from ..models.website_context_source_facts_item import WebsiteContextSourceFactsItem  # noqa: PLC0415
        from ..models.website_context_user_corrections_item import WebsiteContextUserCorrectionsItem  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["website_context"], d.pop("object"))
        if object_ != "website_context":
            raise ValueError(f"object must match const 'website_context', got '{object_}'")

        status = WebsiteContextStatus(d.pop("status"))

        requested_url = d.pop("requested_url")

        final_url = d.pop("final_url")

        retrieved_at = datetime.datetime.fromisoformat(d.pop("retrieved_at"))

        identity = WebsiteContextIdentity.from_dict(d.pop("identity"))

        source_facts = []
        _source_facts = d.pop("source_facts")
        for source_facts_item_data in _source_facts:
            source_facts_item = WebsiteContextSourceFactsItem.from_dict(source_facts_item_data)

            source_facts.append(source_facts_item)

        asset_candidates = []
        _asset_candidates = d.pop("asset_candidates")
        for asset_candidates_item_data in _asset_candidates:
            asset_candidates_item = WebsiteContextAssetCandidatesItem.from_dict(asset_candidates_item_data)

            asset_candidates.append(asset_candidates_item)

        missing_fields = cast(list[str], d.pop("missing_fields"))

        extraction_warnings = cast(list[str], d.pop("extraction_warnings"))

        user_corrections = []
        _user_corrections = d.pop("user_corrections")
        for user_corrections_item_data in _user_corrections:
            user_corrections_item = WebsiteContextUserCorrectionsItem.from_dict(user_corrections_item_data)

            user_corrections.append(user_corrections_item)

        creative_suggestions = []
        _creative_suggestions = d.pop("creative_suggestions")
        for creative_suggestions_item_data in _creative_suggestions:
            creative_suggestions_item = WebsiteContextCreativeSuggestionsItem.from_dict(creative_suggestions_item_data)

            creative_suggestions.append(creative_suggestions_item)

        persisted = cast(Literal[False], d.pop("persisted"))
        if persisted != False:
            raise ValueError(f"persisted must match const False, got '{persisted}'")

        generation_requested = cast(Literal[False], d.pop("generation_requested"))
        if generation_requested != False:
            raise ValueError(f"generation_requested must match const False, got '{generation_requested}'")

        website_context = cls(
            object_=object_,
            status=status,
            requested_url=requested_url,
            final_url=final_url,
            retrieved_at=retrieved_at,
            identity=identity,
            source_facts=source_facts,
            asset_candidates=asset_candidates,
            missing_fields=missing_fields,
            extraction_warnings=extraction_warnings,
            user_corrections=user_corrections,
            creative_suggestions=creative_suggestions,
            persisted=persisted,
            generation_requested=generation_requested,
        )

        return website_context
