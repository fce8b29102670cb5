from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.quote_allowed_next_actions_item import QuoteAllowedNextActionsItem
from ..models.quote_operation import QuoteOperation
from ..models.quote_status import QuoteStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quote_authorization import QuoteAuthorization
    from ..models.quote_conflicts_item import QuoteConflictsItem
    from ..models.quote_quote_type_1 import QuoteQuoteType1
    from ..models.quote_side_effects import QuoteSideEffects
    from ..models.quote_validated import QuoteValidated


T = TypeVar("T", bound="Quote")


@_attrs_define
class Quote:
    """Quote (2.8): validated, priced, nothing reserved or written

    Attributes:
        object_ (Literal['validation_quote']):
        api_version (str):
        quote_version (str):
        operation (QuoteOperation):
        status (QuoteStatus):
        quote (None | QuoteQuoteType1):
        authorization (QuoteAuthorization): Authorization
        missing_fields (list[str]):
        conflicts (list[QuoteConflictsItem]):
        allowed_next_actions (list[QuoteAllowedNextActionsItem]):
        generation_allowed (bool):
        confirmation_policy (Literal['host_required_controls_and_user_scope']):
        confirmation_required (Literal[False]):
        side_effects (QuoteSideEffects): Side effects (none)
        validated (QuoteValidated | Unset): What was validated
    """

    object_: Literal["validation_quote"]
    api_version: str
    quote_version: str
    operation: QuoteOperation
    status: QuoteStatus
    quote: None | QuoteQuoteType1
    authorization: QuoteAuthorization
    missing_fields: list[str]
    conflicts: list[QuoteConflictsItem]
    allowed_next_actions: list[QuoteAllowedNextActionsItem]
    generation_allowed: bool
    confirmation_policy: Literal["host_required_controls_and_user_scope"]
    confirmation_required: Literal[False]
    side_effects: QuoteSideEffects
    validated: QuoteValidated | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.quote_quote_type_1 import QuoteQuoteType1  # noqa: PLC0415

        object_ = self.object_

        api_version = self.api_version

        quote_version = self.quote_version

        operation = self.operation.value

        status = self.status.value

        quote: dict[str, Any] | None
        if isinstance(self.quote, QuoteQuoteType1):
            quote = self.quote.to_dict()
        else:
            quote = self.quote

        authorization = self.authorization.to_dict()

        missing_fields = self.missing_fields

        conflicts = []
        for conflicts_item_data in self.conflicts:
            conflicts_item = conflicts_item_data.to_dict()
            conflicts.append(conflicts_item)

        allowed_next_actions = []
        for allowed_next_actions_item_data in self.allowed_next_actions:
            allowed_next_actions_item = allowed_next_actions_item_data.value
            allowed_next_actions.append(allowed_next_actions_item)

        generation_allowed = self.generation_allowed

        confirmation_policy = self.confirmation_policy

        confirmation_required = self.confirmation_required

        side_effects = self.side_effects.to_dict()

        validated: dict[str, Any] | Unset = UNSET
        if not isinstance(self.validated, Unset):
            validated = self.validated.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "object": object_,
                "api_version": api_version,
                "quote_version": quote_version,
                "operation": operation,
                "status": status,
                "quote": quote,
                "authorization": authorization,
                "missing_fields": missing_fields,
                "conflicts": conflicts,
                "allowed_next_actions": allowed_next_actions,
                "generation_allowed": generation_allowed,
                "confirmation_policy": confirmation_policy,
                "confirmation_required": confirmation_required,
                "side_effects": side_effects,
            }
        )
        if validated is not UNSET:
            field_dict["validated"] = validated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.quote_authorization import QuoteAuthorization  # noqa: PLC0415
        from ..models.quote_conflicts_item import QuoteConflictsItem  # noqa: PLC0415
        from ..models.quote_quote_type_1 import QuoteQuoteType1  # noqa: PLC0415
        from ..models.quote_side_effects import QuoteSideEffects  # noqa: PLC0415
        from ..models.quote_validated import QuoteValidated  # noqa: PLC0415

        d = dict(src_dict)
        object_ = cast(Literal["validation_quote"], d.pop("object"))
        if object_ != "validation_quote":
            raise ValueError(f"object must match const 'validation_quote', got '{object_}'")

        api_version = d.pop("api_version")

        quote_version = d.pop("quote_version")

        operation = QuoteOperation(d.pop("operation"))

        status = QuoteStatus(d.pop("status"))

        def _parse_quote(data: object) -> None | QuoteQuoteType1:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quote_type_1 = QuoteQuoteType1.from_dict(data)

                return quote_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | QuoteQuoteType1, data)

        quote = _parse_quote(d.pop("quote"))

        authorization = QuoteAuthorization.from_dict(d.pop("authorization"))

        missing_fields = cast(list[str], d.pop("missing_fields"))

        conflicts = []
        _conflicts = d.pop("conflicts")
        for conflicts_item_data in _conflicts:
            conflicts_item = QuoteConflictsItem.from_dict(conflicts_item_data)

            conflicts.append(conflicts_item)

        allowed_next_actions = []
        _allowed_next_actions = d.pop("allowed_next_actions")
        for allowed_next_actions_item_data in _allowed_next_actions:
            allowed_next_actions_item = QuoteAllowedNextActionsItem(allowed_next_actions_item_data)

            allowed_next_actions.append(allowed_next_actions_item)

        generation_allowed = d.pop("generation_allowed")

        confirmation_policy = cast(Literal["host_required_controls_and_user_scope"], d.pop("confirmation_policy"))
        if confirmation_policy != "host_required_controls_and_user_scope":
            raise ValueError(
                f"confirmation_policy must match const 'host_required_controls_and_user_scope', got '{confirmation_policy}'"
            )

        confirmation_required = cast(Literal[False], d.pop("confirmation_required"))
        if confirmation_required != False:
            raise ValueError(f"confirmation_required must match const False, got '{confirmation_required}'")

        side_effects = QuoteSideEffects.from_dict(d.pop("side_effects"))

        _validated = d.pop("validated", UNSET)
        validated: QuoteValidated | Unset
        if isinstance(_validated, Unset):
            validated = UNSET
        else:
            validated = QuoteValidated.from_dict(_validated)

        quote = cls(
            object_=object_,
            api_version=api_version,
            quote_version=quote_version,
            operation=operation,
            status=status,
            quote=quote,
            authorization=authorization,
            missing_fields=missing_fields,
            conflicts=conflicts,
            allowed_next_actions=allowed_next_actions,
            generation_allowed=generation_allowed,
            confirmation_policy=confirmation_policy,
            confirmation_required=confirmation_required,
            side_effects=side_effects,
            validated=validated,
        )

        return quote
