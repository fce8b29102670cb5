from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.copy_generation_result_dialect import CopyGenerationResultDialect
from ..models.copy_generation_result_dialect_source_type_1 import CopyGenerationResultDialectSourceType1
from ..models.copy_generation_result_output_language import CopyGenerationResultOutputLanguage
from ..models.copy_generation_result_type import CopyGenerationResultType

if TYPE_CHECKING:
    from ..models.copy_generation_result_controls import CopyGenerationResultControls
    from ..models.copy_generation_result_keyword_policy import CopyGenerationResultKeywordPolicy
    from ..models.copy_generation_result_metadata import CopyGenerationResultMetadata
    from ..models.copy_generation_result_usage import CopyGenerationResultUsage
    from ..models.copy_generation_result_variants_item import CopyGenerationResultVariantsItem


T = TypeVar("T", bound="CopyGenerationResult")


@_attrs_define
class CopyGenerationResult:
    """Copy generation (2.3, 2.2)

    Attributes:
        id (str):
        object_ (Literal['copy_generation']):
        status (Literal['completed']):
        external_id (None | str):
        external_customer_id (None | str):
        metadata (CopyGenerationResultMetadata):
        type_ (CopyGenerationResultType):
        output_language (CopyGenerationResultOutputLanguage):
        market (None | str):
        dialect (CopyGenerationResultDialect):
        dialect_source (CopyGenerationResultDialectSourceType1 | None):
        platform (str):
        variants (list[CopyGenerationResultVariantsItem]):
        keyword_policy (CopyGenerationResultKeywordPolicy): Keyword policy
        controls (CopyGenerationResultControls): Controls applied
        engine_version (str):
        request_id (str):
        usage (CopyGenerationResultUsage): Credits of this result
        saved_to (Literal['api_request']):
    """

    id: str
    object_: Literal["copy_generation"]
    status: Literal["completed"]
    external_id: None | str
    external_customer_id: None | str
    metadata: CopyGenerationResultMetadata
    type_: CopyGenerationResultType
    output_language: CopyGenerationResultOutputLanguage
    market: None | str
    dialect: CopyGenerationResultDialect
    dialect_source: CopyGenerationResultDialectSourceType1 | None
    platform: str
    variants: list[CopyGenerationResultVariantsItem]
    keyword_policy: CopyGenerationResultKeywordPolicy
    controls: CopyGenerationResultControls
    engine_version: str
    request_id: str
    usage: CopyGenerationResultUsage
    saved_to: Literal["api_request"]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        status = self.status

        external_id: None | str
        external_id = self.external_id

        external_customer_id: None | str
        external_customer_id = self.external_customer_id

        metadata = self.metadata.to_dict()

        type_ = self.type_.value

        output_language = self.output_language.value

        market: None | str
        market = self.market

        dialect = self.dialect.value

        dialect_source: None | str
        if isinstance(self.dialect_source, CopyGenerationResultDialectSourceType1):
            dialect_source = self.dialect_source.value
        else:
            dialect_source = self.dialect_source

        platform = self.platform

        variants = []
        for variants_item_data in self.variants:
            variants_item = variants_item_data.to_dict()
            variants.append(variants_item)

        keyword_policy = self.keyword_policy.to_dict()

        controls = self.controls.to_dict()

        engine_version = self.engine_version

        request_id = self.request_id

        usage = self.usage.to_dict()

        saved_to = self.saved_to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "object": object_,
                "status": status,
                "external_id": external_id,
                "external_customer_id": external_customer_id,
                "metadata": metadata,
                "type": type_,
                "output_language": output_language,
                "market": market,
                "dialect": dialect,
                "dialect_source": dialect_source,
                "platform": platform,
                "variants": variants,
                "keyword_policy": keyword_policy,
                "controls": controls,
                "engine_version": engine_version,
                "request_id": request_id,
                "usage": usage,
                "saved_to": saved_to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.copy_generation_result_controls import CopyGenerationResultControls  # noqa: PLC0415
        from ..models.copy_generation_result_keyword_policy import CopyGenerationResultKeywordPolicy  # noqa: PLC0415
        from ..models.copy_generation_result_metadata import CopyGenerationResultMetadata  # noqa: PLC0415
        from ..models.copy_generation_result_usage import CopyGenerationResultUsage  # noqa: PLC0415
        from ..models.copy_generation_result_variants_item import CopyGenerationResultVariantsItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["copy_generation"], d.pop("object"))
        if object_ != "copy_generation":
            raise ValueError(f"object must match const 'copy_generation', got '{object_}'")

        status = cast(Literal["completed"], d.pop("status"))
        if status != "completed":
            raise ValueError(f"status must match const 'completed', got '{status}'")

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

        metadata = CopyGenerationResultMetadata.from_dict(d.pop("metadata"))

        type_ = CopyGenerationResultType(d.pop("type"))

        output_language = CopyGenerationResultOutputLanguage(d.pop("output_language"))

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        dialect = CopyGenerationResultDialect(d.pop("dialect"))

        def _parse_dialect_source(data: object) -> CopyGenerationResultDialectSourceType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_source_type_1 = CopyGenerationResultDialectSourceType1(data)

                return dialect_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopyGenerationResultDialectSourceType1 | None, data)

        dialect_source = _parse_dialect_source(d.pop("dialect_source"))

        platform = d.pop("platform")

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = CopyGenerationResultVariantsItem.from_dict(variants_item_data)

            variants.append(variants_item)

        keyword_policy = CopyGenerationResultKeywordPolicy.from_dict(d.pop("keyword_policy"))

        controls = CopyGenerationResultControls.from_dict(d.pop("controls"))

        engine_version = d.pop("engine_version")

        request_id = d.pop("request_id")

        usage = CopyGenerationResultUsage.from_dict(d.pop("usage"))

        saved_to = cast(Literal["api_request"], d.pop("saved_to"))
        if saved_to != "api_request":
            raise ValueError(f"saved_to must match const 'api_request', got '{saved_to}'")

        copy_generation_result = cls(
            id=id,
            object_=object_,
            status=status,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
            type_=type_,
            output_language=output_language,
            market=market,
            dialect=dialect,
            dialect_source=dialect_source,
            platform=platform,
            variants=variants,
            keyword_policy=keyword_policy,
            controls=controls,
            engine_version=engine_version,
            request_id=request_id,
            usage=usage,
            saved_to=saved_to,
        )

        return copy_generation_result
