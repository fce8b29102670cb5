from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.quote_request_operation import QuoteRequestOperation
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quote_request_request import QuoteRequestRequest


T = TypeVar("T", bound="QuoteRequest")


@_attrs_define
class QuoteRequest:
    """
    Attributes:
        operation (QuoteRequestOperation):
        request (QuoteRequestRequest | Unset):
    """

    operation: QuoteRequestOperation
    request: QuoteRequestRequest | Unset = UNSET

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
        from ..models.quote_request_request import QuoteRequestRequest  # noqa: PLC0415

        d = dict(src_dict)
        operation = QuoteRequestOperation(d.pop("operation"))

        _request = d.pop("request", UNSET)
        request: QuoteRequestRequest | Unset
        if isinstance(_request, Unset):
            request = UNSET
        else:
            request = QuoteRequestRequest.from_dict(_request)

        quote_request = cls(
            operation=operation,
            request=request,
        )

        return quote_request
