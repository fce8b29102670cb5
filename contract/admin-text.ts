/**
 * An administrator's evidence reference or reason: what the admin CLI accepts, checked again by the refund workflow
 * (a raw `temporal workflow signal` can do no more than the CLI).
 */
export const ADMIN_TEXT_MAX = 500;
export function adminText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length === 0 || text.length > ADMIN_TEXT_MAX) return null;
  // NUL, other C0 controls but tab and newline, and lone surrogates are not a reference anyone typed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) return null;
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) return null;
  return text;
}

/**
 * What an administrator's reference is compared as, in the "this evidence already settled another draft" check:
 * "PLATFORM TICKET 4411", "platform  ticket 4411", "platform ticket 4411." and "ｐｌａｔｆｏｒｍ ticket ٤٤١١" are
 * one reference. Unicode compatibility form (NFKC), case folded (upper then lower: ß is ss), marks and invisible
 * format characters dropped (a zero-width space splits nothing), decimal digits of any script read as 0-9, and
 * every run of whitespace, punctuation or symbols one space, none at the ends. The text as typed is kept apart,
 * in the evidence's detail. Folding too much refuses a reference that differs only in punctuation: the
 * administrator words it differently; folding too little refunds twice.
 */
export function referenceKey(text: string): string {
  return text
    .normalize('NFKC')
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/\p{Nd}/gu, asciiDigit)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/** A decimal digit's value: digits come in runs of ten code points from zero, so its place in its run is it. */
function asciiDigit(digit: string): string {
  let start = digit.codePointAt(0)!;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((digit.codePointAt(0)! - start) % 10);
}
