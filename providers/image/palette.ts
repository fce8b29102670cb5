import { Resvg } from '@resvg/resvg-js';
import type { SourceImage } from './types';

export type Rgb = readonly [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** a + (b - a) * t, channel by channel. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as unknown as Rgb);
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const lin = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Near-white or near-black ink, whichever reads better on the background. */
export function inkOn(background: string): string {
  return contrast(background, '#ffffff') >= contrast(background, '#141414') ? '#ffffff' : '#141414';
}

function saturation([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

const SAMPLE = 24;

/**
 * The dominant colours of the reference images: each is scaled to 24x24 by the renderer (which decodes PNG
 * and JPEG; WebP is skipped there), pixels are bucketed by 4 bits per channel, and buckets are ranked by
 * count weighted towards saturated colours, keeping colours that differ visibly from those already chosen.
 */
export function paletteFromImages(images: readonly SourceImage[], max = 3): string[] {
  const buckets = new Map<number, { count: number; sum: [number, number, number] }>();
  for (const image of images) {
    if (image.contentType === 'image/webp') continue;
    const href = `data:${image.contentType};base64,${image.bytes.toString('base64')}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SAMPLE}" height="${SAMPLE}"><image href="${href}" width="${SAMPLE}" height="${SAMPLE}" preserveAspectRatio="none"/></svg>`;
    const { pixels } = new Resvg(svg).render();
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i + 3]! < 128) continue;
      const rgb: [number, number, number] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      const key = ((rgb[0] >> 4) << 8) | ((rgb[1] >> 4) << 4) | (rgb[2] >> 4);
      const bucket = buckets.get(key) ?? { count: 0, sum: [0, 0, 0] as [number, number, number] };
      bucket.count++;
      bucket.sum[0] += rgb[0];
      bucket.sum[1] += rgb[1];
      bucket.sum[2] += rgb[2];
      buckets.set(key, bucket);
    }
  }
  const ranked = [...buckets.values()]
    .map((b) => {
      const rgb = b.sum.map((v) => v / b.count) as unknown as Rgb;
      return { rgb, score: b.count * (0.35 + saturation(rgb)) };
    })
    .sort((a, b) => b.score - a.score);
  const chosen: Rgb[] = [];
  for (const { rgb } of ranked) {
    if (chosen.length >= max) break;
    if (chosen.every((c) => distance(c, rgb) > 60)) chosen.push(rgb);
  }
  return chosen.map(rgbToHex);
}
