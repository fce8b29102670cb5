import type { Request } from 'express';
import { ServiceError } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import { ROUTES } from '../contract/routes';

/** Validated before the body: a billable POST without a usable key is refused with nothing written. */
export function readIdempotencyKey(req: Request): string {
  const key = req.get('idempotency-key');
  if (key === undefined)
    throw new ServiceError(
      'idempotency_key_missing',
      'Send an Idempotency-Key header with every billable request.',
    );
  const { min, max } = LIMITS.idempotency_key_length;
  if (key.length < min || key.length > max || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ServiceError(
      'idempotency_key_invalid',
      `Idempotency-Key must be ${min} to ${max} visible ASCII characters.`,
    );
  }
  return key;
}

/** The routes that take an Idempotency-Key (the table's billable ones), as Express matches their paths. */
const KEYED = ROUTES.filter((r) => r.billable).map((r) => ({
  method: r.method.toUpperCase(),
  path: new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
}));

/**
 * What is wrong with the Idempotency-Key of a request to a route that takes one, or null (a route that takes none,
 * or a usable key). Its route refuses it again before parsing the body; the rate limit asks first (api/auth.ts).
 */
export function idempotencyKeyRefusal(req: Request): ServiceError | null {
  const path = `${req.baseUrl}${req.path}`;
  if (!KEYED.some((r) => r.method === req.method && r.path.test(path))) return null;
  try {
    readIdempotencyKey(req);
    return null;
  } catch (err) {
    if (err instanceof ServiceError) return err;
    throw err;
  }
}
