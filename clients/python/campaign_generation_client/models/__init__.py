"""Contains all the data models used in inputs/outputs"""

from .ad_generation_request import AdGenerationRequest
from .ad_generation_request_aspect_ratio import AdGenerationRequestAspectRatio
from .ad_generation_request_locale import AdGenerationRequestLocale
from .ad_generation_request_logo_mode import AdGenerationRequestLogoMode
from .ad_generation_request_template_fields import AdGenerationRequestTemplateFields
from .ad_industry import AdIndustry
from .ad_library_ad import AdLibraryAd
from .ad_library_ad_generation_contract import AdLibraryAdGenerationContract
from .ad_library_ad_preparation import AdLibraryAdPreparation
from .ad_library_generation import AdLibraryGeneration
from .ad_library_generation_image import AdLibraryGenerationImage
from .ad_library_generation_logo_policy import AdLibraryGenerationLogoPolicy
from .ad_library_generation_original_image_type_0 import AdLibraryGenerationOriginalImageType0
from .ad_library_generation_usage import AdLibraryGenerationUsage
from .ad_list import AdList
from .ad_list_data_item import AdListDataItem
from .ad_locale import AdLocale
from .ad_preparation import AdPreparation
from .ad_preparation_contract import AdPreparationContract
from .ad_preparation_usage import AdPreparationUsage
from .ad_prepare_request import AdPrepareRequest
from .ad_prepare_request_locale import AdPrepareRequestLocale
from .ad_sector import AdSector
from .ad_style import AdStyle
from .brand_profile import BrandProfile
from .brand_profile_brand_strength import BrandProfileBrandStrength
from .brand_profile_list import BrandProfileList
from .brand_profile_list_profiles_item import BrandProfileListProfilesItem
from .brand_profile_list_profiles_item_brand_strength import BrandProfileListProfilesItemBrandStrength
from .brand_profile_list_profiles_item_social_links import BrandProfileListProfilesItemSocialLinks
from .brand_profile_resources_item import BrandProfileResourcesItem
from .brand_profile_social_links import BrandProfileSocialLinks
from .campaign_brief import CampaignBrief
from .campaign_brief_audience import CampaignBriefAudience
from .campaign_brief_dialect import CampaignBriefDialect
from .campaign_brief_output_language import CampaignBriefOutputLanguage
from .campaign_brief_platform import CampaignBriefPlatform
from .campaign_deliverables import CampaignDeliverables
from .campaign_request import CampaignRequest
from .campaign_request_metadata import CampaignRequestMetadata
from .campaign_result import CampaignResult
from .campaign_result_deliverables_item import CampaignResultDeliverablesItem
from .campaign_result_deliverables_item_name import CampaignResultDeliverablesItemName
from .campaign_result_deliverables_item_status import CampaignResultDeliverablesItemStatus
from .campaign_result_dialect import CampaignResultDialect
from .campaign_result_dialect_source_type_1 import CampaignResultDialectSourceType1
from .campaign_result_metadata import CampaignResultMetadata
from .campaign_result_output_language import CampaignResultOutputLanguage
from .campaign_result_status import CampaignResultStatus
from .campaign_result_usage import CampaignResultUsage
from .capabilities import Capabilities
from .copy_deliverable import CopyDeliverable
from .copy_deliverable_framework import CopyDeliverableFramework
from .copy_deliverable_type import CopyDeliverableType
from .copy_generation_result import CopyGenerationResult
from .copy_generation_result_controls import CopyGenerationResultControls
from .copy_generation_result_controls_audience_type_1 import CopyGenerationResultControlsAudienceType1
from .copy_generation_result_controls_framework_type_1 import CopyGenerationResultControlsFrameworkType1
from .copy_generation_result_dialect import CopyGenerationResultDialect
from .copy_generation_result_dialect_source_type_1 import CopyGenerationResultDialectSourceType1
from .copy_generation_result_keyword_policy import CopyGenerationResultKeywordPolicy
from .copy_generation_result_metadata import CopyGenerationResultMetadata
from .copy_generation_result_output_language import CopyGenerationResultOutputLanguage
from .copy_generation_result_type import CopyGenerationResultType
from .copy_generation_result_usage import CopyGenerationResultUsage
from .copy_generation_result_variants_item import CopyGenerationResultVariantsItem
from .copy_generation_result_variants_item_keyword_compliance import CopyGenerationResultVariantsItemKeywordCompliance
from .copy_request import CopyRequest
from .copy_request_audience import CopyRequestAudience
from .copy_request_dialect import CopyRequestDialect
from .copy_request_framework import CopyRequestFramework
from .copy_request_metadata import CopyRequestMetadata
from .copy_request_output_language import CopyRequestOutputLanguage
from .copy_request_platform import CopyRequestPlatform
from .copy_request_source_dialect import CopyRequestSourceDialect
from .copy_request_target_dialect import CopyRequestTargetDialect
from .copy_request_type import CopyRequestType
from .image_deliverable import ImageDeliverable
from .image_deliverable_aspect_ratio import ImageDeliverableAspectRatio
from .image_deliverable_logo_mode import ImageDeliverableLogoMode
from .image_deliverable_overlay_text_language import ImageDeliverableOverlayTextLanguage
from .image_deliverable_resolution import ImageDeliverableResolution
from .image_deliverable_style import ImageDeliverableStyle
from .image_deliverable_type import ImageDeliverableType
from .image_generation_result import ImageGenerationResult
from .image_generation_result_clean_image import ImageGenerationResultCleanImage
from .image_generation_result_dialect_source_type_1 import ImageGenerationResultDialectSourceType1
from .image_generation_result_dialect_type_1 import ImageGenerationResultDialectType1
from .image_generation_result_image import ImageGenerationResultImage
from .image_generation_result_logo_policy import ImageGenerationResultLogoPolicy
from .image_generation_result_logo_policy_mode import ImageGenerationResultLogoPolicyMode
from .image_generation_result_metadata import ImageGenerationResultMetadata
from .image_generation_result_output_language import ImageGenerationResultOutputLanguage
from .image_generation_result_prompt_plan import ImageGenerationResultPromptPlan
from .image_generation_result_resolution import ImageGenerationResultResolution
from .image_generation_result_text_policy import ImageGenerationResultTextPolicy
from .image_generation_result_text_policy_language_type_1 import ImageGenerationResultTextPolicyLanguageType1
from .image_generation_result_text_policy_mode import ImageGenerationResultTextPolicyMode
from .image_generation_result_text_policy_renderer_type_1 import ImageGenerationResultTextPolicyRendererType1
from .image_generation_result_type import ImageGenerationResultType
from .image_generation_result_usage import ImageGenerationResultUsage
from .image_generation_result_visual_policy import ImageGenerationResultVisualPolicy
from .image_request import ImageRequest
from .image_request_aspect_ratio import ImageRequestAspectRatio
from .image_request_dialect import ImageRequestDialect
from .image_request_logo_mode import ImageRequestLogoMode
from .image_request_metadata import ImageRequestMetadata
from .image_request_output_language import ImageRequestOutputLanguage
from .image_request_overlay_text_language import ImageRequestOverlayTextLanguage
from .image_request_platform import ImageRequestPlatform
from .image_request_resolution import ImageRequestResolution
from .image_request_style import ImageRequestStyle
from .image_request_type import ImageRequestType
from .open_api_document import OpenApiDocument
from .palette import Palette
from .platform_event_receipt import PlatformEventReceipt
from .problem import Problem
from .problem_code import ProblemCode
from .problem_errors_item import ProblemErrorsItem
from .quick_reply_button import QuickReplyButton
from .quote import Quote
from .quote_allowed_next_actions_item import QuoteAllowedNextActionsItem
from .quote_authorization import QuoteAuthorization
from .quote_authorization_scope import QuoteAuthorizationScope
from .quote_conflicts_item import QuoteConflictsItem
from .quote_operation import QuoteOperation
from .quote_quote_type_1 import QuoteQuoteType1
from .quote_quote_type_1_line_items_item import QuoteQuoteType1LineItemsItem
from .quote_quote_type_1_line_items_item_scope import QuoteQuoteType1LineItemsItemScope
from .quote_request import QuoteRequest
from .quote_request_operation import QuoteRequestOperation
from .quote_request_request import QuoteRequestRequest
from .quote_side_effects import QuoteSideEffects
from .quote_status import QuoteStatus
from .quote_validated import QuoteValidated
from .quote_validated_output_language import QuoteValidatedOutputLanguage
from .quote_validated_preparation_status import QuoteValidatedPreparationStatus
from .request_record import RequestRecord
from .request_record_status import RequestRecordStatus
from .request_record_usage import RequestRecordUsage
from .speech_deliverable import SpeechDeliverable
from .speech_deliverable_content_type import SpeechDeliverableContentType
from .speech_deliverable_delivery import SpeechDeliverableDelivery
from .speech_deliverable_voice import SpeechDeliverableVoice
from .speech_deliverable_voice_profile import SpeechDeliverableVoiceProfile
from .speech_generation_result import SpeechGenerationResult
from .speech_generation_result_audio import SpeechGenerationResultAudio
from .speech_generation_result_content_type import SpeechGenerationResultContentType
from .speech_generation_result_delivery import SpeechGenerationResultDelivery
from .speech_generation_result_metadata import SpeechGenerationResultMetadata
from .speech_generation_result_output_language import SpeechGenerationResultOutputLanguage
from .speech_generation_result_prompt_context_source import SpeechGenerationResultPromptContextSource
from .speech_generation_result_usage import SpeechGenerationResultUsage
from .speech_generation_result_voice_source import SpeechGenerationResultVoiceSource
from .speech_request import SpeechRequest
from .speech_request_content_type import SpeechRequestContentType
from .speech_request_delivery import SpeechRequestDelivery
from .speech_request_dialect import SpeechRequestDialect
from .speech_request_metadata import SpeechRequestMetadata
from .speech_request_output_language import SpeechRequestOutputLanguage
from .speech_request_platform import SpeechRequestPlatform
from .speech_request_voice import SpeechRequestVoice
from .speech_request_voice_profile import SpeechRequestVoiceProfile
from .template_draft import TemplateDraft
from .template_draft_compliance import TemplateDraftCompliance
from .template_draft_compliance_findings_item import TemplateDraftComplianceFindingsItem
from .template_draft_compliance_findings_item_severity import TemplateDraftComplianceFindingsItemSeverity
from .template_draft_platform_payload import TemplateDraftPlatformPayload
from .template_draft_platform_payload_components_item import TemplateDraftPlatformPayloadComponentsItem
from .template_draft_request import TemplateDraftRequest
from .template_draft_request_category import TemplateDraftRequestCategory
from .template_draft_request_dialect import TemplateDraftRequestDialect
from .template_draft_request_language_code import TemplateDraftRequestLanguageCode
from .template_draft_request_output_language import TemplateDraftRequestOutputLanguage
from .template_draft_state import TemplateDraftState
from .template_draft_state_last_reported_outcome_type_0 import TemplateDraftStateLastReportedOutcomeType0
from .template_draft_state_platform_payload import TemplateDraftStatePlatformPayload
from .template_draft_state_platform_payload_components_item import TemplateDraftStatePlatformPayloadComponentsItem
from .template_draft_state_refund import TemplateDraftStateRefund
from .template_draft_state_refund_status import TemplateDraftStateRefundStatus
from .template_draft_usage import TemplateDraftUsage
from .template_outcome import TemplateOutcome
from .template_outcome_refund import TemplateOutcomeRefund
from .template_outcome_refund_status import TemplateOutcomeRefundStatus
from .template_outcome_report import TemplateOutcomeReport
from .template_outcome_report_category import TemplateOutcomeReportCategory
from .template_outcome_report_outcome import TemplateOutcomeReportOutcome
from .template_variable import TemplateVariable
from .upload import Upload
from .upload_deletion import UploadDeletion
from .upload_request import UploadRequest
from .upload_request_role import UploadRequestRole
from .url_button import UrlButton
from .usage_summary import UsageSummary
from .usage_summary_requests_item import UsageSummaryRequestsItem
from .usage_summary_requests_item_status import UsageSummaryRequestsItemStatus
from .usage_summary_window import UsageSummaryWindow
from .webhook_test_event import WebhookTestEvent
from .website_context import WebsiteContext
from .website_context_asset_candidates_item import WebsiteContextAssetCandidatesItem
from .website_context_creative_suggestions_item import WebsiteContextCreativeSuggestionsItem
from .website_context_identity import WebsiteContextIdentity
from .website_context_source_facts_item import WebsiteContextSourceFactsItem
from .website_context_source_facts_item_field import WebsiteContextSourceFactsItemField
from .website_context_source_facts_item_source import WebsiteContextSourceFactsItemSource
from .website_context_status import WebsiteContextStatus
from .website_context_user_corrections_item import WebsiteContextUserCorrectionsItem
from .website_request import WebsiteRequest

