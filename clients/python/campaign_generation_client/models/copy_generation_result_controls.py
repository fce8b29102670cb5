from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.copy_generation_result_controls_audience_type_1 import CopyGenerationResultControlsAudienceType1
from ..models.copy_generation_result_controls_framework_type_1 import CopyGenerationResultControlsFrameworkType1

T = TypeVar("T", bound="CopyGenerationResultControls")


@_attrs_define
class CopyGenerationResultControls:
    """Controls applied

    Attributes:
        count (int):
        max_characters (int | None):
        framework (CopyGenerationResultControlsFrameworkType1 | None):
        audience (CopyGenerationResultControlsAudienceType1 | None):
        target_audience (None | str):
        tone (None | str):
        call_to_action (None | str):
        brand_profile_id (None | str):
    """

    count: int
    max_characters: int | None
    framework: CopyGenerationResultControlsFrameworkType1 | None
    audience: CopyGenerationResultControlsAudienceType1 | None
    target_audience: None | str
    tone: None | str
    call_to_action: None | str
    brand_profile_id: None | str

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        max_characters: int | None
        max_characters = self.max_characters

        framework: None | str
        if isinstance(self.framework, CopyGenerationResultControlsFrameworkType1):
            framework = self.framework.value
        else:
            framework = self.framework

        audience: None | str
        if isinstance(self.audience, CopyGenerationResultControlsAudienceType1):
            audience = self.audience.value
        else:
            audience = self.audience

        target_audience: None | str
        target_audience = self.target_audience

        tone: None | str
        tone = self.tone

        call_to_action: None | str
        call_to_action = self.call_to_action

        brand_profile_id: None | str
        brand_profile_id = self.brand_profile_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "max_characters": max_characters,
                "framework": framework,
                "audience": audience,
                "target_audience": target_audience,
                "tone": tone,
                "call_to_action": call_to_action,
                "brand_profile_id": brand_profile_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_max_characters(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_characters = _parse_max_characters(d.pop("max_characters"))

        def _parse_framework(data: object) -> CopyGenerationResultControlsFrameworkType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                framework_type_1 = CopyGenerationResultControlsFrameworkType1(data)

                return framework_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopyGenerationResultControlsFrameworkType1 | None, data)

        framework = _parse_framework(d.pop("framework"))

        def _parse_audience(data: object) -> CopyGenerationResultControlsAudienceType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                audience_type_1 = CopyGenerationResultControlsAudienceType1(data)

                return audience_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CopyGenerationResultControlsAudienceType1 | None, data)

        audience = _parse_audience(d.pop("audience"))

        def _parse_target_audience(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_audience = _parse_target_audience(d.pop("target_audience"))

        def _parse_tone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        tone = _parse_tone(d.pop("tone"))

        def _parse_call_to_action(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        call_to_action = _parse_call_to_action(d.pop("call_to_action"))

        def _parse_brand_profile_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        brand_profile_id = _parse_brand_profile_id(d.pop("brand_profile_id"))

        copy_generation_result_controls = cls(
            count=count,
            max_characters=max_characters,
            framework=framework,
            audience=audience,
            target_audience=target_audience,
            tone=tone,
            call_to_action=call_to_action,
            brand_profile_id=brand_profile_id,
        )

        return copy_generation_result_controls
