import type { CopyDialect } from '../../contract/enums';
import { DIALECT_CONCEPTS } from './lexicon';

// Letters, harakat and tatweel: a marker touching any of them is part of a longer word.
const ARABIC_WORD_EDGE = '[\\u0621-\\u065F\\u0660-\\u0669\\u066E-\\u06D3\\u0640]';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces each source-dialect marker (a whole word or phrase) by the target dialect's form of the same
 * concept. Numbers, names, URLs, emoji, punctuation and line breaks are untouched.
 */
export function convertDialect(text: string, source: CopyDialect, target: CopyDialect): string {
  const pairs = new Map<string, string>();
  for (const forms of Object.values(DIALECT_CONCEPTS)) {
    const from = forms[source];
    const to = forms[target];
    if (from && to && from !== to && !pairs.has(from)) pairs.set(from, to);
  }
  if (pairs.size === 0) return text;
  // Longest phrases first, so "ما فيه" is replaced before "فيه".
  const alternatives = [...pairs.keys()].sort((a, b) => b.length - a.length).map(escape);
  // An optional conjunction proclitic (و "and", ف "so") stays attached: "وإيه" becomes "ووش".
  const pattern = new RegExp(
    `(?<!${ARABIC_WORD_EDGE})([وف]?)(${alternatives.join('|')})(?!${ARABIC_WORD_EDGE})`,
    'gu',
  );
  return text.replace(pattern, (match, proclitic: string, word: string) => {
    const replacement = pairs.get(word);
    // "فوايد" (interest, benefits) is a word, not "ف" + "وايد".
    if (proclitic === 'ف' && word.startsWith('و')) return match;
    return replacement === undefined ? match : proclitic + replacement;
  });
}
