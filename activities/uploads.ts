import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ServiceError } from '../contract/errors';
import { UPLOAD_LIMITS, type UploadRequest, type UploadResult } from '../contract/uploads';
import type { Sql } from '../db/client';
import { insertUpload } from '../db/uploads';
import { sniffImage } from '../lib/media/sniff';
import type { RefusedUrls } from '../lib/net/refused-urls';
import { fetchProblem, safeFetch, SafeFetchError, type SafeFetchOptions } from '../lib/net/safe-fetch';
import { newMediaKey, type MediaStore } from '../storage';
import { translated } from './failure';

export interface ImportUploadInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: UploadRequest;
}

export interface UploadDeps {
  sql: Sql;
  media: MediaStore;
  uploads: { allowHosts: ReadonlySet<string>; caFile?: string; refusedUrls: RefusedUrls };
}

export function createUploadActivities({ sql, media, uploads }: UploadDeps) {
  const fetchOptions: SafeFetchOptions = {
    maxBytes: UPLOAD_LIMITS.max_bytes,
    timeoutMs: UPLOAD_LIMITS.fetch_timeout_ms,
    maxRedirects: UPLOAD_LIMITS.max_redirects,
    refusedUrls: uploads.refusedUrls,
    allowHosts: uploads.allowHosts,
    ca: uploads.caFile ? readFileSync(uploads.caFile, 'utf8') : undefined,
  };
  return {
    /** Downloads, checks and stores one image; nothing is stored unless every check passes. */
    importUpload: (input: ImportUploadInput): Promise<UploadResult> =>
      translated(async () => {
        const { url, role } = input.request;
        let fetched: { body: Buffer; finalUrl: string };
        try {
          fetched = await safeFetch(url, fetchOptions);
        } catch (err) {
          throw err instanceof SafeFetchError ? fetchProblem(err) : err;
        }
        const sniffed = sniffImage(fetched.body);
        const invalid = (detail: string) =>
          new ServiceError('invalid_request', `The image ${detail}.`, [{ pointer: '/url', detail }]);
        if (!sniffed.ok) throw invalid(`is not accepted: ${sniffed.reason}`);
        const { image } = sniffed;
        if (image.animated) throw invalid('is animated; only still images are accepted');
        const pixels = image.width * image.height;
        if (image.width === 0 || image.height === 0) throw invalid('has no pixels');
        if (pixels > UPLOAD_LIMITS.max_pixels[role]) {
          throw invalid(
            `has ${image.width}x${image.height} pixels; the limit is ${UPLOAD_LIMITS.max_pixels[role] / 1e6} megapixels`,
          );
        }
        const key = newMediaKey('upl', image.contentType);
        await media.put(key, fetched.body, image.contentType);
        const row = await insertUpload(
          sql,
          {
            id: input.resourceId,
            account_id: input.accountId,
            request_id: input.requestId,
            role,
            media_key: key,
            content_type: image.contentType,
            bytes: fetched.body.length,
            width: image.width,
            height: image.height,
            sha256: createHash('sha256').update(fetched.body).digest('hex'),
            source_url: fetched.finalUrl,
          },
          media.kind,
        );
        return {
          object: 'upload',
          storage_id: row.id,
          role: row.role,
          content_type: row.content_type,
          bytes: row.bytes,
          width: row.width,
          height: row.height,
          sha256: row.sha256,
          source_url: row.source_url,
          attached: false,
          created_at: row.created_at.toISOString(),
          expires_at: row.expires_at.toISOString(),
          request_id: input.requestId,
        };
      }),
  };
}
