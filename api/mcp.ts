import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { Router } from 'express';
import type { Sql } from '../db/client';
import type { Logger } from '../lib/logger';
import { createMcpServer, type RouteAnswer } from '../mcp/server';
import type { toRequest } from '../mcp/tools';
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
}): Router {
  const router = Router();
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
      return { status: res.status, body };
    };
  router
    .route('/mcp')
    .post(
      express.json({ limit: deps.jsonBodyLimit, strict: true }),
      authenticate(deps.sql, deps.logger, deps.rateLimits),
      async (req, res) => {
        const { scopes } = res.locals.auth as AuthContext;
        const server = createMcpServer({
          scopes,
          call: call(req.get('authorization')!),
          requestId: res.locals.requestId as string,
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
