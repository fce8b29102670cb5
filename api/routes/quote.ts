import type { Router } from 'express';
import type { AdGenerationRequest } from '../../contract/ad-library';
import type { CampaignPlan } from '../../contract/campaigns';
import { readCampaignBrief } from '../admission/brief-reading';
import { invalidFields, ServiceError } from '../../contract/errors';
import type { ImageRequest } from '../../contract/images';
import { buildQuote } from '../../contract/quote';
import type { QuoteOperation } from '../../contract/quote-request';
import { QUOTE_SCOPES, ROUTE_TABLE } from '../../contract/routes';
import { findAd, findPreparation, preparationStatus } from '../../db/ad-library';
import { findOwnedBrandProfile } from '../../db/brand-profiles';
import { checkAdGeneration, requireAd } from '../admission/ad-library';
import { checkImageReferences, type ImageAdmissionDeps } from '../admission/images';
import type { AuthContext } from '../auth';
import { routerFor } from '../route-table';
import { parseOrThrow } from '../validation';

/**
 * POST /v1/quote: the operation's own scope, schemas and prices; reads ownership of referenced ids and writes
 * nothing (no request record, no ledger entry, no provider call).
 */
export function createQuoteRouter(deps: ImageAdmissionDeps): Router {
  return routerFor({
    quote: async (req, res) => {
      const { operation, request } = parseOrThrow(ROUTE_TABLE.quote.body, req.body);
      const auth = res.locals.auth as AuthContext;
      if (!auth.scopes.includes(QUOTE_SCOPES[operation])) {
        throw new ServiceError(
          'insufficient_scope',
          `Quoting ${operation} needs the ${QUOTE_SCOPES[operation]} scope.`,
        );
      }
      // A quote names a foreign or unknown brand profile as a field error (422), where the operation says 404.
      // Read once: the image checks that follow take it as checked.
      const owned = async (id: string | undefined, pointer: string) => {
        if (id && !(await findOwnedBrandProfile(deps.sql, auth.accountId, id)))
          throw invalidFields([{ pointer, detail: 'names no brand profile of this account' }]);
      };
      const quote = await buildQuote(operation, request, {
        readBrief: readCampaignBrief,
        async adPreparation(adId: string) {
          const ad = await requireAd(deps.sql, adId);
          return preparationStatus(await findPreparation(deps.sql, auth.accountId, ad.id));
        },
        async checkReferences(op: QuoteOperation, parsed: unknown, adId?: string, plan?: CampaignPlan) {
          const body = parsed as Record<string, unknown>;
          if (op === 'copy' || op === 'image')
            await owned(body.brand_profile_id as string | undefined, '/brand_profile_id');
          if (op === 'image') await checkImageReferences(deps, auth.accountId, parsed as ImageRequest);
          if (op === 'ad_library_generate' && adId) {
            const ad = await findAd(deps.sql, adId);
            if (ad) await checkAdGeneration(deps.sql, auth.accountId, ad, parsed as AdGenerationRequest);
          }
          if (plan) {
            await owned(plan.copy.brand_profile_id, '/brief/brand_profile_id');
            if (plan.image)
              await checkImageReferences(deps, auth.accountId, plan.image, (f) => `/deliverables/image/${f}`);
          }
        },
      });
      res.json(quote);
    },
  });
}
