import { API_KEY_COLUMNS, type ApiKeyRow } from './api-keys';
import type { Sql } from './client';

export interface WindowHit {
  hits: number;
  resetSeconds: number;
}

/**
 * The unrevoked API key with this hash, and this request counted in the key's current window of the bucket, in one
 * statement: authentication and the rate limit cost one round trip. An unknown or revoked key counts nothing.
 */
export async function findKeyAndCount(
  sql: Sql,
  keyHash: string,
  bucket: string,
  windowSeconds: number,
): Promise<{ key: ApiKeyRow; hit: WindowHit } | undefined> {
  const [row] = await sql<(ApiKeyRow & { hits: number; reset_seconds: number })[]>`
    with k as (
      select ${sql.unsafe(API_KEY_COLUMNS)} from api_keys where key_hash = ${keyHash} and revoked_at is null
    ),
    hit as (
      insert into rate_limit_windows as r (key_id, bucket, window_start, hits)
      select k.id, ${bucket}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1
      from k
      on conflict (key_id, bucket, window_start) do update set hits = r.hits + 1
      returning hits,
        ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as reset_seconds
    )
    select k.*, hit.hits, hit.reset_seconds from k, hit`;
  if (!row) return undefined;
  const { hits, reset_seconds, ...key } = row;
  return { key, hit: { hits, resetSeconds: Math.max(1, reset_seconds) } };
}

/**
 * One more request of a key already known counted in its current window of the bucket: an MCP tool call to a route
 * that takes no key (its own request counts nothing) counts here, against the caller's key.
 */
export async function countRequest(
  sql: Sql,
  keyId: string,
  bucket: string,
  windowSeconds: number,
): Promise<WindowHit> {
  const [row] = await sql<{ hits: number; reset_seconds: number }[]>`
    insert into rate_limit_windows as r (key_id, bucket, window_start, hits)
    values (${keyId}, ${bucket}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (key_id, bucket, window_start) do update set hits = r.hits + 1
    returning hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as reset_seconds`;
  return { hits: row!.hits, resetSeconds: Math.max(1, row!.reset_seconds) };
}

export async function purgeOldWindows(sql: Sql): Promise<number> {
  const rows =
    await sql`delete from rate_limit_windows where window_start < now() - interval '1 hour' returning 1`;
  return rows.length;
}
