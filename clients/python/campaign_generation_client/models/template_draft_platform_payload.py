from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.template_draft_platform_payload_components_item import TemplateDraftPlatformPayloadComponentsItem


T = TypeVar("T", bound="TemplateDraftPlatformPayload")


@_attrs_define
class TemplateDraftPlatformPayload:
    """
    Attributes:
        name (str):
        language (str):
        category (str):
        components (list[TemplateDraftPlatformPayloadComponentsItem]):
    """

    name: str
    language: str
    category: str
    components: list[TemplateDraftPlatformPayloadComponentsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        language = self.language

        category = self.category

        components = []
        for components_item_data in self.components:
            components_item = components_item_data.to_dict()
            components.append(components_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "language": language,
                "category": category,
                "components": components,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.template_draft_platform_payload_components_item import TemplateDraftPlatformPayloadComponentsItem  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        language = d.pop("language")

        category = d.pop("category")

        components = []
        _components = d.pop("components")
        for components_item_data in _components:
            components_item = TemplateDraftPlatformPayloadComponentsItem.from_dict(components_item_data)

            components.append(components_item)

        template_draft_platform_payload = cls(
            name=name,
            language=language,
            category=category,
            components=components,
        )

        template_draft_platform_payload.additional_properties = d
        return template_draft_platform_payload

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
