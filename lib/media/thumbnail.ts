import { renderAsync } from '@resvg/resvg-js';
import { sniffImage } from './sniff';

export interface Thumbnail {
  data: Buffer;
  mimeType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

/** MCP hosts show images inline; they ask for small ones (well under 1 MB once base64-encoded). */
export const THUMBNAIL_LIMITS = { maxSide: 768, maxBytes: 512 * 1024 };

/** Longest sides tried in turn until the PNG fits the byte limit. */
const SIDES = [768, 512, 384, 256];

/**
 * A PNG or JPEG copy of a stored image that fits the limits: the image itself when it already does, else a PNG
 * that resvg draws from an SVG embedding the image at a smaller size (the same aspect ratio). Null for bytes
 * that are no PNG, JPEG or WebP, or that no size brings under the byte limit.
 */
export async function thumbnail(bytes: Buffer, limits = THUMBNAIL_LIMITS): Promise<Thumbnail | null> {
  const sniffed = sniffImage(bytes);
  if (!sniffed.ok) return null;
  const { contentType, width, height } = sniffed.image;
  if (width < 1 || height < 1) return null;
  const longest = Math.max(width, height);
  if (contentType !== 'image/webp' && longest <= limits.maxSide && bytes.length <= limits.maxBytes)
    return { data: bytes, mimeType: contentType, width, height };
  const source = `data:${contentType};base64,${bytes.toString('base64')}`;
  for (const side of SIDES.filter((s) => s <= limits.maxSide)) {
    const scale = Math.min(1, side / longest);
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<image href="${source}" width="${w}" height="${h}" preserveAspectRatio="none"/></svg>`;
    // renderAsync draws on libuv's pool: the API's event loop keeps serving meanwhile.
    const rendered = await renderAsync(svg);
    const png = rendered.asPng();
    if (rendered.width === 0 || rendered.height === 0) return null;
    if (png.length <= limits.maxBytes)
      return { data: png, mimeType: 'image/png', width: rendered.width, height: rendered.height };
  }
  return null;
}
