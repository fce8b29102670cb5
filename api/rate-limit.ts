import type { RequestHandler } from 'express';
import { ServiceError } from '../contract/errors';
import type { Sql } from '../db/client';
import { hitWindow } from '../db/rate-limits';
import type { AuthContext } from './auth';

export interface RateLimits {
  billablePerMinute: number;
  readPerMinute: number;
}

const WINDOW_SECONDS = 60;

/**
 * Per-key limits (DECISIONS.md): POSTs count against the billable bucket, everything else against reads.
 * Every answer carries RateLimit-Policy and RateLimit (IETF httpapi-ratelimit-headers); a 429 adds Retry-After.
 */
export function rateLimit(sql: Sql, limits: RateLimits): RequestHandler {
  return async (req, res, next) => {
    const { keyId } = res.locals.auth as AuthContext;
    const [bucket, quota] =
      req.method === 'POST' ? ['billable', limits.billablePerMinute] : ['read', limits.readPerMinute];
    const { hits, resetSeconds } = await hitWindow(sql, keyId, bucket, WINDOW_SECONDS);
    res.setHeader('RateLimit-Policy', `"${bucket}";q=${quota};w=${WINDOW_SECONDS}`);
    res.setHeader('RateLimit', `"${bucket}";r=${Math.max(0, quota - hits)};t=${resetSeconds}`);
    if (hits > quota) {
      throw new ServiceError(
        'rate_limited',
        `This key made more than ${quota} ${bucket} requests this minute; retry after ${resetSeconds} s.`,
        undefined,
        resetSeconds,
      );
    }
    next();
  };
}
