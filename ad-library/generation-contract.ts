import {
  AD_ASPECT_RATIOS,
  AD_TEXT_FIELDS,
  type AdLocale,
  type AdPalette,
  type AdStyle,
  type AdTextField,
  type AdTexts,
} from '../contract/ad-library';
import { AD_ENGINE_VERSION, fieldCapacity } from '../providers/image/ad-layout';
import type { AdRow } from '../db/ad-library';

const LABELS: Record<AdTextField, { en: string; ar: string }> = {
  headline: { en: 'Headline', ar: 'العنوان' },
  body: { en: 'Body text', ar: 'النص' },
  cta: { en: 'Call to action', ar: 'زر الدعوة' },
  badge: { en: 'Badge', ar: 'الشارة' },
};

export interface ContractField {
  id: AdTextField;
  label: string;
  required: boolean;
  max_characters: number;
  default: string;
}

export interface GenerationContract {
  object: 'ad_generation_contract';
  ad_id: string;
  locale: AdLocale;
  layout: AdStyle;
  fields: ContractField[];
  references: Array<{
    slot: string;
    field: 'reference_storage_ids' | 'logo_storage_id';
    upload_role: 'reference' | 'logo';
    required: false;
    max: number;
    content_types: string[];
    placement: string;
  }>;
  palette: { roles: Record<keyof AdPalette, string>; defaults: AdPalette };
  aspect_ratios: readonly string[];
  logo_modes: readonly string[];
  engine_version: string;
}

/** Layouts with two image slots take two reference photos (the comparison's before and after); others one. */
export function maxReferences(style: AdStyle): number {
  return style === 'comparison' ? 2 : 1;
}

/**
 * What a partner may change in one ad, in one locale: each text slot the ad uses with its id, label, the
 * ad's own text as default and a limit measured on the layout (the most characters the slot shows at its
 * smallest legible size on every aspect ratio), the image slots and the palette's colour roles.
 */
export function buildContract(ad: AdRow, locale: AdLocale): GenerationContract {
  const style = ad.style as AdStyle;
  const texts: AdTexts = ad.content[locale];
  const fields = AD_TEXT_FIELDS.filter((f) => f !== 'badge' || texts.badge || ad.content.en.badge).map(
    (id): ContractField => {
      const own = texts[id] ?? '';
      return {
        id,
        label: LABELS[id][locale],
        required: id === 'headline',
        max_characters: Math.max(fieldCapacity(style, locale, id), [...own].length),
        default: own,
      };
    },
  );
  const photoSlots =
    style === 'comparison' ? 'before (dimmed) and after photos' : 'the image slot, cropped to fill';
  return {
    object: 'ad_generation_contract',
    ad_id: ad.id,
    locale,
    layout: style,
    fields,
    references: [
      {
        slot: style === 'comparison' ? 'comparison_photos' : 'product_photo',
        field: 'reference_storage_ids',
        upload_role: 'reference',
        required: false,
        max: maxReferences(style),
        content_types: ['image/png', 'image/jpeg'],
        placement: `uploaded reference photos go into ${photoSlots}; without one the slot shows the ad's drawing`,
      },
      {
        slot: 'logo',
        field: 'logo_storage_id',
        upload_role: 'logo',
        required: false,
        max: 1,
        content_types: ['image/png', 'image/jpeg'],
        placement:
          locale === 'ar'
            ? 'top right corner of the image (where Arabic reading starts), on a white plate'
            : 'top left corner of the image (where English reading starts), on a white plate',
      },
    ],
    palette: {
      roles: {
        primary: 'headline ink, bands and the drawing',
        secondary: 'canvas background',
        accent: 'badge, call-to-action button and highlights',
      },
      defaults: ad.layout.palette,
    },
    aspect_ratios: AD_ASPECT_RATIOS,
    logo_modes: ['model', 'overlay', 'none'],
    engine_version: AD_ENGINE_VERSION,
  };
}
