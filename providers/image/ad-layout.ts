import { Resvg } from '@resvg/resvg-js';
import type { AdLocale, AdPalette, AdStyle, AdTextField, AdTexts } from '../../contract/ad-library';
import type { MotifId } from '../../contract/motifs';
import { FONT_FAMILIES, FONT_FILES, LINE_HEIGHT, fitText, measure, wrap } from './fonts';
import { textLine } from './svg-text';
import { dataUri } from './local-vector';
import { drawMotif } from './motifs';
import { contrast, darken, inkOn, lighten, mix } from './palette';
import type { SourceImage } from './types';

export const AD_ENGINE_VERSION = 'ad-layout-1.1.0';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

type Arrangement = 'split' | 'band' | 'full-bleed';
type Decoration =
  'frame' | 'burst' | 'ribbon' | 'quote' | 'band' | 'versus' | 'rule' | 'gradient' | 'underline';

interface LayoutSpec {
  arrangement: Arrangement;
  /** Share of the canvas the image slot takes (split and band). */
  imageShare: number;
  /** Whether the image comes before the text in reading order. */
  imageFirst: boolean;
  /** Relative heights of the text slots inside the text column. */
  weights: Partial<Record<AdTextField, number>>;
  /** Where the badge goes: inside the text column, on a starburst over the image, or on a ribbon. */
  badge: 'inline' | 'burst' | 'ribbon';
  decoration: Decoration;
}

/** One layout per style: the geometry a partner's texts and photo are placed into. */
export const AD_LAYOUTS: Record<AdStyle, LayoutSpec> = {
  product: {
    arrangement: 'split',
    imageShare: 0.54,
    imageFirst: true,
    weights: { badge: 0.12, headline: 0.36, body: 0.32, cta: 0.2 },
    badge: 'inline',
    decoration: 'frame',
  },
  offer: {
    arrangement: 'split',
    imageShare: 0.46,
    imageFirst: true,
    weights: { headline: 0.42, body: 0.34, cta: 0.24 },
    badge: 'burst',
    decoration: 'burst',
  },
  launch: {
    arrangement: 'split',
    imageShare: 0.5,
    imageFirst: false,
    weights: { headline: 0.42, body: 0.36, cta: 0.22 },
    badge: 'ribbon',
    decoration: 'ribbon',
  },
  proof: {
    arrangement: 'split',
    imageShare: 0.32,
    imageFirst: false,
    weights: { headline: 0.46, body: 0.34, cta: 0.2 },
    badge: 'inline',
    decoration: 'quote',
  },
  problem: {
    arrangement: 'band',
    imageShare: 0.4,
    imageFirst: true,
    weights: { body: 0.6, cta: 0.4 },
    badge: 'inline',
    decoration: 'band',
  },
  comparison: {
    arrangement: 'split',
    imageShare: 0.5,
    imageFirst: true,
    weights: { headline: 0.38, badge: 0.14, body: 0.3, cta: 0.18 },
    badge: 'inline',
    decoration: 'versus',
  },
  educational: {
    arrangement: 'split',
    imageShare: 0.36,
    imageFirst: false,
    weights: { headline: 0.34, body: 0.44, cta: 0.22 },
    badge: 'inline',
    decoration: 'rule',
  },
  story: {
    arrangement: 'full-bleed',
    imageShare: 1,
    imageFirst: true,
    weights: { headline: 0.42, body: 0.38, cta: 0.2 },
    badge: 'inline',
    decoration: 'gradient',
  },
  hook: {
    arrangement: 'split',
    imageShare: 0.3,
    imageFirst: false,
    weights: { headline: 0.56, body: 0.26, cta: 0.18 },
    badge: 'inline',
    decoration: 'underline',
  },
};

/** The largest type each slot may use, and the smallest it may shrink to, as shares of the shorter side. */
const TYPE_SCALE: Record<AdTextField, { max: number; min: number }> = {
  headline: { max: 0.085, min: 0.034 },
  body: { max: 0.042, min: 0.024 },
  cta: { max: 0.04, min: 0.026 },
  badge: { max: 0.05, min: 0.026 },
};

export interface AdGeometry {
  image: Box;
  logo: Box;
  slots: Partial<Record<AdTextField, Box>>;
  landscape: boolean;
}

