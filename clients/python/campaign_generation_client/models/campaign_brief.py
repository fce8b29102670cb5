from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.campaign_brief_audience import CampaignBriefAudience
from ..models.campaign_brief_dialect import CampaignBriefDialect
from ..models.campaign_brief_output_language import CampaignBriefOutputLanguage
from ..models.campaign_brief_platform import CampaignBriefPlatform
from ..types import UNSET, Unset

T = TypeVar("T", bound="CampaignBrief")


@_attrs_define
class CampaignBrief:
    """
    Attributes:
        description (str):
        output_language (CampaignBriefOutputLanguage | Unset):  Default: CampaignBriefOutputLanguage.AR.
        market (str | Unset):
        dialect (CampaignBriefDialect | Unset):
        tone (str | Unset):
        platform (CampaignBriefPlatform | Unset):  Default: CampaignBriefPlatform.CHAT_BUSINESS.
        audience (CampaignBriefAudience | Unset):
        specific_audience (str | Unset):
        target_audience (str | Unset):
        call_to_action (str | Unset):
        keywords (list[str] | Unset):
        required_keywords (list[str] | Unset):
        excluded_keywords (list[str] | Unset):
        brand_profile_id (str | Unset):
        product (str | Unset):
        offer (str | Unset):
        objective (str | Unset):
    """

    description: str
    output_language: CampaignBriefOutputLanguage | Unset = CampaignBriefOutputLanguage.AR
    market: str | Unset = UNSET
    dialect: CampaignBriefDialect | Unset = UNSET
    tone: str | Unset = UNSET
    platform: CampaignBriefPlatform | Unset = CampaignBriefPlatform.CHAT_BUSINESS
    audience: CampaignBriefAudience | Unset = UNSET
    specific_audience: str | Unset = UNSET
    target_audience: str | Unset = UNSET
    call_to_action: str | Unset = UNSET
    keywords: list[str] | Unset = UNSET
    required_keywords: list[str] | Unset = UNSET
    excluded_keywords: list[str] | Unset = UNSET
    brand_profile_id: str | Unset = UNSET
    product: str | Unset = UNSET
    offer: str | Unset = UNSET
    objective: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        output_language: str | Unset = UNSET
        if not isinstance(self.output_language, Unset):
            output_language = self.output_language.value

        market = self.market

        dialect: str | Unset = UNSET
        if not isinstance(self.dialect, Unset):
            dialect = self.dialect.value

        tone = self.tone

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.value

        audience: str | Unset = UNSET
        if not isinstance(self.audience, Unset):
            audience = self.audience.value

        specific_audience = self.specific_audience

        target_audience = self.target_audience

        call_to_action = self.call_to_action

        keywords: list[str] | Unset = UNSET
        if not isinstance(self.keywords, Unset):
            keywords = self.keywords

        required_keywords: list[str] | Unset = UNSET
        if not isinstance(self.required_keywords, Unset):
            required_keywords = self.required_keywords

        excluded_keywords: list[str] | Unset = UNSET
        if not isinstance(self.excluded_keywords, Unset):
            excluded_keywords = self.excluded_keywords

        brand_profile_id = self.brand_profile_id

        product = self.product

        offer = self.offer

        objective = self.objective

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
            }
        )
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
        if product is not UNSET:
            field_dict["product"] = product
        if offer is not UNSET:
            field_dict["offer"] = offer
        if objective is not UNSET:
            field_dict["objective"] = objective

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        description = d.pop("description")

        _output_language = d.pop("output_language", UNSET)
        output_language: CampaignBriefOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = CampaignBriefOutputLanguage(_output_language)

        market = d.pop("market", UNSET)

        _dialect = d.pop("dialect", UNSET)
        dialect: CampaignBriefDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = CampaignBriefDialect(_dialect)

        tone = d.pop("tone", UNSET)

        _platform = d.pop("platform", UNSET)
        platform: CampaignBriefPlatform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = CampaignBriefPlatform(_platform)

        _audience = d.pop("audience", UNSET)
        audience: CampaignBriefAudience | Unset
        if isinstance(_audience, Unset):
            audience = UNSET
        else:
            audience = CampaignBriefAudience(_audience)

        specific_audience = d.pop("specific_audience", UNSET)

        target_audience = d.pop("target_audience", UNSET)

        call_to_action = d.pop("call_to_action", UNSET)

        keywords = cast(list[str], d.pop("keywords", UNSET))

        required_keywords = cast(list[str], d.pop("required_keywords", UNSET))

        excluded_keywords = cast(list[str], d.pop("excluded_keywords", UNSET))

        brand_profile_id = d.pop("brand_profile_id", UNSET)

        product = d.pop("product", UNSET)

        offer = d.pop("offer", UNSET)

        objective = d.pop("objective", UNSET)

        campaign_brief = cls(
            description=description,
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
            product=product,
            offer=offer,
            objective=objective,
        )

        return campaign_brief
