import { z } from 'zod';
import { ServiceError } from './errors';

/** Section 4.8: the industries a partner filters by, each with the sector value that names the same slice. */
export const AD_INDUSTRIES = {
  'SaaS & Cloud Software': 'saas',
  'AI Tools': 'ai',
  'E-commerce & Physical Products': 'ecommerce',
  'Mobile Apps & Games': 'apps',
  'Finance & FinTech': 'fintech',
  'Health, Fitness & Wellness': 'health',
  'Beauty & Skincare': 'beauty',
  'Food & Beverage': 'food',
  'Info-Products & Courses': 'education',
  'Professional B2B Services': 'b2b',
  'Local & Home Services': 'local',
  'Travel & Hospitality': 'travel',
  Automotive: 'automotive',
  'Other / General': 'general',
} as const;

export type AdIndustry = keyof typeof AD_INDUSTRIES;
export type AdSector = (typeof AD_INDUSTRIES)[AdIndustry];
export const AD_SECTORS = ['all', ...Object.values(AD_INDUSTRIES)] as const;
export const AD_STYLES = [
  'product',
  'offer',
  'launch',
  'proof',
  'problem',
  'comparison',
  'educational',
  'story',
  'hook',
] as const;
export type AdStyle = (typeof AD_STYLES)[number];
export const AD_LOCALES = ['en', 'ar'] as const;
export type AdLocale = (typeof AD_LOCALES)[number];
export const AD_ASPECT_RATIOS = ['1:1', '16:9', '9:16', '4:3', '3:4'] as const;
export type AdAspectRatio = (typeof AD_ASPECT_RATIOS)[number];

/** The editable text slots every layout has (badge only where the ad carries one). */
export const AD_TEXT_FIELDS = ['headline', 'body', 'cta', 'badge'] as const;
export type AdTextField = (typeof AD_TEXT_FIELDS)[number];
export type AdTexts = { headline: string; body: string; cta: string; badge?: string };

/** Colour roles: primary inks the headline and bands, secondary is the canvas, accent fills badge and button. */
export interface AdPalette {
  primary: string;
  secondary: string;
  accent: string;
}

/** Words for the style values in both languages: what brief and q match when they name a style. */
export const STYLE_LABELS: Record<AdStyle, { en: string; ar: string }> = {
  product: { en: 'product showcase feature', ar: 'منتج منتجات مميزات عرض المنتج' },
  offer: {
    en: 'offer offers deal deals discount sale promotion promo',
    ar: 'عرض عروض خصم خصومات تخفيض تخفيضات تنزيلات' as string,
  },
  launch: { en: 'launch new opening announcement release', ar: 'إطلاق جديد افتتاح اعلان إعلان' },
  proof: {
    en: 'proof testimonial review reviews customer story social proof',
    ar: 'تجربة عميل تقييم تقييمات شهادة آراء العملاء',
  },
  problem: { en: 'problem pain solution struggle', ar: 'مشكلة مشاكل حل معاناة' },
  comparison: { en: 'comparison compare versus vs before after', ar: 'مقارنة قارن قبل بعد الفرق' },
  educational: { en: 'educational tips guide how to learn', ar: 'تعليمي نصائح دليل طريقة تعلم' },
  story: { en: 'story storytelling founder journey', ar: 'قصة قصص حكاية رحلة' },
  hook: { en: 'hook question attention curiosity', ar: 'سؤال جذب انتباه فضول' },
};

export const AD_LIMITS = {
  id_max: 100,
  q_max: 200,
  brief_max: 2000,
  limit: { min: 1, max: 30, default: 10 },
  page: { min: 1, max: 10_000 },
  offset: { min: 0, max: 99 },
  prepare_allowance_per_day: 50,
  template_field_max: 4000,
} as const;

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** GET /v1/ad-library. Filter values are checked separately: an unknown one is a 422, not a 400. */
export const adSearchQuerySchema = z.strictObject({
  id: z.string().min(1).max(AD_LIMITS.id_max).optional(),
  q: z.string().max(AD_LIMITS.q_max).optional(),
  brief: z.string().max(AD_LIMITS.brief_max).optional(),
  locale: z.enum(AD_LOCALES).optional(),
  limit: intParam(AD_LIMITS.limit.min, AD_LIMITS.limit.max).default(AD_LIMITS.limit.default),
  page: intParam(AD_LIMITS.page.min, AD_LIMITS.page.max).default(1),
  offset: intParam(AD_LIMITS.offset.min, AD_LIMITS.offset.max).default(0),
  industry: z.string().max(200).optional(),
  sector: z.string().max(200).optional(),
  style: z.string().max(200).optional(),
});
export type AdSearchQuery = z.output<typeof adSearchQuerySchema>;

