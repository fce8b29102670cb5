"""Contains all the data models used in inputs/outputs"""

from .ad import Ad
from .ad_generation import AdGeneration
from .ad_generation_contract import AdGenerationContract
from .ad_generation_image import AdGenerationImage
from .ad_generation_logo_policy import AdGenerationLogoPolicy
from .ad_generation_original_image_type_0 import AdGenerationOriginalImageType0
from .ad_generation_usage import AdGenerationUsage
from .ad_list import AdList
from .ad_list_data_item import AdListDataItem
from .ad_preparation import AdPreparation
from .brand import Brand
from .brand_brand_strength import BrandBrandStrength
from .brand_list import BrandList
from .brand_list_profiles_item import BrandListProfilesItem
from .brand_list_profiles_item_brand_strength import BrandListProfilesItemBrandStrength
from .brand_list_profiles_item_social_links import BrandListProfilesItemSocialLinks
from .brand_resources_item import BrandResourcesItem
from .brand_social_links import BrandSocialLinks
from .campaign import Campaign
from .campaign_deliverables_item import CampaignDeliverablesItem
from .campaign_deliverables_item_name import CampaignDeliverablesItemName
from .campaign_deliverables_item_status import CampaignDeliverablesItemStatus
from .campaign_dialect import CampaignDialect
from .campaign_dialect_source_type_1 import CampaignDialectSourceType1
from .campaign_metadata import CampaignMetadata
from .campaign_output_language import CampaignOutputLanguage
from .campaign_status import CampaignStatus
from .campaign_usage import CampaignUsage
from .capabilities import Capabilities
from .copy import Copy
from .copy_controls import CopyControls
from .copy_controls_audience_type_1 import CopyControlsAudienceType1
from .copy_controls_framework_type_1 import CopyControlsFrameworkType1
from .copy_dialect import CopyDialect
from .copy_dialect_source_type_1 import CopyDialectSourceType1
from .copy_keyword_policy import CopyKeywordPolicy
from .copy_metadata import CopyMetadata
from .copy_output_language import CopyOutputLanguage
from .copy_type import CopyType
from .copy_usage import CopyUsage
from .copy_variants_item import CopyVariantsItem
from .copy_variants_item_keyword_compliance import CopyVariantsItemKeywordCompliance
from .draft import Draft
from .draft_compliance import DraftCompliance
from .draft_compliance_findings_item import DraftComplianceFindingsItem
from .draft_compliance_findings_item_severity import DraftComplianceFindingsItemSeverity
from .draft_platform_payload import DraftPlatformPayload
from .draft_platform_payload_components_item import DraftPlatformPayloadComponentsItem
from .draft_state import DraftState
from .draft_state_last_reported_outcome_type_0 import DraftStateLastReportedOutcomeType0
from .draft_state_platform_payload import DraftStatePlatformPayload
from .draft_state_platform_payload_components_item import DraftStatePlatformPayloadComponentsItem
from .draft_state_refund import DraftStateRefund
from .draft_state_refund_status import DraftStateRefundStatus
from .draft_usage import DraftUsage
from .get_v1_ad_library_id_locale import GetV1AdLibraryIdLocale
from .get_v1_ad_library_industry import GetV1AdLibraryIndustry
from .get_v1_ad_library_locale import GetV1AdLibraryLocale
from .get_v1_ad_library_sector import GetV1AdLibrarySector
from .get_v1_ad_library_style import GetV1AdLibraryStyle
from .get_v1_openapi_json_response_200 import GetV1OpenapiJsonResponse200
from .health import Health
from .image import Image
from .image_clean_image import ImageCleanImage
from .image_dialect_source_type_1 import ImageDialectSourceType1
from .image_dialect_type_1 import ImageDialectType1
from .image_image import ImageImage
from .image_logo_policy import ImageLogoPolicy
from .image_logo_policy_mode import ImageLogoPolicyMode
from .image_metadata import ImageMetadata
from .image_output_language import ImageOutputLanguage
from .image_prompt_plan import ImagePromptPlan
from .image_resolution import ImageResolution
from .image_text_policy import ImageTextPolicy
from .image_text_policy_language_type_1 import ImageTextPolicyLanguageType1
from .image_text_policy_mode import ImageTextPolicyMode
from .image_text_policy_renderer_type_1 import ImageTextPolicyRendererType1
from .image_type import ImageType
from .image_usage import ImageUsage
from .image_visual_policy import ImageVisualPolicy
from .outcome import Outcome
from .outcome_refund import OutcomeRefund
from .outcome_refund_status import OutcomeRefundStatus
from .post_v1_ad_library_id_generations_body import PostV1AdLibraryIdGenerationsBody
from .post_v1_ad_library_id_generations_body_aspect_ratio import PostV1AdLibraryIdGenerationsBodyAspectRatio
from .post_v1_ad_library_id_generations_body_locale import PostV1AdLibraryIdGenerationsBodyLocale
from .post_v1_ad_library_id_generations_body_logo_mode import PostV1AdLibraryIdGenerationsBodyLogoMode
from .post_v1_ad_library_id_generations_body_palette import PostV1AdLibraryIdGenerationsBodyPalette
from .post_v1_ad_library_id_generations_body_template_fields import PostV1AdLibraryIdGenerationsBodyTemplateFields
from .post_v1_ad_library_id_prepare_body import PostV1AdLibraryIdPrepareBody
from .post_v1_ad_library_id_prepare_body_locale import PostV1AdLibraryIdPrepareBodyLocale
from .post_v1_ad_library_uploads_body import PostV1AdLibraryUploadsBody
from .post_v1_ad_library_uploads_body_role import PostV1AdLibraryUploadsBodyRole
from .post_v1_campaigns_body import PostV1CampaignsBody
from .post_v1_campaigns_body_brief import PostV1CampaignsBodyBrief
from .post_v1_campaigns_body_brief_audience import PostV1CampaignsBodyBriefAudience
from .post_v1_campaigns_body_brief_dialect import PostV1CampaignsBodyBriefDialect
from .post_v1_campaigns_body_brief_output_language import PostV1CampaignsBodyBriefOutputLanguage
from .post_v1_campaigns_body_brief_platform import PostV1CampaignsBodyBriefPlatform
from .post_v1_campaigns_body_deliverables import PostV1CampaignsBodyDeliverables
from .post_v1_campaigns_body_deliverables_copy import PostV1CampaignsBodyDeliverablesCopy
from .post_v1_campaigns_body_deliverables_copy_framework import PostV1CampaignsBodyDeliverablesCopyFramework
from .post_v1_campaigns_body_deliverables_copy_type import PostV1CampaignsBodyDeliverablesCopyType
from .post_v1_campaigns_body_deliverables_image import PostV1CampaignsBodyDeliverablesImage
from .post_v1_campaigns_body_deliverables_image_aspect_ratio import PostV1CampaignsBodyDeliverablesImageAspectRatio
from .post_v1_campaigns_body_deliverables_image_logo_mode import PostV1CampaignsBodyDeliverablesImageLogoMode
from .post_v1_campaigns_body_deliverables_image_overlay_text_language import (
    PostV1CampaignsBodyDeliverablesImageOverlayTextLanguage,
)
from .post_v1_campaigns_body_deliverables_image_resolution import PostV1CampaignsBodyDeliverablesImageResolution
from .post_v1_campaigns_body_deliverables_image_style import PostV1CampaignsBodyDeliverablesImageStyle
from .post_v1_campaigns_body_deliverables_image_type import PostV1CampaignsBodyDeliverablesImageType
from .post_v1_campaigns_body_deliverables_speech import PostV1CampaignsBodyDeliverablesSpeech
from .post_v1_campaigns_body_deliverables_speech_content_type import PostV1CampaignsBodyDeliverablesSpeechContentType
from .post_v1_campaigns_body_deliverables_speech_delivery import PostV1CampaignsBodyDeliverablesSpeechDelivery
from .post_v1_campaigns_body_deliverables_speech_voice import PostV1CampaignsBodyDeliverablesSpeechVoice
from .post_v1_campaigns_body_deliverables_speech_voice_profile import PostV1CampaignsBodyDeliverablesSpeechVoiceProfile
from .post_v1_campaigns_body_metadata import PostV1CampaignsBodyMetadata
from .post_v1_context_website_body import PostV1ContextWebsiteBody
from .post_v1_copy_generations_body import PostV1CopyGenerationsBody
from .post_v1_copy_generations_body_audience import PostV1CopyGenerationsBodyAudience
from .post_v1_copy_generations_body_dialect import PostV1CopyGenerationsBodyDialect
from .post_v1_copy_generations_body_framework import PostV1CopyGenerationsBodyFramework
from .post_v1_copy_generations_body_metadata import PostV1CopyGenerationsBodyMetadata
from .post_v1_copy_generations_body_output_language import PostV1CopyGenerationsBodyOutputLanguage
from .post_v1_copy_generations_body_platform import PostV1CopyGenerationsBodyPlatform
from .post_v1_copy_generations_body_source_dialect import PostV1CopyGenerationsBodySourceDialect
from .post_v1_copy_generations_body_target_dialect import PostV1CopyGenerationsBodyTargetDialect
from .post_v1_copy_generations_body_type import PostV1CopyGenerationsBodyType
from .post_v1_image_generations_body import PostV1ImageGenerationsBody
from .post_v1_image_generations_body_aspect_ratio import PostV1ImageGenerationsBodyAspectRatio
from .post_v1_image_generations_body_dialect import PostV1ImageGenerationsBodyDialect
from .post_v1_image_generations_body_logo_mode import PostV1ImageGenerationsBodyLogoMode
from .post_v1_image_generations_body_metadata import PostV1ImageGenerationsBodyMetadata
from .post_v1_image_generations_body_output_language import PostV1ImageGenerationsBodyOutputLanguage
from .post_v1_image_generations_body_overlay_text_language import PostV1ImageGenerationsBodyOverlayTextLanguage
from .post_v1_image_generations_body_platform import PostV1ImageGenerationsBodyPlatform
from .post_v1_image_generations_body_resolution import PostV1ImageGenerationsBodyResolution
from .post_v1_image_generations_body_style import PostV1ImageGenerationsBodyStyle
from .post_v1_image_generations_body_type import PostV1ImageGenerationsBodyType
from .post_v1_messaging_template_drafts_body import PostV1MessagingTemplateDraftsBody
from .post_v1_messaging_template_drafts_body_buttons_item_type_0 import (
    PostV1MessagingTemplateDraftsBodyButtonsItemType0,
)
from .post_v1_messaging_template_drafts_body_buttons_item_type_1 import (
    PostV1MessagingTemplateDraftsBodyButtonsItemType1,
)
from .post_v1_messaging_template_drafts_body_category import PostV1MessagingTemplateDraftsBodyCategory
from .post_v1_messaging_template_drafts_body_dialect import PostV1MessagingTemplateDraftsBodyDialect
from .post_v1_messaging_template_drafts_body_language_code import PostV1MessagingTemplateDraftsBodyLanguageCode
from .post_v1_messaging_template_drafts_body_output_language import PostV1MessagingTemplateDraftsBodyOutputLanguage
from .post_v1_messaging_template_drafts_body_variables_item import PostV1MessagingTemplateDraftsBodyVariablesItem
from .post_v1_messaging_template_drafts_draft_id_outcomes_body import PostV1MessagingTemplateDraftsDraftIdOutcomesBody
from .post_v1_messaging_template_drafts_draft_id_outcomes_body_category import (
    PostV1MessagingTemplateDraftsDraftIdOutcomesBodyCategory,
)
from .post_v1_messaging_template_drafts_draft_id_outcomes_body_outcome import (
    PostV1MessagingTemplateDraftsDraftIdOutcomesBodyOutcome,
)
from .post_v1_platform_events_whatsapp_hook_id_response_200 import PostV1PlatformEventsWhatsappHookIdResponse200
from .post_v1_quote_body import PostV1QuoteBody
from .post_v1_quote_body_operation import PostV1QuoteBodyOperation
from .post_v1_quote_body_request import PostV1QuoteBodyRequest
from .post_v1_speech_generations_body import PostV1SpeechGenerationsBody
from .post_v1_speech_generations_body_content_type import PostV1SpeechGenerationsBodyContentType
from .post_v1_speech_generations_body_delivery import PostV1SpeechGenerationsBodyDelivery
from .post_v1_speech_generations_body_dialect import PostV1SpeechGenerationsBodyDialect
from .post_v1_speech_generations_body_metadata import PostV1SpeechGenerationsBodyMetadata
from .post_v1_speech_generations_body_output_language import PostV1SpeechGenerationsBodyOutputLanguage
from .post_v1_speech_generations_body_platform import PostV1SpeechGenerationsBodyPlatform
from .post_v1_speech_generations_body_voice import PostV1SpeechGenerationsBodyVoice
from .post_v1_speech_generations_body_voice_profile import PostV1SpeechGenerationsBodyVoiceProfile
from .preparation import Preparation
from .preparation_contract import PreparationContract
from .preparation_usage import PreparationUsage
from .problem import Problem
from .problem_code import ProblemCode
from .problem_errors_item import ProblemErrorsItem
from .quote import Quote
from .quote_allowed_next_actions_item import QuoteAllowedNextActionsItem
from .quote_authorization import QuoteAuthorization
from .quote_authorization_scope import QuoteAuthorizationScope
from .quote_conflicts_item import QuoteConflictsItem
from .quote_operation import QuoteOperation
from .quote_quote_type_1 import QuoteQuoteType1
from .quote_quote_type_1_line_items_item import QuoteQuoteType1LineItemsItem
from .quote_quote_type_1_line_items_item_scope import QuoteQuoteType1LineItemsItemScope
from .quote_side_effects import QuoteSideEffects
from .quote_status import QuoteStatus
from .quote_validated import QuoteValidated
from .quote_validated_output_language import QuoteValidatedOutputLanguage
from .quote_validated_preparation_status import QuoteValidatedPreparationStatus
from .readiness import Readiness
from .readiness_checks import ReadinessChecks
from .request import Request
from .request_status import RequestStatus
from .request_usage import RequestUsage
from .speech import Speech
from .speech_audio import SpeechAudio
from .speech_content_type import SpeechContentType
from .speech_delivery import SpeechDelivery
from .speech_metadata import SpeechMetadata
from .speech_output_language import SpeechOutputLanguage
from .speech_prompt_context_source import SpeechPromptContextSource
from .speech_usage import SpeechUsage
from .speech_voice_source import SpeechVoiceSource
from .upload import Upload
from .upload_deletion import UploadDeletion
from .usage import Usage
from .usage_requests_item import UsageRequestsItem
from .usage_requests_item_status import UsageRequestsItemStatus
from .usage_window import UsageWindow
from .website import Website
from .website_asset_candidates_item import WebsiteAssetCandidatesItem
from .website_creative_suggestions_item import WebsiteCreativeSuggestionsItem
from .website_identity import WebsiteIdentity
from .website_source_facts_item import WebsiteSourceFactsItem
from .website_source_facts_item_field import WebsiteSourceFactsItemField
from .website_source_facts_item_source import WebsiteSourceFactsItemSource
from .website_status import WebsiteStatus
from .website_user_corrections_item import WebsiteUserCorrectionsItem

