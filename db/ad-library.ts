import { STYLE_LABELS, type AdFilters, type AdLocale, type PreparationStatus } from '../contract/ad-library';
import type { Problem } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import { CREDIT_COSTS } from '../contract/pricing';
import { isId } from '../lib/ids';
import { loadCatalog, type CatalogAd } from './ad-catalog-files';
import type { Sql, Tx } from './client';
import { completeRequest, type Terminal } from './requests';
import { emitEvent, type DeliveryStart } from './webhooks';

/** An ad as the API and activities read it: the catalog file's fields without the search text. */
export type AdRow = Pick<
  CatalogAd,
  | 'id'
  | 'slug'
  | 'industry'
  | 'sector'
  | 'style'
  | 'hook_type'
  | 'offer_type'
  | 'framework'
  | 'tone'
  | 'platforms'
  | 'tags_en'
  | 'tags_ar'
  | 'content'
  | 'layout'
>;

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
  await seedVocabulary(tx, ads);
  await clusterCatalog(tx);
  await tx`insert into ad_catalog_versions (checksum, ads) values (${checksum}, ${ads.length})`;
  return ads.length;
}

/**
 * Keeps each industry's and style's ads together on disk (a tier reads a few pages, not one per ad) and the
 * statistics fresh. The catalog is read-mostly: run after every load.
 */
export async function clusterCatalog(sql: Sql | Tx): Promise<void> {
  await sql`cluster ad_catalog using ad_catalog_filters`;
  await sql`analyze ad_catalog`;
}

