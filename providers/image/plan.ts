import { createHash } from 'node:crypto';
import { normalizeForMatch } from '../../contract/normalize';
import { darken, lighten, mix, paletteFromImages } from './palette';
import type { MotifId } from '../../contract/motifs';
import { findMotif, motifLabel, motifsIn, TYPE_DEFAULT_MOTIFS } from './motifs';
import type { ImageBrief } from './types';

export interface Palette {
  primary: string;
  secondary: string;
  accent: string;
  paper: string;
}

export type PaletteSource = 'brand' | 'brand+reference' | 'reference' | 'default';

/** What the image shows, decided from the request before any engine draws or is prompted. */
export interface ScenePlan {
  hero: MotifId;
  supporting: MotifId[];
  /** Required visuals with no drawable motif: named in the plan, shown by the abstract accent shapes. */
  abstractVisuals: string[];
  palette: Palette;
  paletteSource: PaletteSource;
  orientation: 'wide' | 'tall' | 'square';
  seed: number;
  negativePrompt: string;
  culturalNotes: string | null;
}

const DEFAULT_PALETTES: readonly (readonly [string, string, string])[] = [
  ['#c8553d', '#f28f3b', '#ffd166'],
  ['#1d4e89', '#00b2ca', '#f79256'],
  ['#2d6a4f', '#52b788', '#f4a261'],
  ['#3c096c', '#9d4edd', '#ffd60a'],
  ['#7f5539', '#ddb892', '#2a9d8f'],
  ['#006d77', '#83c5be', '#e29578'],
  ['#b5179e', '#f72585', '#4cc9f0'],
];
const NIGHT_PALETTE = ['#14213d', '#274c77', '#fca311'] as const;

export const TYPE_LABELS: Readonly<Record<string, string>> = {
  campaign_visual: 'campaign visual',
  product_showcase: 'product showcase',
  lifestyle: 'lifestyle scene',
  offer_announcement: 'offer announcement',
  brand_awareness: 'brand awareness visual',
};

function seedOf(brief: ImageBrief): number {
  const digest = createHash('sha256')
    .update(`${brief.type}\n${brief.style}\n${brief.tone}\n${brief.prompt}`)
    .digest();
  return digest.readUInt32BE(0);
}

function excludedBy(excluded: readonly string[], id: MotifId): boolean {
  const label = normalizeForMatch(motifLabel(id));
  return excluded.some((e) => findMotif(e, id) >= 0 || normalizeForMatch(e) === label);
}

function choosePalette(brief: ImageBrief, hero: MotifId, seed: number) {
  const brand = brief.brand?.colors ?? [];
  // Reference images are decoded only when the brand leaves colours to fill.
  const fromReferences =
    brand.length < 3 && brief.references.length > 0 ? paletteFromImages(brief.references) : [];
  const night = hero === 'crescent' || hero === 'lantern';
  const fallback = night ? NIGHT_PALETTE : DEFAULT_PALETTES[seed % DEFAULT_PALETTES.length]!;
  const colors = [...brand, ...fromReferences, ...fallback].slice(0, 3);
  const fromBrand = brand.length > 0;
  const fromRefs = fromReferences.length > 0;
  const source: PaletteSource = fromBrand
    ? fromRefs
      ? 'brand+reference'
      : 'brand'
    : fromRefs
      ? 'reference'
      : 'default';
  const [primary, secondary, accent] = colors as [string, string, string];
  const paper =
    brief.style === 'watercolor'
      ? '#fbf7ef'
      : brief.style === 'minimalist'
        ? '#f7f7f5'
        : lighten(primary, 0.92);
  return { palette: { primary, secondary, accent, paper }, source };
}