__all__ = (
    "Ad",
    "AdGeneration",
    "AdGenerationContract",
    "AdGenerationImage",
    "AdGenerationLogoPolicy",
    "AdGenerationOriginalImageType0",
    "AdGenerationUsage",
    "AdList",
    "AdListDataItem",
    "AdPreparation",
    "Brand",
    "BrandBrandStrength",
    "BrandList",
    "BrandListProfilesItem",
    "BrandListProfilesItemBrandStrength",
    "BrandListProfilesItemSocialLinks",
    "BrandResourcesItem",
    "BrandSocialLinks",
    "Campaign",
    "CampaignDeliverablesItem",
    "CampaignDeliverablesItemName",
    "CampaignDeliverablesItemStatus",
    "CampaignDialect",
    "CampaignDialectSourceType1",
    "CampaignMetadata",
    "CampaignOutputLanguage",
    "CampaignStatus",
    "CampaignUsage",
    "Capabilities",
    "Copy",
    "CopyControls",
    "CopyControlsAudienceType1",
    "CopyControlsFrameworkType1",
    "CopyDialect",
    "CopyDialectSourceType1",
    "CopyKeywordPolicy",
    "CopyMetadata",
    "CopyOutputLanguage",
    "CopyType",
    "CopyUsage",
    "CopyVariantsItem",
    "CopyVariantsItemKeywordCompliance",
    "Draft",
    "DraftCompliance",
    "DraftComplianceFindingsItem",
    "DraftComplianceFindingsItemSeverity",
    "DraftPlatformPayload",
    "DraftPlatformPayloadComponentsItem",
    "DraftState",
    "DraftStateLastReportedOutcomeType0",
    "DraftStatePlatformPayload",
    "DraftStatePlatformPayloadComponentsItem",
    "DraftStateRefund",
    "DraftStateRefundStatus",
    "DraftUsage",
    "GetV1AdLibraryIdLocale",
    "GetV1AdLibraryIndustry",
    "GetV1AdLibraryLocale",
    "GetV1AdLibrarySector",
    "GetV1AdLibraryStyle",
    "GetV1OpenapiJsonResponse200",
    "Health",
    "Image",
    "ImageCleanImage",
    "ImageDialectSourceType1",
    "ImageDialectType1",
    "ImageImage",
    "ImageLogoPolicy",
    "ImageLogoPolicyMode",
    "ImageMetadata",
    "ImageOutputLanguage",
    "ImagePromptPlan",
    "ImageResolution",
    "ImageTextPolicy",
    "ImageTextPolicyLanguageType1",
    "ImageTextPolicyMode",
    "ImageTextPolicyRendererType1",
    "ImageType",
    "ImageUsage",
    "ImageVisualPolicy",
    "Outcome",
    "OutcomeRefund",
    "OutcomeRefundStatus",
    "PostV1AdLibraryIdGenerationsBody",
    "PostV1AdLibraryIdGenerationsBodyAspectRatio",
    "PostV1AdLibraryIdGenerationsBodyLocale",
    "PostV1AdLibraryIdGenerationsBodyLogoMode",
    "PostV1AdLibraryIdGenerationsBodyPalette",
    "PostV1AdLibraryIdGenerationsBodyTemplateFields",
    "PostV1AdLibraryIdPrepareBody",
    "PostV1AdLibraryIdPrepareBodyLocale",
    "PostV1AdLibraryUploadsBody",
    "PostV1AdLibraryUploadsBodyRole",
    "PostV1CampaignsBody",
    "PostV1CampaignsBodyBrief",
    "PostV1CampaignsBodyBriefAudience",
    "PostV1CampaignsBodyBriefDialect",
    "PostV1CampaignsBodyBriefOutputLanguage",
    "PostV1CampaignsBodyBriefPlatform",
    "PostV1CampaignsBodyDeliverables",
    "PostV1CampaignsBodyDeliverablesCopy",
    "PostV1CampaignsBodyDeliverablesCopyFramework",
    "PostV1CampaignsBodyDeliverablesCopyType",
    "PostV1CampaignsBodyDeliverablesImage",
    "PostV1CampaignsBodyDeliverablesImageAspectRatio",
    "PostV1CampaignsBodyDeliverablesImageLogoMode",
    "PostV1CampaignsBodyDeliverablesImageOverlayTextLanguage",
    "PostV1CampaignsBodyDeliverablesImageResolution",
    "PostV1CampaignsBodyDeliverablesImageStyle",
    "PostV1CampaignsBodyDeliverablesImageType",
    "PostV1CampaignsBodyDeliverablesSpeech",
    "PostV1CampaignsBodyDeliverablesSpeechContentType",
    "PostV1CampaignsBodyDeliverablesSpeechDelivery",
    "PostV1CampaignsBodyDeliverablesSpeechVoice",
    "PostV1CampaignsBodyDeliverablesSpeechVoiceProfile",
    "PostV1CampaignsBodyMetadata",
    "PostV1ContextWebsiteBody",
    "PostV1CopyGenerationsBody",
    "PostV1CopyGenerationsBodyAudience",
    "PostV1CopyGenerationsBodyDialect",
    "PostV1CopyGenerationsBodyFramework",
    "PostV1CopyGenerationsBodyMetadata",
    "PostV1CopyGenerationsBodyOutputLanguage",
    "PostV1CopyGenerationsBodyPlatform",
    "PostV1CopyGenerationsBodySourceDialect",
    "PostV1CopyGenerationsBodyTargetDialect",
    "PostV1CopyGenerationsBodyType",
    "PostV1ImageGenerationsBody",
    "PostV1ImageGenerationsBodyAspectRatio",
    "PostV1ImageGenerationsBodyDialect",
    "PostV1ImageGenerationsBodyLogoMode",
    "PostV1ImageGenerationsBodyMetadata",
    "PostV1ImageGenerationsBodyOutputLanguage",
    "PostV1ImageGenerationsBodyOverlayTextLanguage",
    "PostV1ImageGenerationsBodyPlatform",
    "PostV1ImageGenerationsBodyResolution",
    "PostV1ImageGenerationsBodyStyle",
    "PostV1ImageGenerationsBodyType",
    "PostV1MessagingTemplateDraftsBody",
    "PostV1MessagingTemplateDraftsBodyButtonsItemType0",
    "PostV1MessagingTemplateDraftsBodyButtonsItemType1",
    "PostV1MessagingTemplateDraftsBodyCategory",
    "PostV1MessagingTemplateDraftsBodyDialect",
    "PostV1MessagingTemplateDraftsBodyLanguageCode",
    "PostV1MessagingTemplateDraftsBodyOutputLanguage",
    "PostV1MessagingTemplateDraftsBodyVariablesItem",
    "PostV1MessagingTemplateDraftsDraftIdOutcomesBody",
    "PostV1MessagingTemplateDraftsDraftIdOutcomesBodyCategory",
    "PostV1MessagingTemplateDraftsDraftIdOutcomesBodyOutcome",
    "PostV1PlatformEventsWhatsappHookIdResponse200",
    "PostV1QuoteBody",
    "PostV1QuoteBodyOperation",
    "PostV1QuoteBodyRequest",
    "PostV1SpeechGenerationsBody",
    "PostV1SpeechGenerationsBodyContentType",
    "PostV1SpeechGenerationsBodyDelivery",
    "PostV1SpeechGenerationsBodyDialect",
    "PostV1SpeechGenerationsBodyMetadata",
    "PostV1SpeechGenerationsBodyOutputLanguage",
    "PostV1SpeechGenerationsBodyPlatform",
    "PostV1SpeechGenerationsBodyVoice",
    "PostV1SpeechGenerationsBodyVoiceProfile",
    "Preparation",
    "PreparationContract",
    "PreparationUsage",
    "Problem",
    "ProblemCode",
    "ProblemErrorsItem",
    "Quote",
    "QuoteAllowedNextActionsItem",
    "QuoteAuthorization",
    "QuoteAuthorizationScope",
    "QuoteConflictsItem",
    "QuoteOperation",
    "QuoteQuoteType1",
    "QuoteQuoteType1LineItemsItem",
    "QuoteQuoteType1LineItemsItemScope",
    "QuoteSideEffects",
    "QuoteStatus",
    "QuoteValidated",
    "QuoteValidatedOutputLanguage",
    "QuoteValidatedPreparationStatus",
    "Readiness",
    "ReadinessChecks",
    "Request",
    "RequestStatus",
    "RequestUsage",
    "Speech",
    "SpeechAudio",
    "SpeechContentType",
    "SpeechDelivery",
    "SpeechMetadata",
    "SpeechOutputLanguage",
    "SpeechPromptContextSource",
    "SpeechUsage",
    "SpeechVoiceSource",
    "Upload",
    "UploadDeletion",
    "Usage",
    "UsageRequestsItem",
    "UsageRequestsItemStatus",
    "UsageWindow",
    "Website",
    "WebsiteAssetCandidatesItem",
    "WebsiteCreativeSuggestionsItem",
    "WebsiteIdentity",
    "WebsiteSourceFactsItem",
    "WebsiteSourceFactsItemField",
    "WebsiteSourceFactsItemSource",
    "WebsiteStatus",
    "WebsiteUserCorrectionsItem",
)
