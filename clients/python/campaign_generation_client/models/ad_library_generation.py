from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ad_library_generation_image import AdLibraryGenerationImage
    from ..models.ad_library_generation_logo_policy import AdLibraryGenerationLogoPolicy
    from ..models.ad_library_generation_original_image_type_0 import AdLibraryGenerationOriginalImageType0
    from ..models.ad_library_generation_usage import AdLibraryGenerationUsage


T = TypeVar("T", bound="AdLibraryGeneration")


@_attrs_define
class AdLibraryGeneration:
    """Ad-library generation

    Attributes:
        object_ (Literal['ad_library_generation']):
        id (str):
        image (AdLibraryGenerationImage):
        original_image (AdLibraryGenerationOriginalImageType0 | None):
        snippet_id (str):
        logo_policy (AdLibraryGenerationLogoPolicy):
        usage (AdLibraryGenerationUsage):
    """

    object_: Literal["ad_library_generation"]
    id: str
    image: AdLibraryGenerationImage
    original_image: AdLibraryGenerationOriginalImageType0 | None
    snippet_id: str
    logo_policy: AdLibraryGenerationLogoPolicy
    usage: AdLibraryGenerationUsage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.ad_library_generation_original_image_type_0 import AdLibraryGenerationOriginalImageType0  # noqa: PLC0415

        object_ = self.object_

        id = self.id

        image = self.image.to_dict()

        original_image: dict[str, Any] | None
        if isinstance(self.original_image, AdLibraryGenerationOriginalImageType0):
            original_image = self.original_image.to_dict()
        else:
            original_image = self.original_image

        snippet_id = self.snippet_id

        logo_policy = self.logo_policy.to_dict()

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "image": image,
                "original_image": original_image,
                "snippet_id": snippet_id,
                "logo_policy": logo_policy,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ad_library_generation_image import AdLibraryGenerationImage  # noqa: PLC0415
        from ..models.ad_library_generation_logo_policy import AdLibraryGenerationLogoPolicy  # noqa: PLC0415
        from ..models.ad_library_generation_original_image_type_0 import AdLibraryGenerationOriginalImageType0  # noqa: PLC0415
        from ..models.ad_library_generation_usage import AdLibraryGenerationUsage  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["ad_library_generation"], d.pop("object"))
        if object_ != "ad_library_generation":
            raise ValueError(f"object must match const 'ad_library_generation', got '{object_}'")

        id = d.pop("id")

        image = AdLibraryGenerationImage.from_dict(d.pop("image"))

        def _parse_original_image(data: object) -> AdLibraryGenerationOriginalImageType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                original_image_type_0 = AdLibraryGenerationOriginalImageType0.from_dict(data)

                return original_image_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AdLibraryGenerationOriginalImageType0 | None, data)

        original_image = _parse_original_image(d.pop("original_image"))

        snippet_id = d.pop("snippet_id")

        logo_policy = AdLibraryGenerationLogoPolicy.from_dict(d.pop("logo_policy"))

        usage = AdLibraryGenerationUsage.from_dict(d.pop("usage"))

        ad_library_generation = cls(
            object_=object_,
            id=id,
            image=image,
            original_image=original_image,
            snippet_id=snippet_id,
            logo_policy=logo_policy,
            usage=usage,
        )

        ad_library_generation.additional_properties = d
        return ad_library_generation

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
