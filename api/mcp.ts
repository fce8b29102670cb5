import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import express, { Router, type RequestHandler } from 'express';
import { buildProblem, ServiceError } from '../contract/errors';
import type { Route } from '../contract/routes';
import { findOwnedMedia, listOwnedMedia } from '../db/account-media';
import type { Sql } from '../db/client';
import { countRequest } from '../db/rate-limits';
import type { Logger } from '../lib/logger';
import type { AccountMedia } from '../mcp/media';
import { createMcpServer, type RouteAnswer, type RouteRequest } from '../mcp/server';
import type { MediaStore } from '../storage';
import { MCP_PATH } from '../mcp/tools';
import { authenticate, type AuthContext } from './auth';
import { methodNotAllowed } from './errors';
import { overLimit, RATE_WINDOW_SECONDS, rateBucket, type RateLimits } from './rate-limit';

/** The origin an Origin header names, as the allowed list writes it; null for `null` and anything unreadable. */
function originOf(header: string): string | null {
  if (!URL.canParse(header)) return null;
  const url = new URL(header);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

/**
 * DNS-rebinding protection (MCP, Streamable HTTP: servers must validate Origin): a browser page of any other origin
 * is refused before its body is read or its key counted. A request without Origin comes from no browser page (an
 * assistant, the Inspector's CLI, the stdio bridge) and goes on to the key's check.
 */
function sameOrigins(allowed: readonly string[]): RequestHandler {
  const origins = new Set(allowed);
  return (req, _res, next) => {
    const header = req.get('origin');
    if (header === undefined) return next();
    const origin = originOf(header);
    if (origin === null || !origins.has(origin))
      throw new ServiceError(
        'origin_not_allowed',
        "The MCP endpoint answers pages of this service's own origin and those its operator allows; this Origin is neither.",
      );
    next();
  };
}

/**
 * A JSON-RPC batch (an array body) is refused whole, before any of its messages reaches the server: MCP
 * 2025-06-18 removed batching, and one request must cost what one call costs. The answer is the transport's own
 * kind of refusal (HTTP 400 with a JSON-RPC error, as for a malformed message).
 */
const noBatches: RequestHandler = (req, res, next) => {
  if (!Array.isArray(req.body)) return next();
  res.status(400).json({
    jsonrpc: '2.0',
    error: {
      code: ErrorCode.InvalidRequest,
      message:
        'Invalid Request: JSON-RPC batches are not supported (MCP 2025-06-18); send one message per request.',
    },
    id: null,
  });
};

/**
 * POST /mcp: the MCP server over Streamable HTTP (stateless: one JSON answer per request, no session), behind
 * the same bearer key as the API. Each tool call is a request to its own route on this API, with the caller's
 * key: the same admission, idempotency, billing, rate limit and problems as over HTTP (decisions 021, 032).
 */
export function createMcpRouter(deps: {
  sql: Sql;
  logger: Logger;
  rateLimits: RateLimits;
  jsonBodyLimit: string;
  /** Where this API answers itself (loopback). */
  selfUrl: string;
  /** The web origins whose pages may call /mcp (PUBLIC_BASE_URL's and MCP_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** The media store (the worker's): tool results show their images and audio, resources/read answers them. */
  media: MediaStore | null;
}): Router {
  const router = Router();
  const accountMedia = (store: MediaStore, accountId: string): AccountMedia => ({
    owned: (keys) => findOwnedMedia(deps.sql, accountId, keys),
    list: (limit, after) => listOwnedMedia(deps.sql, accountId, limit, after),
    read: (key) => store.get(key),
    url: (key) => store.url(key),
  });
  const send = async (authorization: string, request: RouteRequest): Promise<RouteAnswer> => {
    const res = await fetch(`${deps.selfUrl}${request.path}`, {
      method: request.method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(request.idempotencyKey !== undefined ? { 'idempotency-key': request.idempotencyKey } : {}),
      },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A non-JSON answer is passed on as text.
    }
    const retryAfter = Number(res.headers.get('retry-after') ?? Number.NaN);
    return {
      status: res.status,
      body,
      ...(Number.isInteger(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
    };
  };
  /**
   * A route that takes a key counts its own request against it; a public one (capabilities) counts nothing, so
   * its call is counted here, in the bucket its method belongs to, and past the quota refused as the API refuses.
   */
  const call =
    (authorization: string, auth: AuthContext, requestId: string) =>
    async (request: RouteRequest, route: Route): Promise<RouteAnswer> => {
      if (route.scope === null) {
        const bucket = rateBucket(request.method, deps.rateLimits);
        const refused = overLimit(
          bucket,
          await countRequest(deps.sql, auth.keyId, bucket.bucket, RATE_WINDOW_SECONDS),
        );
        if (refused)
          return {
            status: 429,
            body: buildProblem(refused.code, refused.message, requestId),
            retryAfterSeconds: refused.retryAfterSeconds,
          };
      }
      return send(authorization, request);
    };
  router
    .route(MCP_PATH)
    .all(sameOrigins(deps.allowedOrigins))
    .post(
      express.json({ limit: deps.jsonBodyLimit, strict: true }),
      authenticate(deps.sql, deps.logger, deps.rateLimits),
      noBatches,
      async (req, res) => {
        const auth = res.locals.auth as AuthContext;
        const requestId = res.locals.requestId as string;
        const server = createMcpServer({
          scopes: auth.scopes,
          call: call(req.get('authorization')!, auth, requestId),
          requestId,
          media: deps.media && accountMedia(deps.media, auth.accountId),
          logger: deps.logger.child({ account_id: auth.accountId }),
        });
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        res.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(req, res, req.body);
      },
    )
    // Stateless: no stream to open (GET) and no session to end (DELETE).
    .all(methodNotAllowed('POST'));
  return router;
}
