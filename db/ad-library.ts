import type { AdFilters, AdLocale, AdTexts } from '../contract/ad-library';
import type { Problem } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import { isId } from '../lib/ids';
import type { AdPalette } from '../providers/image/ad-layout';
import type { MotifId } from '../providers/image/motifs';
import { loadCatalog, type CatalogAd } from './ad-catalog-files';
import type { Sql, Tx } from './client';

export interface AdRow {
  id: string;
  slug: string;
  industry: string;
  sector: string;
  style: string;
  hook_type: string;
  offer_type: string;
  framework: string;
  tone: string;
  platforms: string[];
  tags_en: string[];
  tags_ar: string[];
  content: { en: AdTexts; ar: AdTexts };
  layout: { style: string; palette: AdPalette; motif: MotifId };
}

const AD_COLUMNS = [
  'id',
  'slug',
  'industry',
  'sector',
  'style',
  'hook_type',
  'offer_type',
  'framework',
  'tone',
  'platforms',
  'tags_en',
  'tags_ar',
  'content',
  'layout',
] as const;

const AD_SELECT = (sql: Sql) => sql.unsafe(AD_COLUMNS.map((c) => `c.${c}`).join(', '));

/** Rows as the seed writes them (generated search columns are PostgreSQL's). */
function seedRow(tx: Tx | Sql, ad: CatalogAd) {
  const texts = (l: 'en' | 'ar') =>
    [ad.content[l].headline, ad.content[l].body, ad.content[l].cta, ad.content[l].badge ?? ''].join(' ');
  return {
    ...ad,
    content: tx.json(ad.content as never),
    layout: tx.json(ad.layout as never),
    text_en: texts('en'),
    text_ar: texts('ar'),
  };
}

export async function insertCatalogRows(tx: Tx | Sql, ads: CatalogAd[]): Promise<void> {
  for (let i = 0; i < ads.length; i += 500) {
    const rows = ads.slice(i, i + 500).map((ad) => seedRow(tx, ad));
    await tx`
      insert into ad_catalog ${tx(rows)}
      on conflict (id) do update set
        industry = excluded.industry, sector = excluded.sector, style = excluded.style,
        hook_type = excluded.hook_type, offer_type = excluded.offer_type, framework = excluded.framework,
        tone = excluded.tone, platforms = excluded.platforms, tags_en = excluded.tags_en, tags_ar = excluded.tags_ar,
        content = excluded.content, layout = excluded.layout, metadata_en = excluded.metadata_en,
        metadata_ar = excluded.metadata_ar, industry_terms_en = excluded.industry_terms_en,
        industry_terms_ar = excluded.industry_terms_ar, style_terms_en = excluded.style_terms_en,
        style_terms_ar = excluded.style_terms_ar, text_en = excluded.text_en, text_ar = excluded.text_ar`;
  }
}

/**
 * Loads the catalog files into ad_catalog when they changed since the last load (by checksum), under the
 * migration lock's transaction. Ads are upserted by their stable ids; none is deleted (preparations and
 * history refer to them).
 */
export async function seedAdCatalog(tx: Tx): Promise<number> {
  const { ads, checksum } = loadCatalog();
  const [seen] = await tx`select 1 from ad_catalog_versions where checksum = ${checksum}`;
  if (seen) return 0;
  await insertCatalogRows(tx, ads);
  await tx`insert into ad_catalog_versions (checksum, ads) values (${checksum}, ${ads.length})`;
  return ads.length;
}

export async function findAd(sql: Sql, id: string): Promise<AdRow | undefined> {
  if (!isId('ad', id)) return undefined;
  const [row] = await sql<AdRow[]>`select ${AD_SELECT(sql)} from ad_catalog c where id = ${id}`;
  return row;
}

export type MatchKind = 'browse' | 'id' | 'all_words' | 'related_metadata' | 'brief';

export interface SearchHit extends AdRow {
  kind: MatchKind;
  in_text: string[];
  in_metadata: string[];
  in_industry: string[];
  in_style: string[];
}

export interface SearchSpec {
  mode: 'browse' | 'q' | 'brief';
  words: string[];
  filters: AdFilters;
  limit: number;
  start: number;
}

function filterSql(sql: Sql, f: AdFilters) {
  return sql`
    ${f.industry ? sql`and c.industry = ${f.industry}` : sql``}
    ${f.sector ? sql`and c.sector = ${f.sector}` : sql``}
    ${f.style ? sql`and c.style = ${f.style}` : sql``}`;
}

