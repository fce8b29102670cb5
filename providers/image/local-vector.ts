import { renderAsync, Resvg, type RenderedImage } from '@resvg/resvg-js';
import type { PromptPlan } from '../../contract/images';
import { FONT_FAMILIES, FONT_FILES, fitText } from './fonts';
import { textLine } from './svg-text';
import type { MotifId } from '../../contract/motifs';
import { drawMotif, motifLabel, type Paints } from './motifs';
import { darken, inkOn, lighten, mix } from './palette';
import { describeScene, planScene, TYPE_LABELS, type ScenePlan } from './plan';
import type { ImageBrief, ImageOutput, ImageProvider, SourceImage } from './types';
import { mulberry32 } from '../../lib/random';

export const LOCAL_IMAGE_ENGINE_VERSION = 'local-vector-1.1.0';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

export function dataUri(image: SourceImage): string {
  return `data:${image.contentType};base64,${image.bytes.toString('base64')}`;
}

class Defs {
  private items: string[] = [];
  add(body: (id: string) => string): string {
    const id = `d${this.items.length}`;
    this.items.push(body(id));
    return id;
  }
  toString(): string {
    return this.items.join('');
  }
}

/** How a style paints: gradients and soft shadows, flat fills, outlines, washes or thin lines. */
class StyleKit {
  constructor(
    private readonly brief: ImageBrief,
    private readonly scene: ScenePlan,
    private readonly defs: Defs,
  ) {}

  get style() {
    return this.brief.style;
  }

  private get shaded() {
    return this.style === 'photorealistic' || this.style === '3d-render';
  }

