import type { Storage } from '@google-cloud/storage';
import { MEDIA_KEY, type MediaStore } from './media-store';

export interface GcsOptions {
  bucket: string;
  urlMode: 'public' | 'signed';
  /** V4 signed URLs live at most 7 days. */
  signedUrlTtlSeconds: number;
  publicBaseUrl: string;
}

/** Google Cloud Storage through @google-cloud/storage: public object URLs or V4-signed read URLs. */
export function createGcsMediaStore(storage: Storage, options: GcsOptions): MediaStore {
  const bucket = storage.bucket(options.bucket);
  const check = (key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`invalid media key ${key}`);
  };
  const url = async (key: string) => {
    check(key);
    if (options.urlMode === 'public')
      return `${options.publicBaseUrl.replace(/\/+$/, '')}/${options.bucket}/${key}`;
    const [signed] = await bucket.file(key).getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: Date.now() + options.signedUrlTtlSeconds * 1000,
    });
    return signed;
  };
  return {
    kind: 'gcs',
    async put(key, data, contentType) {
      check(key);
      await bucket.file(key).save(data, {
        contentType,
        resumable: false,
        metadata: { cacheControl: 'public, max-age=2592000, immutable' },
      });
      return { key, url: await url(key), contentType, bytes: data.length };
    },
    url,
    async get(key) {
      check(key);
      const [data] = await bucket.file(key).download();
      return data;
    },
    async delete(key) {
      check(key);
      await bucket.file(key).delete({ ignoreNotFound: true });
    },
  };
}
