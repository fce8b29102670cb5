import type { Sql } from './client';

export interface ApiKeyRow {
  id: string;
  account_id: string;
  display_prefix: string;
  name: string | null;
  scopes: string[];
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

export const API_KEY_COLUMNS =
  'id, account_id, display_prefix, name, scopes, created_at, revoked_at, last_used_at';

export async function insertApiKey(
  sql: Sql,
  key: {
    id: string;
    accountId: string;
    hash: string;
    prefix: string;
    name: string | null;
    scopes: string[];
    createdByForm?: string | null;
  },
): Promise<ApiKeyRow | undefined> {
  // No row when the form id was used before: that form's key exists and was shown once.
  const [row] = await sql<ApiKeyRow[]>`
    insert into api_keys (id, account_id, key_hash, display_prefix, name, scopes, created_by_form)
    values (${key.id}, ${key.accountId}, ${key.hash}, ${key.prefix}, ${key.name}, ${key.scopes},
      ${key.createdByForm ?? null})
    on conflict (created_by_form) do nothing
    returning ${sql.unsafe(API_KEY_COLUMNS)}`;
  return row;
}

export async function revokeApiKey(sql: Sql, id: string): Promise<boolean> {
  const rows =
    await sql`update api_keys set revoked_at = now() where id = ${id} and revoked_at is null returning id`;
  return rows.length === 1;
}

export async function listApiKeys(sql: Sql, accountId: string): Promise<ApiKeyRow[]> {
  return sql<ApiKeyRow[]>`
    select ${sql.unsafe(API_KEY_COLUMNS)}
    from api_keys where account_id = ${accountId} order by created_at, id`;
}

/** Revokes a key of this account; false when it is unknown, foreign or already revoked. */
export async function revokeOwnedApiKey(sql: Sql, accountId: string, id: string): Promise<boolean> {
  const rows = await sql`
    update api_keys set revoked_at = now() where id = ${id} and account_id = ${accountId} and revoked_at is null
    returning id`;
  return rows.length === 1;
}

/** Records a use, at most once a minute per key (the dashboard shows last use to the minute). */
export async function markKeyUsed(sql: Sql, id: string): Promise<void> {
  await sql`
    update api_keys set last_used_at = now()
    where id = ${id} and (last_used_at is null or last_used_at < now() - interval '1 minute')`;
}
