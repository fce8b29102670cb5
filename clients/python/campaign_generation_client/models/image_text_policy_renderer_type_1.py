from enum import StrEnum


class ImageTextPolicyRendererType1(StrEnum):
    IMAGE_MODEL = "image_model"

    def __str__(self) -> str:
        return str(self.value)