export interface AdFilters {
  industry: AdIndustry | null;
  sector: AdSector | null;
  style: AdStyle | null;
}

/** Section 7.6: invalid industry, sector or style values are a 422 naming each bad parameter. */
export function parseAdFilters(query: AdSearchQuery): AdFilters {
  const errors: { pointer: string; detail: string }[] = [];
  const industry = query.industry;
  if (industry !== undefined && !(industry in AD_INDUSTRIES))
    errors.push({ pointer: '/industry', detail: `must be one of: ${Object.keys(AD_INDUSTRIES).join('; ')}` });
  if (query.sector !== undefined && !(AD_SECTORS as readonly string[]).includes(query.sector))
    errors.push({ pointer: '/sector', detail: `must be one of: ${AD_SECTORS.join(', ')}` });
  if (
    query.style !== undefined &&
    query.style !== 'all' &&
    !(AD_STYLES as readonly string[]).includes(query.style)
  )
    errors.push({ pointer: '/style', detail: `must be one of: all, ${AD_STYLES.join(', ')}` });
  if (errors.length > 0)
    throw new ServiceError(
      'unprocessable',
      'The ad-library filters name values the catalog does not have.',
      errors,
    );
  return {
    industry: (industry as AdIndustry | undefined) ?? null,
    sector: query.sector && query.sector !== 'all' ? (query.sector as AdSector) : null,
    style: query.style && query.style !== 'all' ? (query.style as AdStyle) : null,
  };
}

export const adDetailQuerySchema = z.strictObject({ locale: z.enum(AD_LOCALES).default('en') });

/** POST /v1/ad-library/{id}/prepare: the locale only. */
export const adPrepareRequestSchema = z.strictObject({ locale: z.enum(AD_LOCALES).default('en') });
export type AdPrepareRequest = z.output<typeof adPrepareRequestSchema>;

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');

/** POST /v1/ad-library/{id}/generations (AdLibraryGenerationRequest, section 4.8). */
export const adGenerationRequestSchema = z
  .strictObject({
    template_fields: z.record(z.string().min(1).max(100), z.string().max(AD_LIMITS.template_field_max)),
    locale: z.enum(AD_LOCALES).default('ar'),
    aspect_ratio: z.enum(AD_ASPECT_RATIOS).default('1:1'),
    reference_storage_ids: z.array(z.string().min(1).max(100)).max(2).optional(),
    logo_storage_id: z.string().min(1).max(100).optional(),
    logo_mode: z.enum(['model', 'overlay', 'none']).optional(),
    palette: z.strictObject({ primary: hex, secondary: hex, accent: hex }).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.logo_mode === 'model' || body.logo_mode === 'overlay') && !body.logo_storage_id)
      ctx.addIssue({
        code: 'custom',
        path: ['logo_storage_id'],
        message: `is required with logo_mode ${body.logo_mode}`,
      });
    const ids = body.reference_storage_ids ?? [];
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['reference_storage_ids'], message: 'must not repeat an id' });
  });
export type AdGenerationRequest = z.output<typeof adGenerationRequestSchema>;

/** A caller's preparation of an ad: missing until a prepare is accepted (the quote reports it, 2.8). */
export const preparationStatusSchema = z.enum(['ready', 'missing', 'pending', 'failed']);
export type PreparationStatus = z.infer<typeof preparationStatusSchema>;

/** logo_mode defaults to model when a logo is supplied, else none (section 4.8). */
export function resolveAdLogoMode(body: AdGenerationRequest): 'model' | 'overlay' | 'none' {
  return body.logo_mode ?? (body.logo_storage_id ? 'model' : 'none');
}

/** An ad id in free text: q carrying one returns only that ad (section 4.8). */
export function adIdIn(text: string): string | null {
  return /(?<![a-z0-9_])ad_[a-z2-7]{26}(?![a-z0-9])/.exec(text)?.[0] ?? null;
}
