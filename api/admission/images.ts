import { invalidFields, ServiceError } from '../../contract/errors';
import { overlayPlan, resolveLogoMode, type ImageRequest } from '../../contract/images';
import type { Sql } from '../../db/client';
import { findOwnedUpload } from '../../db/uploads';

export interface ImageAdmissionDeps {
  sql: Sql;
  /** Whether the configured text provider can translate overlay text (the local composer cannot). */
  canTranslate: boolean;
  imageProvider: string;
}

const invalid = (pointer: string, detail: string) => invalidFields([{ pointer, detail }]);

/**
 * What an image request references, checked before charging so a refused request changes nothing: owned
 * uploads (unknown and foreign ids are the same 404), their roles, what the engines can decode, and whether a
 * translation asked for can be made. The brand profile is checked by the caller (requireOwnedBrandProfile), once
 * per request, before this.
 */
export async function checkImageReferences(
  deps: ImageAdmissionDeps,
  accountId: string,
  input: ImageRequest,
  /** Where a field stands in the request body (a campaign nests them under /deliverables/image). */
  at: (field: string) => string = (field) => `/${field}`,
): Promise<void> {
  for (const [index, id] of (input.reference_storage_ids ?? []).entries()) {
    const upload = await findOwnedUpload(deps.sql, accountId, id);
    if (!upload) throw new ServiceError('not_found', `No upload with storage id ${id}.`);
    if (upload.role !== 'reference')
      throw invalid(
        `${at('reference_storage_ids')}/${index}`,
        `is an upload with role ${upload.role}; references need role reference`,
      );
  }
  const logoMode = resolveLogoMode(input);
  if (input.logo_storage_id && logoMode !== 'none') {
    const upload = await findOwnedUpload(deps.sql, accountId, input.logo_storage_id);
    if (!upload) throw new ServiceError('not_found', `No upload with storage id ${input.logo_storage_id}.`);
    if (upload.role !== 'logo')
      throw invalid(at('logo_storage_id'), `is an upload with role ${upload.role}; a logo needs role logo`);
    // The vector renderer and the overlay compositor decode PNG and JPEG; an image model takes WebP as it is.
    const composited = logoMode === 'deterministic_overlay' || deps.imageProvider === 'local';
    if (upload.content_type === 'image/webp' && composited)
      throw invalid(
        at('logo_storage_id'),
        'is a WebP image; logos drawn or overlaid by this service must be PNG or JPEG',
      );
  }
  if (input.include_text && input.overlay_text !== undefined) {
    const plan = overlayPlan(input.overlay_text, input.overlay_text_language, input.output_language);
    if (plan.translate && !deps.canTranslate) {
      throw invalid(
        at('overlay_text_language'),
        `asks for ${plan.language} but overlay_text is ${plan.source}, and this deployment has no text provider that can translate; send the phrase in ${plan.language} or use auto`,
      );
    }
  }
}
