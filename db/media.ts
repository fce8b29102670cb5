import { LIMITS } from '../contract/limits';
import type { Sql } from './client';

export interface MediaRecord {
  key: string;
  accountId: string;
  requestId: string | null;
  store: 'local' | 'gcs';
  contentType: string;
  bytes: number;
}

export async function recordMedia(sql: Sql, m: MediaRecord): Promise<void> {
  await sql`
    insert into media_objects (key, account_id, request_id, store, content_type, bytes, expires_at)
    values (${m.key}, ${m.accountId}, ${m.requestId}, ${m.store}, ${m.contentType}, ${m.bytes},
            now() + ${`${LIMITS.media_retention_days} days`}::interval)
    on conflict (key) do nothing`;
}

export async function expiredMediaKeys(sql: Sql, limit: number): Promise<string[]> {
  const rows = await sql<{ key: string }[]>`
    select key from media_objects where expires_at <= now() order by expires_at limit ${limit}`;
  return rows.map((r) => r.key);
}

export async function forgetMedia(sql: Sql, keys: string[]): Promise<void> {
  if (keys.length > 0) await sql`delete from media_objects where key in ${sql(keys)}`;
}
