import type { CopyBrief } from '../../contract/copy';
import { detectTextLanguage } from '../../contract/images';
import { IncompleteOutputError } from '../errors';
import type { RepairHint, TranslationRequest } from './types';
import { briefModel, factSheet } from './brief-model';

/** One example of a variant that says only what its brief says (what the guard lets through). */
const EXAMPLE = {
  ar: 'Example. Brief: «صالون ليان بالرياض، صبغة شعر بـ 250 ريال بدل 400 حتى نهاية الشهر، واتساب 0551234567». A good variant (Saudi): «تبين تغيّرين لون شعرك؟ الصبغة الحين بـ 250 ريال بدل 400 ريال، والعرض لين نهاية الشهر. احجزي موعدك على الواتساب 0551234567.» It says no "أفضل", no "جودة", no "عملاؤنا", nothing the brief does not say.',
  en: 'Example. Brief: "Lian Salon, Riyadh: hair colour SAR 250 (was 400) until the end of the month, WhatsApp 0551234567". A good variant: "Thinking of a new colour? Hair colour is now SAR 250, down from SAR 400, until the end of the month. Book on WhatsApp: 0551234567." No "best", no "quality", no "our clients love", nothing the brief does not say.',
} as const;

const DIALECT_NAMES: Record<string, string> = {
  classical: 'Modern Standard Arabic',
  saudi: 'Saudi (Najdi/Hijazi urban) Arabic',
  emirati: 'Emirati Arabic',
  gulf: 'Gulf Arabic (Kuwait, Qatar, Bahrain, Oman)',
  egyptian: 'Egyptian (Cairene) Arabic',
  levantine: 'Levantine Arabic',
  iraqi: 'Iraqi (Baghdadi) Arabic',
};

/** One prompt for every networked text provider, so that each follows the same rules. */
export function copyPrompt(brief: CopyBrief, repair?: RepairHint): { system: string; user: string } {
  const language =
    brief.output_language === 'en'
      ? 'English'
      : `Arabic, written entirely in ${DIALECT_NAMES[brief.dialect] ?? brief.dialect}`;
  const rules = [
    `You write ${brief.type === 'headlines' ? 'short, distinct headlines' : 'marketing copy'} in ${language}.`,
    brief.type === 'dialect_conversion'
      ? `Convert the text from ${DIALECT_NAMES[brief.source_dialect ?? ''] ?? brief.source_dialect} to ${DIALECT_NAMES[brief.dialect]}: same meaning, facts, numbers, names, URLs, emoji and line structure; replace only dialect markers.`
      : `Return exactly ${brief.count} distinct variants, each with its own angle.`,
    `Each variant has at most ${brief.max_characters} characters and suits the ${brief.platform} platform.`,
    brief.framework && brief.framework !== 'none'
      ? `Follow the ${brief.framework.toUpperCase()} copywriting framework.`
      : '',
    brief.required_keywords.length
      ? `Every variant must contain: ${brief.required_keywords.join(', ')}.`
      : '',
    brief.excluded_keywords.length ? `No variant may contain: ${brief.excluded_keywords.join(', ')}.` : '',
    brief.keywords.length ? `Use naturally where they fit: ${brief.keywords.join(', ')}.` : '',
    'Keep every number, price and offer exactly as given, in its role: a "from" price keeps "from", a down payment or a monthly instalment is never a discount, opening hours are never an offer deadline.',
    'Say nothing the brief does not say: no quality, praise, customers\' opinions, premises ("our branch"), guarantees, scarcity, speed, experience, "best" or free extras unless the brief states them. A sentence either carries a fact of the brief or asserts nothing (a question about the reader\'s need, an invitation, a call to action).',
    'Write the business\'s name whole, exactly as given; introduce each contact by its channel (a phone number is never "our website"); address the reader as the fact sheet says; speak to the audience, never state who may buy.',
    'Answer with JSON only: {"variants":[{"content":string,"angle":string,"call_to_action":string|null}]}.',
  ].filter(Boolean);
  if (repair)
    rules.push(`Your previous answer was rejected: ${repair.findings.join('; ')}. Fix every point.`);
  if (brief.type !== 'dialect_conversion') {
    rules.push(
      `The brief's facts, as the service reads them:\n- ${factSheet(briefModel(brief)).join('\n- ')}`,
    );
    rules.push(EXAMPLE[brief.output_language === 'en' ? 'en' : 'ar']);
  }
  const user = JSON.stringify({
    description: brief.description,
    tone: brief.tone,
    audience: brief.audience,
    specific_audience: brief.specific_audience,
    target_audience: brief.target_audience,
    call_to_action: brief.call_to_action,
    brand: brief.brand,
  });
  return { system: rules.join('\n'), user };
}

export const VARIANTS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['variants'],
  properties: {
    variants: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['content', 'angle', 'call_to_action'],
        properties: {
          content: { type: 'string' },
          angle: { type: 'string' },
          call_to_action: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

const LANGUAGE_NAMES = { ar: 'Arabic', en: 'English' } as const;

/** A short advertising phrase translated for an image overlay: the meaning kept, nothing added. */
export function translationPrompt(r: TranslationRequest): { system: string; user: string } {
  const variety =
    r.to === 'ar' && r.dialect ? ` in ${r.dialect} Arabic (use classical Arabic for classical)` : '';
  return {
    system:
      `You translate short advertising phrases from ${LANGUAGE_NAMES[r.from]} into ${LANGUAGE_NAMES[r.to]}${variety}. ` +
      `Keep numbers, prices, percentages, brand and product names exactly. Reply with the translated phrase only: ` +
      `no quotes, no notes, at most ${r.maxCharacters} characters.`,
    user: r.text,
  };
}

/** The translation as rendered: trimmed, unquoted, in the target script and within the overlay limit. */
export function checkTranslation(raw: string, r: TranslationRequest): string {
  const text = raw
    .trim()
    .replace(/^["'\u201c\u201d\u00ab\u00bb]+|["'\u201c\u201d\u00ab\u00bb]+$/g, '')
    .trim();
  if (!text) throw new IncompleteOutputError('the translation is empty');
  if (text.length > r.maxCharacters)
    throw new IncompleteOutputError(
      `the translation has ${text.length} characters; the limit is ${r.maxCharacters}`,
    );
  const language = detectTextLanguage(text);
  if (language !== null && language !== r.to)
    throw new IncompleteOutputError(`the translation is not in ${LANGUAGE_NAMES[r.to]}`);
  return text;
}
