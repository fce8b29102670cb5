import { Router, type Response } from 'express';
import {
  AD_LIMITS,
  adDetailQuerySchema,
  adGenerationRequestSchema,
  adIdIn,
  adPrepareRequestSchema,
  adSearchQuerySchema,
  parseAdFilters,
  resolveAdLogoMode,
  type AdGenerationRequest,
  type AdLocale,
  type AdStyle,
} from '../../contract/ad-library';
import { invalidFields, ServiceError, type FieldError } from '../../contract/errors';
import { CREDIT_COSTS } from '../../contract/pricing';
import { arabicShare } from '../../contract/normalize';
import { hasVisibleText } from '../../contract/text';
import {
  beginPreparation,
  findAd,
  findPreparation,
  preparationStatus,
  searchCatalog,
  type AdRow,
  type PreparationRow,
  type SearchHit,
} from '../../db/ad-library';
import type { Sql, Tx } from '../../db/client';
import { findOwnedUpload } from '../../db/uploads';
import { buildContract, maxReferences, type GenerationContract } from '../../ad-library/generation-contract';
import { AD_ENGINE_VERSION, renderAd } from '../../providers/image/ad-layout';
import { requireScope, type AuthContext } from '../auth';
import { readIdempotencyKey, type BillableRunner } from '../claim-and-run';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

export interface AdLibraryRouteDeps {
  sql: Sql;
  runBillable: BillableRunner;
  publicBaseUrl: string;
}

/** Words that only say "an ad" or "I want": they carry nothing to match a catalog ad on. */
const REQUEST_WORDS = new Set([
  'ad',
  'ads',
  'advert',
  'adverts',
  'advertisement',
  'advertising',
  'template',
  'templates',
  'looking',
  'want',
  'need',
  'please',
  'show',
  'find',
  'إعلان',
  'اعلان',
  'إعلانات',
  'اعلانات',
  'قالب',
  'قوالب',
  'أبغى',
  'ابغى',
  'ابي',
  'أبي',
  'أريد',
  'اريد',
  'نبي',
  'نبغى',
  'ودي',
  'عطني',
  'اعطني',
  'لو',
  'سمحت',
]);
const MAX_WORDS = 40;

/** The words of a q or brief as the search reads them: letters and digits, no request filler, each once. */
export function searchWords(text: string): string[] {
  const out = new Set<string>();
  for (const raw of text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .split(/[^\p{L}\p{N}\p{M}]+/u)) {
    const word = raw.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
    if ([...word].length < 2 || REQUEST_WORDS.has(word)) continue;
    out.add(word);
    if (out.size >= MAX_WORDS) break;
  }
  return [...out];
}

