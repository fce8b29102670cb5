from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="UploadDeletion")


@_attrs_define
class UploadDeletion:
    """Upload deletion outcome

    Attributes:
        object_ (Literal['upload_deletion']):
        storage_id (str):
        deleted (bool):
    """

    object_: Literal["upload_deletion"]
    storage_id: str
    deleted: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        storage_id = self.storage_id

        deleted = self.deleted

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "storage_id": storage_id,
                "deleted": deleted,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal["upload_deletion"], d.pop("object"))
        if object_ != "upload_deletion":
            raise ValueError(f"object must match const 'upload_deletion', got '{object_}'")

        storage_id = d.pop("storage_id")

        deleted = d.pop("deleted")

        upload_deletion = cls(
            object_=object_,
            storage_id=storage_id,
            deleted=deleted,
        )

        upload_deletion.additional_properties = d
        return upload_deletion

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