const inset = (b: Box, d: number): Box => ({ x: b.x + d, y: b.y + d, w: b.w - 2 * d, h: b.h - 2 * d });

/** Splits a column into stacked boxes by weight, in the given order. */
function stack(
  column: Box,
  order: AdTextField[],
  weights: Partial<Record<AdTextField, number>>,
  gap: number,
) {
  const total = order.reduce((s, f) => s + (weights[f] ?? 0.15), 0);
  const usable = column.h - gap * (order.length - 1);
  const out: Partial<Record<AdTextField, Box>> = {};
  let y = column.y;
  for (const f of order) {
    const h = (usable * (weights[f] ?? 0.15)) / total;
    out[f] = { x: column.x, y, w: column.w, h };
    y += h + gap;
  }
  return out;
}

/**
 * Where everything goes on a W x H canvas. Landscape canvases put image and text side by side (the image on
 * the side where reading starts when it comes first); square and portrait ones stack them.
 */
export function adGeometry(
  style: AdStyle,
  W: number,
  H: number,
  locale: AdLocale,
  fields: AdTextField[],
): AdGeometry {
  const spec = AD_LAYOUTS[style];
  const short = Math.min(W, H);
  const m = short * 0.055;
  const gap = short * 0.02;
  const landscape = W > H * 1.15;
  const rtl = locale === 'ar';
  const logoSide = short * 0.13;
  // The logo sits in the corner where reading starts: inside the image, or the canvas for full-bleed stories.
  const corner = (frame: Box): Box => {
    const d = short * 0.03;
    return {
      x: rtl ? frame.x + frame.w - d - logoSide : frame.x + d,
      y: frame.y + d,
      w: logoSide,
      h: logoSide,
    };
  };
  const ribbonH = spec.badge === 'ribbon' && fields.includes('badge') ? short * 0.085 : 0;
  const textFields = fields.filter((f) => f !== 'badge' || spec.badge === 'inline');
  const order = (['badge', 'headline', 'body', 'cta'] as AdTextField[]).filter((f) => textFields.includes(f));
  const canvas: Box = { x: 0, y: ribbonH, w: W, h: H - ribbonH };

  if (spec.arrangement === 'full-bleed') {
    const text: Box = landscape
      ? { x: rtl ? W * 0.5 : m, y: H * 0.3, w: W * 0.5 - m, h: H * 0.7 - m }
      : { x: m, y: H * 0.5, w: W - 2 * m, h: H * 0.5 - m };
    const image = { x: 0, y: 0, w: W, h: H };
    return {
      image,
      logo: corner(inset(image, m * 0.5)),
      slots: stack(text, order, spec.weights, gap),
      landscape,
    };
  }

  if (spec.arrangement === 'band') {
    const bandH = canvas.h * (landscape ? 0.36 : 0.34);
    const band: Box = { x: m, y: canvas.y + m, w: W - 2 * m, h: bandH - 1.5 * m };
    const rest: Box = { x: m, y: canvas.y + bandH + m * 0.6, w: W - 2 * m, h: canvas.h - bandH - 1.6 * m };
    const imageW = rest.w * spec.imageShare;
    const image: Box = { x: rtl ? rest.x + rest.w - imageW : rest.x, y: rest.y, w: imageW, h: rest.h };
    const column: Box = {
      x: rtl ? rest.x : rest.x + imageW + gap * 2,
      y: rest.y,
      w: rest.w - imageW - gap * 2,
      h: rest.h,
    };
    const slots = stack(
      column,
      order.filter((f) => f !== 'headline'),
      spec.weights,
      gap,
    );
    return { image, logo: corner(image), slots: { ...slots, headline: band }, landscape };
  }

  if (landscape) {
    const imageW = (W - 2 * m) * spec.imageShare;
    const imageLeft = spec.imageFirst !== rtl;
    const image: Box = { x: imageLeft ? m : W - m - imageW, y: canvas.y + m, w: imageW, h: canvas.h - 2 * m };
    const colX = imageLeft ? m + imageW + 2 * gap : m;
    const column: Box = { x: colX, y: canvas.y + m, w: W - 2 * m - imageW - 2 * gap, h: canvas.h - 2 * m };
    return { image, logo: corner(image), slots: stack(column, order, spec.weights, gap), landscape };
  }
  const imageH = (canvas.h - 2 * m) * spec.imageShare;
  const top = canvas.y + m;
  const available = canvas.y + canvas.h - m - top;
  const imageBox: Box = spec.imageFirst
    ? { x: m, y: top, w: W - 2 * m, h: imageH }
    : { x: m, y: canvas.y + canvas.h - m - imageH, w: W - 2 * m, h: imageH };
  const column: Box = spec.imageFirst
    ? { x: m, y: top + imageH + 2 * gap, w: W - 2 * m, h: available - imageH - 2 * gap }
    : { x: m, y: top, w: W - 2 * m, h: available - imageH - 2 * gap };
  return {
    image: imageBox,
    logo: corner(imageBox),
    slots: stack(column, order, spec.weights, gap),
    landscape,
  };
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

/** Dark enough ink for text on the canvas: the primary colour when it reads, else black or white. */
function headlineInk(palette: AdPalette): string {
  return contrast(palette.primary, palette.secondary) >= 3 ? palette.primary : inkOn(palette.secondary);
}

interface TextDraw {
  svg: string;
  size: number;
  lines: number;
}

/** Wrapped, fitted lines in a box: right-aligned for Arabic, left-aligned for English, centred when asked. */
function drawText(
  text: string,
  locale: AdLocale,
  box: Box,
  maxSize: number,
  ink: string,
  align: 'start' | 'middle' = 'start',
): TextDraw {
  if (box.w <= 8 || box.h <= 8) return { svg: '', size: 0, lines: 0 };
  const block = fitText(text, locale, box.w, box.h, maxSize);
  const rtl = locale === 'ar';
  const x = align === 'middle' ? box.x + box.w / 2 : rtl ? box.x + box.w : box.x;
  // Arabic paragraphs run right to left (punctuation and digits in their place); resvg anchors "end" at the right edge.
  const anchor = align === 'middle' ? 'middle' : rtl ? 'end' : 'start';
  const used = block.lines.length * block.lineHeight;
  const top = box.y + Math.max(0, (box.h - used) / 2);
  const svg = block.lines
    .map((line, i) => {
      const baseline = top + (i + 0.5) * block.lineHeight + block.size * (rtl ? 0.3 : 0.36);
      return textLine({ text: line, language: locale, x, y: baseline, anchor, size: block.size, ink });
    })
    .join('');
  return { svg, size: block.size, lines: block.lines.length };
}

function imageSlot(
  box: Box,
  photo: SourceImage | null,
  motif: MotifId,
  palette: AdPalette,
  id: string,
  /** Where the drawing goes when there is no photo (a full-bleed story keeps it clear of the text). */
  focus: Box = box,
): string {
  const r = Math.min(box.w, box.h) * 0.06;
  const clip = `<clipPath id="${id}"><rect x="${f1(box.x)}" y="${f1(box.y)}" width="${f1(box.w)}" height="${f1(box.h)}" rx="${f1(r)}"/></clipPath>`;
  if (photo) {
    return `<defs>${clip}</defs><image href="${dataUri(photo)}" x="${f1(box.x)}" y="${f1(box.y)}" width="${f1(box.w)}" height="${f1(box.h)}" preserveAspectRatio="xMidYMid slice" clip-path="url(#${id})"/>`;
  }
  // No photo: the slot shows the ad's subject as a drawing on a tint of the primary colour.
  const side = Math.min(focus.w, focus.h) * 0.72;
  const scale = side / 100;
  const mx = focus.x + (focus.w - side) / 2;
  const my = focus.y + (focus.h - side) / 2;
  const paints = {
    main: palette.primary,
    dark: darken(palette.primary, 0.35),
    light: lighten(palette.primary, 0.75),
    accent: palette.accent,
  };
  return (
    `<defs>${clip}</defs><g clip-path="url(#${id})"><rect x="${f1(box.x)}" y="${f1(box.y)}" width="${f1(box.w)}" height="${f1(box.h)}" fill="${lighten(palette.primary, 0.82)}"/>` +
    `<circle cx="${f1(box.x + box.w * 0.82)}" cy="${f1(box.y + box.h * 0.2)}" r="${f1(Math.min(box.w, box.h) * 0.35)}" fill="${lighten(palette.accent, 0.55)}" opacity="0.6"/>` +
    `<g transform="translate(${f1(mx)} ${f1(my)}) scale(${scale.toFixed(4)})">${drawMotif(motif, paints)}</g></g>`
  );
}

function starburst(cx: number, cy: number, outer: number, points = 14): string {
  const inner = outer * 0.84;
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    pts.push(`${f1(cx + r * Math.cos(a))},${f1(cy + r * Math.sin(a))}`);
  }
  return pts.join(' ');
}

