import { UPLOAD_LIMITS } from '../contract/uploads';
import { LIMITS } from '../contract/limits';
import type { Sql } from './client';
import { isId } from '../lib/ids';

export interface UploadRow {
  id: string;
  account_id: string;
  request_id: string;
  role: 'reference' | 'logo';
  media_key: string;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  sha256: string;
  source_url: string;
  attached_at: Date | null;
  discarded_at: Date | null;
  created_at: Date;
  expires_at: Date;
}

/** The upload row and its media record, together; a retried activity finds the row and changes nothing. */
export async function insertUpload(
  sql: Sql,
  u: Omit<UploadRow, 'attached_at' | 'discarded_at' | 'created_at' | 'expires_at'>,
  store: 'local' | 'gcs',
): Promise<UploadRow> {
  return sql.begin(async (tx) => {
    const [row] = await tx<UploadRow[]>`
      insert into uploads (id, account_id, request_id, role, media_key, content_type, bytes, width, height, sha256, source_url, expires_at)
      values (${u.id}, ${u.account_id}, ${u.request_id}, ${u.role}, ${u.media_key}, ${u.content_type}, ${u.bytes},
              ${u.width}, ${u.height}, ${u.sha256}, ${u.source_url}, now() + ${`${UPLOAD_LIMITS.unattached_ttl_hours} hours`}::interval)
      on conflict (id) do update set id = excluded.id
      returning *`;
    await tx`
      insert into media_objects (key, account_id, request_id, store, content_type, bytes, expires_at)
      values (${u.media_key}, ${u.account_id}, ${u.request_id}, ${store}, ${u.content_type}, ${u.bytes}, ${row!.expires_at})
      on conflict (key) do nothing`;
    return row!;
  });
}

export async function findOwnedUpload(
  sql: Sql,
  accountId: string,
  id: string,
): Promise<UploadRow | undefined> {
  if (!isId('stg', id)) return undefined;
  const [row] = await sql<UploadRow[]>`
    select * from uploads where id = ${id} and account_id = ${accountId} and discarded_at is null and expires_at > now()`;
  return row;
}

/** Marks the upload discarded and lets retention delete its file at once. */
export async function discardUpload(sql: Sql, row: UploadRow): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`update uploads set discarded_at = now() where id = ${row.id}`;
    await tx`update media_objects set expires_at = now() where key = ${row.media_key}`;
  });
}

export async function purgeExpiredUploads(sql: Sql): Promise<number> {
  const rows = await sql`
    delete from uploads where expires_at <= now() or discarded_at is not null returning id`;
  return rows.length;
}

/**
 * Attaches uploads to a generation: attached files are no longer discardable and live as long as the request
 * record that uses them (30 days from now), together with their media.
 */
export async function attachUploads(sql: Sql, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql.begin(async (tx) => {
    const rows = await tx<{ media_key: string }[]>`
      update uploads
      set attached_at = coalesce(attached_at, now()),
          expires_at = greatest(expires_at, now() + ${`${LIMITS.media_retention_days} days`}::interval)
      where id in ${tx(ids)}
      returning media_key`;
    await tx`
      update media_objects set expires_at = greatest(expires_at, now() + ${`${LIMITS.media_retention_days} days`}::interval)
      where key in ${tx(rows.map((r) => r.media_key))}`;
  });
}