  /** A fill for a large area: a soft vertical gradient where the style models light, else the flat colour. */
  area(top: string, bottom: string = top): string {
    if (this.style === 'flat-design' || this.style === 'minimalist' || top === bottom) return top;
    const id = this.defs.add(
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(inner: string, outer: string, innerOpacity = 1, outerOpacity = 1): string {
    const id = this.defs.add(
      (id) =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="${outerOpacity}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  private solidPaint(color: string): string {
    if (!this.shaded) return color;
    const spread = this.style === '3d-render' ? 0.45 : 0.28;
    const id = this.defs.add(
      (id) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${lighten(color, spread)}"/><stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, spread * 0.8)}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  private paints(main: string, accent: string): Paints {
    return {
      main: this.solidPaint(main),
      dark: this.solidPaint(darken(main, 0.32)),
      light: lighten(main, 0.7),
      accent: this.solidPaint(accent),
    };
  }

  /** A soft contact shadow (a radial gradient, no blur filter, so 2K stays fast). */
  shadow(cx: number, cy: number, rx: number, ry: number): string {
    if (this.style === 'minimalist' || this.style === 'watercolor') return '';
    if (this.style === 'flat-design' || this.style === 'illustration')
      return `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="#000" opacity="0.14"/>`;
    return `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${this.radial('#000', '#000', 0.45, 0)}"/>`;
  }

  /** A motif in a size x size square whose top-left corner is (x, y). */
  motif(id: MotifId, x: number, y: number, size: number, main: string, accent: string): string {
    const at = (dx: number, dy: number) =>
      `translate(${f1(x + dx * size)} ${f1(y + dy * size)}) scale(${(size / 100).toFixed(4)})`;
    const { palette } = this.scene;
    switch (this.style) {
      case 'minimalist': {
        const line = darken(palette.primary, 0.35);
        const paints: Paints = { main: 'none', dark: 'none', light: 'none', accent };
        return `<g transform="${at(0, 0)}" fill="none" stroke="${line}" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round">${drawMotif(id, paints)}</g>`;
      }
      case 'illustration': {
        const ink = darken(palette.primary, 0.75);
        return `<g transform="${at(0, 0)}" stroke="${ink}" stroke-width="2.6" stroke-linejoin="round">${drawMotif(id, this.paints(main, accent))}</g>`;
      }
      case 'watercolor': {
        const wash = (t: number): Paints => ({
          main: lighten(main, t),
          dark: lighten(darken(main, 0.25), t),
          light: lighten(main, 0.75),
          accent: lighten(accent, t),
        });
        return (
          `<g transform="${at(-0.018, 0.012)}" opacity="0.35">${drawMotif(id, wash(0.25))}</g>` +
          `<g transform="${at(0.014, -0.01)}" opacity="0.35">${drawMotif(id, wash(0.1))}</g>` +
          `<g transform="${at(0, 0)}" opacity="0.7">${drawMotif(id, wash(0.15))}</g>`
        );
      }
      case 'flat-design': {
        const shade = darken(palette.primary, 0.5);
        const flatShadow: Paints = { main: shade, dark: shade, light: shade, accent: shade };
        return (
          `<g transform="${at(0.05, 0.04)}" opacity="0.22">${drawMotif(id, flatShadow)}</g>` +
          `<g transform="${at(0, 0)}">${drawMotif(id, this.paints(main, accent))}</g>`
        );
      }
      case '3d-render': {
        const depth = darken(main, 0.55);
        const side: Paints = { main: depth, dark: depth, light: depth, accent: darken(accent, 0.5) };
        return (
          `<g transform="${at(0.035, 0.03)}">${drawMotif(id, side)}</g>` +
          `<g transform="${at(0.018, 0.015)}">${drawMotif(id, side)}</g>` +
          `<g transform="${at(0, 0)}">${drawMotif(id, this.paints(main, accent))}</g>`
        );
      }
      default:
        return `<g transform="${at(0, 0)}">${drawMotif(id, this.paints(main, accent))}</g>`;
    }
  }
}

interface Layout {
  visual: Box;
  text: Box | null;
  textSide: string | null;
}

function layout(brief: ImageBrief, scene: ScenePlan): Layout {
  const { width: W, height: H } = brief;
  const m = Math.round(Math.min(W, H) * 0.06);
  const full: Box = { x: m, y: m, w: W - 2 * m, h: H - 2 * m };
  if (!brief.overlay) return { visual: full, text: null, textSide: null };
  const rtl = brief.overlay.language === 'ar';
  if (scene.orientation === 'wide') {
    const tw = Math.round(full.w * 0.44);
    const textLeft = !rtl;
    const text = { x: textLeft ? full.x : full.x + full.w - tw, y: full.y, w: tw, h: full.h };
    const visual = { x: textLeft ? full.x + tw + m : full.x, y: full.y, w: full.w - tw - m, h: full.h };
    return { visual, text, textSide: textLeft ? 'left' : 'right' };
  }
  const th = Math.round(full.h * (scene.orientation === 'tall' ? 0.26 : 0.3));
  const top = brief.type === 'offer_announcement';
  const text = { x: full.x, y: top ? full.y : full.y + full.h - th, w: full.w, h: th };
  const visual = { x: full.x, y: top ? full.y + th + m : full.y, w: full.w, h: full.h - th - m };
  return { visual, text, textSide: top ? 'top' : 'bottom' };
}

const HERO_SCALE: Readonly<Record<string, number>> = {
  campaign_visual: 0.6,
  product_showcase: 0.46,
  lifestyle: 0.44,
  offer_announcement: 0.5,
  brand_awareness: 0.48,
};

interface Placed {
  id: MotifId;
  x: number;
  y: number;
  size: number;
}

/** Supporting motifs around the hero, along the long side of the visual area, alternating sides. */
function placeSupporting(scene: ScenePlan, v: Box, hero: Placed): Placed[] {
  const size = hero.size * 0.42;
  const cx = hero.x + hero.size / 2;
  const cy = hero.y + hero.size / 2;
  const horizontal = v.w >= v.h;
  const placed: Placed[] = [];
  scene.supporting.forEach((id, i) => {
    const side = i % 2 === 0 ? 1 : -1;
    const step = Math.floor(i / 2);
    const offset = hero.size * 0.62 + size * 0.1 + step * size * 1.15;
    let x = horizontal ? cx + side * offset - size / 2 : cx - size / 2 + side * hero.size * 0.55;
    let y = horizontal ? cy + hero.size * 0.5 - size : cy + side * offset - size / 2;
    x = Math.min(Math.max(x, v.x), v.x + v.w - size);
    y = Math.min(Math.max(y, v.y), v.y + v.h - size);
    placed.push({ id, x, y, size });
  });
  return placed;
}

function starburst(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const d: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (i * Math.PI) / points - Math.PI / 2;
    d.push(`${f1(cx + Math.cos(a) * r)} ${f1(cy + Math.sin(a) * r)}`);
  }
  return `M${d.join(' L')} Z`;
}

/** Background, decor and the stage the hero stands on, by type; returns the hero's square. */
function composeScene(
  brief: ImageBrief,
  scene: ScenePlan,
  kit: StyleKit,
  v: Box,
  rnd: () => number,
): { svg: string; hero: Placed; logoSlot: Box; description: string } {
  const { width: W, height: H } = brief;
  const { primary, secondary, accent, paper } = scene.palette;
  const minimalist = brief.style === 'minimalist';
  const watercolor = brief.style === 'watercolor';
  const scale = minimalist ? 0.4 : (HERO_SCALE[brief.type] ?? 0.5);
  const size = Math.min(v.w, v.h) * scale;
  const out: string[] = [];
  let hero: Placed = { id: scene.hero, x: v.x + (v.w - size) / 2, y: v.y + (v.h - size) / 2, size };
  const heroCx = () => hero.x + hero.size / 2;
  const heroCy = () => hero.y + hero.size / 2;
  const plate = Math.min(W, H) * 0.13;
  let logoSlot: Box = { x: v.x, y: v.y, w: plate, h: plate };
  let description: string;

  const paperBackground = minimalist || watercolor;
  if (paperBackground) out.push(`<rect width="${W}" height="${H}" fill="${paper}"/>`);
  if (watercolor) {
    for (let i = 0; i < 7; i++) {
      const color = [primary, secondary, accent][i % 3]!;
      const r = Math.min(W, H) * (0.18 + rnd() * 0.22);
      out.push(
        `<ellipse cx="${f1(rnd() * W)}" cy="${f1(rnd() * H)}" rx="${f1(r * (1 + rnd() * 0.6))}" ry="${f1(r)}" fill="${lighten(color, 0.55)}" opacity="${(0.25 + rnd() * 0.2).toFixed(2)}"/>`,
      );
    }
  }

  switch (brief.type) {
    case 'product_showcase': {
      if (!paperBackground)
        out.push(
          `<rect width="${W}" height="${H}" fill="${kit.area(lighten(secondary, 0.75), lighten(secondary, 0.35))}"/>`,
        );
      const podiumW = Math.min(v.w * 0.8, size * 1.7);
      const podiumH = Math.min(v.h * 0.2, size * 0.42);
      const topY = v.y + v.h - podiumH - podiumW * 0.08;
      hero = { ...hero, y: topY - size * 0.98 };
      if (hero.y < v.y) hero.y = v.y;
      if (!minimalist)
        out.push(
          `<path d="M${f1(heroCx() - size * 0.25)} 0 L${f1(heroCx() + size * 0.25)} 0 L${f1(heroCx() + podiumW * 0.55)} ${f1(topY)} L${f1(heroCx() - podiumW * 0.55)} ${f1(topY)} Z" fill="#ffffff" opacity="0.16"/>`,
        );
      const px = heroCx() - podiumW / 2;
      const ry = podiumW * 0.08;
      out.push(kit.shadow(heroCx(), topY + podiumH + ry * 0.6, podiumW * 0.62, ry * 1.4));
      out.push(
        `<rect x="${f1(px)}" y="${f1(topY)}" width="${f1(podiumW)}" height="${f1(podiumH)}" fill="${minimalist ? 'none' : kit.area(primary, darken(primary, 0.3))}"${minimalist ? ` stroke="${darken(primary, 0.35)}" stroke-width="2"` : ''}/>`,
        `<ellipse cx="${f1(heroCx())}" cy="${f1(topY + podiumH)}" rx="${f1(podiumW / 2)}" ry="${f1(ry)}" fill="${minimalist ? 'none' : darken(primary, 0.3)}"${minimalist ? ` stroke="${darken(primary, 0.35)}" stroke-width="2"` : ''}/>`,
        `<ellipse cx="${f1(heroCx())}" cy="${f1(topY)}" rx="${f1(podiumW / 2)}" ry="${f1(ry)}" fill="${minimalist ? paper : lighten(primary, 0.35)}"${minimalist ? ` stroke="${darken(primary, 0.35)}" stroke-width="2"` : ''}/>`,
      );
      const lw = podiumW * 0.34;
      const lh = podiumH * 0.6;
      logoSlot = { x: heroCx() - lw / 2, y: topY + ry + (podiumH - ry - lh) / 2, w: lw, h: lh };
      description = `studio product shot: the ${motifLabel(scene.hero)} stands on a podium under a soft spotlight`;
      break;
    }
    case 'lifestyle': {
      const ground = v.y + v.h * 0.72;
      if (!paperBackground)
        out.push(
          `<rect width="${W}" height="${H}" fill="${kit.area(lighten(secondary, 0.55), lighten(accent, 0.7))}"/>`,
        );
      const sunR = Math.min(W, H) * 0.09;
      out.push(
        `<circle cx="${f1(W * 0.82)}" cy="${f1(H * 0.2)}" r="${f1(sunR)}" fill="${lighten(accent, 0.15)}" opacity="0.9"/>`,
      );
      out.push(
        `<path d="M0 ${f1(ground)} Q${f1(W * 0.25)} ${f1(ground - H * 0.12)} ${f1(W * 0.5)} ${f1(ground - H * 0.02)} T${W} ${f1(ground - H * 0.06)} L${W} ${H} L0 ${H} Z" fill="${lighten(primary, watercolor ? 0.5 : 0.3)}"${watercolor ? ' opacity="0.6"' : ''}/>`,
        `<path d="M0 ${f1(ground + H * 0.08)} Q${f1(W * 0.4)} ${f1(ground - H * 0.02)} ${W} ${f1(ground + H * 0.1)} L${W} ${H} L0 ${H} Z" fill="${minimalist ? 'none' : kit.area(primary, darken(primary, 0.25))}"${minimalist ? ` stroke="${darken(primary, 0.35)}" stroke-width="2"` : ''}/>`,
      );
      const tableW = Math.min(v.w * 0.7, size * 1.8);
      const tableY = Math.min(ground + H * 0.02, v.y + v.h - size * 0.12);
      hero = { ...hero, y: Math.max(v.y, tableY - size) };
      out.push(
        `<rect x="${f1(heroCx() - tableW / 2)}" y="${f1(tableY)}" width="${f1(tableW)}" height="${f1(size * 0.07)}" rx="${f1(size * 0.03)}" fill="${darken(secondary, 0.35)}"/>`,
        kit.shadow(heroCx(), tableY + size * 0.02, size * 0.45, size * 0.04),
      );
      description = `an everyday scene: the ${motifLabel(scene.hero)} on a table in an open landscape under a warm sun`;
      break;
    }
    case 'offer_announcement': {
      if (!paperBackground)
        out.push(`<rect width="${W}" height="${H}" fill="${kit.area(primary, darken(primary, 0.25))}"/>`);
      const stripe = Math.max(W, H) * 0.05;
      const stripes: string[] = [];
      for (let x = -H; x < W + H; x += stripe * 3) {
        stripes.push(`M${f1(x)} 0 L${f1(x + stripe)} 0 L${f1(x + stripe + H)} ${H} L${f1(x + H)} ${H} Z`);
      }
      out.push(
        `<path d="${stripes.join(' ')}" fill="${minimalist ? darken(paper, 0.04) : '#ffffff'}" opacity="${minimalist ? 1 : 0.08}"/>`,
      );
      out.push(
        `<path d="${starburst(heroCx(), heroCy(), size * 0.78, size * 0.6, 16)}" fill="${minimalist ? 'none' : kit.area(accent, darken(accent, 0.2))}"${minimalist ? ` stroke="${accent}" stroke-width="2"` : ''}/>`,
      );
      if (!minimalist) {
        for (let i = 0; i < 18; i++) {
          const c = [secondary, accent, paper][i % 3]!;
          const s = Math.min(W, H) * (0.012 + rnd() * 0.012);
          out.push(
            `<rect x="${f1(rnd() * W)}" y="${f1(rnd() * H)}" width="${f1(s)}" height="${f1(s * 2.2)}" fill="${c}" transform="rotate(${Math.round(rnd() * 180)} ${f1(heroCx())} ${f1(heroCy())})" opacity="0.85"/>`,
          );
        }
      }
      description = `a bold sale burst: the ${motifLabel(scene.hero)} on a starburst badge over diagonal stripes and confetti`;
      break;
    }
    case 'brand_awareness': {
      if (!paperBackground)
        out.push(`<rect width="${W}" height="${H}" fill="${kit.area(primary, darken(primary, 0.2))}"/>`);
      const big = Math.max(W, H) * 0.55;
      out.push(
        `<circle cx="${f1(W)}" cy="${f1(H)}" r="${f1(big)}" fill="${secondary}" opacity="${minimalist ? 0.12 : 0.55}"/>`,
      );
      const band = Math.min(W, H) * 0.04;
      out.push(
        `<rect x="0" y="${f1(H - band * 2.2)}" width="${W}" height="${f1(band)}" fill="${accent}" opacity="${minimalist ? 0.5 : 0.9}"/>`,
      );
      if (!minimalist) {
        const tile = Math.min(W, H) * 0.08;
        const id = `p${scene.seed % 1000}`;
        out.push(
          `<defs><pattern id="${id}" width="${f1(tile)}" height="${f1(tile)}" patternUnits="userSpaceOnUse"><path d="M${f1(tile / 2)} ${f1(tile * 0.2)} L${f1(tile * 0.8)} ${f1(tile / 2)} L${f1(tile / 2)} ${f1(tile * 0.8)} L${f1(tile * 0.2)} ${f1(tile / 2)} Z" fill="#ffffff" opacity="0.09"/></pattern></defs>`,
          `<rect width="${W}" height="${H}" fill="url(#${id})"/>`,
        );
      }
      out.push(
        `<circle cx="${f1(heroCx())}" cy="${f1(heroCy())}" r="${f1(size * 0.78)}" fill="${minimalist ? 'none' : paper}"${minimalist ? ` stroke="${darken(primary, 0.35)}" stroke-width="2"` : ''}/>`,
        `<circle cx="${f1(heroCx())}" cy="${f1(heroCy())}" r="${f1(size * 0.86)}" fill="none" stroke="${accent}" stroke-width="${f1(Math.max(2, size * 0.025))}"/>`,
      );
      hero = { ...hero, x: heroCx() - size * 0.4, y: heroCy() - size * 0.4, size: size * 0.8 };
      description = `brand colour fields with a subtle diamond pattern; the ${motifLabel(scene.hero)} in a central medallion`;
      break;
    }
    default: {
      if (!paperBackground)
        out.push(`<rect width="${W}" height="${H}" fill="${kit.area(primary, secondary)}"/>`);
      if (!minimalist) {
        const rays: string[] = [];
        const R = Math.max(W, H) * 1.2;
        for (let i = 0; i < 16; i++) {
          const a = (i * Math.PI) / 8;
          const b = a + Math.PI / 20;
          rays.push(
            `M${f1(heroCx())} ${f1(heroCy())} L${f1(heroCx() + Math.cos(a) * R)} ${f1(heroCy() + Math.sin(a) * R)} L${f1(heroCx() + Math.cos(b) * R)} ${f1(heroCy() + Math.sin(b) * R)} Z`,
          );
        }
        out.push(`<path d="${rays.join(' ')}" fill="#ffffff" opacity="0.07"/>`);
      }
      out.push(
        `<circle cx="${f1(heroCx())}" cy="${f1(heroCy())}" r="${f1(size * 0.72)}" fill="${minimalist ? 'none' : accent}" opacity="${minimalist ? 1 : 0.35}"${minimalist ? ` stroke="${accent}" stroke-width="2"` : ''}/>`,
      );
      description = `a hero visual: the ${motifLabel(scene.hero)} centred on a halo with light rays`;
    }
  }
  return { svg: out.join(''), hero, logoSlot, description };
}

/** Small rings and dots in the accent colours: the abstract stand-ins for visuals without a drawable motif. */
function accents(scene: ScenePlan, brief: ImageBrief, rnd: () => number, keepClear: Box | null): string {
  if (brief.style === 'minimalist') return '';
  const n = 4 + scene.abstractVisuals.length * 2;
  const out: string[] = [];
  const unit = Math.min(brief.width, brief.height);
  for (let i = 0; i < n; i++) {
    const r = unit * (0.012 + rnd() * 0.025);
    const color = i % 2 === 0 ? scene.palette.accent : scene.palette.secondary;
    const ring = i % 3 === 0;
    const cx = rnd() * brief.width;
    const cy = rnd() * brief.height;
    // Nothing decorative under the text: the phrase must read cleanly.
    if (
      keepClear &&
      cx + r > keepClear.x &&
      cx - r < keepClear.x + keepClear.w &&
      cy + r > keepClear.y &&
      cy - r < keepClear.y + keepClear.h
    )
      continue;
    out.push(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${ring ? 'none' : color}" stroke="${ring ? color : 'none'}" stroke-width="${f1(r * 0.3)}" opacity="0.75"/>`,
    );
  }
  return out.join('');
}

function textBlock(brief: ImageBrief, scene: ScenePlan, box: Box, side: string) {
  const overlay = brief.overlay!;
  const lang = overlay.language;
  const pad = Math.min(box.w, box.h) * 0.1;
  const block = fitText(overlay.text, lang, box.w - 2 * pad, box.h - 2 * pad);
  const { primary, accent, paper } = scene.palette;
  const panelless = brief.style === 'minimalist' || brief.style === 'watercolor';
  const panel = panelless
    ? paper
    : brief.type === 'offer_announcement'
      ? darken(accent, 0.05)
      : darken(primary, 0.45);
  const ink = panelless ? darken(primary, 0.55) : inkOn(panel);
  const panelH = block.lines.length * block.lineHeight + 2 * pad;
  const panelW = Math.min(box.w, block.width + 2 * pad);
  const px = box.x + (box.w - panelW) / 2;
  const py = box.y + (box.h - panelH) / 2;
  const cx = box.x + box.w / 2;
  const out: string[] = [];
  if (!panelless) {
    out.push(
      `<rect x="${f1(px)}" y="${f1(py)}" width="${f1(panelW)}" height="${f1(panelH)}" rx="${f1(Math.min(panelH, panelW) * 0.12)}" fill="${panel}" opacity="0.92"/>`,
    );
  }
  block.lines.forEach((line, i) => {
    const baseline = py + pad + (i + 0.5) * block.lineHeight + block.size * (lang === 'ar' ? 0.3 : 0.36);
    out.push(
      textLine({ text: line, language: lang, x: cx, y: baseline, anchor: 'middle', size: block.size, ink }),
    );
  });
  const typography =
    `${FONT_FAMILIES[lang]} Bold ${block.size}px, ${block.lines.length} line${block.lines.length === 1 ? '' : 's'}, ` +
    `${lang === 'ar' ? 'right-to-left with joined Arabic letterforms' : 'left-to-right'}, centred in the ${side} ` +
    `${panelless ? 'area' : 'panel'}; ${ink} on ${panel}`;
  return { svg: out.join(''), typography };
}

function logoImage(logo: SourceImage, slot: Box, withPlate: boolean): string {
  const pad = withPlate ? slot.w * 0.12 : 0;
  const plate = withPlate
    ? `<rect x="${f1(slot.x)}" y="${f1(slot.y)}" width="${f1(slot.w)}" height="${f1(slot.h)}" rx="${f1(slot.w * 0.16)}" fill="#ffffff" opacity="0.92"/>`
    : '';
  return (
    plate +
    `<image href="${dataUri(logo)}" x="${f1(slot.x + pad)}" y="${f1(slot.y + pad)}" width="${f1(slot.w - 2 * pad)}" height="${f1(slot.h - 2 * pad)}" preserveAspectRatio="xMidYMid meet"/>`
  );
}

/** resvg reads font files on every render, so they are loaded only when there is text to draw. */
function renderOptions(overlay: ImageBrief['overlay']) {
  if (!overlay) return { font: { loadSystemFonts: false } };
  return {
    font: {
      fontFiles: [FONT_FILES.ar, FONT_FILES.en],
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILIES[overlay.language],
    },
  };
}

/** Draws the plan as SVG and rasterizes it to a PNG of exactly width x height pixels. */
export function renderLocalImage(brief: ImageBrief): ImageOutput {
  const drawn = drawLocalImage(brief);
  return encoded(drawn, new Resvg(drawn.svg, drawn.options).render());
}

/**
 * The same picture, rasterized on libuv's thread pool: the worker's main thread stays free for the activities
 * running beside it (a campaign's voice-over) while resvg draws. Byte for byte what renderLocalImage gives.
 */
export async function renderLocalImageOffThread(brief: ImageBrief): Promise<ImageOutput> {
  const drawn = drawLocalImage(brief);
  return encoded(drawn, await renderAsync(drawn.svg, drawn.options));
}

function encoded(drawn: ReturnType<typeof drawLocalImage>, rendered: RenderedImage): ImageOutput {
  return {
    image: rendered.asPng(),
    mimeType: 'image/png',
    width: rendered.width,
    height: rendered.height,
    plan: drawn.plan,
  };
}

/** The plan, drawn as SVG, with the resvg options that rasterize it. */
export function drawLocalImage(brief: ImageBrief) {
  const scene = planScene(brief);
  const rnd = mulberry32(scene.seed); // seeded: the same request draws the same picture
  const defs = new Defs();
  const kit = new StyleKit(brief, scene, defs);
  const { visual, text, textSide } = layout(brief, scene);
  const composed = composeScene(brief, scene, kit, visual, rnd);
  const { hero } = composed;
  const { primary, secondary, accent } = scene.palette;
  const body: string[] = [composed.svg, accents(scene, brief, rnd, text)];
  if (brief.type !== 'product_showcase' && brief.type !== 'lifestyle') {
    body.push(
      kit.shadow(hero.x + hero.size / 2, hero.y + hero.size * 0.98, hero.size * 0.42, hero.size * 0.06),
    );
  }
  const supporting = placeSupporting(scene, visual, hero);
  for (const s of supporting) body.push(kit.motif(s.id, s.x, s.y, s.size, secondary, accent));
  body.push(kit.motif(hero.id, hero.x, hero.y, hero.size, mix(primary, secondary, 0.25), accent));

  let logoNote = '';
  if (brief.logo) {
    const rtl = brief.language === 'ar';
    let slot = composed.logoSlot;
    if (brief.type !== 'product_showcase') {
      // The corner where reading starts: top right for Arabic, top left for English.
      slot = { ...slot, x: rtl ? brief.width - slot.x - slot.w : slot.x };
      if (text && text.y <= slot.y + slot.h && text.x <= slot.x + slot.w && slot.x <= text.x + text.w)
        slot = { ...slot, y: text.y + text.h + 4 };
    }
    body.push(logoImage(brief.logo, slot, brief.type !== 'product_showcase'));
    logoNote =
      brief.type === 'product_showcase'
        ? '; the supplied logo is printed on the podium front'
        : `; the supplied logo sits on a white plate in the ${rtl ? 'top right' : 'top left'} corner`;
  }

  let typography: string | null = null;
  if (text && textSide) {
    const t = textBlock(brief, scene, text, textSide);
    body.push(t.svg);
    typography = t.typography;
  }

  const { width: W, height: H } = brief;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body.join('')}</svg>`;

  const supportingNote =
    supporting.length > 0 ? `; around it: ${supporting.map((s) => motifLabel(s.id)).join(', ')}` : '';
  const abstractNote =
    scene.abstractVisuals.length > 0
      ? `; ${scene.abstractVisuals.join(', ')} shown only as abstract accent shapes (no vector motif for them)`
      : '';
  const textNote = text
    ? `; text ${textSide === 'left' || textSide === 'right' ? `on the ${textSide}` : `at the ${textSide}`}`
    : '; no text';
  const plan: PromptPlan = {
    prompt: describeScene(brief, scene),
    composition:
      `${TYPE_LABELS[brief.type]}, ${brief.style}, ${scene.orientation} ${brief.aspectRatio} canvas of ${W}x${H}: ` +
      `${composed.description}${supportingNote}${abstractNote}${logoNote}${textNote}; palette ` +
      `${primary} ${secondary} ${accent} from ${scene.paletteSource === 'default' ? 'the engine defaults' : scene.paletteSource.replace('+', ' and ')}.`,
    typography,
    culturalNotes: scene.culturalNotes,
    negativePrompt: scene.negativePrompt,
  };
  return { svg, options: renderOptions(brief.overlay), plan };
}

export function createLocalImageProvider(): ImageProvider {
  return {
    name: 'local',
    engineVersion: LOCAL_IMAGE_ENGINE_VERSION,
    generate: (brief) => renderLocalImageOffThread(brief),
  };
}
