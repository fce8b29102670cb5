from enum import StrEnum


class WebsiteContextStatus(StrEnum):
    BLOCKED = "blocked"
    PARTIAL = "partial"
    READY = "ready"
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
