import { normalizeForMatch } from '../../contract/normalize';
import { rememberedByString } from '../../contract/remember';

const wordsOf = rememberedByString((text): readonly string[] =>
  (normalizeForMatch(text).match(/[\p{L}\p{N}%٪]+/gu) ?? []).filter((w) => w.length > 1),
);

/** Words as the guards count them: letters and digits as keywords are matched (normalizeForMatch), one-letter words off. */
export function guardWords(text: string): string[] {
  // A copy: callers may change what they get.
  return [...wordsOf(text)];
}

export const wordCount = (text: string) => guardWords(text).length;
