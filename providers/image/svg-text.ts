import type { OutputLanguage } from '../../contract/enums';
import { FONT_FAMILIES } from './fonts';

/** Text as SVG character data: control characters dropped, markup characters escaped. */
export function escapeXml(text: string): string {
  // Control characters (but tab, newline and return) and U+FFFE/U+FFFF are no XML text: the SVG would not parse.
  // eslint-disable-next-line no-control-regex
  const xmlText = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
  return xmlText.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Explicit embeddings, overrides and isolates of the phrase itself: one unmatched terminator would end ours.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
const RLI = '\u2067';
const PDI = '\u2069';

/**
 * A line as the renderer lays it out. resvg ignores `direction` when it orders a line: every paragraph runs left
 * to right, so an Arabic line's final period, "!" or ":" (neutral characters) lands at its right end, where the
 * line begins. A right-to-left isolate around the line gives it its right-to-left paragraph: the punctuation
 * sits at the logical end (the left), and a Latin name or a number at its start stays at the right.
 */
export function directed(line: string, language: OutputLanguage): string {
  const plain = line.replace(BIDI_CONTROLS, '');
  return language === 'ar' ? `${RLI}${plain}${PDI}` : plain;
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** One line of text: the `<text>` element every renderer draws its phrases with. */
export function textLine(line: {
  text: string;
  language: OutputLanguage;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  size: number;
  ink: string;
}): string {
  const direction = line.language === 'ar' ? ' direction="rtl"' : '';
  return (
    `<text x="${f1(line.x)}" y="${f1(line.y)}"${direction} text-anchor="${line.anchor}" ` +
    `font-family="${FONT_FAMILIES[line.language]}" font-weight="700" font-size="${line.size}" fill="${line.ink}">` +
    `${escapeXml(directed(line.text, line.language))}</text>`
  );
}
