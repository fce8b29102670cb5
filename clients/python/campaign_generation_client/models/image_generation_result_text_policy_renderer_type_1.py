from enum import StrEnum


class ImageGenerationResultTextPolicyRendererType1(StrEnum):
    IMAGE_MODEL = "image_model"

    def __str__(self) -> str:
        return str(self.value)
