from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.copy_deliverable import CopyDeliverable
    from ..models.image_deliverable import ImageDeliverable
    from ..models.speech_deliverable import SpeechDeliverable


T = TypeVar("T", bound="CampaignDeliverables")


@_attrs_define
class CampaignDeliverables:
    """
    Attributes:
        copy (CopyDeliverable | Unset):
        image (ImageDeliverable | Unset):
        speech (SpeechDeliverable | Unset):
    """

    copy: CopyDeliverable | Unset = UNSET
    image: ImageDeliverable | Unset = UNSET
    speech: SpeechDeliverable | Unset = UNSET

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
        from ..models.copy_deliverable import CopyDeliverable  # noqa: PLC0415
        from ..models.image_deliverable import ImageDeliverable  # noqa: PLC0415
        from ..models.speech_deliverable import SpeechDeliverable  # noqa: PLC0415

        d = dict(src_dict)
        _copy = d.pop("copy", UNSET)
        copy: CopyDeliverable | Unset
        if isinstance(_copy, Unset):
            copy = UNSET
        else:
            copy = CopyDeliverable.from_dict(_copy)

        _image = d.pop("image", UNSET)
        image: ImageDeliverable | Unset
        if isinstance(_image, Unset):
            image = UNSET
        else:
            image = ImageDeliverable.from_dict(_image)

        _speech = d.pop("speech", UNSET)
        speech: SpeechDeliverable | Unset
        if isinstance(_speech, Unset):
            speech = UNSET
        else:
            speech = SpeechDeliverable.from_dict(_speech)

        campaign_deliverables = cls(
            copy=copy,
            image=image,
            speech=speech,
        )

        return campaign_deliverables
