from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.copy_dialect import CopyDialect
from ..models.copy_dialect_source_type_1 import CopyDialectSourceType1
from ..models.copy_output_language import CopyOutputLanguage
from ..models.copy_type import CopyType

if TYPE_CHECKING:
    from ..models.copy_controls import CopyControls
    from ..models.copy_keyword_policy import CopyKeywordPolicy
    from ..models.copy_metadata import CopyMetadata
    from ..models.copy_usage import CopyUsage
    from ..models.copy_variants_item import CopyVariantsItem


T = TypeVar("T", bound="Copy")


@_attrs_define
class Copy:
    """Copy generation (2.3, 2.2)

    Attributes:
        id (str):
        object_ (Literal['copy_generation']):
        status (Literal['completed']):
        external_id (None | str):
        external_customer_id (None | str):
        metadata (CopyMetadata):
        type_ (CopyType):
        output_language (CopyOutputLanguage):
        market (None | str):
        dialect (CopyDialect):
        dialect_source (CopyDialectSourceType1 | None):
        platform (str):
        variants (list[CopyVariantsItem]):
        keyword_policy (CopyKeywordPolicy): Keyword policy
        controls (CopyControls): Controls applied
        engine_version (str):
        request_id (str):
        usage (CopyUsage): Credits of this result
        saved_to (Literal['api_request']):
    """

    id: str
    object_: Literal["copy_generation"]
    status: Literal["completed"]
    external_id: None | str
    external_customer_id: None | str
    metadata: CopyMetadata
    type_: CopyType
    output_language: CopyOutputLanguage
    market: None | str
    dialect: CopyDialect
    dialect_source: CopyDialectSourceType1 | None
    platform: str
    variants: list[CopyVariantsItem]
    keyword_policy: CopyKeywordPolicy
    controls: CopyControls
    engine_version: str
    request_id: str
    usage: CopyUsage
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
        if isinstance(self.dialect_source, CopyDialectSourceType1):
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
        from ..models.copy_controls import CopyControls  # noqa: PLC0415
        from ..models.copy_keyword_policy import CopyKeywordPolicy  # noqa: PLC0415
        from ..models.copy_metadata import CopyMetadata  # noqa: PLC0415
        from ..models.copy_usage import CopyUsage  # noqa: PLC0415
        from ..models.copy_variants_item import CopyVariantsItem  # noqa: PLC0415

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

        metadata = CopyMetadata.from_dict(d.pop("metadata"))

        type_ = CopyType(d.pop("type"))

        output_language = CopyOutputLanguage(d.pop("output_language"))

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        dialect = CopyDialect(d.pop("dialect"))

        def _parse_dialect_source(data: object) -> CopyDialectSourceType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_source_type_1 = CopyDialectSourceType1(data)

                return dialect_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopyDialectSourceType1 | None, data)

        dialect_source = _parse_dialect_source(d.pop("dialect_source"))

        platform = d.pop("platform")

        variants = []
        _variants = d.pop("variants")
        for variants_item_data in _variants:
            variants_item = CopyVariantsItem.from_dict(variants_item_data)

            variants.append(variants_item)

        keyword_policy = CopyKeywordPolicy.from_dict(d.pop("keyword_policy"))

        controls = CopyControls.from_dict(d.pop("controls"))

        engine_version = d.pop("engine_version")

        request_id = d.pop("request_id")

        usage = CopyUsage.from_dict(d.pop("usage"))

        saved_to = cast(Literal["api_request"], d.pop("saved_to"))
        if saved_to != "api_request":
            raise ValueError(f"saved_to must match const 'api_request', got '{saved_to}'")

        copy = cls(
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

        return copy