function previewUrl(base: string, id: string, locale: AdLocale): string {
  return `${base}/v1/ad-library/previews/${id}.${locale}.png`;
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

const quoteWords = (words: string[]) => words.map((w) => `"${w}"`).join(', ');

/** Why an item is in the list, in words and as data (which words matched which part of the ad). */
function matchOf(hit: SearchHit | (AdRow & { kind: 'id' })) {
  if (hit.kind === 'id')
    return { kind: 'id', related: false, matched_terms: [], matched_fields: [], rationale: 'Exact ad id.' };
  if (hit.kind === 'browse')
    return {
      kind: 'browse',
      related: false,
      matched_terms: [],
      matched_fields: [],
      rationale: 'Listed by the filters.',
    };
  const where: Array<[string, string[]]> = [
    ['industry', hit.in_industry],
    ['style', hit.in_style],
    ['metadata', hit.in_metadata],
    ['text', hit.in_text],
  ];
  const fields = where.filter(([, w]) => w.length > 0).map(([f]) => f);
  const terms = [...new Set(where.flatMap(([, w]) => w))];
  const parts = where.filter(([, w]) => w.length > 0).map(([f, w]) => `${f} (${quoteWords(w)})`);
  const rationale =
    hit.kind === 'all_words'
      ? `Matches every word of q: ${parts.join('; ')}.`
      : hit.kind === 'related_metadata'
        ? `Related: no ad matches every word of q; this ad's metadata matches ${quoteWords(hit.in_metadata)}.`
        : `Brief words found in ${parts.join('; ')}.`;
  return {
    kind: hit.kind,
    related: hit.kind === 'related_metadata',
    matched_terms: terms,
    matched_fields: fields,
    rationale,
  };
}

function preparationView(row: PreparationRow | undefined) {
  return {
    status: preparationStatus(row),
    prepared_at: row?.prepared_at?.toISOString() ?? null,
    request_id: row?.request_id ?? null,
    error: row?.status === 'failed' ? (row.error ?? null) : null,
    prepare_credits:
      row?.status === 'ready'
        ? CREDIT_COSTS.ad_library_prepare.analysis_ready
        : CREDIT_COSTS.ad_library_prepare.analysis_missing,
  };
}

async function requireAd(sql: Sql, id: string): Promise<AdRow> {
  const ad = await findAd(sql, id);
  if (!ad) throw new ServiceError('not_found', 'No ad with this id in the library.');
  return ad;
}

/**
 * Everything a generation needs that can be known before charging: a ready preparation, fields the prepared
 * contract names within their limits, owned uploads of the right role and format, no more photos than slots.
 */
export async function checkAdGeneration(
  sql: Sql,
  accountId: string,
  ad: AdRow,
  input: AdGenerationRequest,
  at: (field: string) => string = (field) => `/${field}`,
): Promise<GenerationContract> {
  const prep = await findPreparation(sql, accountId, ad.id);
  if (prep?.status !== 'ready')
    throw new ServiceError(
      'preparation_required',
      `Ad ${ad.id} is not prepared for this account (preparation ${preparationStatus(prep)}). POST /v1/ad-library/${ad.id}/prepare first; it is never run automatically.`,
    );
  const contract = (prep.contract as Record<AdLocale, GenerationContract>)[input.locale];
  const byId = new Map(contract.fields.map((f) => [f.id as string, f]));
  const errors: FieldError[] = [];
  for (const [id, value] of Object.entries(input.template_fields)) {
    const field = byId.get(id);
    const pointer = `${at('template_fields')}/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!field) {
      errors.push({
        pointer,
        detail: `is not a field of this ad's prepared contract (fields: ${[...byId.keys()].join(', ')})`,
      });
      continue;
    }
    const length = [...value].length;
    if (length > field.max_characters)
      errors.push({
        pointer,
        detail: `is ${length} characters; ${field.id} holds at most ${field.max_characters}`,
      });
    if (field.required && !hasVisibleText(value))
      errors.push({ pointer, detail: 'is required and must not be blank' });
  }
  const refs = input.reference_storage_ids ?? [];
  const max = maxReferences(contract.layout);
  if (refs.length > max)
    errors.push({
      pointer: at('reference_storage_ids'),
      detail: `has ${refs.length} ids; this layout has ${max} photo slot${max === 1 ? '' : 's'}`,
    });
  if (errors.length > 0) throw invalidFields(errors);

  for (const [index, id] of refs.entries()) {
    const upload = await findOwnedUpload(sql, accountId, id);
    if (!upload) throw new ServiceError('not_found', `No upload with storage id ${id}.`);
    if (upload.role !== 'reference')
      errors.push({
        pointer: `${at('reference_storage_ids')}/${index}`,
        detail: `is an upload with role ${upload.role}; photos need role reference`,
      });
    else if (upload.content_type === 'image/webp')
      errors.push({
        pointer: `${at('reference_storage_ids')}/${index}`,
        detail: 'is a WebP image; ad layouts place PNG or JPEG photos',
      });
  }
  if (input.logo_storage_id && resolveAdLogoMode(input) !== 'none') {
    const upload = await findOwnedUpload(sql, accountId, input.logo_storage_id);
    if (!upload) throw new ServiceError('not_found', `No upload with storage id ${input.logo_storage_id}.`);
    if (upload.role !== 'logo')
      errors.push({
        pointer: at('logo_storage_id'),
        detail: `is an upload with role ${upload.role}; a logo needs role logo`,
      });
    else if (upload.content_type === 'image/webp')
      errors.push({
        pointer: at('logo_storage_id'),
        detail: 'is a WebP image; logos placed by the ad layout must be PNG or JPEG',
      });
  }
  if (errors.length > 0) throw invalidFields(errors);
  return contract;
}

const SECONDS_PER_DAY = 86_400;

