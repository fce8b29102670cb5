import type { RequestHandler } from 'express';
import { ServiceError } from '../contract/errors';
import type { Scope } from '../contract/enums';
import { markKeyUsed } from '../db/api-keys';
import type { Sql } from '../db/client';
import type { ApiKeyRow } from '../db/api-keys';
import { findKeyAndCount } from '../db/rate-limits';
import type { Logger } from '../lib/logger';
import { hashApiKey, hasValidChecksum } from '../lib/api-keys';
import { idempotencyKeyRefusal } from './idempotency-key';
import { enforceRateLimit, RATE_WINDOW_SECONDS, rateBucket, type RateLimits } from './rate-limit';

export interface AuthContext {
  accountId: string;
  keyId: string;
  scopes: string[];
}

const BEARER = /^Bearer +([^\s]+)\s*$/i;

const USE_RESOLUTION_MS = 60_000;

/**
 * Bearer API key: checksum first (no database hit for typos), then the SHA-256 lookup of an unrevoked key, which
 * counts the request against the key's rate limit in the same statement.
 */
export function authenticate(sql: Sql, logger: Logger, limits: RateLimits): RequestHandler {
  // The last write of last_used_at per key in this process: one write a minute per key, not one per request.
  const marked = new Map<string, number>();
  const markUse = (row: ApiKeyRow) => {
    const now = Date.now();
    const known = Math.max(marked.get(row.id) ?? 0, row.last_used_at?.getTime() ?? 0);
    if (now - known < USE_RESOLUTION_MS) return;
    marked.set(row.id, now);
    if (marked.size > 10_000) marked.clear();
    // Off the request's path: the answer does not wait for a bookkeeping write, and its failure is only logged.
    markKeyUsed(sql, row.id).catch((err: unknown) => logger.warn({ err, key_id: row.id }, 'last_used_at'));
  };
  return async (req, res, next) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match) throw new ServiceError('unauthorized', 'Send the API key as "Authorization: Bearer <key>".');
    const key = match[1]!;
    const bucket = rateBucket(req.method, limits);
    const found = hasValidChecksum(key)
      ? await findKeyAndCount(sql, hashApiKey(key), bucket.bucket, RATE_WINDOW_SECONDS)
      : undefined;
    if (!found) throw new ServiceError('unauthorized', 'The API key is not valid or has been revoked.');
    const row = found.key;
    markUse(row);
    res.locals.auth = { accountId: row.account_id, keyId: row.id, scopes: row.scopes } satisfies AuthContext;
    enforceRateLimit(res, bucket, found.hit, () => idempotencyKeyRefusal(req));
    next();
  };
}

/** A scope guard's name, which a stack trace and the route walk of the unit tests read. */
export const guardName = (scope: string) => `requireScope ${scope}`;

export function requireScope(scope: Scope): RequestHandler {
  const guard: RequestHandler = (_req, res, next) => {
    const auth = res.locals.auth as AuthContext;
    if (!auth.scopes.includes(scope)) {
      throw new ServiceError('insufficient_scope', `This operation needs the ${scope} scope.`);
    }
    next();
  };
  return Object.defineProperty(guard, 'name', { value: guardName(scope) });
}
