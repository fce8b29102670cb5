from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.image_dialect_source_type_1 import ImageDialectSourceType1
from ..models.image_dialect_type_1 import ImageDialectType1
from ..models.image_output_language import ImageOutputLanguage
from ..models.image_resolution import ImageResolution
from ..models.image_type import ImageType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.image_clean_image import ImageCleanImage
    from ..models.image_image import ImageImage
    from ..models.image_logo_policy import ImageLogoPolicy
    from ..models.image_metadata import ImageMetadata
    from ..models.image_prompt_plan import ImagePromptPlan
    from ..models.image_text_policy import ImageTextPolicy
    from ..models.image_usage import ImageUsage
    from ..models.image_visual_policy import ImageVisualPolicy


T = TypeVar("T", bound="Image")


@_attrs_define
class Image:
    """Image result (2.4, 2.2)

    Attributes:
        id (str):
        object_ (Literal['image_generation']):
        external_id (None | str):
        external_customer_id (None | str):
        metadata (ImageMetadata):
        status (Literal['completed']):
        output_language (ImageOutputLanguage):
        market (None | str):
        dialect (ImageDialectType1 | None):
        dialect_source (ImageDialectSourceType1 | None):
        image (ImageImage): The image, durably hosted
        aspect_ratio (str):
        resolution (ImageResolution):
        type_ (ImageType):
        style (str):
        brand_profile_id (None | str):
        text_policy (ImageTextPolicy): Text policy
        visual_policy (ImageVisualPolicy): Visual policy
        prompt_plan (ImagePromptPlan): Prompt plan
        engine_version (str):
        request_id (str):
        usage (ImageUsage): Credits of this result
        saved_to (Literal['api_request']):
        clean_image (ImageCleanImage | Unset): With a deterministic logo overlay: the image before the logo was drawn
        reference_images_used (int | Unset):
        logo_policy (ImageLogoPolicy | Unset): Logo policy
    """

    id: str
    object_: Literal["image_generation"]
    external_id: None | str
    external_customer_id: None | str
    metadata: ImageMetadata
    status: Literal["completed"]
    output_language: ImageOutputLanguage
    market: None | str
    dialect: ImageDialectType1 | None
    dialect_source: ImageDialectSourceType1 | None
    image: ImageImage
    aspect_ratio: str
    resolution: ImageResolution
    type_: ImageType
    style: str
    brand_profile_id: None | str
    text_policy: ImageTextPolicy
    visual_policy: ImageVisualPolicy
    prompt_plan: ImagePromptPlan
    engine_version: str
    request_id: str
    usage: ImageUsage
    saved_to: Literal["api_request"]
    clean_image: ImageCleanImage | Unset = UNSET
    reference_images_used: int | Unset = UNSET
    logo_policy: ImageLogoPolicy | Unset = UNSET

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
        if isinstance(self.dialect, ImageDialectType1):
            dialect = self.dialect.value
        else:
            dialect = self.dialect

        dialect_source: None | str
        if isinstance(self.dialect_source, ImageDialectSourceType1):
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
        from ..models.image_clean_image import ImageCleanImage  # noqa: PLC0415
        from ..models.image_image import ImageImage  # noqa: PLC0415
        from ..models.image_logo_policy import ImageLogoPolicy  # noqa: PLC0415
        from ..models.image_metadata import ImageMetadata  # noqa: PLC0415
        from ..models.image_prompt_plan import ImagePromptPlan  # noqa: PLC0415
        from ..models.image_text_policy import ImageTextPolicy  # noqa: PLC0415
        from ..models.image_usage import ImageUsage  # noqa: PLC0415
        from ..models.image_visual_policy import ImageVisualPolicy  # noqa: PLC0415

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

        metadata = ImageMetadata.from_dict(d.pop("metadata"))

        status = cast(Literal["completed"], d.pop("status"))
        if status != "completed":
            raise ValueError(f"status must match const 'completed', got '{status}'")

        output_language = ImageOutputLanguage(d.pop("output_language"))

        def _parse_market(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        market = _parse_market(d.pop("market"))

        def _parse_dialect(data: object) -> ImageDialectType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_type_1 = ImageDialectType1(data)

                return dialect_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageDialectType1 | None, data)

        dialect = _parse_dialect(d.pop("dialect"))

        def _parse_dialect_source(data: object) -> ImageDialectSourceType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                dialect_source_type_1 = ImageDialectSourceType1(data)

                return dialect_source_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageDialectSourceType1 | None, data)

        dialect_source = _parse_dialect_source(d.pop("dialect_source"))

        image = ImageImage.from_dict(d.pop("image"))

        aspect_ratio = d.pop("aspect_ratio")

        resolution = ImageResolution(d.pop("resolution"))

        type_ = ImageType(d.pop("type"))

        style = d.pop("style")

        def _parse_brand_profile_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_profile_id = _parse_brand_profile_id(d.pop("brand_profile_id"))

        text_policy = ImageTextPolicy.from_dict(d.pop("text_policy"))

        visual_policy = ImageVisualPolicy.from_dict(d.pop("visual_policy"))

        prompt_plan = ImagePromptPlan.from_dict(d.pop("prompt_plan"))

        engine_version = d.pop("engine_version")

        request_id = d.pop("request_id")

        usage = ImageUsage.from_dict(d.pop("usage"))

        saved_to = cast(Literal["api_request"], d.pop("saved_to"))
        if saved_to != "api_request":
            raise ValueError(f"saved_to must match const 'api_request', got '{saved_to}'")

        _clean_image = d.pop("clean_image", UNSET)
        clean_image: ImageCleanImage | Unset
        if isinstance(_clean_image, Unset):
            clean_image = UNSET
        else:
            clean_image = ImageCleanImage.from_dict(_clean_image)

        reference_images_used = d.pop("reference_images_used", UNSET)

        _logo_policy = d.pop("logo_policy", UNSET)
        logo_policy: ImageLogoPolicy | Unset
        if isinstance(_logo_policy, Unset):
            logo_policy = UNSET
        else:
            logo_policy = ImageLogoPolicy.from_dict(_logo_policy)

        image = cls(
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

        return image
