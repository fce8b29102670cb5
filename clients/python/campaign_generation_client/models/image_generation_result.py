from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.image_generation_result_dialect_source_type_1 import ImageGenerationResultDialectSourceType1
from ..models.image_generation_result_dialect_type_1 import ImageGenerationResultDialectType1
from ..models.image_generation_result_output_language import ImageGenerationResultOutputLanguage
from ..models.image_generation_result_resolution import ImageGenerationResultResolution
from ..models.image_generation_result_type import ImageGenerationResultType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.image_generation_result_clean_image import ImageGenerationResultCleanImage
    from ..models.image_generation_result_image import ImageGenerationResultImage
    from ..models.image_generation_result_logo_policy import ImageGenerationResultLogoPolicy
    from ..models.image_generation_result_metadata import ImageGenerationResultMetadata
    from ..models.image_generation_result_prompt_plan import ImageGenerationResultPromptPlan
    from ..models.image_generation_result_text_policy import ImageGenerationResultTextPolicy
    from ..models.image_generation_result_usage import ImageGenerationResultUsage
    from ..models.image_generation_result_visual_policy import ImageGenerationResultVisualPolicy


T = TypeVar("T", bound="ImageGenerationResult")


@_attrs_define
class ImageGenerationResult:
    """Image result (2.4, 2.2)

    Attributes:
        id (str):
        object_ (Literal['image_generation']):
        external_id (None | str):
        external_customer_id (None | str):
        metadata (ImageGenerationResultMetadata):
        status (Literal['completed']):
        output_language (ImageGenerationResultOutputLanguage):
        market (None | str):
        dialect (ImageGenerationResultDialectType1 | None):
        dialect_source (ImageGenerationResultDialectSourceType1 | None):
        image (ImageGenerationResultImage): The image, durably hosted
        aspect_ratio (str):
        resolution (ImageGenerationResultResolution):
        type_ (ImageGenerationResultType):
        style (str):
        brand_profile_id (None | str):
        text_policy (ImageGenerationResultTextPolicy): Text policy
        visual_policy (ImageGenerationResultVisualPolicy): Visual policy
        prompt_plan (ImageGenerationResultPromptPlan): Prompt plan
        engine_version (str):
        request_id (str):
        usage (ImageGenerationResultUsage): Credits of this result
        saved_to (Literal['api_request']):
        clean_image (ImageGenerationResultCleanImage | Unset): With a deterministic logo overlay: the image before the
            logo was drawn
        reference_images_used (int | Unset):
        logo_policy (ImageGenerationResultLogoPolicy | Unset): Logo policy
    """

    id: str
    object_: Literal["image_generation"]
    external_id: None | str
    external_customer_id: None | str
    metadata: ImageGenerationResultMetadata
    status: Literal["completed"]
    output_language: ImageGenerationResultOutputLanguage
    market: None | str
    dialect: ImageGenerationResultDialectType1 | None
    dialect_source: ImageGenerationResultDialectSourceType1 | None
    image: ImageGenerationResultImage
    aspect_ratio: str
    resolution: ImageGenerationResultResolution
    type_: ImageGenerationResultType
    style: str
    brand_profile_id: None | str
    text_policy: ImageGenerationResultTextPolicy
    visual_policy: ImageGenerationResultVisualPolicy
    prompt_plan: ImageGenerationResultPromptPlan
    engine_version: str
    request_id: str
    usage: ImageGenerationResultUsage
    saved_to: Literal["api_request"]
    clean_image: ImageGenerationResultCleanImage | Unset = UNSET
    reference_images_used: int | Unset = UNSET
    logo_policy: ImageGenerationResultLogoPolicy | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        external_id: None | str
        external_id = self.external_id

        external_customer_id: None | str
        external_customer_id = self.external_customer_id

        metadata = self.metadata.to_dict()

        status = self.status

        output_language = self.output_language.value

        market: None | str
        market = self.market

        dialect: None | str
        if isinstance(self.dialect, ImageGenerationResultDialectType1):
            dialect = self.dialect.value
        else:
            dialect = self.dialect

        dialect_source: None | str
        if isinstance(self.dialect_source, ImageGenerationResultDialectSourceType1):
            dialect_source = self.dialect_source.value
        else:
            dialect_source = self.dialect_source

        image = self.image.to_dict()

        aspect_ratio = self.aspect_ratio

        resolution = self.resolution.value

        type_ = self.type_.value

        style = self.style

        brand_profile_id: None | str
        brand_profile_id = self.brand_profile_id

        text_policy = self.text_policy.to_dict()

        visual_policy = self.visual_policy.to_dict()

        prompt_plan = self.prompt_plan.to_dict()

        engine_version = self.engine_version

        request_id = self.request_id

        usage = self.usage.to_dict()

        saved_to = self.saved_to

        clean_image: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clean_image, Unset):
            clean_image = self.clean_image.to_dict()

        reference_images_used = self.reference_images_used

        logo_policy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.logo_policy, Unset):
            logo_policy = self.logo_policy.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "object": object_,
                "external_id": external_id,
                "external_customer_id": external_customer_id,
                "metadata": metadata,
                "status": status,
                "output_language": output_language,
                "market": market,
                "dialect": dialect,
                "dialect_source": dialect_source,
                "image": image,
                "aspect_ratio": aspect_ratio,
                "resolution": resolution,
                "type": type_,
                "style": style,
                "brand_profile_id": brand_profile_id,
                "text_policy": text_policy,
                "visual_policy": visual_policy,
                "prompt_plan": prompt_plan,
                "engine_version": engine_version,
                "request_id": request_id,
                "usage": usage,
                "saved_to": saved_to,
            }
        )
        if clean_image is not UNSET:
            field_dict["clean_image"] = clean_image
        if reference_images_used is not UNSET:
            field_dict["reference_images_used"] = reference_images_used
        if logo_policy is not UNSET:
            field_dict["logo_policy"] = logo_policy

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.image_generation_result_clean_image import ImageGenerationResultCleanImage  # noqa: PLC0415
        from ..models.image_generation_result_image import ImageGenerationResultImage  # noqa: PLC0415
        from ..models.image_generation_result_logo_policy import ImageGenerationResultLogoPolicy  # noqa: PLC0415
        from ..models.image_generation_result_metadata import ImageGenerationResultMetadata  # noqa: PLC0415
        from ..models.image_generation_result_prompt_plan import ImageGenerationResultPromptPlan  # noqa: PLC0415
        from ..models.image_generation_result_text_policy import ImageGenerationResultTextPolicy  # noqa: PLC0415
        from ..models.image_generation_result_usage import ImageGenerationResultUsage  # noqa: PLC0415
        from ..models.image_generation_result_visual_policy import ImageGenerationResultVisualPolicy  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["image_generation"], d.pop("object"))
        if object_ != "image_generation":
            raise ValueError(f"object must match const 'image_generation', got '{object_}'")

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

        metadata = ImageGenerationResultMetadata.from_dict(d.pop("metadata"))

        status = cast(Literal["completed"], d.pop("status"))
        if status != "completed":
            raise ValueError(f"status must match const 'completed', got '{status}'")

        output_language = ImageGenerationResultOutputLanguage(d.pop("output_language"))

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        def _parse_dialect(data: object) -> ImageGenerationResultDialectType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_type_1 = ImageGenerationResultDialectType1(data)

                return dialect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageGenerationResultDialectType1 | None, data)

        dialect = _parse_dialect(d.pop("dialect"))

        def _parse_dialect_source(data: object) -> ImageGenerationResultDialectSourceType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_source_type_1 = ImageGenerationResultDialectSourceType1(data)

                return dialect_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageGenerationResultDialectSourceType1 | None, data)

        dialect_source = _parse_dialect_source(d.pop("dialect_source"))

        image = ImageGenerationResultImage.from_dict(d.pop("image"))

        aspect_ratio = d.pop("aspect_ratio")

        resolution = ImageGenerationResultResolution(d.pop("resolution"))

        type_ = ImageGenerationResultType(d.pop("type"))

        style = d.pop("style")

        def _parse_brand_profile_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_profile_id = _parse_brand_profile_id(d.pop("brand_profile_id"))

        text_policy = ImageGenerationResultTextPolicy.from_dict(d.pop("text_policy"))

        visual_policy = ImageGenerationResultVisualPolicy.from_dict(d.pop("visual_policy"))

        prompt_plan = ImageGenerationResultPromptPlan.from_dict(d.pop("prompt_plan"))

        engine_version = d.pop("engine_version")

        request_id = d.pop("request_id")

        usage = ImageGenerationResultUsage.from_dict(d.pop("usage"))

        saved_to = cast(Literal["api_request"], d.pop("saved_to"))
        if saved_to != "api_request":
            raise ValueError(f"saved_to must match const 'api_request', got '{saved_to}'")

        _clean_image = d.pop("clean_image", UNSET)
        clean_image: ImageGenerationResultCleanImage | Unset
        if isinstance(_clean_image, Unset):
            clean_image = UNSET
        else:
            clean_image = ImageGenerationResultCleanImage.from_dict(_clean_image)

        reference_images_used = d.pop("reference_images_used", UNSET)

        _logo_policy = d.pop("logo_policy", UNSET)
        logo_policy: ImageGenerationResultLogoPolicy | Unset
        if isinstance(_logo_policy, Unset):
            logo_policy = UNSET
        else:
            logo_policy = ImageGenerationResultLogoPolicy.from_dict(_logo_policy)

        image_generation_result = cls(
            id=id,
            object_=object_,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
            status=status,
            output_language=output_language,
            market=market,
            dialect=dialect,
            dialect_source=dialect_source,
            image=image,
            aspect_ratio=aspect_ratio,
            resolution=resolution,
            type_=type_,
            style=style,
            brand_profile_id=brand_profile_id,
            text_policy=text_policy,
            visual_policy=visual_policy,
            prompt_plan=prompt_plan,
            engine_version=engine_version,
            request_id=request_id,
            usage=usage,
            saved_to=saved_to,
            clean_image=clean_image,
            reference_images_used=reference_images_used,
            logo_policy=logo_policy,
        )

        return image_generation_result
