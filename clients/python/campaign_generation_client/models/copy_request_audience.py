from enum import StrEnum


class CopyRequestAudience(StrEnum):
    ADULTS = "adults"
    ALL_GENDERS = "all_genders"
    BEGINNERS = "beginners"
    CHILDREN = "children"
    CUSTOMERS = "customers"
    DEVELOPERS = "developers"
    EMPLOYEES = "employees"
    EVERYONE = "everyone"
    EXPERTS = "experts"
    FAMILIES = "families"
    FEMALE = "female"
    MALE = "male"
    MANAGERS = "managers"
    PROFESSIONALS = "professionals"
    SENIORS = "seniors"
    SPECIFIC = "specific"
    STUDENTS = "students"
    TEENAGERS = "teenagers"
    YOUNG_ADULTS = "young_adults"

    def __str__(self) -> str:
        return str(self.value)
