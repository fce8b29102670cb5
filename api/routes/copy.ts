import type { Router } from 'express';
import { copyCost } from '../../contract/pricing';
import { ROUTE_TABLE } from '../../contract/routes';
import type { Sql } from '../../db/client';
import { requireOwnedBrandProfile } from '../admission/brand-profiles';
import type { AuthContext } from '../auth';
import type { BillableRunner } from '../claim-and-run';
import { billableHandler, routerFor } from '../route-table';

export function createCopyRouter(deps: { sql: Sql; runBillable: BillableRunner }): Router {
  return routerFor({
    copyGeneration: billableHandler(
      deps.runBillable,
      ROUTE_TABLE.copyGeneration,
      async (input, _req, res) => {
        const { accountId } = res.locals.auth as AuthContext;
        await requireOwnedBrandProfile(deps.sql, accountId, input.brand_profile_id);
        return { credits: copyCost(input.type), input };
      },
    ),
  });
}
