import { API_KEY_COLUMNS, type ApiKeyRow } from './api-keys';
import type { Sql } from './client';

export interface WindowHit {
  hits: number;
  resetSeconds: number;
}

/** The start of the current window: windows are fixed, `seconds` long from the epoch. */
const windowStart = (sql: Sql, seconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;
/** Seconds until a counted row's window turns. */
const secondsLeft = (sql: Sql, seconds: number) =>
  sql`ceil(extract(epoch from (window_start + make_interval(secs => ${seconds}) - now())))::int as reset_seconds`;

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
      select k.id, ${bucket}, ${windowStart(sql, windowSeconds)}, 1
      from k
      on conflict (key_id, bucket, window_start) do update set hits = r.hits + 1
      returning hits, ${secondsLeft(sql, windowSeconds)}
    )
    select k.*, hit.hits, hit.reset_seconds from k, hit`;
  if (!row) return undefined;
  const { hits, reset_seconds, ...key } = row;
  return { key, hit: { hits, resetSeconds: Math.max(1, reset_seconds) } };
}

/**
 * Counts one request of `owner` in its current window of each bucket, by that bucket's weight (a platform delivery
 * counts once as a delivery and once per change it carries), in one statement; the API key's own count is
 * `findKeyAndCount`. What was counted stays counted, refused or not, as with a key.
 */
export async function countInWindows<B extends string>(
  sql: Sql,
  owner: string,
  weights: Record<B, number>,
  windowSeconds: number,
): Promise<Record<B, WindowHit>> {
  const counted = Object.entries<number>(weights).map(([bucket, hits]) => ({ bucket, hits }));
  const rows = await sql<{ bucket: B; hits: number; reset_seconds: number }[]>`
    insert into rate_limit_windows as r (key_id, bucket, window_start, hits)
    select ${owner}, b.bucket, ${windowStart(sql, windowSeconds)}, b.hits
    from jsonb_to_recordset(${sql.json(counted as never)}) as b (bucket text, hits integer)
    on conflict (key_id, bucket, window_start) do update set hits = r.hits + excluded.hits
    returning bucket, hits, ${secondsLeft(sql, windowSeconds)}`;
  return Object.fromEntries(
    rows.map((r) => [r.bucket, { hits: r.hits, resetSeconds: Math.max(1, r.reset_seconds) }]),
  ) as Record<B, WindowHit>;
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
  return (await countInWindows(sql, keyId, { [bucket]: 1 }, windowSeconds))[bucket]!;
}

export async function purgeOldWindows(sql: Sql): Promise<number> {
  const rows =
    await sql`delete from rate_limit_windows where window_start < now() - interval '1 hour' returning 1`;
  return rows.length;
}
