from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ImageGenerationResultPromptPlan")


@_attrs_define
class ImageGenerationResultPromptPlan:
    """Prompt plan

    Attributes:
        prompt (str):
        composition (None | str):
        typography (None | str):
        cultural_notes (None | str):
        negative_prompt (None | str):
    """

    prompt: str
    composition: None | str
    typography: None | str
    cultural_notes: None | str
    negative_prompt: None | str

    def to_dict(self) -> dict[str, Any]:
        prompt = self.prompt

        composition: None | str
        composition = self.composition

        typography: None | str
        typography = self.typography

        cultural_notes: None | str
        cultural_notes = self.cultural_notes

        negative_prompt: None | str
        negative_prompt = self.negative_prompt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "prompt": prompt,
                "composition": composition,
                "typography": typography,
                "culturalNotes": cultural_notes,
                "negativePrompt": negative_prompt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        prompt = d.pop("prompt")

        def _parse_composition(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        composition = _parse_composition(d.pop("composition"))

        def _parse_typography(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        typography = _parse_typography(d.pop("typography"))

        def _parse_cultural_notes(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cultural_notes = _parse_cultural_notes(d.pop("culturalNotes"))

        def _parse_negative_prompt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        negative_prompt = _parse_negative_prompt(d.pop("negativePrompt"))

        image_generation_result_prompt_plan = cls(
            prompt=prompt,
            composition=composition,
            typography=typography,
            cultural_notes=cultural_notes,
            negative_prompt=negative_prompt,
        )

        return image_generation_result_prompt_plan