export interface AdRenderInput {
  style: AdStyle;
  locale: AdLocale;
  /** The final texts; an empty or missing field leaves its slot out. */
  texts: Partial<AdTexts>;
  width: number;
  height: number;
  palette: AdPalette;
  motif: MotifId;
  /** Reference photos for the image slots (the comparison's second slot takes the second, else the first). */
  photos: SourceImage[];
  /** Drawn into the logo slot (logo_mode model); null leaves the slot empty (none, or overlay composited later). */
  logo: SourceImage | null;
}

export interface AdRenderOutput {
  png: Buffer;
  width: number;
  height: number;
  geometry: AdGeometry;
  /** Per text slot: the font size used and the number of lines, for the composition record. */
  typography: Partial<Record<AdTextField, { size: number; lines: number }>>;
  /** The SVG the PNG was rasterized from (tests read its text lines). */
  svg: string;
}

/** Draws the ad as SVG and rasterizes it with the bundled fonts (Arabic shaped right to left). */
export function renderAd(input: AdRenderInput): AdRenderOutput {
  const { style, locale, palette, width: W, height: H } = input;
  const spec = AD_LAYOUTS[style];
  const fields = (['headline', 'body', 'cta', 'badge'] as AdTextField[]).filter(
    (f) => (input.texts[f] ?? '').trim() !== '',
  );
  const g = adGeometry(style, W, H, locale, fields);
  const short = Math.min(W, H);
  const rtl = locale === 'ar';
  const out: string[] = [`<rect width="${W}" height="${H}" fill="${palette.secondary}"/>`];
  const typography: AdRenderOutput['typography'] = {};
  const ink = headlineInk(palette);
  const bodyInk = mix(inkOn(palette.secondary), palette.secondary, 0.22);
  const full = spec.arrangement === 'full-bleed';

  // Decorations under the content.
  if (spec.decoration === 'frame') {
    const b = g.image;
    out.push(
      `<rect x="${f1(b.x + short * 0.02)}" y="${f1(b.y + short * 0.02)}" width="${f1(b.w)}" height="${f1(b.h)}" rx="${f1(Math.min(b.w, b.h) * 0.06)}" fill="${palette.accent}" opacity="0.55"/>`,
    );
  }
  if (spec.decoration === 'band') {
    const hb = g.slots.headline!;
    out.push(
      `<rect x="0" y="0" width="${W}" height="${f1(hb.y + hb.h + short * 0.05)}" fill="${palette.primary}"/>`,
    );
  }
  if (spec.decoration === 'versus') {
    const b = g.image;
    out.push(
      `<rect x="${f1(b.x)}" y="${f1(b.y)}" width="${f1(b.w)}" height="${f1(b.h)}" rx="${f1(Math.min(b.w, b.h) * 0.06)}" fill="${mix(palette.secondary, '#9a9a9a', 0.5)}"/>`,
    );
  }

  // The image slot (full-bleed stories fill the canvas, then darken towards the text).
  if (spec.decoration === 'versus') {
    const b = g.image;
    const half: Box = g.landscape ? { ...b, w: b.w / 2 } : { ...b, h: b.h / 2 };
    const after: Box = g.landscape ? { ...half, x: b.x + b.w / 2 } : { ...half, y: b.y + b.h / 2 };
    const [dull, bright] = rtl && g.landscape ? [after, half] : [half, after];
    out.push(
      `<g opacity="0.35" filter="url(#grey)">${imageSlot(inset(dull, short * 0.015), input.photos[0] ?? null, input.motif, palette, 'slotA')}</g>`,
    );
    out.push(
      imageSlot(
        inset(bright, short * 0.015),
        input.photos[1] ?? input.photos[0] ?? null,
        input.motif,
        palette,
        'slotB',
      ),
    );
    const cx = g.landscape ? b.x + b.w / 2 : b.x + b.w / 2;
    const cy = g.landscape ? b.y + b.h / 2 : b.y + b.h / 2;
    out.push(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(short * 0.05)}" fill="${palette.accent}" stroke="${palette.secondary}" stroke-width="${f1(short * 0.01)}"/>`,
    );
    out.push(
      `<path d="M${f1(cx - short * 0.02)} ${f1(cy)} L${f1(cx + short * 0.02)} ${f1(cy)} M${f1(cx + short * 0.005)} ${f1(cy - short * 0.015)} L${f1(cx + short * 0.02)} ${f1(cy)} L${f1(cx + short * 0.005)} ${f1(cy + short * 0.015)}" stroke="${inkOn(palette.accent)}" stroke-width="${f1(short * 0.008)}" fill="none" transform="${rtl ? `rotate(180 ${f1(cx)} ${f1(cy)})` : ''}"/>`,
    );
  } else if (full) {
    // A story's picture fills the canvas; the text sits on a dark panel over the side where it is read.
    const slots = Object.values(g.slots) as Box[];
    const panel: Box = slots.length
      ? {
          x: Math.min(...slots.map((b) => b.x)) - short * 0.03,
          y: Math.min(...slots.map((b) => b.y)) - short * 0.03,
          w: Math.max(...slots.map((b) => b.x + b.w)) - Math.min(...slots.map((b) => b.x)) + short * 0.06,
          h: Math.max(...slots.map((b) => b.y + b.h)) - Math.min(...slots.map((b) => b.y)) + short * 0.06,
        }
      : { x: 0, y: H, w: 0, h: 0 };
    const focus: Box = g.landscape
      ? { x: rtl ? 0 : W * 0.5, y: 0, w: W * 0.5, h: H }
      : { x: 0, y: 0, w: W, h: H * 0.5 };
    out.push(imageSlot(g.image, input.photos[0] ?? null, input.motif, palette, 'slot', focus));
    out.push(
      `<rect x="${f1(panel.x)}" y="${f1(panel.y)}" width="${f1(panel.w)}" height="${f1(panel.h)}" rx="${f1(short * 0.03)}" fill="${darken(palette.primary, 0.55)}" opacity="0.86"/>`,
    );
  } else {
    out.push(imageSlot(g.image, input.photos[0] ?? null, input.motif, palette, 'slot'));
  }
  if (spec.decoration === 'quote') {
    const hb = g.slots.headline;
    if (hb) {
      const qs = short * 0.16;
      out.push(
        `<text x="${f1(rtl ? hb.x + hb.w : hb.x)}" y="${f1(hb.y + qs * 0.3)}" text-anchor="${rtl ? 'end' : 'start'}" font-family="${FONT_FAMILIES.en}" font-weight="700" font-size="${f1(qs)}" fill="${palette.accent}" opacity="0.45">${rtl ? '\u201D' : '\u201C'}</text>`,
      );
    }
  }
  if (spec.decoration === 'rule') {
    const col = Object.values(g.slots);
    const top = Math.min(...col.map((b) => b!.y));
    const bottom = Math.max(...col.map((b) => b!.y + b!.h));
    const x = rtl
      ? Math.max(...col.map((b) => b!.x + b!.w)) + short * 0.012
      : Math.min(...col.map((b) => b!.x)) - short * 0.025;
    out.push(
      `<rect x="${f1(x)}" y="${f1(top)}" width="${f1(short * 0.012)}" height="${f1(bottom - top)}" rx="${f1(short * 0.006)}" fill="${palette.accent}"/>`,
    );
  }

  // Text slots.
  const textInk = full ? '#ffffff' : ink;
  const headline = input.texts.headline?.trim();
  if (headline && g.slots.headline) {
    const box = g.slots.headline;
    const color = spec.decoration === 'band' ? inkOn(palette.primary) : textInk;
    const t = drawText(headline, locale, box, short * TYPE_SCALE.headline.max, color);
    out.push(t.svg);
    typography.headline = { size: t.size, lines: t.lines };
    if (spec.decoration === 'underline' && t.lines > 0) {
      const usedH = t.lines * t.size * LINE_HEIGHT[locale];
      const y = box.y + (box.h + usedH) / 2 + short * 0.01;
      const w = Math.min(box.w, short * 0.25);
      out.push(
        `<rect x="${f1(rtl ? box.x + box.w - w : box.x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(short * 0.014)}" rx="${f1(short * 0.007)}" fill="${palette.accent}"/>`,
      );
    }
  }
  const body = input.texts.body?.trim();
  if (body && g.slots.body) {
    const t = drawText(body, locale, g.slots.body, short * TYPE_SCALE.body.max, full ? '#f2f2f2' : bodyInk);
    out.push(t.svg);
    typography.body = { size: t.size, lines: t.lines };
  }
  const cta = input.texts.cta?.trim();
  if (cta && g.slots.cta) {
    const box = g.slots.cta;
    const size = Math.max(short * TYPE_SCALE.cta.min, Math.min(short * TYPE_SCALE.cta.max, box.h * 0.45));
    const pad = size * 0.8;
    const block = fitText(
      cta,
      locale,
      Math.min(box.w, short * 0.7) - 2 * pad,
      size * LINE_HEIGHT[locale] * 2,
      size,
    );
    const textW = Math.max(...block.lines.map((l) => measure(l, locale, block.size)));
    const bw = textW + 2 * pad;
    const bh = block.lines.length * block.lineHeight + pad * 0.9;
    const bx = rtl ? box.x + box.w - bw : box.x;
    const by = box.y + (box.h - bh) / 2;
    out.push(
      `<rect x="${f1(bx)}" y="${f1(by)}" width="${f1(bw)}" height="${f1(bh)}" rx="${f1(bh / 2)}" fill="${palette.accent}"/>`,
    );
    out.push(
      drawText(cta, locale, { x: bx, y: by, w: bw, h: bh }, block.size, inkOn(palette.accent), 'middle').svg,
    );
    typography.cta = { size: block.size, lines: block.lines.length };
  }
  const badge = input.texts.badge?.trim();
  if (badge) {
    if (spec.badge === 'burst') {
      const r = short * 0.13;
      const cx = rtl ? g.image.x + r * 0.9 : g.image.x + g.image.w - r * 0.9;
      const cy = g.image.y + r * 0.9;
      out.push(`<polygon points="${starburst(cx, cy, r)}" fill="${palette.accent}"/>`);
      const t = drawText(
        badge,
        locale,
        { x: cx - r * 0.68, y: cy - r * 0.55, w: r * 1.36, h: r * 1.1 },
        short * TYPE_SCALE.badge.max,
        inkOn(palette.accent),
        'middle',
      );
      out.push(t.svg);
      typography.badge = { size: t.size, lines: t.lines };
    } else if (spec.badge === 'ribbon') {
      const h = short * 0.085;
      out.push(`<rect x="0" y="0" width="${W}" height="${f1(h)}" fill="${palette.accent}"/>`);
      const t = drawText(
        badge,
        locale,
        { x: W * 0.2, y: h * 0.12, w: W * 0.6, h: h * 0.76 },
        short * TYPE_SCALE.badge.max,
        inkOn(palette.accent),
        'middle',
      );
      out.push(t.svg);
      typography.badge = { size: t.size, lines: t.lines };
    } else if (g.slots.badge) {
      const box = g.slots.badge;
      const size = Math.min(short * TYPE_SCALE.badge.max * 0.8, box.h * 0.5);
      const lines = wrap(badge, locale, size, box.w * 0.8);
      const textW = Math.min(box.w, Math.max(...lines.map((l) => measure(l, locale, size))) + size * 1.6);
      const bh = Math.min(box.h, lines.length * size * LINE_HEIGHT[locale] + size * 0.6);
      const bx = rtl ? box.x + box.w - textW : box.x;
      const by = box.y + (box.h - bh) / 2;
      out.push(
        `<rect x="${f1(bx)}" y="${f1(by)}" width="${f1(textW)}" height="${f1(bh)}" rx="${f1(bh / 2)}" fill="${lighten(palette.accent, 0.7)}" stroke="${palette.accent}" stroke-width="${f1(short * 0.004)}"/>`,
      );
      const t = drawText(
        badge,
        locale,
        { x: bx, y: by, w: textW, h: bh },
        size,
        darken(palette.accent, 0.45),
        'middle',
      );
      out.push(t.svg);
      typography.badge = { size: t.size, lines: t.lines };
    }
  }

  if (input.logo) {
    const b = g.logo;
    const pad = b.w * 0.12;
    out.push(
      `<rect x="${f1(b.x)}" y="${f1(b.y)}" width="${f1(b.w)}" height="${f1(b.h)}" rx="${f1(b.w * 0.16)}" fill="#ffffff" opacity="0.94"/>` +
        `<image href="${dataUri(input.logo)}" x="${f1(b.x + pad)}" y="${f1(b.y + pad)}" width="${f1(b.w - 2 * pad)}" height="${f1(b.h - 2 * pad)}" preserveAspectRatio="xMidYMid meet"/>`,
    );
  }

  const filters = `<defs><filter id="grey"><feColorMatrix type="saturate" values="0"/></filter></defs>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${filters}${out.join('')}</svg>`;
  const rendered = new Resvg(svg, {
    font: {
      fontFiles: [FONT_FILES.ar, FONT_FILES.en],
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILIES[locale],
    },
  }).render();
  return {
    png: rendered.asPng(),
    width: rendered.width,
    height: rendered.height,
    geometry: g,
    typography,
    svg,
  };
}

