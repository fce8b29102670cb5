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
