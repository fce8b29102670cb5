import { Resvg } from '@resvg/resvg-js';
import { FONT_FILES } from '../../providers/image/fonts';

/** A `<text>` element of a rendered SVG: its whole markup and its character data, unescaped. */
export interface SvgTextLine {
  element: string;
  text: string;
  /** The size of the SVG it was drawn on. */
  canvas: { width: number; height: number };
}

const unescape = (s: string) =>
  s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Every `<text>` element of an SVG, in document order. */
export function textLines(svg: string): SvgTextLine[] {
  const root = /<svg\b[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/.exec(svg);
  if (!root) throw new Error('an SVG without width and height');
  const canvas = { width: Number(root[1]), height: Number(root[2]) };
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    element: m[0],
    text: unescape(m[1]!),
    canvas,
  }));
}

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
const isControl = (c: string) => /^[\u202A-\u202E\u2066-\u2069]$/u.test(c);
/** The line as a reader reads it: no bidi controls. */
export const visibleText = (line: SvgTextLine) => line.text.replace(BIDI_CONTROLS, '');

/**
 * Where the glyphs of some characters of a line land, as the renderer shapes and orders them: the element is
 * drawn alone, black on white, with the chosen characters (logical indices of its character data) in red, and
 * the ink of each colour is located column by column. Reading the pixels of the real rasterizer instead of a
 * text model: what the reader sees, with nothing to install.
 */
export function glyphColumns(
  line: SvgTextLine,
  marked: (index: number, char: string) => boolean,
): { marked: { left: number; right: number }; rest: { left: number; right: number } } {
  const chars = [...line.text];
  const escape = (c: string) => (/[<>&"']/.test(c) ? `&#${c.charCodeAt(0)};` : c);
  const data = chars
    .map((c, i) => (marked(i, c) ? `<tspan fill="#ff0000">${escape(c)}</tspan>` : escape(c)))
    .join('');
  const element = line.element
    .replace(/>[^<]*<\/text>$/, `>${data}</text>`)
    .replace(/\sfill="[^"]*"/, ' fill="#000000"')
    .replace(/\sopacity="[^"]*"/, '');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${line.canvas.width}" height="${line.canvas.height}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${element}</svg>`;
  const { pixels, width, height } = new Resvg(svg, {
    font: { fontFiles: [FONT_FILES.ar, FONT_FILES.en], loadSystemFonts: false },
  }).render();
  const red = { left: Infinity, right: -Infinity };
  const black = { left: Infinity, right: -Infinity };
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const [r, g, b] = [pixels[o]!, pixels[o + 1]!, pixels[o + 2]!];
      const ink = r > 180 && g < 90 && b < 90 ? red : r < 90 && g < 90 && b < 90 ? black : null;
      if (!ink) continue;
      ink.left = Math.min(ink.left, x);
      ink.right = Math.max(ink.right, x);
    }
  return { marked: red, rest: black };
}

/**
 * The side of the line where the glyph of its first or last visible character (logical order) is drawn: "left"
 * when every other glyph is to its right, "right" when every other glyph is to its left, else "inside".
 */
export function sideOf(line: SvgTextLine, which: 'first' | 'last'): 'left' | 'right' | 'inside' {
  const chars = [...line.text];
  const visible = chars.map((c, i) => (isControl(c) ? -1 : i)).filter((i) => i >= 0);
  const index = which === 'first' ? visible[0] : visible[visible.length - 1];
  const { marked, rest } = glyphColumns(line, (i) => i === index);
  if (marked.right < rest.left) return 'left';
  if (marked.left > rest.right) return 'right';
  return 'inside';
}
