import { Router } from 'express';
import { planCampaign } from '../../contract/campaigns';
import { invalidFields, ServiceError } from '../../contract/errors';
import type { ImageRequest } from '../../contract/images';
import { buildQuote, QUOTE_SCOPES, quoteRequestSchema, type QuoteOperation } from '../../contract/quote';
import { findOwnedBrandProfile } from '../../db/brand-profiles';
import type { AuthContext } from '../auth';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';
import { checkReferences, type ImagesRouteDeps } from './images';
import type { AdGenerationRequest } from '../../contract/ad-library';
import { findAd, findPreparation, preparationStatus } from '../../db/ad-library';
import { checkAdGeneration, requireAd } from '../admission/ad-library';

type Deps = Pick<ImagesRouteDeps, 'sql' | 'canTranslate' | 'imageProvider'>;

/**
 * POST /v1/quote: the operation's own scope, schemas and prices; reads ownership of referenced ids and writes
 * nothing (no request record, no ledger entry, no provider call).
 */
export function createQuoteRouter(deps: Deps): Router {
  const router = Router();
  router
    .route('/quote')
    .post(async (req, res) => {
      const { operation, request } = parseOrThrow(quoteRequestSchema, req.body);
      const auth = res.locals.auth as AuthContext;
      if (!auth.scopes.includes(QUOTE_SCOPES[operation])) {
        throw new ServiceError(
          'insufficient_scope',
          `Quoting ${operation} needs the ${QUOTE_SCOPES[operation]} scope.`,
        );
      }
      const owned = async (id: string | undefined, pointer: string) => {
        if (id && !(await findOwnedBrandProfile(deps.sql, auth.accountId, id)))
          throw invalidFields([{ pointer, detail: 'names no brand profile of this account' }]);
      };
      const quote = await buildQuote(operation, request, {
        async adPreparation(adId: string) {
          const ad = await requireAd(deps.sql, adId);
          return preparationStatus(await findPreparation(deps.sql, auth.accountId, ad.id));
        },
        async checkReferences(op: QuoteOperation, parsed: unknown, adId?: string) {
          const body = parsed as Record<string, unknown>;
          if (op === 'copy' || op === 'image')
            await owned(body.brand_profile_id as string | undefined, '/brand_profile_id');
          if (op === 'image') await checkReferences(deps, auth.accountId, parsed as ImageRequest);
          if (op === 'ad_library_generate' && adId) {
            const ad = await findAd(deps.sql, adId);
            if (ad) await checkAdGeneration(deps.sql, auth.accountId, ad, parsed as AdGenerationRequest);
          }
          if (op === 'campaign') {
            const plan = planCampaign(parsed as never);
            await owned(plan.copy.brand_profile_id, '/brief/brand_profile_id');
            if (plan.image)
              await checkReferences(deps, auth.accountId, plan.image, (f) => `/deliverables/image/${f}`);
          }
        },
      });
      res.json(quote);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