/** The aspect ratios' pixel sizes for ad-library renders (the 1K sizes of the image engine). */
export const AD_CANVAS: Record<string, { width: number; height: number }> = {
  '1:1': { width: 1024, height: 1024 },
  '16:9': { width: 1376, height: 768 },
  '9:16': { width: 768, height: 1376 },
  '4:3': { width: 1200, height: 896 },
  '3:4': { width: 896, height: 1200 },
};

/** Caps every field has whatever the geometry allows (4.8 allows up to 4000; a layout cannot show that). */
export const FIELD_CAPS: Record<AdTextField, number> = { headline: 70, body: 180, cta: 28, badge: 24 };

const SAMPLE_TEXT = {
  en: 'Fresh offers every week for the whole family',
  ar: 'عروض جديدة كل أسبوع للعائلة كلها',
} as const;

/**
 * How many characters a slot can show at its smallest legible size on every aspect ratio: lines that fit the
 * box times characters per line, measured with the locale's font on a typical phrase, capped per field.
 */
const capacities = new Map<string, number>();

export function fieldCapacity(style: AdStyle, locale: AdLocale, field: AdTextField): number {
  const key = `${style}:${locale}:${field}`;
  let known = capacities.get(key);
  if (known === undefined) {
    known = measureCapacity(style, locale, field);
    capacities.set(key, known);
  }
  return known;
}

function measureCapacity(style: AdStyle, locale: AdLocale, field: AdTextField): number {
  let capacity = FIELD_CAPS[field];
  for (const { width, height } of Object.values(AD_CANVAS)) {
    const g = adGeometry(style, width, height, locale, ['headline', 'body', 'cta', 'badge']);
    const short = Math.min(width, height);
    let box = g.slots[field];
    if (!box && field === 'badge') {
      const spec = AD_LAYOUTS[style];
      box =
        spec.badge === 'burst'
          ? { x: 0, y: 0, w: short * 0.177, h: short * 0.143 }
          : { x: 0, y: 0, w: width * 0.6, h: short * 0.065 };
    }
    if (!box) continue;
    const size = short * TYPE_SCALE[field].min;
    const sample = SAMPLE_TEXT[locale];
    const perChar = measure(sample, locale, size) / [...sample].length;
    const width_ = field === 'cta' ? Math.min(box.w, short * 0.7) - 2 * size : box.w;
    const lines = Math.max(1, Math.floor(box.h / (size * LINE_HEIGHT[locale])));
    capacity = Math.min(capacity, Math.floor((width_ / perChar) * lines * 0.85));
  }
  return Math.max(8, capacity);
}
