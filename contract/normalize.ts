import { rememberedByString } from './remember';

// Arabic harakat, Quranic marks, superscript alef and tatweel: ignored when matching keywords.
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** NFKC, case-folded, without Arabic diacritics or tatweel, whitespace collapsed: the keyword-matching form. */
export const normalizeForMatch: (text: string) => string = rememberedByString((text) =>
  text.normalize('NFKC').replace(ARABIC_MARKS, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim(),
);

export function containsKeyword(text: string, keyword: string): boolean {
  const needle = normalizeForMatch(keyword);
  return needle.length > 0 && normalizeForMatch(text).includes(needle);
}

const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/u;

/** Share of Arabic letters among Arabic and Latin letters; null when the text has neither. */
export function arabicShare(text: string): number | null {
  let arabic = 0;
  let latin = 0;
  for (const ch of text) {
    if (ARABIC_LETTER.test(ch)) arabic++;
    else if (LATIN_LETTER.test(ch)) latin++;
  }
  return arabic + latin === 0 ? null : arabic / (arabic + latin);
}
