from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WebhookTestEvent")


@_attrs_define
class WebhookTestEvent:
    """A webhook.test event on its way: signed and delivered like every event (its id is the webhook-id header)

    Attributes:
        object_ (Literal['webhook_test_event']):
        id (str):
        type_ (Literal['webhook.test']):
        endpoint_id (str):
        delivery_id (str):
        status (Literal['pending']):
    """

    object_: Literal["webhook_test_event"]
    id: str
    type_: Literal["webhook.test"]
    endpoint_id: str
    delivery_id: str
    status: Literal["pending"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        id = self.id

        type_ = self.type_

        endpoint_id = self.endpoint_id

        delivery_id = self.delivery_id

        status = self.status

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "id": id,
                "type": type_,
                "endpoint_id": endpoint_id,
                "delivery_id": delivery_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        object_ = cast(Literal["webhook_test_event"], d.pop("object"))
        if object_ != "webhook_test_event":
            raise ValueError(f"object must match const 'webhook_test_event', got '{object_}'")

        id = d.pop("id")

        type_ = cast(Literal["webhook.test"], d.pop("type"))
        if type_ != "webhook.test":
            raise ValueError(f"type must match const 'webhook.test', got '{type_}'")

        endpoint_id = d.pop("endpoint_id")

        delivery_id = d.pop("delivery_id")

        status = cast(Literal["pending"], d.pop("status"))
        if status != "pending":
            raise ValueError(f"status must match const 'pending', got '{status}'")

        webhook_test_event = cls(
            object_=object_,
            id=id,
            type_=type_,
            endpoint_id=endpoint_id,
            delivery_id=delivery_id,
            status=status,
        )

        webhook_test_event.additional_properties = d
        return webhook_test_event

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
