import { Router } from 'express';
import { imageRequestSchema } from '../../contract/images';
import { CREDIT_COSTS } from '../../contract/pricing';
import { requireOwnedBrandProfile } from '../admission/brand-profiles';
import { checkImageReferences, type ImageAdmissionDeps } from '../admission/images';
import { requireScope, type AuthContext } from '../auth';
import { readIdempotencyKey, type BillableRunner } from '../claim-and-run';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

export type ImagesRouteDeps = ImageAdmissionDeps & { runBillable: BillableRunner };

export function createImagesRouter(deps: ImagesRouteDeps): Router {
  const router = Router();
  router
    .route('/image-generations')
    .post(requireScope('images:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const input = parseOrThrow(imageRequestSchema, req.body);
      const { accountId } = res.locals.auth as AuthContext;
      await requireOwnedBrandProfile(deps.sql, accountId, input.brand_profile_id);
      await checkImageReferences(deps, accountId, input);
      await deps.runBillable(req, res, {
        operation: 'image',
        credits: CREDIT_COSTS.image,
        input,
        idempotencyKey,
      });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
