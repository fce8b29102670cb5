from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.campaign_result_deliverables_item_name import CampaignResultDeliverablesItemName
from ..models.campaign_result_deliverables_item_status import CampaignResultDeliverablesItemStatus

if TYPE_CHECKING:
    from ..models.problem import Problem


T = TypeVar("T", bound="CampaignResultDeliverablesItem")


@_attrs_define
class CampaignResultDeliverablesItem:
    """A deliverable: its price, its refund and, when it failed alone, its problem

    Attributes:
        name (CampaignResultDeliverablesItemName):
        status (CampaignResultDeliverablesItemStatus):
        credits_ (int):
        credits_refunded (int):
        error (None | Problem):
    """

    name: CampaignResultDeliverablesItemName
    status: CampaignResultDeliverablesItemStatus
    credits_: int
    credits_refunded: int
    error: None | Problem

    def to_dict(self) -> dict[str, Any]:
        from ..models.problem import Problem  # noqa: PLC0415

        name = self.name.value

        status = self.status.value

        credits_ = self.credits_

        credits_refunded = self.credits_refunded

        error: dict[str, Any] | None
        if isinstance(self.error, Problem):
            error = self.error.to_dict()
        else:
            error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "status": status,
                "credits": credits_,
                "credits_refunded": credits_refunded,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem import Problem  # noqa: PLC0415

        d = dict(src_dict)
        name = CampaignResultDeliverablesItemName(d.pop("name"))

        status = CampaignResultDeliverablesItemStatus(d.pop("status"))

        credits_ = d.pop("credits")

        credits_refunded = d.pop("credits_refunded")

        def _parse_error(data: object) -> None | Problem:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_0 = Problem.from_dict(data)

                return error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Problem, data)

        error = _parse_error(d.pop("error"))

        campaign_result_deliverables_item = cls(
            name=name,
            status=status,
            credits_=credits_,
            credits_refunded=credits_refunded,
            error=error,
        )

        return campaign_result_deliverables_item
