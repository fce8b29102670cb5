from enum import StrEnum


class CopyDeliverableFramework(StrEnum):
    AIDA = "aida"
    FAB = "fab"
    NONE = "none"
    PAS = "pas"
    STORY = "story"

    def __str__(self) -> str:
        return str(self.value)
