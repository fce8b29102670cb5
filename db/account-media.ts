import type { Sql } from './client';

export interface OwnedMedia {
  key: string;
  contentType: string;
  bytes: number;
  /** created_at in microseconds since the epoch (text: exact, for a keyset position). */
  at: string;
}

interface Row {
  key: string;
  content_type: string;
  bytes: number;
  at: string;
}

const owned = (r: Row): OwnedMedia => ({ key: r.key, contentType: r.content_type, bytes: r.bytes, at: r.at });

/** Those of `keys` that are the account's media and not yet expired; another account's are simply absent. */
export async function findOwnedMedia(sql: Sql, accountId: string, keys: string[]): Promise<OwnedMedia[]> {
  if (keys.length === 0) return [];
  const rows = await sql<Row[]>`
    select key, content_type, bytes, (extract(epoch from created_at) * 1000000)::bigint::text as at
    from media_objects
    where account_id = ${accountId} and key in ${sql(keys)} and expires_at > now()`;
  return rows.map(owned);
}

/** The account's live media, newest first, after a (created_at in microseconds, key) position. */
export async function listOwnedMedia(
  sql: Sql,
  accountId: string,
  limit: number,
  after: { at: string; key: string } | null,
): Promise<OwnedMedia[]> {
  const rows = await sql<Row[]>`
    select key, content_type, bytes, (extract(epoch from created_at) * 1000000)::bigint::text as at
    from media_objects
    where account_id = ${accountId} and expires_at > now()
      ${after ? sql`and ((extract(epoch from created_at) * 1000000)::bigint, key) < (${after.at}::bigint, ${after.key})` : sql``}
    order by created_at desc, key desc
    limit ${limit}`;
  return rows.map(owned);
}
