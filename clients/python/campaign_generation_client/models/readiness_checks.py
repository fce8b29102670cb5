from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReadinessChecks")


@_attrs_define
class ReadinessChecks:
    """What was checked

    Attributes:
        database (Literal['ok']):
        temporal (Literal['ok']):
        draining (Literal[False]):
    """

    database: Literal["ok"]
    temporal: Literal["ok"]
    draining: Literal[False]

    def to_dict(self) -> dict[str, Any]:
        database = self.database

        temporal = self.temporal

        draining = self.draining

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "database": database,
                "temporal": temporal,
                "draining": draining,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        database = cast(Literal["ok"], d.pop("database"))
        if database != "ok":
            raise ValueError(f"database must match const 'ok', got '{database}'")

        temporal = cast(Literal["ok"], d.pop("temporal"))
        if temporal != "ok":
            raise ValueError(f"temporal must match const 'ok', got '{temporal}'")

        draining = cast(Literal[False], d.pop("draining"))
        if draining != False:
            raise ValueError(f"draining must match const False, got '{draining}'")

        readiness_checks = cls(
            database=database,
            temporal=temporal,
            draining=draining,
        )

        return readiness_checks
