import type { Router } from 'express';
import { planCampaign, type CampaignInput } from '../../contract/campaigns';
import { ROUTE_TABLE } from '../../contract/routes';
import { campaignTemplateLanguage } from '../../contract/templates';
import { newId } from '../../lib/ids';
import { requireOwnedBrandProfile } from '../admission/brand-profiles';
import { readCampaignBrief } from '../admission/brief-reading';
import { checkImageReferences, type ImageAdmissionDeps } from '../admission/images';
import type { AuthContext } from '../auth';
import type { BillableRunner } from '../claim-and-run';
import { billableHandler, routerFor } from '../route-table';

/** POST /v1/campaigns (section 4.5, DECISIONS "Campaigns"). Everything knowable is checked before the debit. */
export function createCampaignsRouter(deps: ImageAdmissionDeps & { runBillable: BillableRunner }): Router {
  return routerFor({
    campaign: billableHandler(deps.runBillable, ROUTE_TABLE.campaign, async (request, _req, res) => {
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
      return { credits: plan.credits, input };
    }),
  });
}
