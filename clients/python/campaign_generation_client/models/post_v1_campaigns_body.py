from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_v1_campaigns_body_brief import PostV1CampaignsBodyBrief
    from ..models.post_v1_campaigns_body_deliverables import PostV1CampaignsBodyDeliverables
    from ..models.post_v1_campaigns_body_metadata import PostV1CampaignsBodyMetadata


T = TypeVar("T", bound="PostV1CampaignsBody")


@_attrs_define
class PostV1CampaignsBody:
    """
    Attributes:
        brief (PostV1CampaignsBodyBrief):
        external_id (str | Unset):
        external_customer_id (str | Unset):
        metadata (PostV1CampaignsBodyMetadata | Unset):
        deliverables (PostV1CampaignsBodyDeliverables | Unset):
    """

    brief: PostV1CampaignsBodyBrief
    external_id: str | Unset = UNSET
    external_customer_id: str | Unset = UNSET
    metadata: PostV1CampaignsBodyMetadata | Unset = UNSET
    deliverables: PostV1CampaignsBodyDeliverables | Unset = UNSET

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
        from ..models.post_v1_campaigns_body_brief import PostV1CampaignsBodyBrief  # noqa: PLC0415
        from ..models.post_v1_campaigns_body_deliverables import PostV1CampaignsBodyDeliverables  # noqa: PLC0415
        from ..models.post_v1_campaigns_body_metadata import PostV1CampaignsBodyMetadata  # noqa: PLC0415

        d = dict(src_dict)
        brief = PostV1CampaignsBodyBrief.from_dict(d.pop("brief"))

        external_id = d.pop("external_id", UNSET)

        external_customer_id = d.pop("external_customer_id", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: PostV1CampaignsBodyMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = PostV1CampaignsBodyMetadata.from_dict(_metadata)

        _deliverables = d.pop("deliverables", UNSET)
        deliverables: PostV1CampaignsBodyDeliverables | Unset
        if isinstance(_deliverables, Unset):
            deliverables = UNSET
        else:
            deliverables = PostV1CampaignsBodyDeliverables.from_dict(_deliverables)

        post_v1_campaigns_body = cls(
            brief=brief,
            external_id=external_id,
            external_customer_id=external_customer_id,
            metadata=metadata,
            deliverables=deliverables,
        )

        return post_v1_campaigns_body
