import { z } from 'zod';
import { externalIdSchema, marketSchema, metadataSchema, requiredText, visualList } from './common';
import type { DialectSource } from './dialects';
import {
  COPY_DIALECTS,
  IMAGE_ASPECT_RATIOS,
  IMAGE_RESOLUTIONS,
  IMAGE_STYLES,
  IMAGE_TYPES,
  OUTPUT_LANGUAGES,
  PLATFORMS,
  type CopyDialect,
  type ImageAspectRatio,
  type ImageResolution,
  type ImageStyle,
  type ImageType,
  type OutputLanguage,
} from './enums';
import { LIMITS } from './limits';
import { arabicShare, normalizeForMatch } from './normalize';

const storageId = z.string().min(1).max(100);

/** POST /v1/image-generations (section 4.3). Unknown properties are rejected. */
export const imageRequestSchema = z
  .strictObject({
    prompt: requiredText(LIMITS.image_prompt.min, LIMITS.image_prompt.max),
    type: z.enum(IMAGE_TYPES).default('campaign_visual'),
    output_language: z.enum(OUTPUT_LANGUAGES).default('ar'),
    market: marketSchema.optional(),
    dialect: z.enum(COPY_DIALECTS).optional(),
    platform: z.enum(PLATFORMS).optional(),
    tone: z.string().max(100).optional(),
    style: z.enum(IMAGE_STYLES).default('photorealistic'),
    aspect_ratio: z.enum(IMAGE_ASPECT_RATIOS).default('1:1'),
    resolution: z.enum(IMAGE_RESOLUTIONS).default('1K'),
    visual_keywords: visualList.optional(),
    excluded_visuals: visualList.optional(),
    include_text: z.boolean().default(false),
    overlay_text: requiredText(LIMITS.overlay_text.min, LIMITS.overlay_text.max).optional(),
    overlay_text_language: z.enum(['auto', 'ar', 'en']).default('auto'),
    brand_profile_id: z.string().min(1).max(200).optional(),
    reference_storage_ids: z
      .array(storageId)
      .max(2)
      .refine((ids) => new Set(ids).size === ids.length, 'items must be unique')
      .optional(),
    logo_storage_id: storageId.optional(),
    logo_mode: z.enum(['model', 'overlay', 'none']).optional(),
    external_id: externalIdSchema.optional(),
    external_customer_id: externalIdSchema.optional(),
    metadata: metadataSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (body.output_language === 'en' && body.dialect)
      issue(['dialect'], 'must be omitted when output_language is en');
    if (body.include_text && body.overlay_text === undefined)
      issue(['overlay_text'], 'is required when include_text is true');
    if (!body.include_text && body.overlay_text !== undefined)
      issue(['overlay_text'], 'is only allowed when include_text is true');
    if ((body.logo_mode === 'model' || body.logo_mode === 'overlay') && !body.logo_storage_id)
      issue(['logo_mode'], `${body.logo_mode} requires logo_storage_id`);
    if (body.logo_storage_id && body.reference_storage_ids?.includes(body.logo_storage_id))
      issue(['logo_storage_id'], 'is also listed in reference_storage_ids');
    const excluded = new Set((body.excluded_visuals ?? []).map(normalizeForMatch));
    (body.visual_keywords ?? []).forEach((visual, index) => {
      if (excluded.has(normalizeForMatch(visual)))
        issue(['visual_keywords', index], 'is also listed in excluded_visuals');
    });
  });

export type ImageRequest = z.output<typeof imageRequestSchema>;

export type LogoMode = 'model' | 'deterministic_overlay' | 'none';

/** The logo_mode the request resolves to (4.3): model when a logo is supplied, else none. */
export function resolveLogoMode(request: Pick<ImageRequest, 'logo_mode' | 'logo_storage_id'>): LogoMode {
  const mode = request.logo_mode ?? (request.logo_storage_id ? 'model' : 'none');
  return mode === 'overlay' ? 'deterministic_overlay' : mode;
}

