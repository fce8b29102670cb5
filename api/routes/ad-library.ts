import type { Router } from 'express';
import { buildContract } from '../../ad-library/generation-contract';
import { matchOf, searchWords } from '../../ad-library/ranking';
import {
  adDetailQuerySchema,
  adIdIn,
  adSearchQuerySchema,
  parseAdFilters,
  type AdLocale,
} from '../../contract/ad-library';
import { invalidFields } from '../../contract/errors';
import { arabicShare } from '../../contract/normalize';
import { CREDIT_COSTS } from '../../contract/pricing';
import { ROUTE_TABLE } from '../../contract/routes';
import { findPreparation, preparationView, searchCatalog, type AdRow } from '../../db/ad-library';
import type { Sql, Tx } from '../../db/client';
import { admitPrepare, checkAdGeneration, requireAd } from '../admission/ad-library';
import type { AuthContext } from '../auth';
import type { BillableRunner } from '../claim-and-run';
import { billableHandler, routerFor } from '../route-table';
import { parseOrThrow } from '../validation';

export interface AdLibraryRouteDeps {
  sql: Sql;
  runBillable: BillableRunner;
  publicBaseUrl: string;
}

function previewUrl(base: string, id: string, locale: AdLocale): string {
  return base + ROUTE_TABLE.adPreview.path.replace('{file}', `${id}.${locale}.png`);
}

function adSummary(ad: AdRow, locale: AdLocale, base: string) {
  const t = ad.content[locale];
  return {
    id: ad.id,
    industry: ad.industry,
    sector: ad.sector,
    style: ad.style,
    hook_type: ad.hook_type,
    offer_type: ad.offer_type,
    framework: ad.framework,
    tone: ad.tone,
    platforms: ad.platforms,
    tags: locale === 'ar' ? ad.tags_ar : ad.tags_en,
    locale,
    available_locales: ['en', 'ar'],
    headline: t.headline,
    body: t.body,
    call_to_action: t.cta,
    badge: t.badge ?? null,
    preview_url: previewUrl(base, ad.id, locale),
  };
}

export function createAdLibraryRouter(deps: AdLibraryRouteDeps): Router {
  const base = deps.publicBaseUrl.replace(/\/$/, '');

  return routerFor({
    adSearch: async (req, res) => {
      const query = parseOrThrow(adSearchQuerySchema, req.query, 'query');
      const filters = parseAdFilters(query);
      if (query.q !== undefined && query.brief !== undefined)
        throw invalidFields(
          [
            {
              pointer: '/brief',
              detail: 'cannot be sent with q: use brief for a natural request, q for keywords',
            },
          ],
          'query',
        );
      const text = query.brief ?? query.q ?? '';
      const share = arabicShare(text);
      const locale: AdLocale = query.locale ?? (share !== null && share > 0.5 ? 'ar' : 'en');
      const start = (query.page - 1) * query.limit + query.offset;
      const page = { page: query.page, offset: query.offset, limit: query.limit, locale };

      const exactId = query.id ?? (query.q ? adIdIn(query.q) : null);
      if (exactId) {
        const ad = await requireAd(deps.sql, exactId);
        const data =
          start === 0 ? [{ ...adSummary(ad, locale, base), match: matchOf({ ...ad, kind: 'id' }) }] : [];
        res.json({ object: 'list', ...page, data, has_more: false, next_page: null, next_offset: null });
        return;
      }
      const mode = query.brief !== undefined ? 'brief' : query.q !== undefined ? 'q' : 'browse';
      const words = mode === 'browse' ? [] : searchWords(text);
      const hits =
        mode !== 'browse' && words.length === 0
          ? []
          : await searchCatalog(deps.sql, { mode, words, filters, limit: query.limit, start });
      const hasMore = hits.length > query.limit;
      res.json({
        object: 'list',
        ...page,
        mode,
        search_terms: words,
        filters,
        data: hits
          .slice(0, query.limit)
          .map((hit) => ({ ...adSummary(hit, locale, base), match: matchOf(hit) })),
        has_more: hasMore,
        next_page: hasMore ? query.page + 1 : null,
        next_offset: hasMore ? query.offset : null,
      });
    },
    adDetail: async (req, res) => {
      const { locale } = parseOrThrow(adDetailQuerySchema, req.query, 'query');
      const { accountId } = res.locals.auth as AuthContext;
      const ad = await requireAd(deps.sql, String(req.params.id));
      const prep = await findPreparation(deps.sql, accountId, ad.id);
      res.json({
        object: 'ad_library_ad',
        ...adSummary(ad, locale, base),
        generation_contract: buildContract(ad, locale),
        preparation: preparationView(prep),
      });
    },
    adPrepare: billableHandler(deps.runBillable, ROUTE_TABLE.adPrepare, async (body, req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const ad = await requireAd(deps.sql, String(req.params.id));
      return {
        credits: CREDIT_COSTS.ad_library_prepare.analysis_missing,
        input: { ad_id: ad.id, locale: body.locale },
        hashExtra: ad.id,
        beforeCreate: (tx: Tx, requestId: string) =>
          admitPrepare(tx, res, { accountId, adId: ad.id, requestId }),
      };
    }),
    adGeneration: billableHandler(deps.runBillable, ROUTE_TABLE.adGeneration, async (body, req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const ad = await requireAd(deps.sql, String(req.params.id));
      await checkAdGeneration(deps.sql, accountId, ad, body);
      return {
        credits: CREDIT_COSTS.ad_library_generation,
        input: { ...body, ad_id: ad.id },
        hashExtra: ad.id,
      };
    }),
  });
}
