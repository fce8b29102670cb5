from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.template_draft_request_category import TemplateDraftRequestCategory
from ..models.template_draft_request_dialect import TemplateDraftRequestDialect
from ..models.template_draft_request_language_code import TemplateDraftRequestLanguageCode
from ..models.template_draft_request_output_language import TemplateDraftRequestOutputLanguage
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.quick_reply_button import QuickReplyButton
    from ..models.template_variable import TemplateVariable
    from ..models.url_button import UrlButton


T = TypeVar("T", bound="TemplateDraftRequest")


@_attrs_define
class TemplateDraftRequest:
    """
    Attributes:
        name (str):
        category (TemplateDraftRequestCategory):
        language_code (TemplateDraftRequestLanguageCode):
        purpose (str):
        output_language (TemplateDraftRequestOutputLanguage | Unset):  Default: TemplateDraftRequestOutputLanguage.AR.
        market (str | Unset):
        dialect (TemplateDraftRequestDialect | Unset):
        customer_action_context (str | Unset):
        opt_in_context (str | Unset):
        variables (list[TemplateVariable] | Unset):
        header (str | Unset):
        footer (bool | Unset):  Default: False.
        buttons (list[QuickReplyButton | UrlButton] | Unset):
        external_customer_id (str | Unset):
    """

    name: str
    category: TemplateDraftRequestCategory
    language_code: TemplateDraftRequestLanguageCode
    purpose: str
    output_language: TemplateDraftRequestOutputLanguage | Unset = TemplateDraftRequestOutputLanguage.AR
    market: str | Unset = UNSET
    dialect: TemplateDraftRequestDialect | Unset = UNSET
    customer_action_context: str | Unset = UNSET
    opt_in_context: str | Unset = UNSET
    variables: list[TemplateVariable] | Unset = UNSET
    header: str | Unset = UNSET
    footer: bool | Unset = False
    buttons: list[QuickReplyButton | UrlButton] | Unset = UNSET
    external_customer_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.quick_reply_button import QuickReplyButton  # noqa: PLC0415

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
                if isinstance(buttons_item_data, QuickReplyButton):
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
        from ..models.quick_reply_button import QuickReplyButton  # noqa: PLC0415
        from ..models.template_variable import TemplateVariable  # noqa: PLC0415
        from ..models.url_button import UrlButton  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        category = TemplateDraftRequestCategory(d.pop("category"))

        language_code = TemplateDraftRequestLanguageCode(d.pop("language_code"))

        purpose = d.pop("purpose")

        _output_language = d.pop("output_language", UNSET)
        output_language: TemplateDraftRequestOutputLanguage | Unset
        if isinstance(_output_language, Unset):
            output_language = UNSET
        else:
            output_language = TemplateDraftRequestOutputLanguage(_output_language)

        market = d.pop("market", UNSET)

        _dialect = d.pop("dialect", UNSET)
        dialect: TemplateDraftRequestDialect | Unset
        if isinstance(_dialect, Unset):
            dialect = UNSET
        else:
            dialect = TemplateDraftRequestDialect(_dialect)

        customer_action_context = d.pop("customer_action_context", UNSET)

        opt_in_context = d.pop("opt_in_context", UNSET)

        _variables = d.pop("variables", UNSET)
        variables: list[TemplateVariable] | Unset = UNSET
        if _variables is not UNSET:
            variables = []
            for variables_item_data in _variables:
                variables_item = TemplateVariable.from_dict(variables_item_data)

                variables.append(variables_item)

        header = d.pop("header", UNSET)

        footer = d.pop("footer", UNSET)

        _buttons = d.pop("buttons", UNSET)
        buttons: list[QuickReplyButton | UrlButton] | Unset = UNSET
        if _buttons is not UNSET:
            buttons = []
            for buttons_item_data in _buttons:

                def _parse_buttons_item(data: object) -> QuickReplyButton | UrlButton:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        buttons_item_type_0 = QuickReplyButton.from_dict(data)

                        return buttons_item_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    buttons_item_type_1 = UrlButton.from_dict(data)

                    return buttons_item_type_1

                buttons_item = _parse_buttons_item(buttons_item_data)

                buttons.append(buttons_item)

        external_customer_id = d.pop("external_customer_id", UNSET)

        template_draft_request = cls(
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

        return template_draft_request
