from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.upload_request_role import UploadRequestRole
from ..types import UNSET, Unset

T = TypeVar("T", bound="UploadRequest")


@_attrs_define
class UploadRequest:
    """
    Attributes:
        url (str): An https URL of a PNG, JPEG or WebP image (at most 5 MB). Refused with 400 invalid_request: text that
            is not a URL, another scheme, credentials in the URL, a private, loopback or link-local destination (also after
            redirects) and the service’s own media URLs; with 422 source_unreachable: a URL that does not resolve, connect
            or answer with an image.
        role (UploadRequestRole | Unset):  Default: UploadRequestRole.REFERENCE.
    """

    url: str
    role: UploadRequestRole | Unset = UploadRequestRole.REFERENCE

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
        role: UploadRequestRole | Unset
        if isinstance(_role, Unset):
            role = UNSET
        else:
            role = UploadRequestRole(_role)

        upload_request = cls(
            url=url,
            role=role,
        )

        return upload_request
