from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_v1_ad_library_id_prepare_body_locale import PostV1AdLibraryIdPrepareBodyLocale
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1AdLibraryIdPrepareBody")


@_attrs_define
class PostV1AdLibraryIdPrepareBody:
    """
    Attributes:
        locale (PostV1AdLibraryIdPrepareBodyLocale | Unset):  Default: PostV1AdLibraryIdPrepareBodyLocale.EN.
    """

    locale: PostV1AdLibraryIdPrepareBodyLocale | Unset = PostV1AdLibraryIdPrepareBodyLocale.EN

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
        locale: PostV1AdLibraryIdPrepareBodyLocale | Unset
        if isinstance(_locale, Unset):
            locale = UNSET
        else:
            locale = PostV1AdLibraryIdPrepareBodyLocale(_locale)

        post_v1_ad_library_id_prepare_body = cls(
            locale=locale,
        )

        return post_v1_ad_library_id_prepare_body
