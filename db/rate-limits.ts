import type { Sql } from './client';

export interface WindowHit {
  hits: number;
  resetSeconds: number;
}

/** Counts one request in the key's current window and returns the count so far and the seconds left. */
export async function hitWindow(
  sql: Sql,
  keyId: string,
  bucket: string,
  windowSeconds: number,
): Promise<WindowHit> {
  const [row] = await sql<{ hits: number; reset_seconds: number }[]>`
    with w as (select to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}) as start)
    insert into rate_limit_windows as r (key_id, bucket, window_start, hits)
    select ${keyId}, ${bucket}, w.start, 1 from w
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
