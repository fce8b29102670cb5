from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.post_v1_copy_generations_body_audience import PostV1CopyGenerationsBodyAudience
from ..models.post_v1_copy_generations_body_dialect import PostV1CopyGenerationsBodyDialect
from ..models.post_v1_copy_generations_body_framework import PostV1CopyGenerationsBodyFramework
from ..models.post_v1_copy_generations_body_output_language import PostV1CopyGenerationsBodyOutputLanguage
from ..models.post_v1_copy_generations_body_platform import PostV1CopyGenerationsBodyPlatform
from ..models.post_v1_copy_generations_body_source_dialect import PostV1CopyGenerationsBodySourceDialect
from ..models.post_v1_copy_generations_body_target_dialect import PostV1CopyGenerationsBodyTargetDialect
from ..models.post_v1_copy_generations_body_type import PostV1CopyGenerationsBodyType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_v1_copy_generations_body_metadata import PostV1CopyGenerationsBodyMetadata


T = TypeVar("T", bound="PostV1CopyGenerationsBody")


@_attrs_define
class PostV1CopyGenerationsBody:
    """
    Attributes:
        description (str):
        type_ (PostV1CopyGenerationsBodyType | Unset):  Default: PostV1CopyGenerationsBodyType.AD_COPY.
        count (int | Unset):
        max_characters (int | Unset):
        output_language (PostV1CopyGenerationsBodyOutputLanguage | Unset):  Default:
            PostV1CopyGenerationsBodyOutputLanguage.AR.
        market (str | Unset):
        dialect (PostV1CopyGenerationsBodyDialect | Unset):
        source_dialect (PostV1CopyGenerationsBodySourceDialect | Unset):
        target_dialect (PostV1CopyGenerationsBodyTargetDialect | Unset):
        platform (PostV1CopyGenerationsBodyPlatform | Unset):  Default: PostV1CopyGenerationsBodyPlatform.CHAT_BUSINESS.
        tone (str | Unset):
        framework (PostV1CopyGenerationsBodyFramework | Unset):
        audience (PostV1CopyGenerationsBodyAudience | Unset):
        specific_audience (str | Unset):
        target_audience (str | Unset):
        keywords (list[str] | Unset):
        required_keywords (list[str] | Unset):
        excluded_keywords (list[str] | Unset):
        call_to_action (str | Unset):
        brand_profile_id (str | Unset):
        external_id (str | Unset):
        external_customer_id (str | Unset):
        metadata (PostV1CopyGenerationsBodyMetadata | Unset):
    """

    description: str
    type_: PostV1CopyGenerationsBodyType | Unset = PostV1CopyGenerationsBodyType.AD_COPY
    count: int | Unset = UNSET
    max_characters: int | Unset = UNSET
    output_language: PostV1CopyGenerationsBodyOutputLanguage | Unset = PostV1CopyGenerationsBodyOutputLanguage.AR
    market: str | Unset = UNSET
    dialect: PostV1CopyGenerationsBodyDialect | Unset = UNSET
    source_dialect: PostV1CopyGenerationsBodySourceDialect | Unset = UNSET
    target_dialect: PostV1CopyGenerationsBodyTargetDialect | Unset = UNSET
    platform: PostV1CopyGenerationsBodyPlatform | Unset = PostV1CopyGenerationsBodyPlatform.CHAT_BUSINESS
    tone: str | Unset = UNSET
    framework: PostV1CopyGenerationsBodyFramework | Unset = UNSET
    audience: PostV1CopyGenerationsBodyAudience | Unset = UNSET
    specific_audience: str | Unset = UNSET
    target_audience: str | Unset = UNSET
    keywords: list[str] | Unset = UNSET
    required_keywords: list[str] | Unset = UNSET
    excluded_keywords: list[str] | Unset = UNSET
    call_to_action: str | Unset = UNSET
    brand_profile_id: str | Unset = UNSET
    external_id: str | Unset = UNSET
    external_customer_id: str | Unset = UNSET
    metadata: PostV1CopyGenerationsBodyMetadata | Unset = UNSET

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
        from ..models.post_v1_copy_generations_body_metadata import PostV1CopyGenerationsBodyMetadata  # noqa: PLC0415

        d = dict(src_dict)
        description = d.pop("description")

        _type_ = d.pop("type", UNSET)
        type_: PostV1CopyGenerationsBodyType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = PostV1CopyGenerationsBodyType(_type_)

        count = d.pop("count", UNSET)

        max_characters = d.pop("max_characters", UNSET)

        _output_language = d.pop("output_language", UNSET)
        output_language: PostV1CopyGenerationsBodyOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = PostV1CopyGenerationsBodyOutputLanguage(_output_language)

        market = d.pop("market", UNSET)

        _dialect = d.pop("dialect", UNSET)
        dialect: PostV1CopyGenerationsBodyDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = PostV1CopyGenerationsBodyDialect(_dialect)

        _source_dialect = d.pop("source_dialect", UNSET)
        source_dialect: PostV1CopyGenerationsBodySourceDialect | Unset
        if isinstance(_source_dialect, Unset):
            source_dialect = UNSET
        else:
            source_dialect = PostV1CopyGenerationsBodySourceDialect(_source_dialect)

        _target_dialect = d.pop("target_dialect", UNSET)
        target_dialect: PostV1CopyGenerationsBodyTargetDialect | Unset
        if isinstance(_target_dialect, Unset):
            target_dialect = UNSET
        else:
            target_dialect = PostV1CopyGenerationsBodyTargetDialect(_target_dialect)

        _platform = d.pop("platform", UNSET)
        platform: PostV1CopyGenerationsBodyPlatform | Unset
        if isinstance(_platform, Unset):
            platform = UNSET
        else:
            platform = PostV1CopyGenerationsBodyPlatform(_platform)

        tone = d.pop("tone", UNSET)

        _framework = d.pop("framework", UNSET)
        framework: PostV1CopyGenerationsBodyFramework | Unset
        if isinstance(_framework, Unset):
            framework = UNSET
        else:
            framework = PostV1CopyGenerationsBodyFramework(_framework)

        _audience = d.pop("audience", UNSET)
        audience: PostV1CopyGenerationsBodyAudience | Unset
        if isinstance(_audience, Unset):
            audience = UNSET
        else:
            audience = PostV1CopyGenerationsBodyAudience(_audience)

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
        metadata: PostV1CopyGenerationsBodyMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = PostV1CopyGenerationsBodyMetadata.from_dict(_metadata)

        post_v1_copy_generations_body = cls(
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

        return post_v1_copy_generations_body
