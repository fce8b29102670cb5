from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.campaign_brief import CampaignBrief
    from ..models.campaign_deliverables import CampaignDeliverables
    from ..models.campaign_request_metadata import CampaignRequestMetadata


T = TypeVar("T", bound="CampaignRequest")


@_attrs_define
class CampaignRequest:
    """
    Attributes:
        brief (CampaignBrief):
        external_id (str | Unset):
        external_customer_id (str | Unset):
        metadata (CampaignRequestMetadata | Unset):
        deliverables (CampaignDeliverables | Unset):
    """

    brief: CampaignBrief
    external_id: str | Unset = UNSET
    external_customer_id: str | Unset = UNSET
    metadata: CampaignRequestMetadata | Unset = UNSET
    deliverables: CampaignDeliverables | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        brief = self.brief.to_dict()

        external_id = self.external_id

        external_customer_id = self.external_customer_id

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        deliverables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.deliverables, Unset):
            deliverables = self.deliverables.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "brief": brief,
            }
        )
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if external_customer_id is not UNSET:
            field_dict["external_customer_id"] = external_customer_id
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if deliverables is not UNSET:
            field_dict["deliverables"] = deliverables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.campaign_brief import CampaignBrief  # noqa: PLC0415
        from ..models.campaign_deliverables import CampaignDeliverables  # noqa: PLC0415
        from ..models.campaign_request_metadata import CampaignRequestMetadata  # noqa: PLC0415

        d = dict(src_dict)
        brief = CampaignBrief.from_dict(d.pop("brief"))

        external_id = d.pop("external_id", UNSET)

        external_customer_id = d.pop("external_customer_id", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: CampaignRequestMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = CampaignRequestMetadata.from_dict(_metadata)

        _deliverables = d.pop("deliverables", UNSET)
        deliverables: CampaignDeliverables | Unset
        if isinstance(_deliverables, Unset):
            deliverables = UNSET
        else:
            deliverables = CampaignDeliverables.from_dict(_deliverables)

        campaign_request = cls(
            brief=brief,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
            deliverables=deliverables,
        )

        return campaign_request
