import { ServiceError } from '../contract/errors';
import type { KeysetPosition, Sql, Tx } from './client';
import { isId } from '../lib/ids';

export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook', 'twitter', 'tiktok'] as const;
export type SocialLinks = Partial<Record<(typeof SOCIAL_NETWORKS)[number], string | null>>;

export interface BrandProfileRow {
  id: string;
  account_id: string;
  name: string;
  industry: string | null;
  description: string;
  summary: string | null;
  website: string | null;
  website_icon_available: boolean;
  logo_available: boolean;
  primary_color: string | null;
  secondary_color: string | null;
  accent_color: string | null;
  brand_strength: 'subtle' | 'balanced' | 'strong';
  social_links: SocialLinks;
  created_at: Date;
  updated_at: Date;
}

export interface BrandResourceRow {
  id: string;
  title: string;
  source_type: string;
  source_url: string | null;
  content: string;
  created_at: Date;
}

export type BrandFields = Partial<
  Pick<
    BrandProfileRow,
    | 'name'
    | 'industry'
    | 'description'
    | 'summary'
    | 'website'
    | 'primary_color'
    | 'secondary_color'
    | 'accent_color'
    | 'brand_strength'
    | 'social_links'
  >
>;

export const MAX_BRAND_RESOURCES = 3;

export async function findOwnedBrandProfile(
  sql: Sql | Tx,
  accountId: string,
  id: string,
): Promise<BrandProfileRow | undefined> {
  if (!isId('brp', id)) return undefined;
  const [row] = await sql<BrandProfileRow[]>`
    select * from brand_profiles where id = ${id} and account_id = ${accountId}`;
  return row;
}

export async function insertBrandProfile(
  sql: Sql,
  id: string,
  accountId: string,
  fields: BrandFields & { name: string },
): Promise<BrandProfileRow> {
  const [row] = await sql<BrandProfileRow[]>`
    insert into brand_profiles ${sql({ id, account_id: accountId, ...fields, social_links: sql.json((fields.social_links ?? {}) as never) } as never)}
    returning *`;
  return row!;
}

export async function updateBrandProfile(
  sql: Sql,
  id: string,
  fields: BrandFields,
): Promise<BrandProfileRow | undefined> {
  const values: Record<string, unknown> = { ...fields, updated_at: sql`now()` };
  if (fields.social_links) values.social_links = sql.json(fields.social_links as never);
  const [row] = await sql<BrandProfileRow[]>`
    update brand_profiles set ${sql(values as never)} where id = ${id} returning *`;
  return row;
}

export async function listBrandProfiles(
  sql: Sql,
  accountId: string | null,
  limit: number,
  after: KeysetPosition | null,
): Promise<(BrandProfileRow & { position_ts: string })[]> {
  return sql<(BrandProfileRow & { position_ts: string })[]>`
    select *, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position_ts
    from brand_profiles
    where ${accountId === null ? sql`true` : sql`account_id = ${accountId}`}
      -- ::text first: a parameter typed timestamptz is serialized through a JS Date, losing microseconds.
      ${after ? sql`and (created_at, id) > (${after.created_at}::text::timestamptz, ${after.id})` : sql``}
    order by created_at, id
    limit ${limit}`;
}

export async function brandResources(sql: Sql, brandProfileId: string): Promise<BrandResourceRow[]> {
  return sql<BrandResourceRow[]>`
    select id, title, source_type, source_url, content, created_at
    from brand_profile_resources where brand_profile_id = ${brandProfileId}
    order by created_at, id`;
}

export async function addBrandResource(
  sql: Sql,
  brandProfileId: string,
  resource: Omit<BrandResourceRow, 'created_at'>,
): Promise<BrandResourceRow> {
  return sql.begin(async (tx) => {
    await tx`select id from brand_profiles where id = ${brandProfileId} for update`;
    const [{ n }] =
      (await tx`select count(*)::int as n from brand_profile_resources where brand_profile_id = ${brandProfileId}`) as unknown as [
        { n: number },
      ];
    if (n >= MAX_BRAND_RESOURCES) {
      throw new ServiceError(
        'invalid_request',
        `A brand profile holds at most ${MAX_BRAND_RESOURCES} resources.`,
      );
    }
    const [row] = await tx<BrandResourceRow[]>`
      insert into brand_profile_resources (id, brand_profile_id, title, source_type, source_url, content)
      values (${resource.id}, ${brandProfileId}, ${resource.title}, ${resource.source_type}, ${resource.source_url}, ${resource.content})
      returning id, title, source_type, source_url, content, created_at`;
    return row!;
  });
}
