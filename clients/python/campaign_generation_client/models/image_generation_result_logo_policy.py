from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.image_generation_result_logo_policy_mode import ImageGenerationResultLogoPolicyMode

T = TypeVar("T", bound="ImageGenerationResultLogoPolicy")


@_attrs_define
class ImageGenerationResultLogoPolicy:
    """Logo policy

    Attributes:
        mode (ImageGenerationResultLogoPolicyMode):
        logo_overlaid (bool):
        logo_sent_to_model (bool):
        logo_storage_id (None | str):
    """

    mode: ImageGenerationResultLogoPolicyMode
    logo_overlaid: bool
    logo_sent_to_model: bool
    logo_storage_id: None | str

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        logo_overlaid = self.logo_overlaid

        logo_sent_to_model = self.logo_sent_to_model

        logo_storage_id: None | str
        logo_storage_id = self.logo_storage_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "logo_overlaid": logo_overlaid,
                "logo_sent_to_model": logo_sent_to_model,
                "logo_storage_id": logo_storage_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = ImageGenerationResultLogoPolicyMode(d.pop("mode"))

        logo_overlaid = d.pop("logo_overlaid")

        logo_sent_to_model = d.pop("logo_sent_to_model")

        def _parse_logo_storage_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        logo_storage_id = _parse_logo_storage_id(d.pop("logo_storage_id"))

        image_generation_result_logo_policy = cls(
            mode=mode,
            logo_overlaid=logo_overlaid,
            logo_sent_to_model=logo_sent_to_model,
            logo_storage_id=logo_storage_id,
        )

        return image_generation_result_logo_policy
