import { Router } from 'express';
import { copyRequestSchema } from '../../contract/copy';
import { copyCost } from '../../contract/pricing';
import type { Sql } from '../../db/client';
import { requireOwnedBrandProfile } from '../admission/brand-profiles';
import { requireScope, type AuthContext } from '../auth';
import { readIdempotencyKey, type BillableRunner } from '../claim-and-run';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

export function createCopyRouter(deps: { sql: Sql; runBillable: BillableRunner }): Router {
  const router = Router();
  router
    .route('/copy-generations')
    .post(requireScope('copy:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const input = parseOrThrow(copyRequestSchema, req.body);
      const { accountId } = res.locals.auth as AuthContext;
      await requireOwnedBrandProfile(deps.sql, accountId, input.brand_profile_id);
      await deps.runBillable(req, res, {
        operation: 'copy',
        credits: copyCost(input.type),
        input,
        idempotencyKey,
      });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
