from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.post_v1_messaging_template_drafts_body_category import PostV1MessagingTemplateDraftsBodyCategory
from ..models.post_v1_messaging_template_drafts_body_dialect import PostV1MessagingTemplateDraftsBodyDialect
from ..models.post_v1_messaging_template_drafts_body_language_code import PostV1MessagingTemplateDraftsBodyLanguageCode
from ..models.post_v1_messaging_template_drafts_body_output_language import (
    PostV1MessagingTemplateDraftsBodyOutputLanguage,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.post_v1_messaging_template_drafts_body_buttons_item_type_0 import (
        PostV1MessagingTemplateDraftsBodyButtonsItemType0,
    )
    from ..models.post_v1_messaging_template_drafts_body_buttons_item_type_1 import (
        PostV1MessagingTemplateDraftsBodyButtonsItemType1,
    )
    from ..models.post_v1_messaging_template_drafts_body_variables_item import (
        PostV1MessagingTemplateDraftsBodyVariablesItem,
    )


T = TypeVar("T", bound="PostV1MessagingTemplateDraftsBody")


@_attrs_define
class PostV1MessagingTemplateDraftsBody:
    """
    Attributes:
        name (str):
        category (PostV1MessagingTemplateDraftsBodyCategory):
        language_code (PostV1MessagingTemplateDraftsBodyLanguageCode):
        purpose (str):
        output_language (PostV1MessagingTemplateDraftsBodyOutputLanguage | Unset):  Default:
            PostV1MessagingTemplateDraftsBodyOutputLanguage.AR.
        market (str | Unset):
        dialect (PostV1MessagingTemplateDraftsBodyDialect | Unset):
        customer_action_context (str | Unset):
        opt_in_context (str | Unset):
        variables (list[PostV1MessagingTemplateDraftsBodyVariablesItem] | Unset):
        header (str | Unset):
        footer (bool | Unset):  Default: False.
        buttons (list[PostV1MessagingTemplateDraftsBodyButtonsItemType0 |
            PostV1MessagingTemplateDraftsBodyButtonsItemType1] | Unset):
        external_customer_id (str | Unset):
    """

    name: str
    category: PostV1MessagingTemplateDraftsBodyCategory
    language_code: PostV1MessagingTemplateDraftsBodyLanguageCode
    purpose: str
    output_language: PostV1MessagingTemplateDraftsBodyOutputLanguage | Unset = (
        PostV1MessagingTemplateDraftsBodyOutputLanguage.AR
    )
    market: str | Unset = UNSET
    dialect: PostV1MessagingTemplateDraftsBodyDialect | Unset = UNSET
    customer_action_context: str | Unset = UNSET
    opt_in_context: str | Unset = UNSET
    variables: list[PostV1MessagingTemplateDraftsBodyVariablesItem] | Unset = UNSET
    header: str | Unset = UNSET
    footer: bool | Unset = False
    buttons: (
        list[PostV1MessagingTemplateDraftsBodyButtonsItemType0 | PostV1MessagingTemplateDraftsBodyButtonsItemType1]
        | Unset
    ) = UNSET
    external_customer_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.post_v1_messaging_template_drafts_body_buttons_item_type_0 import (
            PostV1MessagingTemplateDraftsBodyButtonsItemType0,  # noqa: PLC0415
        )

        name = self.name

        category = self.category.value

        language_code = self.language_code.value

        purpose = self.purpose

        output_language: str | Unset = UNSET
        if not isinstance(self.output_language, Unset):
            output_language = self.output_language.value

        market = self.market

        dialect: str | Unset = UNSET
        if not isinstance(self.dialect, Unset):
            dialect = self.dialect.value

        customer_action_context = self.customer_action_context

        opt_in_context = self.opt_in_context

        variables: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.variables, Unset):
            variables = []
            for variables_item_data in self.variables:
                variables_item = variables_item_data.to_dict()
                variables.append(variables_item)

        header = self.header

        footer = self.footer

        buttons: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.buttons, Unset):
            buttons = []
            for buttons_item_data in self.buttons:
                buttons_item: dict[str, Any]
                if isinstance(buttons_item_data, PostV1MessagingTemplateDraftsBodyButtonsItemType0):
                    buttons_item = buttons_item_data.to_dict()
                else:
                    buttons_item = buttons_item_data.to_dict()

                buttons.append(buttons_item)

        external_customer_id = self.external_customer_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "category": category,
                "language_code": language_code,
                "purpose": purpose,
            }
        )
        if output_language is not UNSET:
            field_dict["output_language"] = output_language
        if market is not UNSET:
            field_dict["market"] = market
        if dialect is not UNSET:
            field_dict["dialect"] = dialect
        if customer_action_context is not UNSET:
            field_dict["customer_action_context"] = customer_action_context
        if opt_in_context is not UNSET:
            field_dict["opt_in_context"] = opt_in_context
        if variables is not UNSET:
            field_dict["variables"] = variables
        if header is not UNSET:
            field_dict["header"] = header
        if footer is not UNSET:
            field_dict["footer"] = footer
        if buttons is not UNSET:
            field_dict["buttons"] = buttons
        if external_customer_id is not UNSET:
            field_dict["external_customer_id"] = external_customer_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.post_v1_messaging_template_drafts_body_buttons_item_type_0 import (
            PostV1MessagingTemplateDraftsBodyButtonsItemType0,  # noqa: PLC0415
        )
        from ..models.post_v1_messaging_template_drafts_body_buttons_item_type_1 import (
            PostV1MessagingTemplateDraftsBodyButtonsItemType1,  # noqa: PLC0415
        )
        from ..models.post_v1_messaging_template_drafts_body_variables_item import (
            PostV1MessagingTemplateDraftsBodyVariablesItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        name = d.pop("name")

        category = PostV1MessagingTemplateDraftsBodyCategory(d.pop("category"))

        language_code = PostV1MessagingTemplateDraftsBodyLanguageCode(d.pop("language_code"))

        purpose = d.pop("purpose")

        _output_language = d.pop("output_language", UNSET)
        output_language: PostV1MessagingTemplateDraftsBodyOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = PostV1MessagingTemplateDraftsBodyOutputLanguage(_output_language)

        market = d.pop("market", UNSET)

        _dialect = d.pop("dialect", UNSET)
        dialect: PostV1MessagingTemplateDraftsBodyDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = PostV1MessagingTemplateDraftsBodyDialect(_dialect)

        customer_action_context = d.pop("customer_action_context", UNSET)

        opt_in_context = d.pop("opt_in_context", UNSET)

        _variables = d.pop("variables", UNSET)
        variables: list[PostV1MessagingTemplateDraftsBodyVariablesItem] | Unset = UNSET
        if _variables is not UNSET:
            variables = []
            for variables_item_data in _variables:
                variables_item = PostV1MessagingTemplateDraftsBodyVariablesItem.from_dict(variables_item_data)

                variables.append(variables_item)

        header = d.pop("header", UNSET)

        footer = d.pop("footer", UNSET)

        _buttons = d.pop("buttons", UNSET)
        buttons: (
            list[PostV1MessagingTemplateDraftsBodyButtonsItemType0 | PostV1MessagingTemplateDraftsBodyButtonsItemType1]
            | Unset
        ) = UNSET
        if _buttons is not UNSET:
            buttons = []
            for buttons_item_data in _buttons:

                def _parse_buttons_item(
                    data: object,
                ) -> (
                    PostV1MessagingTemplateDraftsBodyButtonsItemType0
                    | PostV1MessagingTemplateDraftsBodyButtonsItemType1
                ):
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        buttons_item_type_0 = PostV1MessagingTemplateDraftsBodyButtonsItemType0.from_dict(data)

                        return buttons_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    buttons_item_type_1 = PostV1MessagingTemplateDraftsBodyButtonsItemType1.from_dict(data)

                    return buttons_item_type_1

                buttons_item = _parse_buttons_item(buttons_item_data)

                buttons.append(buttons_item)

        external_customer_id = d.pop("external_customer_id", UNSET)

        post_v1_messaging_template_drafts_body = cls(
            name=name,
            category=category,
            language_code=language_code,
            purpose=purpose,
            output_language=output_language,
            market=market,
            dialect=dialect,
            customer_action_context=customer_action_context,
            opt_in_context=opt_in_context,
            variables=variables,
            header=header,
            footer=footer,
            buttons=buttons,
            external_customer_id=external_customer_id,
        )

        return post_v1_messaging_template_drafts_body
