import { Storage } from '@google-cloud/storage';
import { randomBytes } from 'node:crypto';
import type { Config } from '../lib/config';
import { createGcsMediaStore } from './gcs-media-store';
import { createLocalMediaStore } from './local-media-store';
import { extensionFor, type MediaStore } from './media-store';

export type { MediaStore, StoredMedia } from './media-store';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `<prefix>/<26 random base32>.<ext>`: 130 random bits, so URLs cannot be guessed. */
export function newMediaKey(prefix: string, contentType: string): string {
  let random = '';
  for (const byte of randomBytes(26)) random += BASE32[byte & 31];
  return `${prefix}/${random}.${extensionFor(contentType)}`;
}

export function createMediaStore(config: Config): MediaStore {
  const { media } = config;
  if (media.store === 'local') return createLocalMediaStore(media.dir, config.publicBaseUrl);
  const storage = new Storage({
    projectId: media.gcs.projectId,
    ...(media.gcs.apiEndpoint ? { apiEndpoint: media.gcs.apiEndpoint } : {}),
    ...(media.gcs.credentials ? { credentials: media.gcs.credentials } : {}),
  });
  return createGcsMediaStore(storage, {
    bucket: media.gcs.bucket!,
    urlMode: media.gcs.urlMode,
    signedUrlTtlSeconds: media.gcs.signedUrlTtlSeconds,
    publicBaseUrl: media.gcs.publicBaseUrl ?? media.gcs.apiEndpoint ?? 'https://storage.googleapis.com',
  });
}

/** URL prefixes of this service's own media, which uploads must never fetch back. */
export function ownMediaPrefixes(config: Config): string[] {
  const { gcs } = config.media;
  const prefixes = [`${config.publicBaseUrl.replace(/\/+$/, '')}/media/`];
  if (gcs.bucket) {
    prefixes.push(
      `https://storage.googleapis.com/${gcs.bucket}/`,
      `https://${gcs.bucket}.storage.googleapis.com/`,
    );
    const base = gcs.publicBaseUrl ?? gcs.apiEndpoint;
    if (base) prefixes.push(`${base.replace(/\/+$/, '')}/${gcs.bucket}/`);
  }
  return prefixes;
}
