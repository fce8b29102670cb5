import { z } from 'zod';
import { externalIdSchema, keywordList, marketSchema, metadataSchema, requiredText } from './common';
import { resolveDialect, type DialectSource } from './dialects';
import {
  AUDIENCES,
  COPY_DIALECTS,
  COPY_FRAMEWORKS,
  COPY_TYPES,
  OUTPUT_LANGUAGES,
  PLATFORMS,
  type CopyDialect,
  type CopyType,
  type OutputLanguage,
  type Platform,
} from './enums';
import { LIMITS } from './limits';
import { arabicShare, normalizeForMatch } from './normalize';

/** POST /v1/copy-generations (section 4.2). Unknown properties are rejected. */
export const copyRequestSchema = z
  .strictObject({
    type: z.enum(COPY_TYPES).default('ad_copy'),
    description: requiredText(LIMITS.copy_description.min, LIMITS.copy_description.max),
    count: z.number().int().min(1).max(3).optional(),
    max_characters: z.number().int().min(LIMITS.max_characters.min).max(LIMITS.max_characters.max).optional(),
    output_language: z.enum(OUTPUT_LANGUAGES).default('ar'),
    market: marketSchema.optional(),
    dialect: z.enum(COPY_DIALECTS).optional(),
    source_dialect: z.enum(COPY_DIALECTS).optional(),
    target_dialect: z.enum(COPY_DIALECTS).optional(),
    platform: z.enum(PLATFORMS).default('chat_business'),
    tone: z.string().max(100).optional(),
    framework: z.enum(COPY_FRAMEWORKS).optional(),
    audience: z.enum(AUDIENCES).optional(),
    specific_audience: requiredText(1, 500).optional(),
    target_audience: z.string().max(500).optional(),
    keywords: keywordList.optional(),
    required_keywords: keywordList.optional(),
    excluded_keywords: keywordList.optional(),
    call_to_action: z.string().max(LIMITS.call_to_action.max).optional(),
    brand_profile_id: z.string().min(1).max(200).optional(),
    external_id: externalIdSchema.optional(),
    external_customer_id: externalIdSchema.optional(),
    metadata: metadataSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const english = body.output_language === 'en';
    const conversion = body.type === 'dialect_conversion';
    if (english && body.dialect) issue('dialect', 'must be omitted when output_language is en');
    if (conversion) {
      if (english)
        issue('output_language', 'dialect_conversion converts Arabic text; output_language must be ar');
      if (!body.source_dialect) issue('source_dialect', 'is required for dialect_conversion');
      if (!body.target_dialect) issue('target_dialect', 'is required for dialect_conversion');
      if (body.source_dialect && body.source_dialect === body.target_dialect)
        issue('target_dialect', 'must differ from source_dialect');
      if (body.dialect) issue('dialect', 'is not used by dialect_conversion; use target_dialect');
      if ((arabicShare(body.description) ?? 0) < 0.5)
        issue('description', 'dialect_conversion converts Arabic text; the description is not Arabic');
      if (body.count !== undefined && body.count !== 1)
        issue('count', 'dialect_conversion returns one faithful conversion; count must be 1 or omitted');
    } else {
      if (body.source_dialect) issue('source_dialect', 'is only used by dialect_conversion');
      if (body.target_dialect) issue('target_dialect', 'is only used by dialect_conversion');
    }
    if (body.framework && body.framework !== 'none' && body.type !== 'ad_copy')
      issue('framework', 'frameworks other than none apply only to type ad_copy');
    if (body.audience === 'specific' && !body.specific_audience)
      issue('specific_audience', 'is required when audience is specific');
    if (body.specific_audience && body.audience !== 'specific')
      issue('specific_audience', 'is only used when audience is specific');
    const excluded = new Set((body.excluded_keywords ?? []).map(normalizeForMatch));
    for (const field of ['required_keywords', 'keywords'] as const) {
      (body[field] ?? []).forEach((keyword, index) => {
        if (excluded.has(normalizeForMatch(keyword)))
          ctx.addIssue({
            code: 'custom',
            path: [field, index],
            message: 'is also listed in excluded_keywords',
          });
      });
    }
  });

export type CopyRequest = z.output<typeof copyRequestSchema>;

/** Per-platform default length for a variant when max_characters is omitted. */
export const PLATFORM_DEFAULT_MAX_CHARACTERS: Readonly<Record<Platform, number>> = {
  chat_business: 600,
  photo_social: 1200,
  short_video: 600,
  professional_network: 1500,
  ephemeral_social: 250,
  search_ads: 180,
  microblog: 280,
  social_network: 1000,
  chat_channels: 800,
  website_landing_page: 2000,
  ecommerce_product_page: 1500,
  app_store_listing: 2000,
  email_subject_line: 80,
};

