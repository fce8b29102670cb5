import type { Sql } from './client';

export interface ApiKeyRow {
  id: string;
  account_id: string;
  display_prefix: string;
  name: string | null;
  scopes: string[];
  created_at: Date;
  revoked_at: Date | null;
}

export async function insertApiKey(
  sql: Sql,
  key: { id: string; accountId: string; hash: string; prefix: string; name: string | null; scopes: string[] },
): Promise<ApiKeyRow> {
  const [row] = await sql<ApiKeyRow[]>`
    insert into api_keys (id, account_id, key_hash, display_prefix, name, scopes)
    values (${key.id}, ${key.accountId}, ${key.hash}, ${key.prefix}, ${key.name}, ${key.scopes})
    returning id, account_id, display_prefix, name, scopes, created_at, revoked_at`;
  return row!;
}

export async function findActiveKeyByHash(sql: Sql, hash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await sql<ApiKeyRow[]>`
    select id, account_id, display_prefix, name, scopes, created_at, revoked_at
    from api_keys where key_hash = ${hash} and revoked_at is null`;
  return row;
}

export async function revokeApiKey(sql: Sql, id: string): Promise<boolean> {
  const rows =
    await sql`update api_keys set revoked_at = now() where id = ${id} and revoked_at is null returning id`;
  return rows.length === 1;
}

export async function listApiKeys(sql: Sql, accountId: string): Promise<ApiKeyRow[]> {
  return sql<ApiKeyRow[]>`
    select id, account_id, display_prefix, name, scopes, created_at, revoked_at
    from api_keys where account_id = ${accountId} order by created_at, id`;
}
