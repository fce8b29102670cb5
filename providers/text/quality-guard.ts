import type { CopyBrief } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';
import { varietyBankFor } from './banks';
import { DIALECT_MARKERS, phraseBankFor } from './lexicon';
import { normalizeForMatch } from '../../contract/normalize';
import { rememberedByString } from '../../contract/remember';
import { clauseSpans, MAX_PIECE_WORDS } from './brief-pieces';
import { guardWords } from './words';

/**
 * The quality guard every text provider answers to (local, Gemini, OpenAI-compatible), beyond the contract's
 * checks: copy a marketer would publish. For Arabic, the requested variety's own markers present and no other
 * variety's; for every language, no word three times in a variant, no run of seven or more consecutive words of
 * the brief (its sentences are rewritten, not pasted), and no two variants sharing more than half their words.
 * Networked providers get its findings in their one repair round; the local composer is held to it by the tests.
 */

export const MAX_BRIEF_RUN = 7;
export const MAX_SHARED_WORDS = 0.5;

const EDGE = '[\\p{L}\\p{N}]';
/** Harakat, shadda and tatweel off (as keywords are matched), so that "عمّان" is not the marker "عم". */
const bare = normalizeForMatch;
// "فوايد" (interest) is a word, not "ف" + the marker "وايد".
const markerBody = (m: string) => `(?:${bare(m).startsWith('و') ? '[وبل]' : '[وفبل]'})?(?:${bare(m)})`;
const markerPattern = (m: string) => new RegExp(`(?<!${EDGE})${markerBody(m)}(?!${EDGE})`, 'u');
/** One pattern that matches where any of the markers' own patterns would: one scan of a text instead of one each. */
const anyMarkerPattern = (markers: string[]) =>
  markers.length === 0
    ? /(?!)/u
    : new RegExp(`(?<!${EDGE})(?:${markers.map(markerBody).join('|')})(?!${EDGE})`, 'u');

interface VarietyMarkers {
  own: RegExp;
  /** The own markers as the guard counts words: every variant must say one, so saying one is no twin. */
  ownWords: Set<string>;
  /** Any foreign marker at all; only a text it matches is searched for which. */
  anyForeign: RegExp;
  foreign: Array<{ word: string; pattern: RegExp }>;
}

const markerCache = new Map<string, VarietyMarkers>();

function markersOf(dialect: CopyDialect): VarietyMarkers {
  const cached = markerCache.get(dialect);
  if (cached) return cached;
  const families = Object.values(DIALECT_MARKERS);
  const ownFamily = families.filter((f) => f.dialects.includes(dialect)).flatMap((f) => f.markers);
  const own = [
    ...new Set([...varietyBankFor(dialect).markers, ...phraseBankFor(dialect).body.markers, ...ownFamily]),
  ];
  const foreign = families
    .filter((f) => !f.dialects.includes(dialect))
    .flatMap((f) => f.markers)
    .filter((m) => !own.includes(m));
  const value = {
    own: anyMarkerPattern(own),
    ownWords: new Set(own.flatMap((m) => guardWords(m))),
    anyForeign: anyMarkerPattern(foreign),
    foreign: foreign.map((word) => ({ word, pattern: markerPattern(word) })),
  };
  markerCache.set(dialect, value);
  return value;
}

/** The variety's own markers as the guard counts words. */
export function ownMarkerWords(dialect: CopyDialect): Set<string> {
  return markersOf(dialect).ownWords;
}

/** Whether a text uses a word of another variety than `dialect`, as the guard reads them (its foreign markers). */
export function usesForeignMarker(dialect: CopyDialect, text: string): boolean {
  return markersOf(dialect).anyForeign.test(bare(text));
}

/** Whether a text carries one of its variety's own markers, as the guard reads them. */
export function hasOwnMarker(dialect: CopyDialect, text: string): boolean {
  const plain = bare(text);
  return markersOf(dialect).own.test(plain);
}

// Function words a sentence cannot do without: their repetition is grammar, not a tic. Dialect markers, nouns,
// verbs and adjectives all count.
const FUNCTION_WORDS = new Set([
  'the',
  'a',
  'an',
  'and',
  'or',
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'from',
  'by',
  'is',
  'are',
  'it',
  'you',
  'your',
  'we',
  'our',
  'us',
  'that',
  'this',
  'be',
  'as',
  'all',
  'في',
  'على',
  'من',
  'مع',
  'عن',
  'إلى',
  'الى',
  'أو',
  'او',
  'لا',
  'ما',
  'كل',
  'هو',
  'هي',
]);

/**
 * The words of one variant that appear three times or more (function words aside, and the words of the brief's
 * facts: "199 ريال بدل 299 ريال" under a headline "199 ريال" says the currency three times, as it must).
 */
export function repeatedWords(text: string, fixed: ReadonlySet<string> = new Set()): string[] {
  const counts = new Map<string, number>();
  for (const w of guardWords(text))
    if (!FUNCTION_WORDS.has(w) && !fixed.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts].filter(([, n]) => n >= 3).map(([w]) => w);
}

/** The brief's words in order, the clause each is in and which clauses are short enough to quote: read once a brief. */
const briefRunWords = rememberedByString((brief: string) => {
  const clauses = clauseSpans(brief).map(guardWords);
  return {
    b: clauses.flat(),
    clauseOf: clauses.flatMap((words, k) => words.map(() => k)),
    quotable: clauses.map((words) => words.length <= MAX_PIECE_WORDS),
  };
});

