import type { Response } from 'express';
import { maxReferences, type GenerationContract } from '../../ad-library/generation-contract';
import {
  AD_LIMITS,
  resolveAdLogoMode,
  type AdGenerationRequest,
  type AdLocale,
} from '../../contract/ad-library';
import { invalidFields, ServiceError, type FieldError } from '../../contract/errors';
import { hasVisibleText } from '../../contract/text';
import {
  beginPreparation,
  findAd,
  findPreparation,
  preparationStatus,
  type AdRow,
} from '../../db/ad-library';
import type { Sql, Tx } from '../../db/client';
import { findOwnedUpload } from '../../db/uploads';

/** The catalog ad a request names, or the one 404 every ad-library route answers for it. */
export async function requireAd(sql: Sql, id: string): Promise<AdRow> {
  const ad = await findAd(sql, id);
  if (!ad) throw new ServiceError('not_found', 'No ad with this id in the library.');
  return ad;
}

/**
 * Everything a generation needs that can be known before charging: a ready preparation, fields the prepared
 * contract names within their limits, owned uploads of the right role and format, no more photos than slots.
 */
export async function checkAdGeneration(
  sql: Sql,
  accountId: string,
  ad: AdRow,
  input: AdGenerationRequest,
  at: (field: string) => string = (field) => `/${field}`,
): Promise<GenerationContract> {
  const prep = await findPreparation(sql, accountId, ad.id);
  if (prep?.status !== 'ready')
    throw new ServiceError(
      'preparation_required',
      `Ad ${ad.id} is not prepared for this account (preparation ${preparationStatus(prep)}). POST /v1/ad-library/${ad.id}/prepare first; it is never run automatically.`,
    );
  const contract = (prep.contract as Record<AdLocale, GenerationContract>)[input.locale];
  const byId = new Map(contract.fields.map((f) => [f.id as string, f]));
  const errors: FieldError[] = [];
  for (const [id, value] of Object.entries(input.template_fields)) {
    const field = byId.get(id);
    const pointer = `${at('template_fields')}/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!field) {
      errors.push({
        pointer,
        detail: `is not a field of this ad's prepared contract (fields: ${[...byId.keys()].join(', ')})`,
      });
      continue;
    }
    const length = [...value].length;
    if (length > field.max_characters)
      errors.push({
        pointer,
        detail: `is ${length} characters; ${field.id} holds at most ${field.max_characters}`,
      });
    if (field.required && !hasVisibleText(value))
      errors.push({ pointer, detail: 'is required and must not be blank' });
  }
  const refs = input.reference_storage_ids ?? [];
  const max = maxReferences(contract.layout);
  if (refs.length > max)
    errors.push({
      pointer: at('reference_storage_ids'),
      detail: `has ${refs.length} ids; this layout has ${max} photo slot${max === 1 ? '' : 's'}`,
    });
  if (errors.length > 0) throw invalidFields(errors);

  for (const [index, id] of refs.entries()) {
    const upload = await findOwnedUpload(sql, accountId, id);
    if (!upload) throw new ServiceError('not_found', `No upload with storage id ${id}.`);
    if (upload.role !== 'reference')
      errors.push({
        pointer: `${at('reference_storage_ids')}/${index}`,
        detail: `is an upload with role ${upload.role}; photos need role reference`,
      });
    else if (upload.content_type === 'image/webp')
      errors.push({
        pointer: `${at('reference_storage_ids')}/${index}`,
        detail: 'is a WebP image; ad layouts place PNG or JPEG photos',
      });
  }
  if (input.logo_storage_id && resolveAdLogoMode(input) !== 'none') {
    const upload = await findOwnedUpload(sql, accountId, input.logo_storage_id);
    if (!upload) throw new ServiceError('not_found', `No upload with storage id ${input.logo_storage_id}.`);
    if (upload.role !== 'logo')
      errors.push({
        pointer: at('logo_storage_id'),
        detail: `is an upload with role ${upload.role}; a logo needs role logo`,
      });
    else if (upload.content_type === 'image/webp')
      errors.push({
        pointer: at('logo_storage_id'),
        detail: 'is a WebP image; logos placed by the ad layout must be PNG or JPEG',
      });
  }
  if (errors.length > 0) throw invalidFields(errors);
  return contract;
}

const SECONDS_PER_DAY = 86_400;

/**
 * Admission of a new prepare, inside its claim: a concurrent prepare of the same ad is a retryable 409, the
 * day's allowance a 429 until the next UTC midnight (with RateLimit headers for it), and the price is 0 when
 * the analysis is already ready.
 */
export async function admitPrepare(
  tx: Tx,
  res: Response,
  ids: { accountId: string; adId: string; requestId: string },
): Promise<{ credits: number }> {
  const quota = AD_LIMITS.prepare_allowance_per_day;
  const admitted = await beginPreparation(tx, { ...ids, allowance: quota });
  if (admitted.kind === 'busy')
    throw new ServiceError(
      'request_in_progress',
      `Request ${admitted.requestId} is preparing this ad for the account; retry with the same key and body when it completes.`,
      undefined,
      2,
    );
  if (admitted.kind === 'exhausted') {
    const seconds = Math.max(1, Math.ceil((admitted.resetAt.getTime() - Date.now()) / 1000));
    res.setHeader('RateLimit-Policy', `"ad-library-prepare";q=${quota};w=${SECONDS_PER_DAY}`);
    res.setHeader('RateLimit', `"ad-library-prepare";r=0;t=${seconds}`);
    throw new ServiceError(
      'allowance_exhausted',
      `The ad-library prepare allowance of ${quota} a day is used up; it resets at ${admitted.resetAt.toISOString()}. Retry with the same key and body then.`,
      undefined,
      seconds,
    );
  }
  return admitted;
}
