from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1CampaignsBodyBrief")


@_attrs_define
class PostV1CampaignsBodyBrief:
    """
    Attributes:
        description (Any | Unset):
        product (str | Unset):
        offer (str | Unset):
        objective (str | Unset):
        output_language (Any | Unset):
        market (Any | Unset):
        dialect (Any | Unset):
        tone (Any | Unset):
        platform (Any | Unset):
        audience (Any | Unset):
        specific_audience (Any | Unset):
        target_audience (Any | Unset):
        call_to_action (Any | Unset):
        keywords (Any | Unset):
        required_keywords (Any | Unset):
        excluded_keywords (Any | Unset):
        brand_profile_id (Any | Unset):
    """

    description: Any | Unset = UNSET
    product: str | Unset = UNSET
    offer: str | Unset = UNSET
    objective: str | Unset = UNSET
    output_language: Any | Unset = UNSET
    market: Any | Unset = UNSET
    dialect: Any | Unset = UNSET
    tone: Any | Unset = UNSET
    platform: Any | Unset = UNSET
    audience: Any | Unset = UNSET
    specific_audience: Any | Unset = UNSET
    target_audience: Any | Unset = UNSET
    call_to_action: Any | Unset = UNSET
    keywords: Any | Unset = UNSET
    required_keywords: Any | Unset = UNSET
    excluded_keywords: Any | Unset = UNSET
    brand_profile_id: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        product = self.product

        offer = self.offer

        objective = self.objective

        output_language = self.output_language

        market = self.market

        dialect = self.dialect

        tone = self.tone

        platform = self.platform

        audience = self.audience

        specific_audience = self.specific_audience

        target_audience = self.target_audience

        call_to_action = self.call_to_action

        keywords = self.keywords

        required_keywords = self.required_keywords

        excluded_keywords = self.excluded_keywords

        brand_profile_id = self.brand_profile_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if description is not UNSET:
            field_dict["description"] = description
        if product is not UNSET:
            field_dict["product"] = product
        if offer is not UNSET:
            field_dict["offer"] = offer
        if objective is not UNSET:
            field_dict["objective"] = objective
        if output_language is not UNSET:
            field_dict["output_language"] = output_language
        if market is not UNSET:
            field_dict["market"] = market
        if dialect is not UNSET:
            field_dict["dialect"] = dialect
        if tone is not UNSET:
            field_dict["tone"] = tone
        if platform is not UNSET:
            field_dict["platform"] = platform
        if audience is not UNSET:
            field_dict["audience"] = audience
        if specific_audience is not UNSET:
            field_dict["specific_audience"] = specific_audience
        if target_audience is not UNSET:
            field_dict["target_audience"] = target_audience
        if call_to_action is not UNSET:
            field_dict["call_to_action"] = call_to_action
        if keywords is not UNSET:
            field_dict["keywords"] = keywords
        if required_keywords is not UNSET:
            field_dict["required_keywords"] = required_keywords
        if excluded_keywords is not UNSET:
            field_dict["excluded_keywords"] = excluded_keywords
        if brand_profile_id is not UNSET:
            field_dict["brand_profile_id"] = brand_profile_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description", UNSET)

        product = d.pop("product", UNSET)

        offer = d.pop("offer", UNSET)

        objective = d.pop("objective", UNSET)

        output_language = d.pop("output_language", UNSET)

        market = d.pop("market", UNSET)

        dialect = d.pop("dialect", UNSET)

        tone = d.pop("tone", UNSET)

        platform = d.pop("platform", UNSET)

        audience = d.pop("audience", UNSET)

        specific_audience = d.pop("specific_audience", UNSET)

        target_audience = d.pop("target_audience", UNSET)

        call_to_action = d.pop("call_to_action", UNSET)

        keywords = d.pop("keywords", UNSET)

        required_keywords = d.pop("required_keywords", UNSET)

        excluded_keywords = d.pop("excluded_keywords", UNSET)

        brand_profile_id = d.pop("brand_profile_id", UNSET)

        post_v1_campaigns_body_brief = cls(
            description=description,
            product=product,
            offer=offer,
            objective=objective,
            output_language=output_language,
            market=market,
            dialect=dialect,
            tone=tone,
            platform=platform,
            audience=audience,
            specific_audience=specific_audience,
            target_audience=target_audience,
            call_to_action=call_to_action,
            keywords=keywords,
            required_keywords=required_keywords,
            excluded_keywords=excluded_keywords,
            brand_profile_id=brand_profile_id,
        )

        return post_v1_campaigns_body_brief
