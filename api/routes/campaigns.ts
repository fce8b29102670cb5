import { Router } from 'express';
import { campaignRequestSchema, planCampaign } from '../../contract/campaigns';
import { ServiceError } from '../../contract/errors';
import { campaignTemplateLanguage } from '../../contract/templates';
import { findOwnedBrandProfile } from '../../db/brand-profiles';
import { newId } from '../../lib/ids';
import type { CampaignInput } from '../../workflows/campaign';
import { requireScope, type AuthContext } from '../auth';
import { readIdempotencyKey, type BillableRunner } from '../claim-and-run';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';
import { checkReferences, type ImagesRouteDeps } from './images';

/** POST /v1/campaigns (section 4.5, DECISIONS "Campaigns"). Everything knowable is checked before the debit. */
export function createCampaignsRouter(
  deps: Pick<ImagesRouteDeps, 'sql' | 'canTranslate' | 'imageProvider'> & { runBillable: BillableRunner },
): Router {
  const router = Router();
  router
    .route('/campaigns')
    .post(requireScope('campaigns:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const request = parseOrThrow(campaignRequestSchema, req.body);
      const plan = planCampaign(request);
      const { accountId } = res.locals.auth as AuthContext;
      if (
        plan.copy.brand_profile_id &&
        !(await findOwnedBrandProfile(deps.sql, accountId, plan.copy.brand_profile_id))
      ) {
        throw new ServiceError('not_found', 'No brand profile with this id.');
      }
      if (plan.image) await checkReferences(deps, accountId, plan.image, (f) => `/deliverables/image/${f}`);
      const input: CampaignInput = {
        request,
        plan,
        ids: { copy: newId('cpy'), image: newId('img'), speech: newId('spc'), template: newId('wtd') },
        templateLanguage: campaignTemplateLanguage(plan.copy.output_language, plan.copy.market),
      };
      await deps.runBillable(req, res, {
        operation: 'campaign',
        credits: plan.credits,
        input,
        idempotencyKey,
      });
    })
    .all(methodNotAllowed('POST'));
  return router;
}
