from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WebsiteRequest")


@_attrs_define
class WebsiteRequest:
    """
    Attributes:
        url (str): One public HTTP(S) URL; a missing scheme is read as https. Refused with 400 invalid_request: text
            that is not a URL, another scheme, credentials in the URL and a private, loopback or link-local destination. A
            site that cannot be read is no error: the answer says so in status (blocked or unavailable).
    """

    url: str

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        website_request = cls(
            url=url,
        )

        return website_request
