from enum import StrEnum


class ImageDeliverableStyle(StrEnum):
    FLAT_DESIGN = "flat-design"
    ILLUSTRATION = "illustration"
    MINIMALIST = "minimalist"
    PHOTOREALISTIC = "photorealistic"
    VALUE_3 = "3d-render"
    WATERCOLOR = "watercolor"

    def __str__(self) -> str:
        return str(self.value)
