from enum import StrEnum


class AdIndustry(StrEnum):
    AI_TOOLS = "AI Tools"
    AUTOMOTIVE = "Automotive"
    BEAUTY_SKINCARE = "Beauty & Skincare"
    E_COMMERCE_PHYSICAL_PRODUCTS = "E-commerce & Physical Products"
    FINANCE_FINTECH = "Finance & FinTech"
    FOOD_BEVERAGE = "Food & Beverage"
    HEALTH_FITNESS_WELLNESS = "Health, Fitness & Wellness"
    INFO_PRODUCTS_COURSES = "Info-Products & Courses"
    LOCAL_HOME_SERVICES = "Local & Home Services"
    MOBILE_APPS_GAMES = "Mobile Apps & Games"
    OTHER_GENERAL = "Other / General"
    PROFESSIONAL_B2B_SERVICES = "Professional B2B Services"
    SAAS_CLOUD_SOFTWARE = "SaaS & Cloud Software"
    TRAVEL_HOSPITALITY = "Travel & Hospitality"

    def __str__(self) -> str:
        return str(self.value)