__all__ = (
    "AdGenerationRequest",
    "AdGenerationRequestAspectRatio",
    "AdGenerationRequestLocale",
    "AdGenerationRequestLogoMode",
    "AdGenerationRequestTemplateFields",
    "AdIndustry",
    "AdLibraryAd",
    "AdLibraryAdGenerationContract",
    "AdLibraryAdPreparation",
    "AdLibraryGeneration",
    "AdLibraryGenerationImage",
    "AdLibraryGenerationLogoPolicy",
    "AdLibraryGenerationOriginalImageType0",
    "AdLibraryGenerationUsage",
    "AdList",
    "AdListDataItem",
    "AdLocale",
    "AdPreparation",
    "AdPreparationContract",
    "AdPreparationUsage",
    "AdPrepareRequest",
    "AdPrepareRequestLocale",
    "AdSector",
    "AdStyle",
    "BrandProfile",
    "BrandProfileBrandStrength",
    "BrandProfileList",
    "BrandProfileListProfilesItem",
    "BrandProfileListProfilesItemBrandStrength",
    "BrandProfileListProfilesItemSocialLinks",
    "BrandProfileResourcesItem",
    "BrandProfileSocialLinks",
    "CampaignBrief",
    "CampaignBriefAudience",
    "CampaignBriefDialect",
    "CampaignBriefOutputLanguage",
    "CampaignBriefPlatform",
    "CampaignDeliverables",
    "CampaignRequest",
    "CampaignRequestMetadata",
    "CampaignResult",
    "CampaignResultDeliverablesItem",
    "CampaignResultDeliverablesItemName",
    "CampaignResultDeliverablesItemStatus",
    "CampaignResultDialect",
    "CampaignResultDialectSourceType1",
    "CampaignResultMetadata",
    "CampaignResultOutputLanguage",
    "CampaignResultStatus",
    "CampaignResultUsage",
    "Capabilities",
    "CopyDeliverable",
    "CopyDeliverableFramework",
    "CopyDeliverableType",
    "CopyGenerationResult",
    "CopyGenerationResultControls",
    "CopyGenerationResultControlsAudienceType1",
    "CopyGenerationResultControlsFrameworkType1",
    "CopyGenerationResultDialect",
    "CopyGenerationResultDialectSourceType1",
    "CopyGenerationResultKeywordPolicy",
    "CopyGenerationResultMetadata",
    "CopyGenerationResultOutputLanguage",
    "CopyGenerationResultType",
    "CopyGenerationResultUsage",
    "CopyGenerationResultVariantsItem",
    "CopyGenerationResultVariantsItemKeywordCompliance",
    "CopyRequest",
    "CopyRequestAudience",
    "CopyRequestDialect",
    "CopyRequestFramework",
    "CopyRequestMetadata",
    "CopyRequestOutputLanguage",
    "CopyRequestPlatform",
    "CopyRequestSourceDialect",
    "CopyRequestTargetDialect",
    "CopyRequestType",
    "ImageDeliverable",
    "ImageDeliverableAspectRatio",
    "ImageDeliverableLogoMode",
    "ImageDeliverableOverlayTextLanguage",
    "ImageDeliverableResolution",
    "ImageDeliverableStyle",
    "ImageDeliverableType",
    "ImageGenerationResult",
    "ImageGenerationResultCleanImage",
    "ImageGenerationResultDialectSourceType1",
    "ImageGenerationResultDialectType1",
    "ImageGenerationResultImage",
    "ImageGenerationResultLogoPolicy",
    "ImageGenerationResultLogoPolicyMode",
    "ImageGenerationResultMetadata",
    "ImageGenerationResultOutputLanguage",
    "ImageGenerationResultPromptPlan",
    "ImageGenerationResultResolution",
    "ImageGenerationResultTextPolicy",
    "ImageGenerationResultTextPolicyLanguageType1",
    "ImageGenerationResultTextPolicyMode",
    "ImageGenerationResultTextPolicyRendererType1",
    "ImageGenerationResultType",
    "ImageGenerationResultUsage",
    "ImageGenerationResultVisualPolicy",
    "ImageRequest",
    "ImageRequestAspectRatio",
    "ImageRequestDialect",
    "ImageRequestLogoMode",
    "ImageRequestMetadata",
    "ImageRequestOutputLanguage",
    "ImageRequestOverlayTextLanguage",
    "ImageRequestPlatform",
    "ImageRequestResolution",
    "ImageRequestStyle",
    "ImageRequestType",
    "OpenApiDocument",
    "Palette",
    "PlatformEventReceipt",
    "Problem",
    "ProblemCode",
    "ProblemErrorsItem",
    "QuickReplyButton",
    "Quote",
    "QuoteAllowedNextActionsItem",
    "QuoteAuthorization",
    "QuoteAuthorizationScope",
    "QuoteConflictsItem",
    "QuoteOperation",
    "QuoteQuoteType1",
    "QuoteQuoteType1LineItemsItem",
    "QuoteQuoteType1LineItemsItemScope",
    "QuoteRequest",
    "QuoteRequestOperation",
    "QuoteRequestRequest",
    "QuoteSideEffects",
    "QuoteStatus",
    "QuoteValidated",
    "QuoteValidatedOutputLanguage",
    "QuoteValidatedPreparationStatus",
    "RequestRecord",
    "RequestRecordStatus",
    "RequestRecordUsage",
    "SpeechDeliverable",
    "SpeechDeliverableContentType",
    "SpeechDeliverableDelivery",
    "SpeechDeliverableVoice",
    "SpeechDeliverableVoiceProfile",
    "SpeechGenerationResult",
    "SpeechGenerationResultAudio",
    "SpeechGenerationResultContentType",
    "SpeechGenerationResultDelivery",
    "SpeechGenerationResultMetadata",
    "SpeechGenerationResultOutputLanguage",
    "SpeechGenerationResultPromptContextSource",
    "SpeechGenerationResultUsage",
    "SpeechGenerationResultVoiceSource",
    "SpeechRequest",
    "SpeechRequestContentType",
    "SpeechRequestDelivery",
    "SpeechRequestDialect",
    "SpeechRequestMetadata",
    "SpeechRequestOutputLanguage",
    "SpeechRequestPlatform",
    "SpeechRequestVoice",
    "SpeechRequestVoiceProfile",
    "TemplateDraft",
    "TemplateDraftCompliance",
    "TemplateDraftComplianceFindingsItem",
    "TemplateDraftComplianceFindingsItemSeverity",
    "TemplateDraftPlatformPayload",
    "TemplateDraftPlatformPayloadComponentsItem",
    "TemplateDraftRequest",
    "TemplateDraftRequestCategory",
    "TemplateDraftRequestDialect",
    "TemplateDraftRequestLanguageCode",
    "TemplateDraftRequestOutputLanguage",
    "TemplateDraftState",
    "TemplateDraftStateLastReportedOutcomeType0",
    "TemplateDraftStatePlatformPayload",
    "TemplateDraftStatePlatformPayloadComponentsItem",
    "TemplateDraftStateRefund",
    "TemplateDraftStateRefundStatus",
    "TemplateDraftUsage",
    "TemplateOutcome",
    "TemplateOutcomeRefund",
    "TemplateOutcomeRefundStatus",
    "TemplateOutcomeReport",
    "TemplateOutcomeReportCategory",
    "TemplateOutcomeReportOutcome",
    "TemplateVariable",
    "Upload",
    "UploadDeletion",
    "UploadRequest",
    "UploadRequestRole",
    "UrlButton",
    "UsageSummary",
    "UsageSummaryRequestsItem",
    "UsageSummaryRequestsItemStatus",
    "UsageSummaryWindow",
    "WebhookTestEvent",
    "WebsiteContext",
    "WebsiteContextAssetCandidatesItem",
    "WebsiteContextCreativeSuggestionsItem",
    "WebsiteContextIdentity",
    "WebsiteContextSourceFactsItem",
    "WebsiteContextSourceFactsItemField",
    "WebsiteContextSourceFactsItemSource",
    "WebsiteContextStatus",
    "WebsiteContextUserCorrectionsItem",
    "WebsiteRequest",
)
