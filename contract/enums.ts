export const OUTPUT_LANGUAGES = ['ar', 'en'] as const;
export const COPY_DIALECTS = [
  'classical',
  'emirati',
  'egyptian',
  'gulf',
  'saudi',
  'levantine',
  'iraqi',
] as const;
export const SPEECH_DIALECTS = ['saudi', 'gulf', 'emirati', 'egyptian', 'classical', 'levantine'] as const;
export const PLATFORMS = [
  'chat_business',
  'photo_social',
  'short_video',
  'professional_network',
  'ephemeral_social',
  'search_ads',
  'microblog',
  'social_network',
  'chat_channels',
  'website_landing_page',
  'ecommerce_product_page',
  'app_store_listing',
  'email_subject_line',
] as const;
export const COPY_TYPES = ['ad_copy', 'headlines', 'dialect_conversion'] as const;
export const COPY_FRAMEWORKS = ['none', 'aida', 'pas', 'fab', 'story'] as const;
export const CAMPAIGN_COPY_TYPES = ['ad_copy', 'headlines'] as const;
export const AUDIENCES = [
  'everyone',
  'specific',
  'all_genders',
  'female',
  'male',
  'children',
  'teenagers',
  'young_adults',
  'families',
  'professionals',
  'adults',
  'seniors',
  'beginners',
  'experts',
  'students',
  'customers',
  'employees',
  'developers',
  'managers',
] as const;
export const IMAGE_TYPES = [
  'campaign_visual',
  'product_showcase',
  'lifestyle',
  'offer_announcement',
  'brand_awareness',
] as const;
export const IMAGE_STYLES = [
  'photorealistic',
  'illustration',
  'flat-design',
  '3d-render',
  'watercolor',
  'minimalist',
] as const;
export const IMAGE_ASPECT_RATIOS = [
  '1:1',
  '1:4',
  '1:8',
  '2:3',
  '3:2',
  '3:4',
  '4:1',
  '4:3',
  '4:5',
  '5:4',
  '8:1',
  '9:16',
  '16:9',
  '21:9',
] as const;
export const IMAGE_RESOLUTIONS = ['512', '1K', '2K'] as const;
export const SPEECH_DELIVERIES = [
  'auto',
  'natural',
  'reel_voiceover',
  'conversational',
  'professional',
  'energetic',
  'storytelling',
] as const;
export const VOICE_PROFILES = [
  'bright_presenter',
  'warm_storyteller',
  'confident_announcer',
  'modern_narrator',
  'premium_narrator',
  'voiceover_female',
  'instructional_female',
  'podcast_female',
  'storyteller_female',
  'professional_female',
] as const;
export const VOICES = [
  'Zephyr',
  'Puck',
  'Charon',
  'Kore',
  'Fenrir',
  'Leda',
  'Orus',
  'Aoede',
  'Callirrhoe',
  'Autonoe',
  'Enceladus',
  'Iapetus',
  'Umbriel',
  'Algieba',
  'Despina',
  'Erinome',
  'Algenib',
  'Rasalgethi',
  'Laomedeia',
  'Achernar',
  'Alnilam',
  'Schedar',
  'Gacrux',
  'Pulcherrima',
  'Achird',
  'Zubenelgenubi',
  'Vindemiatrix',
  'Sadachbia',
  'Sadaltager',
  'Sulafat',
] as const;
export const SCOPES = [
  'copy:write',
  'images:write',
  'speech:write',
  'campaigns:write',
  'templates:write',
  'usage:read',
  'ad-library:read',
  'ad-library:write',
  'context:read',
  'brands:read',
] as const;

export type OutputLanguage = (typeof OUTPUT_LANGUAGES)[number];
export type CopyDialect = (typeof COPY_DIALECTS)[number];
export type Platform = (typeof PLATFORMS)[number];
export type CopyType = (typeof COPY_TYPES)[number];
export type CopyFramework = (typeof COPY_FRAMEWORKS)[number];
export type Audience = (typeof AUDIENCES)[number];
export type Scope = (typeof SCOPES)[number];
export type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageStyle = (typeof IMAGE_STYLES)[number];
export type ImageAspectRatio = (typeof IMAGE_ASPECT_RATIOS)[number];
export type ImageResolution = (typeof IMAGE_RESOLUTIONS)[number];
