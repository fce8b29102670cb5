import { Router } from 'express';
import { copyRequestSchema } from '../../contract/copy';
import { ServiceError } from '../../contract/errors';
import { copyCost } from '../../contract/pricing';
import { findOwnedBrandProfile } from '../../db/brand-profiles';
import type { Sql } from '../../db/client';
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
      if (
        input.brand_profile_id &&
        !(await findOwnedBrandProfile(deps.sql, accountId, input.brand_profile_id))
      ) {
        throw new ServiceError('not_found', 'No brand profile with this id.');
      }
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
