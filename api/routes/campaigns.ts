import { Router } from 'express';
import { campaignRequestSchema, planCampaign, type CampaignInput } from '../../contract/campaigns';
import { campaignTemplateLanguage } from '../../contract/templates';
import { newId } from '../../lib/ids';
import { requireOwnedBrandProfile } from '../admission/brand-profiles';
import { readCampaignBrief } from '../admission/brief-reading';
import { checkImageReferences, type ImageAdmissionDeps } from '../admission/images';
import { requireScope, type AuthContext } from '../auth';
import { readIdempotencyKey, type BillableRunner } from '../claim-and-run';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

/** POST /v1/campaigns (section 4.5, DECISIONS "Campaigns"). Everything knowable is checked before the debit. */
export function createCampaignsRouter(deps: ImageAdmissionDeps & { runBillable: BillableRunner }): Router {
  const router = Router();
  router
    .route('/campaigns')
    .post(requireScope('campaigns:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const request = parseOrThrow(campaignRequestSchema, req.body);
      const plan = planCampaign(request, readCampaignBrief);
      const { accountId } = res.locals.auth as AuthContext;
      // The image's brand profile is the brief's, as the copy's: read once, here.
      await requireOwnedBrandProfile(deps.sql, accountId, plan.copy.brand_profile_id);
      if (plan.image)
        await checkImageReferences(deps, accountId, plan.image, (f) => `/deliverables/image/${f}`);
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
