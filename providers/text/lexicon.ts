import { z } from 'zod';
import { AUDIENCES, type CopyDialect } from '../../contract/enums';
import audiences from './lexicon/audiences.json';
import classical from './lexicon/classical.json';
import concepts from './lexicon/concepts.json';
import egyptian from './lexicon/egyptian.json';
import emirati from './lexicon/emirati.json';
import english from './lexicon/english.json';
import gulf from './lexicon/gulf.json';
import iraqi from './lexicon/iraqi.json';
import levantine from './lexicon/levantine.json';
import markers from './lexicon/markers.json';
import saudi from './lexicon/saudi.json';

const phrases = z.array(z.string().min(1)).min(2);
const toneWords = z.object({ hooks: phrases, cta: phrases, bridges: phrases });

const frames = (slot: string) => z.array(z.string().includes(slot)).min(2);

const phraseBank = z.object({
  dialect: z.string(),
  hooks: z.array(z.string().min(1)).min(3),
  bridges: z.array(z.string().min(1)).min(1),
  keyword_lead: z.string().min(1),
  default_cta: z.array(z.string().min(1)).min(3),
  reply_prompt: z.string().min(1),
  headline_frames: z.array(z.string().includes('{topic}')).min(3),
  angles: z.array(z.string().min(1)).min(3),
  audience_frame: z.string().includes('{for_audience}'),
  frameworks: z.object({
    aida: z.object({ desire: z.array(z.string().min(1)).min(3) }),
    pas: z.object({
      problem: z.array(z.string().min(1)).min(3),
      agitation: z.array(z.string().min(1)).min(3),
    }),
    fab: z.object({
      advantage: z.array(z.string().min(1)).min(3),
      benefit: z.array(z.string().min(1)).min(3),
    }),
    story: z.object({ opening: z.array(z.string().min(1)).min(3), turn: z.array(z.string().min(1)).min(3) }),
  }),
  /** The brief's facts written back in the variety: frames around the partner's own words ({x}). */
  body: z.object({
    sources: z.string().min(1),
    /** Words of this variety that its body lines carry (the grid test looks for them outside hook and CTA). */
    markers: z.array(z.string().min(1)),
    product: frames('{x}'),
    any: frames('{x}'),
    offer: frames('{x}'),
    delivery: frames('{x}'),
    time: frames('{x}'),
    place: frames('{x}'),
    benefit: frames('{x}'),
    question: frames('{product}'),
  }),
  /** Tone changes wording: hooks, calls to action and bridges of each tone (friendly is the bank's own). */
  tones: z.object({
    formal: toneWords,
    luxurious: toneWords,
    urgent: toneWords,
    playful: toneWords,
  }),
});

export type PhraseBank = z.infer<typeof phraseBank>;

// Validated once at load: a broken data file fails the worker's start, not a request.
const BANKS: Record<CopyDialect | 'none', PhraseBank> = {
  classical: phraseBank.parse(classical),
  saudi: phraseBank.parse(saudi),
  emirati: phraseBank.parse(emirati),
  gulf: phraseBank.parse(gulf),
  egyptian: phraseBank.parse(egyptian),
  levantine: phraseBank.parse(levantine),
  iraqi: phraseBank.parse(iraqi),
  none: phraseBank.parse(english),
};

export function phraseBankFor(dialect: CopyDialect | 'none'): PhraseBank {
  return BANKS[dialect];
}

const conceptTable = z.object({
  concepts: z.record(z.string(), z.record(z.string(), z.string().min(1))),
});

export const DIALECT_CONCEPTS = conceptTable.parse(concepts).concepts;

const markerTable = z.object({
  families: z.record(
    z.string(),
    z.object({ dialects: z.array(z.string()), markers: z.array(z.string().min(1)) }),
  ),
});

/** Dialect families and the words that mark them, for the purity checks. */
export const DIALECT_MARKERS = markerTable.parse(markers).families;

const audienceTable = z.object({
  ar: z.partialRecord(z.enum(AUDIENCES), z.string().min(1)),
  en: z.partialRecord(z.enum(AUDIENCES), z.string().min(1)),
});

export const AUDIENCE_LABELS = audienceTable.parse(audiences);

export type Tone = 'friendly' | keyof PhraseBank['tones'];

// A partner's tone is free text (max 100): these words choose the wording, in English or Arabic.
const TONE_WORDS: Array<[Exclude<Tone, 'friendly'>, RegExp]> = [
  ['urgent', /urgent|hurry|last chance|limited|fomo|عاجل|مستعجل|استعجال|محدود|سريع/iu],
  ['luxurious', /luxur|premium|elegant|exclusive|upscale|فاخر|فخم|راقي|حصري|فخامة/iu],
  ['formal', /formal|professional|serious|corporate|respectful|رسمي|مهني|جاد|احترافي/iu],
  ['playful', /playful|fun|witty|cheeky|humor|humour|مرح|ظريف|خفيف|فكاهي|مضحك/iu],
];

export function toneOf(tone: string): Tone {
  return TONE_WORDS.find(([, pattern]) => pattern.test(tone))?.[0] ?? 'friendly';
}

/** The hooks, calls to action and bridges of a tone in this bank. */
export function toneWordsOf(
  bank: PhraseBank,
  tone: Tone,
): { hooks: string[]; cta: string[]; bridges: string[] } {
  return tone === 'friendly'
    ? { hooks: bank.hooks, cta: bank.default_cta, bridges: bank.bridges }
    : bank.tones[tone];
}
