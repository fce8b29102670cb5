import { Router } from 'express';
import { ServiceError } from '../../contract/errors';
import type { Sql } from '../../db/client';
import { findRequest, refundPending, type RequestRow } from '../../db/requests';
import { requireScope, type AuthContext } from '../auth';
import { methodNotAllowed } from '../errors';

export function requestView(row: RequestRow) {
  const terminal = row.status !== 'pending';
  const body = row.response_body === null ? null : (JSON.parse(row.response_body) as unknown);
  return {
    object: 'request',
    id: row.id,
    operation: row.operation,
    status: row.status,
    http_status: row.http_status,
    resource_id: row.status === 'completed' || row.status === 'partial' ? row.resource_id : null,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
    usage: {
      credits_charged: row.credits_charged,
      credits_refunded: row.credits_refunded,
      net_credits: row.credits_charged - row.credits_refunded,
    },
    credits_refunded: row.credits_refunded,
    refund_pending: refundPending(row),
    result: terminal && row.status !== 'failed' ? body : null,
    error: row.error,
    quality_findings: row.quality_findings ?? [],
  };
}

export function createRequestsRouter(deps: { sql: Sql }): Router {
  const router = Router();
  router
    .route('/requests/:request_id')
    .get(requireScope('usage:read'), async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const id = req.params.request_id as string;
      const row = await findRequest(deps.sql, accountId, id);
      if (!row) throw new ServiceError('not_found', 'No request with this id.');
      res.json(requestView(row));
    })
    .all(methodNotAllowed('GET'));
  return router;
}
