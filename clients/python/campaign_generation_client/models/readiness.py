from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.readiness_checks import ReadinessChecks


T = TypeVar("T", bound="Readiness")


@_attrs_define
class Readiness:
    """Readiness (a 503 problem when not ready)

    Attributes:
        status (Literal['ready']):
        checks (ReadinessChecks): What was checked
    """

    status: Literal["ready"]
    checks: ReadinessChecks

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        checks = self.checks.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "checks": checks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.readiness_checks import ReadinessChecks  # noqa: PLC0415

        d = dict(src_dict)
        status = cast(Literal["ready"], d.pop("status"))
        if status != "ready":
            raise ValueError(f"status must match const 'ready', got '{status}'")

        checks = ReadinessChecks.from_dict(d.pop("checks"))

        readiness = cls(
            status=status,
            checks=checks,
        )

        return readiness
