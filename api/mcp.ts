import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { Router } from 'express';
import { findOwnedMedia, listOwnedMedia } from '../db/account-media';
import type { Sql } from '../db/client';
import type { Logger } from '../lib/logger';
import type { AccountMedia } from '../mcp/media';
import { createMcpServer, type RouteAnswer } from '../mcp/server';
import type { MediaStore } from '../storage';
import { MCP_PATH, type toRequest } from '../mcp/tools';
import { authenticate, type AuthContext } from './auth';
import { methodNotAllowed } from './errors';
import type { RateLimits } from './rate-limit';

/**
 * POST /mcp: the MCP server over Streamable HTTP (stateless: one JSON answer per request, no session), behind
 * the same bearer key as the API. Each tool call is a request to its own route on this API, with the caller's
 * key: the same admission, idempotency, billing and problems as over HTTP (decision 021).
 */
export function createMcpRouter(deps: {
  sql: Sql;
  logger: Logger;
  rateLimits: RateLimits;
  jsonBodyLimit: string;
  /** Where this API answers itself (loopback). */
  selfUrl: string;
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
  const call =
    (authorization: string) =>
    async (request: ReturnType<typeof toRequest>): Promise<RouteAnswer> => {
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
  router
    .route(MCP_PATH)
    .post(
      express.json({ limit: deps.jsonBodyLimit, strict: true }),
      authenticate(deps.sql, deps.logger, deps.rateLimits),
      async (req, res) => {
        const { scopes, accountId } = res.locals.auth as AuthContext;
        const server = createMcpServer({
          scopes,
          call: call(req.get('authorization')!),
          requestId: res.locals.requestId as string,
          media: deps.media && accountMedia(deps.media, accountId),
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
