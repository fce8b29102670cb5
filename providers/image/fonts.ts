import * as fontkit from 'fontkit';
import type { OutputLanguage } from '../../contract/enums';

/** Bundled fonts (SIL Open Font License, from npm): Noto Naskh Arabic for Arabic, Noto Sans for Latin. */
export const FONT_FILES = {
  ar: require.resolve('@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf'),
  en: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

export const FONT_FAMILIES = { ar: 'Noto Naskh Arabic', en: 'Noto Sans' } as const;

/** Line height per em: Naskh has tall ascenders and deep descenders. */
export const LINE_HEIGHT = { ar: 1.55, en: 1.25 } as const;

type Font = fontkit.Font;
const cache = new Map<OutputLanguage, Font>();

function font(language: OutputLanguage): Font {
  let f = cache.get(language);
  if (!f) {
    f = fontkit.openSync(FONT_FILES[language]) as Font;
    cache.set(language, f);
  }
  return f;
}

/** Shaped advance width in pixels (Arabic joined forms included). */
export function measure(text: string, language: OutputLanguage, size: number): number {
  const f = font(language);
  return (f.layout(text).advanceWidth * size) / f.unitsPerEm;
}

/** Greedy word wrap in logical order; a single word wider than the line stays on its own line. */
export function wrap(text: string, language: OutputLanguage, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate, language, size) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

export interface TextBlock {
  lines: string[];
  size: number;
  lineHeight: number;
  width: number;
}

/** The largest size (down to 8 px, and up to maxSize when given) at which the wrapped phrase fits the box. */
export function fitText(
  text: string,
  language: OutputLanguage,
  boxWidth: number,
  boxHeight: number,
  maxSize = Infinity,
): TextBlock {
  let size = Math.max(8, Math.floor(Math.min(boxHeight * 0.5, boxWidth * 0.16, maxSize)));
  for (;;) {
    const lines = wrap(text, language, size, boxWidth);
    const lineHeight = size * LINE_HEIGHT[language];
    const width = Math.max(...lines.map((l) => measure(l, language, size)));
    if ((lines.length * lineHeight <= boxHeight && width <= boxWidth) || size <= 8) {
      return { lines, size, lineHeight, width };
    }
    size = Math.max(8, Math.floor(size * 0.9));
  }
}
