from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_v1_quote_body_operation import PostV1QuoteBodyOperation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_v1_quote_body_request import PostV1QuoteBodyRequest


T = TypeVar("T", bound="PostV1QuoteBody")


@_attrs_define
class PostV1QuoteBody:
    """
    Attributes:
        operation (PostV1QuoteBodyOperation):
        request (PostV1QuoteBodyRequest | Unset):
    """

    operation: PostV1QuoteBodyOperation
    request: PostV1QuoteBodyRequest | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        operation = self.operation.value

        request: dict[str, Any] | Unset = UNSET
        if not isinstance(self.request, Unset):
            request = self.request.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "operation": operation,
            }
        )
        if request is not UNSET:
            field_dict["request"] = request

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_v1_quote_body_request import PostV1QuoteBodyRequest  # noqa: PLC0415

        d = dict(src_dict)
        operation = PostV1QuoteBodyOperation(d.pop("operation"))

        _request = d.pop("request", UNSET)
        request: PostV1QuoteBodyRequest | Unset
        if isinstance(_request, Unset):
            request = UNSET
        else:
            request = PostV1QuoteBodyRequest.from_dict(_request)

        post_v1_quote_body = cls(
            operation=operation,
            request=request,
        )

        return post_v1_quote_body
