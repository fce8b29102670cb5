import type { Router } from 'express';
import { LIMITS } from '../../contract/limits';
import { getBalance } from '../../db/accounts';
import type { Sql } from '../../db/client';
import { listRecentRequests, refundPending, usageTotals } from '../../db/requests';
import type { CursorCodec } from '../../lib/cursor';
import type { AuthContext } from '../auth';
import { createPaginator } from '../pagination';
import { routerFor } from '../route-table';

export function createUsageRouter(deps: { sql: Sql; cursors: CursorCodec }): Router {
  const paginator = createPaginator(deps.cursors, LIMITS.usage_page_limit);
  return routerFor({
    usage: async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const { limit, after } = paginator.parse(accountId, req.query);
      const [balance, totals, rows] = await Promise.all([
        getBalance(deps.sql, accountId),
        usageTotals(deps.sql, accountId, LIMITS.usage_gross_window),
        listRecentRequests(deps.sql, accountId, limit + 1, after),
      ]);
      const { page, nextCursor } = paginator.page(accountId, rows, limit);
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
          refund_pending: refundPending(row),
        })),
        has_more: nextCursor !== null,
        next_cursor: nextCursor,
      });
    },
  });
}
