import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ErrorCode,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { OwnedMedia } from '../db/account-media';
import type { Logger } from '../lib/logger';
import { MEDIA_KEY } from '../storage/media-store';
import { mediaKeyOf, type AccountMedia } from './media';

/** MCP's code for a resource that does not exist (or, here, is not the caller's: the two are not told apart). */
const RESOURCE_NOT_FOUND = -32002;
const PAGE = 50;
/** The largest file resources/read returns (base64 in one JSON-RPC answer); a larger one is fetched by its URL. */
export const MAX_RESOURCE_BYTES = 8 * 1024 * 1024;

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
 * A handler whose failures are JSON-RPC errors in the protocol's words: its own refusals as they are, anything
 * unexpected (a URL the store cannot sign) logged and answered without the exception's message.
 */
function worded<Req, Res>(
  method: string,
  logger: Logger,
  handler: (request: Req) => Promise<Res>,
): (request: Req) => Promise<Res> {
  return async (request) => {
    try {
      return await handler(request);
    } catch (err) {
      if (err instanceof McpError) throw err;
      logger.error({ err, method }, 'MCP request failed');
      throw new McpError(
        ErrorCode.InternalError,
        `${method} failed: the service could not complete the request; retry it shortly.`,
      );
    }
  };
}

/**
 * resources/list and resources/read over the caller's own media (generated images and voice-overs, uploads), by
 * the URL the API gives each one. Another account's media, an expired file and a URI that is no media URL of
 * this service are JSON-RPC errors, never a 5xx and never the bytes.
 */
export function serveMediaResources(
  server: Server,
  media: AccountMedia,
  scopes: readonly string[],
  logger: Logger,
): void {
  const listResources = worded(
    'resources/list',
    logger,
    async (request: z.infer<typeof ListResourcesRequestSchema>) => {
      // Listing is reading what the account made: usage:read, as GET /v1/usage. A media URL the caller holds (a
      // tool's result) is read with any key of the account, as /media/ serves it to whoever has the URL.
      if (!scopes.includes('usage:read'))
        throw new McpError(
          ErrorCode.InvalidRequest,
          'resources/list needs a key with the usage:read scope; resources/read takes a URI a tool result gave.',
        );
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
    },
  );
  server.setRequestHandler(ListResourcesRequestSchema, listResources);
  // Media keys are random: there is no URI a client could compose, so no template.
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
  const readResource = worded(
    'resources/read',
    logger,
    async (request: z.infer<typeof ReadResourceRequestSchema>) => {
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
      if (row.bytes > MAX_RESOURCE_BYTES)
        throw new McpError(
          ErrorCode.InvalidRequest,
          `The file is ${row.bytes} bytes, more than resources/read returns (${MAX_RESOURCE_BYTES}); fetch it from its URL.`,
          { uri },
        );
      const data = await media.read(key).catch(() => null);
      if (!data) throw notFound;
      return { contents: [{ uri, mimeType: row.contentType, blob: data.toString('base64') }] };
    },
  );
  server.setRequestHandler(ReadResourceRequestSchema, readResource);
}
