import type { AdRow, SearchHit } from '../db/ad-library';

// Ranking is split in two: db/ad-library.ts's searchCatalog orders the catalog in tiers by the words it is given;
// this module decides which words of a q or brief are searched, and says why each hit is where it is.

/** Words that only say "an ad" or "I want": they carry nothing to match a catalog ad on. */
const REQUEST_WORDS = new Set([
  'ad',
  'ads',
  'advert',
  'adverts',
  'advertisement',
  'advertising',
  'template',
  'templates',
  'looking',
  'want',
  'need',
  'please',
  'show',
  'find',
  'إعلان',
  'اعلان',
  'إعلانات',
  'اعلانات',
  'قالب',
  'قوالب',
  'أبغى',
  'ابغى',
  'ابي',
  'أبي',
  'أريد',
  'اريد',
  'نبي',
  'نبغى',
  'ودي',
  'عطني',
  'اعطني',
  'لو',
  'سمحت',
]);
const MAX_WORDS = 40;

/** The words of a q or brief as the search reads them: letters and digits, no request filler, each once. */
export function searchWords(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}\p{M}]+/u)) {
    const word = raw.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
    if ([...word].length < 2 || REQUEST_WORDS.has(word)) continue;
    out.add(word);
    if (out.size >= MAX_WORDS) break;
  }
  return [...out];
}

const quoteWords = (words: string[]) => words.map((w) => `"${w}"`).join(', ');

/** Why an item is in the list, in words and as data (which words matched which part of the ad). */
export function matchOf(hit: SearchHit | (AdRow & { kind: 'id' })) {
  if (hit.kind === 'id')
    return { kind: 'id', related: false, matched_terms: [], matched_fields: [], rationale: 'Exact ad id.' };
  if (hit.kind === 'browse')
    return {
      kind: 'browse',
      related: false,
      matched_terms: [],
      matched_fields: [],
      rationale: 'Listed by the filters.',
    };
  const where: Array<[string, string[]]> = [
    ['industry', hit.in_industry],
    ['style', hit.in_style],
    ['metadata', hit.in_metadata],
    ['text', hit.in_text],
  ];
  const fields = where.filter(([, w]) => w.length > 0).map(([f]) => f);
  const terms = [...new Set(where.flatMap(([, w]) => w))];
  const parts = where.filter(([, w]) => w.length > 0).map(([f, w]) => `${f} (${quoteWords(w)})`);
  const rationale =
    hit.kind === 'all_words'
      ? `Matches every word of q: ${parts.join('; ')}.`
      : hit.kind === 'related_metadata'
        ? `Related: no ad matches every word of q; this ad's metadata matches ${quoteWords(hit.in_metadata)}.`
        : `Brief words found in ${parts.join('; ')}.`;
  return {
    kind: hit.kind,
    related: hit.kind === 'related_metadata',
    matched_terms: terms,
    matched_fields: fields,
    rationale,
  };
}
