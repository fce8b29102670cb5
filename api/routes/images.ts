import type { Router } from 'express';
import { CREDIT_COSTS } from '../../contract/pricing';
import { ROUTE_TABLE } from '../../contract/routes';
import { requireOwnedBrandProfile } from '../admission/brand-profiles';
import { checkImageReferences, type ImageAdmissionDeps } from '../admission/images';
import type { AuthContext } from '../auth';
import type { BillableRunner } from '../claim-and-run';
import { billableHandler, routerFor } from '../route-table';

export type ImagesRouteDeps = ImageAdmissionDeps & { runBillable: BillableRunner };

export function createImagesRouter(deps: ImagesRouteDeps): Router {
  return routerFor({
    imageGeneration: billableHandler(
      deps.runBillable,
      ROUTE_TABLE.imageGeneration,
      async (input, _req, res) => {
        const { accountId } = res.locals.auth as AuthContext;
        await requireOwnedBrandProfile(deps.sql, accountId, input.brand_profile_id);
        await checkImageReferences(deps, accountId, input);
        return { credits: CREDIT_COSTS.image, input };
      },
    ),
  });
}
