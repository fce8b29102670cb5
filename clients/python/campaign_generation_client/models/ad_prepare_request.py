from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ad_prepare_request_locale import AdPrepareRequestLocale
from ..types import UNSET, Unset

T = TypeVar("T", bound="AdPrepareRequest")


@_attrs_define
class AdPrepareRequest:
    """
    Attributes:
        locale (AdPrepareRequestLocale | Unset):  Default: AdPrepareRequestLocale.EN.
    """

    locale: AdPrepareRequestLocale | Unset = AdPrepareRequestLocale.EN

    def to_dict(self) -> dict[str, Any]:
        locale: str | Unset = UNSET
        if not isinstance(self.locale, Unset):
            locale = self.locale.value

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if locale is not UNSET:
            field_dict["locale"] = locale

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _locale = d.pop("locale", UNSET)
        locale: AdPrepareRequestLocale | Unset
        if isinstance(_locale, Unset):
            locale = UNSET
        else:
            locale = AdPrepareRequestLocale(_locale)

        ad_prepare_request = cls(
            locale=locale,
        )

        return ad_prepare_request
