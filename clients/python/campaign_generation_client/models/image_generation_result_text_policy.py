from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.image_generation_result_text_policy_language_type_1 import ImageGenerationResultTextPolicyLanguageType1
from ..models.image_generation_result_text_policy_mode import ImageGenerationResultTextPolicyMode
from ..models.image_generation_result_text_policy_renderer_type_1 import ImageGenerationResultTextPolicyRendererType1

T = TypeVar("T", bound="ImageGenerationResultTextPolicy")


@_attrs_define
class ImageGenerationResultTextPolicy:
    """Text policy

    Attributes:
        mode (ImageGenerationResultTextPolicyMode):
        content (None | str):
        language (ImageGenerationResultTextPolicyLanguageType1 | None):
        translated (bool):
        deterministic (Literal[False]):
        renderer (ImageGenerationResultTextPolicyRendererType1 | None):
    """

    mode: ImageGenerationResultTextPolicyMode
    content: None | str
    language: ImageGenerationResultTextPolicyLanguageType1 | None
    translated: bool
    deterministic: Literal[False]
    renderer: ImageGenerationResultTextPolicyRendererType1 | None

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        content: None | str
        content = self.content

        language: None | str
        if isinstance(self.language, ImageGenerationResultTextPolicyLanguageType1):
            language = self.language.value
        else:
            language = self.language

        translated = self.translated

        deterministic = self.deterministic

        renderer: None | str
        if isinstance(self.renderer, ImageGenerationResultTextPolicyRendererType1):
            renderer = self.renderer.value
        else:
            renderer = self.renderer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "content": content,
                "language": language,
                "translated": translated,
                "deterministic": deterministic,
                "renderer": renderer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        mode = ImageGenerationResultTextPolicyMode(d.pop("mode"))

        def _parse_content(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content = _parse_content(d.pop("content"))

        def _parse_language(data: object) -> ImageGenerationResultTextPolicyLanguageType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                language_type_1 = ImageGenerationResultTextPolicyLanguageType1(data)

                return language_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageGenerationResultTextPolicyLanguageType1 | None, data)

        language = _parse_language(d.pop("language"))

        translated = d.pop("translated")

        deterministic = cast(Literal[False], d.pop("deterministic"))
        if deterministic != False:
            raise ValueError(f"deterministic must match const False, got '{deterministic}'")

        def _parse_renderer(data: object) -> ImageGenerationResultTextPolicyRendererType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                renderer_type_1 = ImageGenerationResultTextPolicyRendererType1(data)

                return renderer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ImageGenerationResultTextPolicyRendererType1 | None, data)

        renderer = _parse_renderer(d.pop("renderer"))

        image_generation_result_text_policy = cls(
            mode=mode,
            content=content,
            language=language,
            translated=translated,
            deterministic=deterministic,
            renderer=renderer,
        )

        return image_generation_result_text_policy
