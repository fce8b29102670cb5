import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { OwnedMedia } from '../db/account-media';
import { thumbnail } from '../lib/media/thumbnail';
import { MEDIA_KEY } from '../storage/media-store';

type Content = CallToolResult['content'][number];

/** The caller's stored media as the MCP server reaches them: another account's keys are never owned. */
export interface AccountMedia {
  /** Of these keys, those that are the caller's live media. */
  owned(keys: string[]): Promise<OwnedMedia[]>;
  /** The caller's live media, newest first, after a keyset position. */
  list(limit: number, after: { at: string; key: string } | null): Promise<OwnedMedia[]>;
  read(key: string): Promise<Buffer>;
  /** The URL the API gives for the key (on PUBLIC_BASE_URL with the local store). */
  url(key: string): Promise<string>;
}

/** An image or audio file an answer names: any object with a url and an image/ or audio/ mime_type. */
export interface MediaMention {
  url: string;
  mimeType: string;
  /** Where in the body (`image`, `speech.audio`). */
  name: string;
}

export function mediaMentions(body: unknown): MediaMention[] {
  const found: MediaMention[] = [];
  const seen = new Set<string>();
  const walk = (node: unknown, name: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${name}[${i}]`));
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    const mime = typeof o.mime_type === 'string' ? o.mime_type : null;
    if (typeof o.url === 'string' && mime && /^(image|audio)\//.test(mime) && !seen.has(o.url)) {
      seen.add(o.url);
      found.push({ url: o.url, mimeType: mime, name: name || 'media' });
    }
    for (const [k, v] of Object.entries(o)) walk(v, name ? `${name}.${k}` : k);
  };
  walk(body, '');
  return found;
}

const KEY_AT_END = /\/([a-z]{2,8}\/[a-z2-7]{26}\.(?:png|jpg|webp|wav|mp3|ogg))$/;
const MAX_URI = 4000;

/** The media key an http(s) URL of the store ends with; null for anything else. */
export function mediaKeyOf(uri: string): string | null {
  if (uri.length > MAX_URI) return null;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const key = KEY_AT_END.exec(url.pathname)?.[1];
  return key && MEDIA_KEY.test(key) ? key : null;
}

/** Inline media of one tool result: a few thumbnails and a short voice-over; the rest stays a link. */
const INLINE = { images: 3, audioBytes: 768 * 1024, totalBytes: 1536 * 1024 };

/**
 * The images of an answer as `image` blocks (PNG or JPEG, longest side at most 768 px) and its audio as `audio`
 * blocks, read from the caller's own stored media: a host that fetches no URL still shows what was bought. A
 * file that is not the caller's, is gone or is too large is left to its resource link.
 */
export async function inlineMedia(mentions: MediaMention[], media: AccountMedia): Promise<Content[]> {
  const keyed = mentions
    .map((m) => ({ ...m, key: mediaKeyOf(m.url) }))
    .filter((m): m is MediaMention & { key: string } => m.key !== null);
  const owned = new Map((await media.owned(keyed.map((m) => m.key))).map((o) => [o.key, o]));
  const blocks: Content[] = [];
  let images = 0;
  let total = 0;
  for (const m of keyed) {
    const row = owned.get(m.key);
    if (!row) continue;
    if (row.contentType.startsWith('image/') && images < INLINE.images) {
      const thumb = await media
        .read(m.key)
        .then(thumbnail)
        .catch(() => null);
      if (!thumb || total + thumb.data.length > INLINE.totalBytes) continue;
      images++;
      total += thumb.data.length;
      blocks.push({ type: 'image', data: thumb.data.toString('base64'), mimeType: thumb.mimeType });
    } else if (row.contentType.startsWith('audio/') && row.bytes <= INLINE.audioBytes) {
      if (total + row.bytes > INLINE.totalBytes) continue;
      const data = await media.read(m.key).catch(() => null);
      if (!data) continue;
      total += data.length;
      blocks.push({ type: 'audio', data: data.toString('base64'), mimeType: row.contentType });
    }
  }
  return blocks;
}
