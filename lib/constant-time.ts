import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Drawn once per process: the digests compared below mean nothing outside it.
const COMPARE_KEY = randomBytes(32);
const digest = (value: string | Buffer) => createHmac('sha256', COMPARE_KEY).update(value).digest();

/**
 * Whether two secrets are equal, in constant time whatever their lengths: both sides are HMAC-SHA256'd with the
 * process's random key first, so the comparison sees two equal-length digests and neither a length mismatch (a
 * throw inside timingSafeEqual) nor the secret's length leaks.
 */
export function sameSecret(given: string | Buffer, expected: string | Buffer): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
