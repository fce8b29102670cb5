from enum import StrEnum


class AdStyle(StrEnum):
    ALL = "all"
    COMPARISON = "comparison"
    EDUCATIONAL = "educational"
    HOOK = "hook"
    LAUNCH = "launch"
    OFFER = "offer"
    PROBLEM = "problem"
    PRODUCT = "product"
    PROOF = "proof"
    STORY = "story"

    def __str__(self) -> str:
        return str(self.value)
