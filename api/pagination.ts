import { z } from 'zod';
import { ServiceError } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import type { KeysetPosition } from '../db/client';
import type { CursorCodec } from '../lib/cursor';
import { parseOrThrow } from './validation';

const positionSchema = z.object({ t: z.string(), id: z.string() });

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
      const position = positionSchema.safeParse(cursors.decode(accountId, q.cursor));
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
