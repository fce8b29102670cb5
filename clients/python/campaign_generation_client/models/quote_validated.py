from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.quote_validated_output_language import QuoteValidatedOutputLanguage
from ..models.quote_validated_preparation_status import QuoteValidatedPreparationStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="QuoteValidated")


@_attrs_define
class QuoteValidated:
    """What was validated

    Attributes:
        output_language (QuoteValidatedOutputLanguage | Unset):
        dialect (None | str | Unset):
        deliverables (list[str] | Unset):
        source_ids (list[str] | Unset):
        brand_profile_id (None | str | Unset):
        preparation_status (QuoteValidatedPreparationStatus | Unset):
    """

    output_language: QuoteValidatedOutputLanguage | Unset = UNSET
    dialect: None | str | Unset = UNSET
    deliverables: list[str] | Unset = UNSET
    source_ids: list[str] | Unset = UNSET
    brand_profile_id: None | str | Unset = UNSET
    preparation_status: QuoteValidatedPreparationStatus | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        output_language: str | Unset = UNSET
        if not isinstance(self.output_language, Unset):
            output_language = self.output_language.value

        dialect: None | str | Unset
        if isinstance(self.dialect, Unset):
            dialect = UNSET
        else:
            dialect = self.dialect

        deliverables: list[str] | Unset = UNSET
        if not isinstance(self.deliverables, Unset):
            deliverables = self.deliverables

        source_ids: list[str] | Unset = UNSET
        if not isinstance(self.source_ids, Unset):
            source_ids = self.source_ids

        brand_profile_id: None | str | Unset
        if isinstance(self.brand_profile_id, Unset):
            brand_profile_id = UNSET
        else:
            brand_profile_id = self.brand_profile_id

        preparation_status: str | Unset = UNSET
        if not isinstance(self.preparation_status, Unset):
            preparation_status = self.preparation_status.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if output_language is not UNSET:
            field_dict["output_language"] = output_language
        if dialect is not UNSET:
            field_dict["dialect"] = dialect
        if deliverables is not UNSET:
            field_dict["deliverables"] = deliverables
        if source_ids is not UNSET:
            field_dict["source_ids"] = source_ids
        if brand_profile_id is not UNSET:
            field_dict["brand_profile_id"] = brand_profile_id
        if preparation_status is not UNSET:
            field_dict["preparation_status"] = preparation_status

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _output_language = d.pop("output_language", UNSET)
        output_language: QuoteValidatedOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = QuoteValidatedOutputLanguage(_output_language)

        def _parse_dialect(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        dialect = _parse_dialect(d.pop("dialect", UNSET))

        deliverables = cast(list[str], d.pop("deliverables", UNSET))

        source_ids = cast(list[str], d.pop("source_ids", UNSET))

        def _parse_brand_profile_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        brand_profile_id = _parse_brand_profile_id(d.pop("brand_profile_id", UNSET))

        _preparation_status = d.pop("preparation_status", UNSET)
        preparation_status: QuoteValidatedPreparationStatus | Unset
        if isinstance(_preparation_status, Unset):
            preparation_status = UNSET
        else:
            preparation_status = QuoteValidatedPreparationStatus(_preparation_status)

        quote_validated = cls(
            output_language=output_language,
            dialect=dialect,
            deliverables=deliverables,
            source_ids=source_ids,
            brand_profile_id=brand_profile_id,
            preparation_status=preparation_status,
        )

        return quote_validated