/** What a text provider is asked for: the request with every default and inference applied. */
export interface CopyBrief {
  type: CopyType;
  description: string;
  count: number;
  max_characters: number;
  output_language: OutputLanguage;
  dialect: CopyDialect | 'none';
  dialect_source: DialectSource | null;
  source_dialect: CopyDialect | null;
  platform: Platform;
  tone: string;
  framework: string | null;
  audience: string | null;
  specific_audience: string | null;
  target_audience: string | null;
  call_to_action: string | null;
  keywords: string[];
  required_keywords: string[];
  excluded_keywords: string[];
  brand: { name: string; description: string } | null;
}

export function buildCopyBrief(request: CopyRequest, brand: CopyBrief['brand']): CopyBrief {
  const conversion = request.type === 'dialect_conversion';
  // A conversion's target is always explicit; otherwise DECISIONS.md's explicit > market > fallback order.
  const { dialect, dialect_source } = conversion
    ? { dialect: request.target_dialect as CopyDialect, dialect_source: 'explicit' as const }
    : resolveDialect(request.output_language, request.dialect, request.market);
  const cap = conversion
    ? LIMITS.copy_variant_characters.dialect_conversion
    : LIMITS.copy_variant_characters.copy;
  return {
    type: request.type,
    description: request.description,
    count: conversion ? 1 : (request.count ?? 3),
    max_characters: Math.min(
      request.max_characters ?? (conversion ? cap : PLATFORM_DEFAULT_MAX_CHARACTERS[request.platform]),
      cap,
    ),
    output_language: request.output_language,
    dialect,
    dialect_source,
    source_dialect: request.source_dialect ?? null,
    platform: request.platform,
    tone: request.tone ?? 'friendly',
    framework: request.type === 'ad_copy' ? (request.framework ?? 'none') : null,
    audience: request.audience ?? null,
    specific_audience: request.specific_audience ?? null,
    target_audience: request.target_audience ?? null,
    call_to_action: request.call_to_action ?? null,
    keywords: request.keywords ?? [],
    required_keywords: request.required_keywords ?? [],
    excluded_keywords: request.excluded_keywords ?? [],
    brand,
  };
}

export interface CopyVariantDraft {
  content: string;
  angle: string;
  call_to_action: string | null;
}

export interface CheckedVariant extends CopyVariantDraft {
  matched_required: string[];
}

export interface CopyResult {
  id: string;
  object: 'copy_generation';
  status: 'completed';
  request_id: string;
  external_id: string | null;
  external_customer_id: string | null;
  metadata: Record<string, string>;
  type: CopyType;
  output_language: OutputLanguage;
  market: string | null;
  dialect: string;
  dialect_source: DialectSource | null;
  platform: Platform;
  variants: Array<{
    index: number;
    content: string;
    angle: string;
    call_to_action: string | null;
    recommended: boolean;
    keyword_compliance: {
      passed: true;
      matched_required: string[];
      missing_required: [];
      matched_excluded: [];
    };
  }>;
  keyword_policy: { preferred: string[]; required: string[]; excluded: string[]; enforced: true };
  controls: {
    count: number;
    max_characters: number | null;
    framework: string | null;
    audience: string | null;
    target_audience: string | null;
    tone: string | null;
    call_to_action: string | null;
    brand_profile_id: string | null;
  };
  engine_version: string;
  usage: { credits_used: number; balance_after: number };
  saved_to: 'api_request';
}

export interface CopyResultInput {
  id: string;
  requestId: string;
  request: CopyRequest;
  brief: CopyBrief;
  variants: CheckedVariant[];
  recommendedIndex: number;
  engineVersion: string;
  usage: { credits_used: number; balance_after: number };
}

export function buildCopyResult(input: CopyResultInput): CopyResult {
  const { request, brief } = input;
  return {
    id: input.id,
    object: 'copy_generation',
    status: 'completed',
    request_id: input.requestId,
    external_id: request.external_id ?? null,
    external_customer_id: request.external_customer_id ?? null,
    metadata: request.metadata ?? {},
    type: request.type,
    output_language: request.output_language,
    market: request.market ?? null,
    dialect: brief.dialect,
    dialect_source: brief.dialect_source,
    platform: request.platform,
    variants: input.variants.map((variant, i) => ({
      index: i + 1,
      content: variant.content,
      angle: variant.angle,
      call_to_action: variant.call_to_action,
      recommended: i === input.recommendedIndex,
      keyword_compliance: {
        passed: true,
        matched_required: variant.matched_required,
        missing_required: [],
        matched_excluded: [],
      },
    })),
    keyword_policy: {
      preferred: brief.keywords,
      required: brief.required_keywords,
      excluded: brief.excluded_keywords,
      enforced: true,
    },
    controls: {
      count: brief.count,
      // A faithful conversion's own length cap (up to 12,000) is no limit the partner set: the contract's
      // controls.max_characters is 1 to 4000 or null.
      max_characters: brief.max_characters <= LIMITS.max_characters.max ? brief.max_characters : null,
      framework: brief.framework,
      audience: brief.audience,
      target_audience: brief.target_audience,
      tone: brief.tone,
      call_to_action: brief.call_to_action,
      brand_profile_id: request.brand_profile_id ?? null,
    },
    engine_version: input.engineVersion,
    usage: input.usage,
    saved_to: 'api_request',
  };
}