/**
 * One page of the catalog (limit + 1 rows, so the caller knows whether another page exists).
 * - browse: filters only, in a stable order;
 * - q: ads matching every word first, then ads whose metadata matches any word ("related"), same filters;
 * - brief: ads matching any word, ranked by how strongly the industry and style words match, then the rest.
 * For the rows returned, which words matched where is computed with the same stemmers, for the rationale.
 */
export async function searchCatalog(sql: Sql, spec: SearchSpec): Promise<SearchHit[]> {
  const filters = filterSql(sql, spec.filters);
  const take = spec.limit + 1;
  if (spec.mode === 'browse') {
    const rows = await sql<AdRow[]>`
      select ${AD_SELECT(sql)} from ad_catalog c
      where true ${filters}
      order by c.sector, c.style, c.id
      limit ${take} offset ${spec.start}`;
    return rows.map((r) => ({
      ...r,
      kind: 'browse',
      in_text: [],
      in_metadata: [],
      in_industry: [],
      in_style: [],
    }));
  }
  const ranked =
    spec.mode === 'q'
      ? sql`
        select c.id, case when c.search_all @@ qa.q then 1 else 2 end as tier,
               ts_rank(c.search_all, qo.q) as rank
        from ad_catalog c, qa, qo
        where (c.search_all @@ qa.q or c.search_meta @@ qo.q) ${filters}
        order by tier, rank desc, c.id
        limit ${take} offset ${spec.start}`
      : sql`
        select c.id, 1 as tier, 2 * ts_rank(c.search_intent, qo.q) + ts_rank(c.search_all, qo.q) as rank
        from ad_catalog c, qo
        where c.search_all @@ qo.q ${filters}
        order by rank desc, c.id
        limit ${take} offset ${spec.start}`;
  const rows = await sql<
    (AdRow & {
      tier: number;
      in_text: string[];
      in_metadata: string[];
      in_industry: string[];
      in_style: string[];
    })[]
  >`
    with words as (
      select w, cgs_ad_term(w) as t from unnest(${spec.words}::text[]) as w
    ), usable as (
      select w, t from words where numnode(t) > 0
    ), qa as (
      select cgs_tsquery_and(t) as q from usable
    ), qo as (
      select cgs_tsquery_or(t) as q from usable
    ), page as (${ranked})
    select ${AD_SELECT(sql)}, page.tier,
      array(select u.w from usable u where cgs_ad_document(c.text_en, c.text_ar) @@ u.t) as in_text,
      array(select u.w from usable u where cgs_ad_document(c.metadata_en, c.metadata_ar) @@ u.t) as in_metadata,
      array(select u.w from usable u where cgs_ad_document(c.industry_terms_en, c.industry_terms_ar) @@ u.t) as in_industry,
      array(select u.w from usable u where cgs_ad_document(c.style_terms_en, c.style_terms_ar) @@ u.t) as in_style
    from page join ad_catalog c on c.id = page.id
    order by page.tier, page.rank desc, c.id`;
  return rows.map((r) => ({
    ...r,
    kind: spec.mode === 'brief' ? 'brief' : r.tier === 1 ? 'all_words' : 'related_metadata',
  }));
}

// --- Preparations -------------------------------------------------------------------------------------------

export type PreparationStatus = 'missing' | 'pending' | 'ready' | 'failed';

export interface PreparationRow {
  account_id: string;
  ad_id: string;
  status: 'pending' | 'ready' | 'failed';
  request_id: string;
  contract: unknown;
  error: Problem | null;
  prepared_at: Date | null;
  updated_at: Date;
}

export async function findPreparation(
  sql: Sql | Tx,
  accountId: string,
  adId: string,
): Promise<PreparationRow | undefined> {
  const [row] = await sql<PreparationRow[]>`
    select * from ad_preparations where account_id = ${accountId} and ad_id = ${adId}`;
  return row;
}

export function preparationStatus(row: PreparationRow | undefined): PreparationStatus {
  return row?.status ?? 'missing';
}

