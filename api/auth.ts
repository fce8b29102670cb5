import type { RequestHandler } from 'express';
import { ServiceError } from '../contract/errors';
import type { Scope } from '../contract/enums';
import { findActiveKeyByHash } from '../db/api-keys';
import type { Sql } from '../db/client';
import { hashApiKey, hasValidChecksum } from '../lib/api-keys';

export interface AuthContext {
  accountId: string;
  keyId: string;
  scopes: string[];
}

const BEARER = /^Bearer +([^\s]+)\s*$/i;

/** Bearer API key: checksum first (no database hit for typos), then the SHA-256 lookup of an unrevoked key. */
export function authenticate(sql: Sql): RequestHandler {
  return async (req, res, next) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match) throw new ServiceError('unauthorized', 'Send the API key as "Authorization: Bearer <key>".');
    const key = match[1]!;
    const row = hasValidChecksum(key) ? await findActiveKeyByHash(sql, hashApiKey(key)) : undefined;
    if (!row) throw new ServiceError('unauthorized', 'The API key is not valid or has been revoked.');
    res.locals.auth = { accountId: row.account_id, keyId: row.id, scopes: row.scopes } satisfies AuthContext;
    next();
  };
}

export function requireScope(scope: Scope): RequestHandler {
  return (_req, res, next) => {
    const auth = res.locals.auth as AuthContext;
    if (!auth.scopes.includes(scope)) {
      throw new ServiceError('insufficient_scope', `This operation needs the ${scope} scope.`);
    }
    next();
  };
}
