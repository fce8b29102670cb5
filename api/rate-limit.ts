import type { Response } from 'express';
import { ServiceError } from '../contract/errors';
import type { WindowHit } from '../db/rate-limits';

export interface RateLimits {
  billablePerMinute: number;
  readPerMinute: number;
}

export const RATE_WINDOW_SECONDS = 60;

export interface RateBucket {
  bucket: 'billable' | 'read';
  quota: number;
}

/** Per-key limits (DECISIONS.md): POSTs count against the billable bucket, everything else against reads. */
export function rateBucket(method: string, limits: RateLimits): RateBucket {
  return method === 'POST'
    ? { bucket: 'billable', quota: limits.billablePerMinute }
    : { bucket: 'read', quota: limits.readPerMinute };
}

/** The refusal of a request past its bucket's quota (429 with the seconds until the window turns), or null. */
export function overLimit(
  { bucket, quota }: RateBucket,
  { hits, resetSeconds }: WindowHit,
): ServiceError | null {
  if (hits <= quota) return null;
  return new ServiceError(
    'rate_limited',
    `This key made more than ${quota} ${bucket} requests this minute; retry after ${resetSeconds} s.`,
    undefined,
    resetSeconds,
  );
}

/**
 * Every answer carries RateLimit-Policy and RateLimit (IETF httpapi-ratelimit-headers); past the quota, a 429 with
 * Retry-After. The request was counted by the statement that authenticated it (db/rate-limits.ts).
 */
export function enforceRateLimit(
  res: Response,
  { bucket, quota }: RateBucket,
  { hits, resetSeconds }: WindowHit,
) {
  res.setHeader('RateLimit-Policy', `"${bucket}";q=${quota};w=${RATE_WINDOW_SECONDS}`);
  res.setHeader('RateLimit', `"${bucket}";r=${Math.max(0, quota - hits)};t=${resetSeconds}`);
  const refused = overLimit({ bucket, quota }, { hits, resetSeconds });
  if (refused) throw refused;
}
