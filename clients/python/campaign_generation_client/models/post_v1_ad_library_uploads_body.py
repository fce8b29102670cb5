from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_v1_ad_library_uploads_body_role import PostV1AdLibraryUploadsBodyRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostV1AdLibraryUploadsBody")


@_attrs_define
class PostV1AdLibraryUploadsBody:
    """
    Attributes:
        url (str): An https URL of a PNG, JPEG or WebP image (at most 5 MB). Refused with 400 invalid_request: text that
            is not a URL, another scheme, credentials in the URL, a private, loopback or link-local destination (also after
            redirects) and the service’s own media URLs; with 422 source_unreachable: a URL that does not resolve, connect
            or answer with an image.
        role (PostV1AdLibraryUploadsBodyRole | Unset):  Default: PostV1AdLibraryUploadsBodyRole.REFERENCE.
    """

    url: str
    role: PostV1AdLibraryUploadsBodyRole | Unset = PostV1AdLibraryUploadsBodyRole.REFERENCE

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        role: str | Unset = UNSET
        if not isinstance(self.role, Unset):
            role = self.role.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )
        if role is not UNSET:
            field_dict["role"] = role

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        _role = d.pop("role", UNSET)
        role: PostV1AdLibraryUploadsBodyRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = PostV1AdLibraryUploadsBodyRole(_role)

        post_v1_ad_library_uploads_body = cls(
            url=url,
            role=role,
        )

        return post_v1_ad_library_uploads_body
