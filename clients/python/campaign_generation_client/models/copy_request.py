from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.copy_request_audience import CopyRequestAudience
from ..models.copy_request_dialect import CopyRequestDialect
from ..models.copy_request_framework import CopyRequestFramework
from ..models.copy_request_output_language import CopyRequestOutputLanguage
from ..models.copy_request_platform import CopyRequestPlatform
from ..models.copy_request_source_dialect import CopyRequestSourceDialect
from ..models.copy_request_target_dialect import CopyRequestTargetDialect
from ..models.copy_request_type import CopyRequestType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.copy_request_metadata import CopyRequestMetadata


T = TypeVar("T", bound="CopyRequest")


@_attrs_define
class CopyRequest:
    """
    Attributes:
        description (str):
        type_ (CopyRequestType | Unset):  Default: CopyRequestType.AD_COPY.
        count (int | Unset):
        max_characters (int | Unset):
        output_language (CopyRequestOutputLanguage | Unset):  Default: CopyRequestOutputLanguage.AR.
        market (str | Unset):
        dialect (CopyRequestDialect | Unset):
        source_dialect (CopyRequestSourceDialect | Unset):
        target_dialect (CopyRequestTargetDialect | Unset):
        platform (CopyRequestPlatform | Unset):  Default: CopyRequestPlatform.CHAT_BUSINESS.
        tone (str | Unset):
        framework (CopyRequestFramework | Unset):
        audience (CopyRequestAudience | Unset):
        specific_audience (str | Unset):
        target_audience (str | Unset):
        keywords (list[str] | Unset):
        required_keywords (list[str] | Unset):
        excluded_keywords (list[str] | Unset):
        call_to_action (str | Unset):
        brand_profile_id (str | Unset):
        external_id (str | Unset):
        external_customer_id (str | Unset):
        metadata (CopyRequestMetadata | Unset):
    """

    description: str
    type_: CopyRequestType | Unset = CopyRequestType.AD_COPY
    count: int | Unset = UNSET
    max_characters: int | Unset = UNSET
    output_language: CopyRequestOutputLanguage | Unset = CopyRequestOutputLanguage.AR
    market: str | Unset = UNSET
    dialect: CopyRequestDialect | Unset = UNSET
    source_dialect: CopyRequestSourceDialect | Unset = UNSET
    target_dialect: CopyRequestTargetDialect | Unset = UNSET
    platform: CopyRequestPlatform | Unset = CopyRequestPlatform.CHAT_BUSINESS
    tone: str | Unset = UNSET
    framework: CopyRequestFramework | Unset = UNSET
    audience: CopyRequestAudience | Unset = UNSET
    specific_audience: str | Unset = UNSET
    target_audience: str | Unset = UNSET
    keywords: list[str] | Unset = UNSET
    required_keywords: list[str] | Unset = UNSET
    excluded_keywords: list[str] | Unset = UNSET
    call_to_action: str | Unset = UNSET
    brand_profile_id: str | Unset = UNSET
    external_id: str | Unset = UNSET
    external_customer_id: str | Unset = UNSET
    metadata: CopyRequestMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        description = self.description

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        count = self.count

        max_characters = self.max_characters

        output_language: str | Unset = UNSET
        if not isinstance(self.output_language, Unset):
            output_language = self.output_language.value

        market = self.market

        dialect: str | Unset = UNSET
        if not isinstance(self.dialect, Unset):
            dialect = self.dialect.value

        source_dialect: str | Unset = UNSET
        if not isinstance(self.source_dialect, Unset):
            source_dialect = self.source_dialect.value

        target_dialect: str | Unset = UNSET
        if not isinstance(self.target_dialect, Unset):
            target_dialect = self.target_dialect.value

        platform: str | Unset = UNSET
        if not isinstance(self.platform, Unset):
            platform = self.platform.value

        tone = self.tone

        framework: str | Unset = UNSET
        if not isinstance(self.framework, Unset):
            framework = self.framework.value

        audience: str | Unset = UNSET
        if not isinstance(self.audience, Unset):
            audience = self.audience.value

        specific_audience = self.specific_audience

        target_audience = self.target_audience

        keywords: list[str] | Unset = UNSET
        if not isinstance(self.keywords, Unset):
            keywords = self.keywords

        required_keywords: list[str] | Unset = UNSET
        if not isinstance(self.required_keywords, Unset):
            required_keywords = self.required_keywords

        excluded_keywords: list[str] | Unset = UNSET
        if not isinstance(self.excluded_keywords, Unset):
            excluded_keywords = self.excluded_keywords

        call_to_action = self.call_to_action

        brand_profile_id = self.brand_profile_id

        external_id = self.external_id

        external_customer_id = self.external_customer_id

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "description": description,
            }
        )
        if type_ is not UNSET:
            field_dict["type"] = type_
        if count is not UNSET:
            field_dict["count"] = count
        if max_characters is not UNSET:
            field_dict["max_characters"] = max_characters
        if output_language is not UNSET:
            field_dict["output_language"] = output_language
        if market is not UNSET:
            field_dict["market"] = market
        if dialect is not UNSET:
            field_dict["dialect"] = dialect
        if source_dialect is not UNSET:
            field_dict["source_dialect"] = source_dialect
        if target_dialect is not UNSET:
            field_dict["target_dialect"] = target_dialect
        if platform is not UNSET:
            field_dict["platform"] = platform
        if tone is not UNSET:
            field_dict["tone"] = tone
        if framework is not UNSET:
            field_dict["framework"] = framework
        if audience is not UNSET:
            field_dict["audience"] = audience
        if specific_audience is not UNSET:
            field_dict["specific_audience"] = specific_audience
        if target_audience is not UNSET:
            field_dict["target_audience"] = target_audience
        if keywords is not UNSET:
            field_dict["keywords"] = keywords
        if required_keywords is not UNSET:
            field_dict["required_keywords"] = required_keywords
        if excluded_keywords is not UNSET:
            field_dict["excluded_keywords"] = excluded_keywords
        if call_to_action is not UNSET:
            field_dict["call_to_action"] = call_to_action
        if brand_profile_id is not UNSET:
            field_dict["brand_profile_id"] = brand_profile_id
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if external_customer_id is not UNSET:
            field_dict["external_customer_id"] = external_customer_id
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copy_request_metadata import CopyRequestMetadata  # noqa: PLC0415

        d = dict(src_dict)
        description = d.pop("description")

        _type_ = d.pop("type", UNSET)
        type_: CopyRequestType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = CopyRequestType(_type_)

        count = d.pop("count", UNSET)

        max_characters = d.pop("max_characters", UNSET)

        _output_language = d.pop("output_language", UNSET)
        output_language: CopyRequestOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = CopyRequestOutputLanguage(_output_language)

        market = d.pop("market", UNSET)

        _dialect = d.pop("dialect", UNSET)
        dialect: CopyRequestDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = CopyRequestDialect(_dialect)

        _source_dialect = d.pop("source_dialect", UNSET)
        source_dialect: CopyRequestSourceDialect | Unset
        if isinstance(_source_dialect, Unset):
            source_dialect = UNSET
        else:
            source_dialect = CopyRequestSourceDialect(_source_dialect)

        _target_dialect = d.pop("target_dialect", UNSET)
        target_dialect: CopyRequestTargetDialect | Unset
        if isinstance(_target_dialect, Unset):
            target_dialect = UNSET
        else:
            target_dialect = CopyRequestTargetDialect(_target_dialect)

        _platform = d.pop("platform", UNSET)
        platform: CopyRequestPlatform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = CopyRequestPlatform(_platform)

        tone = d.pop("tone", UNSET)

        _framework = d.pop("framework", UNSET)
        framework: CopyRequestFramework | Unset
        if isinstance(_framework, Unset):
            framework = UNSET
        else:
            framework = CopyRequestFramework(_framework)

        _audience = d.pop("audience", UNSET)
        audience: CopyRequestAudience | Unset
        if isinstance(_audience, Unset):
            audience = UNSET
        else:
            audience = CopyRequestAudience(_audience)

        specific_audience = d.pop("specific_audience", UNSET)

        target_audience = d.pop("target_audience", UNSET)

        keywords = cast(list[str], d.pop("keywords", UNSET))

        required_keywords = cast(list[str], d.pop("required_keywords", UNSET))

        excluded_keywords = cast(list[str], d.pop("excluded_keywords", UNSET))

        call_to_action = d.pop("call_to_action", UNSET)

        brand_profile_id = d.pop("brand_profile_id", UNSET)

        external_id = d.pop("external_id", UNSET)

        external_customer_id = d.pop("external_customer_id", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: CopyRequestMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CopyRequestMetadata.from_dict(_metadata)

        copy_request = cls(
            description=description,
            type_=type_,
            count=count,
            max_characters=max_characters,
            output_language=output_language,
            market=market,
            dialect=dialect,
            source_dialect=source_dialect,
            target_dialect=target_dialect,
            platform=platform,
            tone=tone,
            framework=framework,
            audience=audience,
            specific_audience=specific_audience,
            target_audience=target_audience,
            keywords=keywords,
            required_keywords=required_keywords,
            excluded_keywords=excluded_keywords,
            call_to_action=call_to_action,
            brand_profile_id=brand_profile_id,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
        )

        return copy_request
