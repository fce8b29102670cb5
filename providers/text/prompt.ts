import type { CopyBrief } from '../../contract/copy';
import { detectTextLanguage } from '../../contract/images';
import { IncompleteOutputError } from '../errors';
import type { RepairHint, TranslationRequest } from './types';

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
    'Keep every number, price and offer exactly as given. Never invent facts.',
    'Answer with JSON only: {"variants":[{"content":string,"angle":string,"call_to_action":string|null}]}.',
  ].filter(Boolean);
  if (repair)
    rules.push(`Your previous answer was rejected: ${repair.findings.join('; ')}. Fix every point.`);
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