/** The script of a phrase: Arabic when most of its letters are Arabic. Text with no letters counts as neither. */
export function detectTextLanguage(text: string): OutputLanguage | null {
  const share = arabicShare(text);
  if (share === null) return null;
  return share >= 0.5 ? 'ar' : 'en';
}

/**
 * The language the overlay must be rendered in and whether the supplied phrase has to be translated first.
 * auto keeps the phrase (its script decides; with no letters at all, the request's output_language).
 */
export function overlayPlan(
  text: string,
  requested: 'auto' | OutputLanguage,
  outputLanguage: OutputLanguage,
): { language: OutputLanguage; source: OutputLanguage; translate: boolean } {
  const source = detectTextLanguage(text) ?? (requested === 'auto' ? outputLanguage : requested);
  if (requested === 'auto') return { language: source, source, translate: false };
  return { language: requested, source, translate: source !== requested };
}

/**
 * Exact pixel sizes. 1K follows the image model's 1K grid (about one megapixel, sides multiples of 16);
 * 512 halves it and 2K doubles it, so every ratio keeps the same shape at every resolution.
 */
const ONE_K: Readonly<Record<ImageAspectRatio, readonly [number, number]>> = {
  '1:1': [1024, 1024],
  '1:4': [512, 2048],
  '1:8': [352, 2816],
  '2:3': [848, 1264],
  '3:2': [1264, 848],
  '3:4': [896, 1200],
  '4:1': [2048, 512],
  '4:3': [1200, 896],
  '4:5': [928, 1152],
  '5:4': [1152, 928],
  '8:1': [2816, 352],
  '9:16': [768, 1376],
  '16:9': [1376, 768],
  '21:9': [1584, 672],
};

const SCALE: Readonly<Record<ImageResolution, number>> = { '512': 0.5, '1K': 1, '2K': 2 };

export function imagePixelSize(ratio: ImageAspectRatio, resolution: ImageResolution) {
  const [w, h] = ONE_K[ratio];
  return { width: w * SCALE[resolution], height: h * SCALE[resolution] };
}

/** Every aspect ratio's pixel size at every resolution, as /capabilities serves it. */
export function imageSizeTable() {
  return Object.fromEntries(
    IMAGE_ASPECT_RATIOS.map((ratio) => [
      ratio,
      Object.fromEntries(IMAGE_RESOLUTIONS.map((res) => [res, imagePixelSize(ratio, res)])),
    ]),
  );
}

export interface PromptPlan {
  prompt: string;
  composition: string | null;
  typography: string | null;
  culturalNotes: string | null;
  negativePrompt: string | null;
}

export interface MediaFile {
  url: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ImageResult {
  id: string;
  object: 'image_generation';
  request_id: string;
  external_id: string | null;
  external_customer_id: string | null;
  metadata: Record<string, string>;
  status: 'completed';
  output_language: 'ar' | 'en';
  market: string | null;
  dialect: CopyDialect | null;
  dialect_source: DialectSource | null;
  image: MediaFile;
  /** Only with logo_mode overlay: the same image before the logo was composited. */
  clean_image?: MediaFile;
  aspect_ratio: ImageAspectRatio;
  resolution: ImageResolution;
  type: ImageType;
  style: ImageStyle;
  brand_profile_id: string | null;
  reference_images_used: number;
  logo_policy: {
    mode: LogoMode;
    logo_overlaid: boolean;
    logo_sent_to_model: boolean;
    logo_storage_id: string | null;
  };
  text_policy: {
    mode: 'none' | 'model';
    content: string | null;
    language: OutputLanguage | null;
    translated: boolean;
    deterministic: false;
    renderer: 'image_model' | null;
  };
  visual_policy: { required: string[]; excluded: string[] };
  prompt_plan: PromptPlan;
  engine_version: string;
  usage: { credits_used: number; balance_after: number };
  saved_to: 'api_request';
}
