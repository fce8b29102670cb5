import { Resvg } from '@resvg/resvg-js';
import { dataUri } from './local-vector';
import type { SourceImage } from './types';

/**
 * Composites the logo onto a finished image deterministically: in the given box, or the bottom corner where reading ends (bottom left
 * for Arabic, bottom right for English), 16% of the shorter side, on a white plate. The result is a PNG of
 * the same pixel size; the clean original is kept by the caller.
 */
export function overlayLogo(
  base: SourceImage,
  logo: SourceImage,
  language: 'ar' | 'en',
  /** Where the logo goes; by default the bottom corner where reading ends. */
  box?: { x: number; y: number; width: number; height: number },
): { image: Buffer; width: number; height: number } {
  const { width: W, height: H } = base;
  const side = box ? Math.min(box.width, box.height) : Math.round(Math.min(W, H) * 0.16);
  const margin = Math.round(Math.min(W, H) * 0.04);
  const x = box ? box.x : language === 'ar' ? margin : W - margin - side;
  const y = box ? box.y : H - margin - side;
  const pad = Math.round(side * 0.1);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<image href="${dataUri(base)}" width="${W}" height="${H}" preserveAspectRatio="none"/>` +
    `<rect x="${x}" y="${y}" width="${side}" height="${side}" rx="${Math.round(side * 0.14)}" fill="#ffffff" opacity="0.92"/>` +
    `<image href="${dataUri(logo)}" x="${x + pad}" y="${y + pad}" width="${side - 2 * pad}" height="${side - 2 * pad}" preserveAspectRatio="xMidYMid meet"/>` +
    `</svg>`;
  const rendered = new Resvg(svg).render();
  return { image: rendered.asPng(), width: rendered.width, height: rendered.height };
}
