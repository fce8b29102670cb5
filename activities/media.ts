import { ServiceError } from '../contract/errors';
import type { Sql } from '../db/client';
import { findOwnedUpload } from '../db/uploads';
import type { SourceImage } from '../providers/image/types';
import { expiredMediaKeys, forgetMedia, recordMedia } from '../db/media';
import type { MediaStore, StoredMedia } from '../storage';
import { extensionFor } from '../storage/media-store';

const BATCH = 200;

/**
 * Stores a generated file under `<prefix>/<the resource id's random part>.<ext>` and records it for retention.
 * The key is derived from the request, so a retried activity overwrites the same object.
 */
export async function storeGenerated(
  deps: { sql: Sql; media: MediaStore },
  owner: { accountId: string; requestId: string; resourceId: string },
  prefix: string,
  data: Buffer,
  contentType: string,
): Promise<StoredMedia> {
  const key = `${prefix}/${owner.resourceId.slice(owner.resourceId.indexOf('_') + 1)}.${extensionFor(contentType)}`;
  const stored = await deps.media.put(key, data, contentType);
  await recordMedia(deps.sql, {
    key,
    accountId: owner.accountId,
    requestId: owner.requestId,
    store: deps.media.kind,
    contentType,
    bytes: data.length,
  });
  return stored;
}

/** An upload of the account with the given role, read from the media store; anything else is not found. */
export async function loadOwnedImage(
  deps: { sql: Sql; media: MediaStore },
  accountId: string,
  id: string,
  role: 'reference' | 'logo',
): Promise<SourceImage> {
  const row = await findOwnedUpload(deps.sql, accountId, id);
  if (!row || row.role !== role)
    throw new ServiceError('not_found', `No ${role} upload with storage id ${id}.`);
  return {
    bytes: await deps.media.get(row.media_key),
    contentType: row.content_type,
    width: row.width,
    height: row.height,
  };
}

export function createMediaActivities({ sql, media }: { sql: Sql; media: MediaStore }) {
  return {
    /** Deletes expired objects from the store first, then their rows: a crash in between only repeats work. */
    async purgeExpiredMedia(): Promise<{ deleted: number }> {
      let deleted = 0;
      for (;;) {
        const keys = await expiredMediaKeys(sql, BATCH);
        if (keys.length === 0) return { deleted };
        for (const key of keys) await media.delete(key);
        await forgetMedia(sql, keys);
        deleted += keys.length;
      }
    },
  };
}
