from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_v1_campaigns_body_deliverables_copy import PostV1CampaignsBodyDeliverablesCopy
    from ..models.post_v1_campaigns_body_deliverables_image import PostV1CampaignsBodyDeliverablesImage
    from ..models.post_v1_campaigns_body_deliverables_speech import PostV1CampaignsBodyDeliverablesSpeech


T = TypeVar("T", bound="PostV1CampaignsBodyDeliverables")


@_attrs_define
class PostV1CampaignsBodyDeliverables:
    """
    Attributes:
        copy (PostV1CampaignsBodyDeliverablesCopy | Unset):
        image (PostV1CampaignsBodyDeliverablesImage | Unset):
        speech (PostV1CampaignsBodyDeliverablesSpeech | Unset):
    """

    copy: PostV1CampaignsBodyDeliverablesCopy | Unset = UNSET
    image: PostV1CampaignsBodyDeliverablesImage | Unset = UNSET
    speech: PostV1CampaignsBodyDeliverablesSpeech | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        copy: dict[str, Any] | Unset = UNSET
        if not isinstance(self.copy, Unset):
            copy = self.copy.to_dict()

        image: dict[str, Any] | Unset = UNSET
        if not isinstance(self.image, Unset):
            image = self.image.to_dict()

        speech: dict[str, Any] | Unset = UNSET
        if not isinstance(self.speech, Unset):
            speech = self.speech.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if copy is not UNSET:
            field_dict["copy"] = copy
        if image is not UNSET:
            field_dict["image"] = image
        if speech is not UNSET:
            field_dict["speech"] = speech

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_v1_campaigns_body_deliverables_copy import PostV1CampaignsBodyDeliverablesCopy  # noqa: PLC0415
        from ..models.post_v1_campaigns_body_deliverables_image import PostV1CampaignsBodyDeliverablesImage  # noqa: PLC0415
        from ..models.post_v1_campaigns_body_deliverables_speech import PostV1CampaignsBodyDeliverablesSpeech  # noqa: PLC0415

        d = dict(src_dict)
        _copy = d.pop("copy", UNSET)
        copy: PostV1CampaignsBodyDeliverablesCopy | Unset
        if isinstance(_copy, Unset):
            copy = UNSET
        else:
            copy = PostV1CampaignsBodyDeliverablesCopy.from_dict(_copy)

        _image = d.pop("image", UNSET)
        image: PostV1CampaignsBodyDeliverablesImage | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = PostV1CampaignsBodyDeliverablesImage.from_dict(_image)

        _speech = d.pop("speech", UNSET)
        speech: PostV1CampaignsBodyDeliverablesSpeech | Unset
        if isinstance(_speech, Unset):
            speech = UNSET
        else:
            speech = PostV1CampaignsBodyDeliverablesSpeech.from_dict(_speech)

        post_v1_campaigns_body_deliverables = cls(
            copy=copy,
            image=image,
            speech=speech,
        )

        return post_v1_campaigns_body_deliverables
