import type { FieldError } from './errors';

// Characters that render as nothing although Unicode files some of them as letters: the Hangul fillers and the
// blank Braille pattern. Format characters (zero-width space and joiners, bidi marks, BOM) are \p{Cf}.
const INVISIBLE = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
// Without the u flag a regular expression sees UTF-16 code units, so an unpaired half of a pair is visible to it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text shows at least one letter, digit, punctuation mark or symbol. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text.replace(INVISIBLE, ''));
}

/** Why PostgreSQL (and every text store after it) cannot keep this string, or null when it can. */
export function unstorableReason(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone UTF-16 surrogate';
  return null;
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every string in a parsed JSON value (object keys included) that cannot be stored, as field errors with RFC
 * 6901 pointers. Checked once at the edge, so no schema, query or activity meets such a string. Iterative: a
 * body of nothing but nested brackets must not exhaust the stack.
 */
export function unstorableStrings(root: unknown): FieldError[] {
  const found: FieldError[] = [];
  const pending: Array<[unknown, string]> = [[root, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, pointer] = next;
    if (typeof value === 'string') {
      const reason = unstorableReason(value);
      if (reason) found.push({ pointer: pointer || '/', detail: reason });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) pending.push([value[i], `${pointer}/${i}`]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        const at = `${pointer}/${escapePointer(key)}`;
        const reason = unstorableReason(key);
        if (reason) found.push({ pointer: at, detail: `property name ${reason}` });
        else pending.push([item, at]);
      }
    }
  }
  return found;
}
