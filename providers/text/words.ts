import { normalizeForMatch } from '../../contract/normalize';

/** Words as the guards count them: letters and digits as keywords are matched (normalizeForMatch), one-letter words off. */
export function guardWords(text: string): string[] {
  return (normalizeForMatch(text).match(/[\p{L}\p{N}%٪]+/gu) ?? []).filter((w) => w.length > 1);
}

export const wordCount = (text: string) => guardWords(text).length;
