import { Router } from 'express';
import { z } from 'zod';
import { ServiceError } from '../../contract/errors';
import { LIMITS } from '../../contract/limits';
import { getBalance } from '../../db/accounts';
import type { Sql } from '../../db/client';
import { listRecentRequests, usageTotals } from '../../db/requests';
import type { CursorCodec } from '../../lib/cursor';
import { requireScope, type AuthContext } from '../auth';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

const { min, max, default: defaultLimit } = LIMITS.usage_page_limit;

const usageQuery = z.strictObject({
  cursor: z.string().min(1).max(LIMITS.cursor_length.max).optional(),
  limit: z
    .string()
    .regex(/^\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .optional(),
});

const positionSchema = z.object({ t: z.string(), id: z.string() });

export function createUsageRouter(deps: { sql: Sql; cursors: CursorCodec }): Router {
  const router = Router();
  router
    .route('/usage')
    .get(requireScope('usage:read'), async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const query = parseOrThrow(usageQuery, req.query, 'query');
      const limit = query.limit ?? defaultLimit;
      let after: { created_at: string; id: string } | null = null;
      if (query.cursor) {
        const position = positionSchema.safeParse(deps.cursors.decode(accountId, query.cursor));
        if (!position.success) {
          throw new ServiceError('invalid_request', 'The cursor is not valid for this account.', [
            { pointer: '/cursor', detail: 'is not a cursor this API issued to this account' },
          ]);
        }
        after = { created_at: position.data.t, id: position.data.id };
      }
      const [balance, totals, rows] = await Promise.all([
        getBalance(deps.sql, accountId),
        usageTotals(deps.sql, accountId, LIMITS.usage_gross_window),
        listRecentRequests(deps.sql, accountId, limit + 1, after),
      ]);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      res.json({
        object: 'usage_summary',
        balance,
        credits_used: totals.gross,
        net_credits_used: totals.net,
        window: { attempts: LIMITS.usage_gross_window },
        requests: page.map((row) => ({
          request_id: row.id,
          operation: row.operation,
          status: row.status,
          created_at: row.created_at.toISOString(),
          completed_at: row.completed_at?.toISOString() ?? null,
          credits_charged: row.credits_charged,
          credits_refunded: row.credits_refunded,
          net_credits: row.credits_charged - row.credits_refunded,
          partial_refund_credits: row.status === 'partial' ? row.credits_refunded : 0,
          refund_pending: row.status === 'failed' && row.credits_refunded < row.credits_charged,
        })),
        has_more: rows.length > limit,
        next_cursor:
          rows.length > limit && last
            ? deps.cursors.encode(accountId, { t: last.position_ts, id: last.id })
            : null,
      });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
