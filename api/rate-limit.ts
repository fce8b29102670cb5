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

/** A bucket a request was counted in: its name, its quota a window, and the count so far. */
interface Counted {
  bucket: string;
  quota: number;
  hit: WindowHit;
}

/**
 * RateLimit-Policy and RateLimit (IETF httpapi-ratelimit-headers) for the buckets a request was counted in, one list
 * item each.
 */
function announce(res: Response, buckets: readonly Counted[]): void {
  res.setHeader(
    'RateLimit-Policy',
    buckets.map((b) => `"${b.bucket}";q=${b.quota};w=${RATE_WINDOW_SECONDS}`).join(', '),
  );
  res.setHeader(
    'RateLimit',
    buckets
      .map((b) => `"${b.bucket}";r=${Math.max(0, b.quota - b.hit.hits)};t=${b.hit.resetSeconds}`)
      .join(', '),
  );
}

/** The 429, with Retry-After: the seconds until the window turns. */
const tooMany = (detail: string, resetSeconds: number) =>
  new ServiceError('rate_limited', detail, undefined, resetSeconds);

/** The refusal of a request past its bucket's quota (429 with the seconds until the window turns), or null. */
export function overLimit(
  { bucket, quota }: RateBucket,
  { hits, resetSeconds }: WindowHit,
): ServiceError | null {
  if (hits <= quota) return null;
  return tooMany(
    `This key made more than ${quota} ${bucket} requests this minute; retry after ${resetSeconds} s.`,
    resetSeconds,
  );
}

/**
 * Every answer carries RateLimit-Policy and RateLimit; past the quota, a 429 with Retry-After. The request was
 * counted by the statement that authenticated it (db/rate-limits.ts). A request past its quota that is refused for
 * its own shape anyway (`malformed`: no usable Idempotency-Key) gets that refusal instead: counted all the same, it
 * is told what to fix rather than only when to try again.
 */
export function enforceRateLimit(
  res: Response,
  bucket: RateBucket,
  hit: WindowHit,
  malformed: () => ServiceError | null = () => null,
) {
  announce(res, [{ ...bucket, hit }]);
  const refused = overLimit(bucket, hit);
  if (refused) throw malformed() ?? refused;
}

/** The platform's webhook, per hook (decision 031): what one delivery may carry, and what a hook may send a minute. */
export interface PlatformWebhookLimits {
  maxChanges: number;
  deliveriesPerMinute: number;
  changesPerMinute: number;
}

/**
 * The hook's two buckets, deliveries and the status changes they carry, in RateLimit-Policy and RateLimit (one list
 * item per bucket); past either quota, a 429 with Retry-After, before anything is stored. The platform retries a
 * refused delivery for days, so a flood is only delayed, and an honest platform stays far below the quotas.
 */
export function enforcePlatformWebhookLimits(
  res: Response,
  limits: PlatformWebhookLimits,
  hits: { deliveries: WindowHit; changes: WindowHit },
) {
  const buckets = [
    { bucket: 'deliveries', quota: limits.deliveriesPerMinute, hit: hits.deliveries },
    { bucket: 'changes', quota: limits.changesPerMinute, hit: hits.changes },
  ];
  announce(res, buckets);
  const over = buckets.filter((b) => b.hit.hits > b.quota);
  if (over.length === 0) return;
  const resetSeconds = Math.max(...over.map((b) => b.hit.resetSeconds));
  throw tooMany(
    `This webhook received more than ${over.map((b) => `${b.quota} ${b.bucket === 'changes' ? 'status changes' : 'deliveries'}`).join(' and ')} this minute; nothing of this delivery was stored; retry after ${resetSeconds} s.`,
    resetSeconds,
  );
}