/**
 * The longest run of consecutive brief words a line of the variant repeats, as the words themselves. One unit of
 * the brief said whole or in part (a sentence of at most MAX_PIECE_WORDS words, or a clause of a longer one) is a
 * quotation of its facts, not a paste (decision 023): a run counts when it crosses from one unit into the next.
 */
export function longestBriefRun(brief: string, text: string): string[] {
  // A line of the copy is read on its own: a run does not go on from one line into the next.
  const lines = text.split('\n');
  if (lines.length > 1)
    return lines
      .map((line) => longestBriefRun(brief, line))
      .reduce((a, b) => (b.length > a.length ? b : a), []);
  const { b, clauseOf, quotable } = briefRunWords(brief);
  const t = guardWords(text);
  let best: string[] = [];
  // Dynamic programming over the two word lists (briefs and variants are short).
  let prev = new Array<number>(t.length + 1).fill(0);
  for (let i = 1; i <= b.length; i++) {
    const row = new Array<number>(t.length + 1).fill(0);
    for (let j = 1; j <= t.length; j++) {
      if (b[i - 1] === t[j - 1]) {
        const run = (row[j] = prev[j - 1]! + 1);
        const first = clauseOf[i - run]!;
        const quoted = first === clauseOf[i - 1] && quotable[first];
        if (!quoted && run > best.length) best = t.slice(j - run, j);
      }
    }
    prev = row;
  }
  return best;
}

/**
 * The share of the smaller variant's distinct words (function words aside) that the other one also uses. Words of
 * the brief's facts (`fixed`: its name, prices, places, contacts, its own call to action) are left out: every
 * variant must say them, and saying them is no twin.
 */
export function sharedWords(a: string, b: string, fixed: ReadonlySet<string> = new Set()): number {
  const own = (w: string) => !FUNCTION_WORDS.has(w) && !fixed.has(w);
  const wa = new Set(guardWords(a).filter(own));
  const wb = new Set(guardWords(b).filter(own));
  const [small, other] = wa.size <= wb.size ? [wa, wb] : [wb, wa];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const w of small) if (other.has(w)) shared += 1;
  return shared / small.size;
}

export interface GuardResult {
  findings: string[];
  /** Per variant: whether it carries its variety's own markers (Arabic dialects only; null elsewhere). */
  ownMarkers: Array<boolean | null>;
  foreignMarkers: string[][];
  repeated: string[][];
  briefRuns: number[];
  twinPairs: Array<[number, number]>;
}

/** The guard's findings on an answer's variants; no finding means it passes. */
export function guardCopy(
  brief: Pick<CopyBrief, 'description' | 'output_language' | 'dialect' | 'type'>,
  contents: string[],
  fixed?: ReadonlySet<string>,
): GuardResult {
  const findings: string[] = [];
  const dialectal =
    brief.output_language === 'ar' && brief.dialect !== 'none' ? (brief.dialect as CopyDialect) : null;
  const result: GuardResult = {
    findings,
    ownMarkers: [],
    foreignMarkers: [],
    repeated: [],
    briefRuns: [],
    twinPairs: [],
  };
  // Words every variant may share: the brief's facts, and (Arabic dialects) the variety's own markers, which the
  // guard requires of every variant.
  // Only when the caller names the brief's fact words (decision 022); without them the guard counts as it always has.
  const shareFixed =
    fixed && dialectal ? new Set([...fixed, ...markersOf(dialectal).ownWords]) : (fixed ?? new Set<string>());
  contents.forEach((content, i) => {
    const n = i + 1;
    if (dialectal) {
      const m = markersOf(dialectal);
      const plain = bare(content);
      const own = dialectal === 'classical' ? null : m.own.test(plain);
      result.ownMarkers.push(own);
      if (own === false)
        findings.push(`variant ${n} does not read as ${dialectal} Arabic: none of its markers`);
      const foreign = m.anyForeign.test(plain)
        ? m.foreign.filter((f) => f.pattern.test(plain)).map((f) => f.word)
        : [];
      result.foreignMarkers.push(foreign);
      if (foreign.length > 0)
        findings.push(`variant ${n} uses words of another variety than ${dialectal}: ${foreign.join(', ')}`);
    } else {
      result.ownMarkers.push(null);
      result.foreignMarkers.push([]);
    }
    const repeated = repeatedWords(content, fixed ?? new Set());
    result.repeated.push(repeated);
    if (repeated.length > 0)
      findings.push(`variant ${n} repeats a word three times or more: ${repeated.join(', ')}`);
    const run = brief.type === 'dialect_conversion' ? [] : longestBriefRun(brief.description, content);
    result.briefRuns.push(run.length);
    if (run.length >= MAX_BRIEF_RUN)
      findings.push(`variant ${n} pastes ${run.length} consecutive words of the brief: "${run.join(' ')}"`);
    for (let j = 0; j < i; j++) {
      if (sharedWords(contents[j]!, content, shareFixed) > MAX_SHARED_WORDS) {
        result.twinPairs.push([j + 1, n]);
        findings.push(`variants ${j + 1} and ${n} share more than half their words`);
      }
    }
  });
  return result;
}
