import { z } from 'zod';
import { ServiceError } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import type { KeysetPosition } from '../db/client';
import type { CursorCodec } from '../lib/cursor';
import { parseOrThrow } from './validation';

/** The years a row's creation time can fall in: anything outside is no position this API wrote. */
const POSITION_YEARS = { min: 2000, max: 2999 };
/** As the list queries write it: `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?Z$/;

/** A UTC instant that exists (no 30 February, no hour 24) within POSITION_YEARS. */
function realInstant(value: string): boolean {
  const parts = INSTANT.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  if (year < POSITION_YEARS.min || year > POSITION_YEARS.max) return false;
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute &&
    at.getUTCSeconds() === second
  );
}

/**
 * What a cursor's signed payload must hold before it reaches SQL: the signature says the payload came from a
 * holder of CURSOR_SECRET, not that it is a position (a forged one with "not-a-time", an id with NUL or the year
 * 9999999 was a 500 at the `::timestamptz` cast). Ids have lib/ids.ts's shape: a prefix and 26 base32 characters.
 */
export const cursorPositionSchema = z.strictObject({
  t: z.string().max(32).refine(realInstant, 'is not an instant this API wrote'),
  id: z.string().regex(/^[a-z]{2,4}_[a-z2-7]{26}$/, 'is not an id this API wrote'),
});

/**
 * Keyset pagination over (created_at, id): a query of `cursor` and `limit`, the position the cursor carries,
 * and the page with the next cursor. Cursors are HMAC-bound to the account and the list (lib/cursor.ts).
 */
export function createPaginator(cursors: CursorCodec, bounds: { min: number; max: number; default: number }) {
  const query = z.strictObject({
    cursor: z.string().min(1).max(LIMITS.cursor_length.max).optional(),
    limit: z
      .string()
      .regex(/^\d+$/, 'must be an integer')
      .transform(Number)
      .pipe(z.number().int().min(bounds.min).max(bounds.max))
      .optional(),
  });
  return {
    /** The page size and the position after which the page starts (null for the first page). */
    parse(accountId: string, raw: unknown): { limit: number; after: KeysetPosition | null } {
      const q = parseOrThrow(query, raw, 'query');
      if (!q.cursor) return { limit: q.limit ?? bounds.default, after: null };
      const position = cursorPositionSchema.safeParse(cursors.decode(accountId, q.cursor));
      if (!position.success) {
        throw new ServiceError('invalid_request', 'The cursor is not valid for this account.', [
          { pointer: '/cursor', detail: 'is not a cursor this API issued to this account' },
        ]);
      }
      return {
        limit: q.limit ?? bounds.default,
        after: { created_at: position.data.t, id: position.data.id },
      };
    },
    /** Rows were fetched with limit + 1: the extra one only says that another page exists. */
    page<T extends { id: string; position_ts: string }>(accountId: string, rows: T[], limit: number) {
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      const nextCursor =
        rows.length > limit && last ? cursors.encode(accountId, { t: last.position_ts, id: last.id }) : null;
      return { page, nextCursor };
    },
  };
}
