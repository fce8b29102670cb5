import { createHmac, timingSafeEqual } from 'node:crypto';

export interface CursorCodec {
  encode(accountId: string, position: Record<string, string | number>): string;
  /** The position, or null when the cursor was tampered with, made for another account or another list. */
  decode(accountId: string, cursor: string): Record<string, string | number> | null;
}

/** Opaque pagination cursors: base64url(JSON) + "." + HMAC-SHA256 over the payload and the owning account. */
export function createCursorCodec(secret: string, list: string): CursorCodec {
  const sign = (accountId: string, payload: string) =>
    createHmac('sha256', secret).update(`${list}\n${accountId}\n${payload}`).digest('base64url');
  return {
    encode(accountId, position) {
      const payload = Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
      return `${payload}.${sign(accountId, payload)}`;
    },
    decode(accountId, cursor) {
      const [payload, signature, extra] = cursor.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(accountId, payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return value !== null && typeof value === 'object'
          ? (value as Record<string, string | number>)
          : null;
      } catch {
        return null;
      }
    },
  };
}