/** The words for each industry (its name and everyday aliases) and each style, in both languages. */
async function seedVocabulary(tx: Tx, ads: CatalogAd[]): Promise<void> {
  await tx`delete from ad_vocabulary`;
  const industries = new Map(ads.map((a) => [a.sector, a]));
  for (const [sector, ad] of industries)
    await tx`insert into ad_vocabulary (kind, value, document)
             values ('industry', ${sector}, cgs_ad_document(${ad.industry_terms_en}, ${ad.industry_terms_ar}))`;
  for (const [style, labels] of Object.entries(STYLE_LABELS))
    await tx`insert into ad_vocabulary (kind, value, document)
             values ('style', ${style}, cgs_ad_document(${`${style} ${labels.en}`}, ${labels.ar}))`;
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

/** Rows of a tier re-ranked by text relevance: the first HEAD by id (all of them in the bundled catalog). */
const HEAD = 32;

interface Terms {
  /** Words with a lexeme in either language, as tsquery text. */
  usable: Array<{ word: string; query: string; sectors: string[]; styles: string[] }>;
}

/** Each word's tsquery and the industries and styles it names (read against the small vocabulary table). */
async function readTerms(sql: Sql, words: string[]): Promise<Terms> {
  const rows = await sql<{ w: string; q: string; usable: boolean; sectors: string[]; styles: string[] }[]>`
    with words as (select w, ord, cgs_ad_term(w) as t from unnest(${words}::text[]) with ordinality as x(w, ord))
    select w, t::text as q, numnode(t) > 0 as usable,
      array(select v.value from ad_vocabulary v where v.kind = 'industry' and v.document @@ words.t) as sectors,
      array(select v.value from ad_vocabulary v where v.kind = 'style' and v.document @@ words.t) as styles
    from words order by ord`;
  return {
    usable: rows
      .filter((r) => r.usable)
      .map((r) => ({ word: r.w, query: r.q, sectors: r.sectors, styles: r.styles })),
  };
}

const andOf = (qs: string[]) => qs.map((q) => `(${q})`).join(' & ');
const orOf = (qs: string[]) => qs.map((q) => `(${q})`).join(' | ');

type Fragment = ReturnType<Sql['unsafe']>;

/**
 * One page of the catalog (limit + 1 rows, so the caller knows whether another page exists).
 * - browse: filters only, in a stable order;
 * - q: ads matching every word first, then ads whose metadata matches any word ("related"), same filters;
 * - brief: the words that name an industry or a style become conditions; ads of the named industry and style
 *   come first, then the industry's, then the style's, each split by whether the brief's other words match
 *   too; then ads matching only the other words.
 * Tiers are read one after another, each in id order with an early stop, so a page costs the same whether a
 * word is in ten ads or in fifty thousand. Inside a tier, the first 32 ads (by id) are ordered by text relevance.
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
  const terms = await readTerms(sql, spec.words);
  if (terms.usable.length === 0) return [];
  const anyQuery = orOf(terms.usable.map((t) => t.query));
  const tiers: Array<{ kind: MatchKind; where: Fragment }> = [];
  if (spec.mode === 'q') {
    const allQuery = andOf(terms.usable.map((t) => t.query));
    tiers.push({ kind: 'all_words', where: sql`c.search_all @@ ${allQuery}::tsquery` });
    tiers.push({
      kind: 'related_metadata',
      where: sql`c.search_meta @@ ${anyQuery}::tsquery and not (c.search_all @@ ${allQuery}::tsquery)`,
    });
  } else {
    const sectors = [...new Set(terms.usable.flatMap((t) => t.sectors))];
    const styles = [...new Set(terms.usable.flatMap((t) => t.styles))];
    const rest = terms.usable
      .filter((t) => t.sectors.length === 0 && t.styles.length === 0)
      .map((t) => t.query);
    const inSector = sql`c.sector = any(${sectors}::text[])`;
    const inStyle = sql`c.style = any(${styles}::text[])`;
    const restMatch: Fragment | null = rest.length ? sql`c.search_all @@ ${orOf(rest)}::tsquery` : null;
    const split = (where: Fragment): Array<{ kind: MatchKind; where: Fragment }> =>
      restMatch
        ? [
            { kind: 'brief' as const, where: sql`${where} and ${restMatch}` },
            { kind: 'brief' as const, where: sql`${where} and not (${restMatch})` },
          ]
        : [{ kind: 'brief' as const, where }];
    if (sectors.length && styles.length) tiers.push(...split(sql`${inSector} and ${inStyle}`));
    if (sectors.length) tiers.push(...split(styles.length ? sql`${inSector} and not ${inStyle}` : inSector));
    if (styles.length) tiers.push(...split(sectors.length ? sql`${inStyle} and not ${inSector}` : inStyle));
    if (restMatch) {
      const neither = [
        sectors.length ? sql`not ${inSector}` : null,
        styles.length ? sql`not ${inStyle}` : null,
      ];
      tiers.push({
        kind: 'brief',
        where: neither.reduce<Fragment>((acc, f) => (f ? sql`${acc} and ${f}` : acc), restMatch),
      });
    }
  }

  const page: Array<{ id: string; kind: MatchKind }> = [];
  let skip = spec.start;
  for (const tier of tiers) {
    if (page.length >= take) break;
    const want = Math.max(HEAD, skip + take - page.length);
    const rows = await sql<{ id: string; rank: number }[]>`
      select s.id, ts_rank(c.search_all, ${anyQuery}::tsquery) as rank
      from (select c.id from ad_catalog c where ${tier.where} ${filters} order by c.id limit ${want}) s
      join ad_catalog c on c.id = s.id
      order by s.id`;
    const head = rows.slice(0, HEAD).sort((a, b) => b.rank - a.rank || (a.id < b.id ? -1 : 1));
    const ordered = [...head, ...rows.slice(HEAD)];
    const used = ordered.slice(skip, skip + take - page.length);
    skip = Math.max(0, skip - ordered.length);
    page.push(...used.map((r) => ({ id: r.id, kind: tier.kind })));
  }
  if (page.length === 0) return [];
  const words = terms.usable.map((t) => t.word);
  const queries = terms.usable.map((t) => t.query);
  const details = await sql<(AdRow & { in_text: string[]; in_metadata: string[] })[]>`
    with terms as (select w, q::tsquery as t from unnest(${words}::text[], ${queries}::text[]) as x(w, q))
    select ${AD_SELECT(sql)},
      array(select u.w from terms u where c.search_text @@ u.t) as in_text,
      array(select u.w from terms u where c.search_meta @@ u.t) as in_metadata
    from ad_catalog c where c.id = any(${page.map((p) => p.id)}::text[])`;
  const byId = new Map(details.map((d) => [d.id, d]));
  // The industry and style a word names are known from the vocabulary: no document needed for those.
  const naming = (ad: AdRow, kind: 'sectors' | 'styles') =>
    terms.usable
      .filter((t) => t[kind].includes(kind === 'sectors' ? ad.sector : ad.style))
      .map((t) => t.word);
  return page.map((p) => {
    const ad = byId.get(p.id)!;
    return { ...ad, kind: p.kind, in_industry: naming(ad, 'sectors'), in_style: naming(ad, 'styles') };
  });
}

// --- Preparations -------------------------------------------------------------------------------------------

export type { PreparationStatus };

export interface PreparationRow {
  account_id: string;
  ad_id: string;
  /** A stored preparation; `missing` is what the API says when there is no row. */
  status: Exclude<PreparationStatus, 'missing'>;
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
  if (current?.status === 'pending' && current.request_id !== input.requestId) {
    // Busy while the preparing request is; one that ended without finishing the preparation (a workflow an
    // operator terminated) must not hold the ad for ever.
    const [owner] = await tx<
      { status: string }[]
    >`select status from requests where id = ${current.request_id}`;
    if (owner?.status === 'pending') return { kind: 'busy', requestId: current.request_id };
  }
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

/** An ad's preparation as the API serves it (GET /v1/ad-library/{id}'s `preparation`), and its events' data. */
export function preparationView(row: PreparationRow | undefined) {
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

/**
 * The analysis finished: ready with its contract, or failed with the problem (a later prepare retries). The
 * ad_preparation.ready or .failed event is written in the same transaction when this call moved it.
 */
export async function finishPreparation(
  tx: Tx,
  input: { accountId: string; adId: string; requestId: string } & (
    { status: 'ready'; contract: unknown } | { status: 'failed'; problem: Problem }
  ),
): Promise<DeliveryStart[]> {
  const [moved] =
    input.status === 'ready'
      ? await tx<PreparationRow[]>`
          update ad_preparations set status = 'ready', contract = ${tx.json(input.contract as never)},
            error = null, prepared_at = now(), updated_at = now()
          where account_id = ${input.accountId} and ad_id = ${input.adId} and request_id = ${input.requestId}
            and status <> 'ready'
          returning *`
      : await tx<PreparationRow[]>`
          update ad_preparations set status = 'failed', error = ${tx.json(input.problem as never)}, updated_at = now()
          where account_id = ${input.accountId} and ad_id = ${input.adId} and request_id = ${input.requestId}
            and status = 'pending'
          returning *`;
  if (!moved) return [];
  return emitEvent(tx, {
    accountId: input.accountId,
    type: moved.status === 'ready' ? 'ad_preparation.ready' : 'ad_preparation.failed',
    subjectId: input.requestId,
    data: { object: 'ad_preparation', ad_id: input.adId, ...preparationView(moved) },
  });
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
 * The saved snippet and the terminal request, written in the caller's transaction (section 4.8): both exist or
 * neither. A retried activity finds the request no longer pending and writes nothing.
 */
export async function completeAdGeneration(
  tx: Tx,
  snippet: SnippetInput,
  receipt: { httpStatus: number; body: string },
): Promise<Terminal | null> {
  const done = await completeRequest(tx, snippet.requestId, 'completed', receipt.httpStatus, receipt.body);
  if (!done) return null;
  await tx`
    insert into ad_generations (id, account_id, request_id, ad_id, locale, aspect_ratio, template_fields, image,
      original_image, logo_composition, expires_at)
    values (${snippet.id}, ${snippet.accountId}, ${snippet.requestId}, ${snippet.adId}, ${snippet.locale},
      ${snippet.aspectRatio}, ${tx.json(snippet.templateFields)}, ${tx.json(snippet.image as never)},
      ${snippet.originalImage === null ? null : tx.json(snippet.originalImage as never)},
      ${snippet.logoComposition === null ? null : tx.json(snippet.logoComposition as never)},
      now() + ${`${LIMITS.request_retention_days} days`}::interval)`;
  return done;
}

/** Retention: snippets go with their request after 30 days; allowance counters of past days go too. */
export async function purgeExpiredAdGenerations(sql: Sql): Promise<number> {
  const rows = await sql`delete from ad_generations where expires_at <= now() returning id`;
  await sql`delete from ad_prepare_allowance where day < (now() at time zone 'utc')::date - 1`;
  return rows.length;
}
