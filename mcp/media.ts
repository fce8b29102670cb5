import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
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

/** MCP's code for a resource that does not exist (or, here, is not the caller's: the two are not told apart). */
const RESOURCE_NOT_FOUND = -32002;
const PAGE = 50;

const cursorSchema = z.strictObject({ at: z.string().regex(/^\d{1,20}$/), key: z.string().regex(MEDIA_KEY) });
const encodeCursor = (m: OwnedMedia) =>
  Buffer.from(JSON.stringify({ at: m.at, key: m.key })).toString('base64url');
function decodeCursor(cursor: string): { at: string; key: string } {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not JSON: refused below.
  }
  const position = cursorSchema.safeParse(parsed);
  if (!position.success)
    throw new McpError(ErrorCode.InvalidParams, 'The cursor is not one that resources/list gave.');
  return position.data;
}

/** A store or database failure: the SDK would answer its message; this says only what failed. */
const unavailable = (): never => {
  throw new McpError(ErrorCode.InternalError, 'The media store cannot be read right now; retry shortly.');
};

const samePlace = (a: URL, b: URL) => a.origin === b.origin && a.pathname === b.pathname;

/**
 * resources/list and resources/read over the caller's own media (generated images and voice-overs, uploads), by
 * the URL the API gives each one. Another account's media, an expired file and a URI that is no media URL of
 * this service are JSON-RPC errors, never a 5xx and never the bytes.
 */
export function serveMediaResources(server: Server, media: AccountMedia): void {
  server.setRequestHandler(ListResourcesRequestSchema, async (request) => {
    const cursor = request.params?.cursor;
    const after = cursor === undefined ? null : decodeCursor(cursor);
    const rows = await media.list(PAGE + 1, after).catch(unavailable);
    const page = rows.slice(0, PAGE);
    return {
      resources: await Promise.all(
        page.map(async (m) => ({
          uri: await media.url(m.key),
          name: m.key,
          mimeType: m.contentType,
          size: m.bytes,
        })),
      ),
      ...(rows.length > PAGE ? { nextCursor: encodeCursor(page[page.length - 1]!) } : {}),
    };
  });
  // Media keys are random: there is no URI a client could compose, so no template.
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const uri = request.params.uri;
    const key = mediaKeyOf(uri);
    if (!key)
      throw new McpError(
        ErrorCode.InvalidParams,
        'uri is not a media URL of this service (resources/list and tool results name them).',
      );
    const notFound = new McpError(RESOURCE_NOT_FOUND, 'No such media in this account.', { uri });
    const [row] = await media.owned([key]).catch(unavailable);
    if (!row || !samePlace(new URL(uri), new URL(await media.url(key)))) throw notFound;
    const data = await media.read(key).catch(() => null);
    if (!data) throw notFound;
    return { contents: [{ uri, mimeType: row.contentType, blob: data.toString('base64') }] };
  });
}