export function planScene(brief: ImageBrief): ScenePlan {
  const seed = seedOf(brief);
  const excluded = brief.excludedVisuals;
  const allowed = (id: MotifId) => !excludedBy(excluded, id);
  const abstractVisuals: string[] = [];
  const required: MotifId[] = [];
  for (const visual of brief.visualKeywords) {
    const found = motifsIn(visual).filter(allowed);
    if (found.length === 0) abstractVisuals.push(visual);
    for (const id of found) if (!required.includes(id)) required.push(id);
  }
  const named = motifsIn(brief.prompt).filter((id) => allowed(id) && !required.includes(id));
  // Subjects the request asks for, in order; without any, the type's first allowed default is the hero.
  const chosen = [...required, ...named];
  const hero = chosen[0] ?? (TYPE_DEFAULT_MOTIFS[brief.type] ?? []).find(allowed) ?? 'emblem';
  const supportingLimit = brief.style === 'minimalist' ? 0 : 3;
  // Every required visual is drawn, even beyond the usual three (or none, for minimalist) supporting motifs.
  const supporting = chosen.slice(1, 1 + Math.max(supportingLimit, required.length - 1));
  const { palette, source } = choosePalette(brief, hero, seed);
  const ratio = brief.width / brief.height;
  const orientation = ratio >= 1.6 ? 'wide' : ratio <= 1 / 1.6 ? 'tall' : 'square';

  const negatives: string[] = [];
  if (!brief.overlay) negatives.push('no text, letters, numbers, labels, signage or pseudo-text');
  else negatives.push('no text other than the exact overlay phrase');
  if (brief.brand && !brief.logo) negatives.push('no invented logo or brand mark');
  if (excluded.length > 0) negatives.push(`exclude: ${excluded.join(', ')}`);

  const cultural: string[] = [];
  if (brief.language === 'ar') {
    cultural.push(
      'Arabic reading order: visual weight and any text block sit on the right, flowing right to left',
    );
    if (brief.dialect)
      cultural.push(`audience speaks ${brief.dialect} Arabic${brief.market ? ` (${brief.market})` : ''}`);
  }
  if (hero === 'crescent' || hero === 'lantern' || supporting.includes('crescent')) {
    cultural.push('Ramadan motifs: crescent and lantern in a calm night palette, no religious text');
  }
  if (brief.market && brief.language === 'en') cultural.push(`market ${brief.market}`);

  return {
    hero,
    supporting,
    abstractVisuals,
    palette: {
      ...palette,
      // Keep the three colours distinct enough to read as separate planes.
      secondary:
        palette.secondary === palette.primary ? mix(palette.primary, '#ffffff', 0.45) : palette.secondary,
      accent: palette.accent === palette.primary ? darken(palette.primary, 0.35) : palette.accent,
    },
    paletteSource: source,
    orientation,
    seed,
    negativePrompt: negatives.join('; '),
    culturalNotes: cultural.length > 0 ? `${cultural.join('; ')}.` : null,
  };
}

/** The prompt an image model would be (or is) given for this plan. */
export function describeScene(brief: ImageBrief, scene: ScenePlan): string {
  const parts = [
    `${/^[aeiou]/.test(brief.style) ? 'An' : 'A'} ${brief.style} ${TYPE_LABELS[brief.type]} for: ${brief.prompt.trim()}`,
    `Main subject: ${motifLabel(scene.hero)}`,
  ];
  if (scene.supporting.length > 0) parts.push(`supporting: ${scene.supporting.map(motifLabel).join(', ')}`);
  if (brief.visualKeywords.length > 0) parts.push(`must show: ${brief.visualKeywords.join(', ')}`);
  parts.push(
    `palette ${scene.palette.primary}, ${scene.palette.secondary}, ${scene.palette.accent} (${scene.paletteSource})`,
  );
  parts.push(`tone ${brief.tone}`);
  if (brief.overlay) {
    const lines = brief.overlay.text.split(/\r?\n/u).filter((l) => l.trim() !== '');
    const language = brief.overlay.language === 'ar' ? 'Arabic' : 'English';
    parts.push(
      lines.length > 1
        ? `render exactly this ${language} text, ${lines.length} lines in this order: ${lines.map((l) => `"${l}"`).join(' then ')}`
        : `render exactly this ${language} text: "${brief.overlay.text}"`,
    );
  } else parts.push('no text of any kind');
  if (brief.logo) parts.push('place the supplied logo in the composition');
  return `${parts.join('; ')}.`;
}
