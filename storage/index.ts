import { Storage } from '@google-cloud/storage';
import { randomBytes } from 'node:crypto';
import type { Config } from '../lib/config';
import { refusedUrls, type RefusedUrls } from '../lib/net/refused-urls';
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

const GCS_ENDPOINT = 'https://storage.googleapis.com';

/** Where public object URLs start: the configured base, else the API endpoint (an emulator), else Google's. */
const gcsPublicBase = (gcs: Config['media']['gcs']) => gcs.publicBaseUrl ?? gcs.apiEndpoint ?? GCS_ENDPOINT;

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
    publicBaseUrl: gcsPublicBase(media.gcs),
  });
}

/**
 * The origin that media URLs are on when this API does not serve them: a public object URL's base, or the host
 * signed URLs are made for (the client signs for its API endpoint). Null with the local store: /media/ is ours.
 */
export function mediaOrigin(config: Config): string | null {
  const { media } = config;
  if (media.store === 'local') return null;
  const base =
    media.gcs.urlMode === 'public' ? gcsPublicBase(media.gcs) : (media.gcs.apiEndpoint ?? GCS_ENDPOINT);
  return new URL(base).origin;
}

/**
 * Every URL of this service's own media, which uploads and website context must never fetch back: the API's
 * `/media/`, and the bucket through each front Google serves it on (XML path and virtual-host styles, the
 * authenticated-browser host, the JSON API's metadata, listing and download paths), the configured public
 * base and a custom API endpoint (an emulator).
 */
export function ownMediaUrls(config: Config): RefusedUrls {
  const { gcs } = config.media;
  const under = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;
  const bases = [under(config.publicBaseUrl, 'media')];
  if (gcs.bucket) {
    const b = gcs.bucket;
    const jsonApi = (base: string) => [
      under(base, `storage/v1/b/${b}`),
      under(base, `download/storage/v1/b/${b}`),
    ];
    bases.push(
      `https://${b}.storage.googleapis.com/`,
      `https://${b}.commondatastorage.googleapis.com/`,
      ...['storage.googleapis.com', 'commondatastorage.googleapis.com', 'storage.cloud.google.com'].map(
        (host) => `https://${host}/${b}`,
      ),
      ...jsonApi('https://storage.googleapis.com'),
      ...jsonApi('https://www.googleapis.com'),
    );
    if (gcs.publicBaseUrl) bases.push(under(gcs.publicBaseUrl, b));
    if (gcs.apiEndpoint) bases.push(under(gcs.apiEndpoint, b), ...jsonApi(gcs.apiEndpoint));
  }
  return refusedUrls(bases);
}