/** The UTC day's allowance counter; the reset is the next UTC midnight. */
export function allowanceReset(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * Inside the claim's transaction of a new prepare: refuse when another request is preparing this ad for the
 * account, take one unit of the day's allowance (refusing at the limit), and mark the analysis pending when it
 * is missing or failed. Returns the price: 1 when the analysis will run, 0 when it is ready.
 */
export async function beginPreparation(
  tx: Tx,
  input: { accountId: string; adId: string; requestId: string; allowance: number },
): Promise<
  { kind: 'busy'; requestId: string } | { kind: 'exhausted'; resetAt: Date } | { kind: 'ok'; credits: number }
> {
  await tx`select pg_advisory_xact_lock(hashtext(${`prepare:${input.accountId}:${input.adId}`}))`;
  const current = await findPreparation(tx, input.accountId, input.adId);
  if (current?.status === 'pending' && current.request_id !== input.requestId)
    return { kind: 'busy', requestId: current.request_id };
  const [used] = await tx<{ used: number }[]>`
    insert into ad_prepare_allowance (account_id, day, used)
    values (${input.accountId}, (now() at time zone 'utc')::date, 1)
    on conflict (account_id, day) do update set used = ad_prepare_allowance.used + 1
    returning used`;
  if (used!.used > input.allowance) return { kind: 'exhausted', resetAt: allowanceReset() };
  if (current?.status === 'ready') return { kind: 'ok', credits: 0 };
  await tx`
    insert into ad_preparations (account_id, ad_id, status, request_id)
    values (${input.accountId}, ${input.adId}, 'pending', ${input.requestId})
    on conflict (account_id, ad_id) do update
      set status = 'pending', request_id = excluded.request_id, error = null, updated_at = now()`;
  return { kind: 'ok', credits: 1 };
}

/** The analysis finished: ready with its contract, or failed with the problem (a later prepare retries). */
export async function finishPreparation(
  sql: Sql,
  input: { accountId: string; adId: string; requestId: string } & (
    { status: 'ready'; contract: unknown } | { status: 'failed'; problem: Problem }
  ),
): Promise<void> {
  if (input.status === 'ready') {
    await sql`
      update ad_preparations set status = 'ready', contract = ${sql.json(input.contract as never)},
        error = null, prepared_at = now(), updated_at = now()
      where account_id = ${input.accountId} and ad_id = ${input.adId} and request_id = ${input.requestId}`;
  } else {
    await sql`
      update ad_preparations set status = 'failed', error = ${sql.json(input.problem as never)}, updated_at = now()
      where account_id = ${input.accountId} and ad_id = ${input.adId} and request_id = ${input.requestId}
        and status = 'pending'`;
  }
}

// --- Generation history --------------------------------------------------------------------------------------

export interface SnippetInput {
  id: string;
  accountId: string;
  requestId: string;
  adId: string;
  locale: AdLocale;
  aspectRatio: string;
  templateFields: Record<string, string>;
  image: unknown;
  originalImage: unknown;
  logoComposition: unknown;
}

/**
 * The saved snippet and the terminal request in one transaction (section 4.8): both exist or neither. A retried
 * activity finds the request no longer pending and writes nothing.
 */
export async function completeAdGeneration(
  sql: Sql,
  snippet: SnippetInput,
  receipt: { httpStatus: number; body: string },
): Promise<void> {
  await sql.begin(async (tx) => {
    const done = await tx`
      update requests set status = 'completed', http_status = ${receipt.httpStatus},
        response_body = ${receipt.body}, completed_at = now()
      where id = ${snippet.requestId} and status = 'pending'
      returning id`;
    if (done.length === 0) return;
    await tx`
      insert into ad_generations (id, account_id, request_id, ad_id, locale, aspect_ratio, template_fields, image,
        original_image, logo_composition, expires_at)
      values (${snippet.id}, ${snippet.accountId}, ${snippet.requestId}, ${snippet.adId}, ${snippet.locale},
        ${snippet.aspectRatio}, ${tx.json(snippet.templateFields)}, ${tx.json(snippet.image as never)},
        ${snippet.originalImage === null ? null : tx.json(snippet.originalImage as never)},
        ${snippet.logoComposition === null ? null : tx.json(snippet.logoComposition as never)},
        now() + ${`${LIMITS.request_retention_days} days`}::interval)`;
  });
}

/** Retention: snippets go with their request after 30 days; allowance counters of past days go too. */
export async function purgeExpiredAdGenerations(sql: Sql): Promise<number> {
  const rows = await sql`delete from ad_generations where expires_at <= now() returning id`;
  await sql`delete from ad_prepare_allowance where day < (now() at time zone 'utc')::date - 1`;
  return rows.length;
}