export function createAdLibraryRouter(deps: AdLibraryRouteDeps): Router {
  const router = Router();
  const base = deps.publicBaseUrl.replace(/\/$/, '');

  router
    .route('/ad-library')
    .get(requireScope('ad-library:read'), async (req, res) => {
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
        const ad = await findAd(deps.sql, exactId);
        if (!ad) throw new ServiceError('not_found', 'No ad with this id in the library.');
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
    })
    .all(methodNotAllowed('GET'));

  router
    .route('/ad-library/:id')
    .get(requireScope('ad-library:read'), async (req, res) => {
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
    })
    .all(methodNotAllowed('GET'));

  router
    .route('/ad-library/:id/prepare')
    .post(requireScope('ad-library:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const body = req.body ?? {};
      const input = parseOrThrow(adPrepareRequestSchema, body);
      const { accountId } = res.locals.auth as AuthContext;
      const ad = await requireAd(deps.sql, String(req.params.id));
      await deps.runBillable(req, res, {
        operation: 'ad_prepare',
        credits: CREDIT_COSTS.ad_library_prepare.analysis_missing,
        input: { ad_id: ad.id, locale: input.locale },
        idempotencyKey,
        hashExtra: ad.id,
        beforeCreate: (tx: Tx, requestId: string) =>
          admitPrepare(tx, res, { accountId, adId: ad.id, requestId }),
      });
    })
    .all(methodNotAllowed('POST'));

  router
    .route('/ad-library/:id/generations')
    .post(requireScope('images:write'), async (req, res) => {
      const idempotencyKey = readIdempotencyKey(req);
      const input = parseOrThrow(adGenerationRequestSchema, req.body);
      const { accountId } = res.locals.auth as AuthContext;
      const ad = await requireAd(deps.sql, String(req.params.id));
      await checkAdGeneration(deps.sql, accountId, ad, input);
      await deps.runBillable(req, res, {
        operation: 'ad_generation',
        credits: CREDIT_COSTS.ad_library_generation,
        input: { ...input, ad_id: ad.id },
        idempotencyKey,
        hashExtra: ad.id,
      });
    })
    .all(methodNotAllowed('POST'));

  return router;
}

/**
 * Admission of a new prepare, inside its claim: a concurrent prepare of the same ad is a retryable 409, the
 * day's allowance a 429 until the next UTC midnight (with RateLimit headers for it), and the price is 0 when
 * the analysis is already ready.
 */
async function admitPrepare(
  tx: Tx,
  res: Response,
  ids: { accountId: string; adId: string; requestId: string },
): Promise<{ credits: number }> {
  const quota = AD_LIMITS.prepare_allowance_per_day;
  const admitted = await beginPreparation(tx, { ...ids, allowance: quota });
  if (admitted.kind === 'busy')
    throw new ServiceError(
      'request_in_progress',
      `Request ${admitted.requestId} is preparing this ad for the account; retry with the same key and body when it completes.`,
      undefined,
      2,
    );
  if (admitted.kind === 'exhausted') {
    const seconds = Math.max(1, Math.ceil((admitted.resetAt.getTime() - Date.now()) / 1000));
    res.setHeader('RateLimit-Policy', `"ad-library-prepare";q=${quota};w=${SECONDS_PER_DAY}`);
    res.setHeader('RateLimit', `"ad-library-prepare";r=0;t=${seconds}`);
    throw new ServiceError(
      'allowance_exhausted',
      `The ad-library prepare allowance of ${quota} a day is used up; it resets at ${admitted.resetAt.toISOString()}. Retry with the same key and body then.`,
      undefined,
      seconds,
    );
  }
  return admitted;
}

const PREVIEW_SIZE = 768;
// Every ad in both locales fits (about 25 MB): after the first views nothing is drawn again.
const PREVIEW_CACHE = 400;

/**
 * GET /v1/ad-library/previews/{id}.{locale}.png: the catalog ad drawn by the ad layout with its own texts.
 * Public like /capabilities (the catalog is ours and holds nothing of any account), so an <img> can show it;
 * rendered on first use and kept in a small in-memory cache, with a strong ETag.
 */
export function createAdPreviewRouter(deps: { sql: Sql }): Router {
  const router = Router();
  const cache = new Map<string, Buffer>();
  router.get('/ad-library/previews/:file', async (req, res) => {
    const match = /^(ad_[a-z2-7]{26})\.(en|ar)\.png$/.exec(String(req.params.file));
    if (!match) throw new ServiceError('not_found', 'No such preview.');
    const [, id, locale] = match as unknown as [string, string, AdLocale];
    const key = `${id}.${locale}`;
    let png = cache.get(key);
    if (!png) {
      const ad = await requireAd(deps.sql, id);
      png = renderAd({
        style: ad.style as AdStyle,
        locale,
        texts: ad.content[locale],
        width: PREVIEW_SIZE,
        height: PREVIEW_SIZE,
        palette: ad.layout.palette,
        motif: ad.layout.motif,
        photos: [],
        logo: null,
      }).png;
      if (cache.size >= PREVIEW_CACHE) cache.delete(cache.keys().next().value!);
      cache.set(key, png);
    }
    const etag = `"${AD_ENGINE_VERSION}-${key}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    res.type('image/png').send(png);
  });
  router.all('/ad-library/previews/:file', methodNotAllowed('GET'));
  return router;
}
