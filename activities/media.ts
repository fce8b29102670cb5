import type { Sql } from '../db/client';
import { expiredMediaKeys, forgetMedia } from '../db/media';
import type { MediaStore } from '../storage';

const BATCH = 200;

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
