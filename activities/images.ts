import { invalidFields, ServiceError } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import { resolveDialect } from '../contract/dialects';
import {
  imagePixelSize,
  overlayPlan,
  resolveLogoMode,
  type ImageRequest,
  type ImageResult,
  type MediaFile,
} from '../contract/images';
import { findOwnedBrandProfile } from '../db/brand-profiles';
import type { Sql } from '../db/client';
import { attachUploads } from '../db/uploads';
import { overlayLogo } from '../providers/image/overlay';
import type { BrandLook, ImageProvider } from '../providers/image/types';
import type { TextProvider } from '../providers/text/types';
import type { MediaStore } from '../storage/media-store';
import { translated } from './failure';
import { heartbeating } from './heartbeat';
import { loadOwnedImage, storeGenerated } from './media';
import type { Charge } from './ledger';

export interface GenerateImageInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: ImageRequest;
  usage: Charge;
}

export function createImageActivities(deps: {
  sql: Sql;
  media: MediaStore;
  text: TextProvider;
  image: ImageProvider;
}) {
  const { sql, media, text, image } = deps;

  const loadUpload = (accountId: string, id: string, role: 'reference' | 'logo') =>
    loadOwnedImage({ sql, media }, accountId, id, role);

  const store = async (
    input: GenerateImageInput,
    prefix: string,
    out: { bytes: Buffer; mimeType: string; width: number; height: number },
  ): Promise<MediaFile> => {
    const stored = await storeGenerated({ sql, media }, input, prefix, out.bytes, out.mimeType);
    return {
      url: stored.url,
      mime_type: out.mimeType,
      width: out.width,
      height: out.height,
      bytes: stored.bytes,
    };
  };

  return {
    /** Resolves the brief, draws or asks for the image, composites an overlay logo and stores the files durably. */
    generateImage: (input: GenerateImageInput): Promise<ImageResult> =>
      translated(() =>
        heartbeating(async () => {
          const r = input.request;
          const resolved = resolveDialect(r.output_language, r.dialect, r.market);
          const dialect = resolved.dialect === 'none' ? null : resolved.dialect;
          const brandRow = r.brand_profile_id
            ? await findOwnedBrandProfile(sql, input.accountId, r.brand_profile_id)
            : undefined;
          if (r.brand_profile_id && !brandRow)
            throw new ServiceError('not_found', 'No brand profile with this id.');
          const brand: BrandLook | null = brandRow
            ? {
                name: brandRow.name,
                colors: [brandRow.primary_color, brandRow.secondary_color, brandRow.accent_color].filter(
                  (c): c is string => typeof c === 'string' && /^#[0-9a-fA-F]{6}$/.test(c),
                ),
                strength: brandRow.brand_strength,
              }
            : null;

          const referenceIds = r.reference_storage_ids ?? [];
          const references = await Promise.all(
            referenceIds.map((id) => loadUpload(input.accountId, id, 'reference')),
          );
          const logoMode = resolveLogoMode(r);
          const logo =
            logoMode === 'none' ? null : await loadUpload(input.accountId, r.logo_storage_id!, 'logo');

          let overlay: { text: string; language: 'ar' | 'en' } | null = null;
          let wasTranslated = false;
          if (r.include_text && r.overlay_text !== undefined) {
            const plan = overlayPlan(r.overlay_text, r.overlay_text_language, r.output_language);
            let phrase = r.overlay_text;
            if (plan.translate) {
              if (!text.translate) {
                throw invalidFields([
                  { pointer: '/overlay_text_language', detail: 'needs a text provider that can translate' },
                ]);
              }
              phrase = await text.translate({
                text: r.overlay_text,
                from: plan.source,
                to: plan.language,
                dialect: plan.language === 'ar' ? dialect : null,
                maxCharacters: LIMITS.overlay_text.max,
              });
              wasTranslated = true;
            }
            overlay = { text: phrase, language: plan.language };
          }

          const size = imagePixelSize(r.aspect_ratio, r.resolution);
          const out = await image.generate({
            prompt: r.prompt,
            type: r.type,
            style: r.style,
            aspectRatio: r.aspect_ratio,
            resolution: r.resolution,
            ...size,
            language: r.output_language,
            dialect,
            market: r.market ?? null,
            platform: r.platform ?? null,
            tone: r.tone ?? 'friendly',
            visualKeywords: r.visual_keywords ?? [],
            excludedVisuals: r.excluded_visuals ?? [],
            overlay,
            brand,
            references,
            logo: logoMode === 'model' ? logo : null,
          });

          // Only a generation that produced an image holds on to the uploads it used.
          await attachUploads(sql, [...referenceIds, ...(logo ? [r.logo_storage_id!] : [])]);
          let file: MediaFile;
          let clean: MediaFile | undefined;
          if (logoMode === 'deterministic_overlay' && logo) {
            clean = await store(input, 'imc', { ...out, bytes: out.image });
            const composite = overlayLogo(
              { bytes: out.image, contentType: out.mimeType, width: out.width, height: out.height },
              logo,
              r.output_language,
            );
            file = await store(input, 'img', { ...composite, bytes: composite.image, mimeType: 'image/png' });
          } else {
            file = await store(input, 'img', { ...out, bytes: out.image });
          }

          return {
            id: input.resourceId,
            object: 'image_generation',
            request_id: input.requestId,
            external_id: r.external_id ?? null,
            external_customer_id: r.external_customer_id ?? null,
            metadata: r.metadata ?? {},
            status: 'completed',
            output_language: r.output_language,
            market: r.market ?? null,
            dialect,
            dialect_source: resolved.dialect_source,
            image: file,
            ...(clean ? { clean_image: clean } : {}),
            aspect_ratio: r.aspect_ratio,
            resolution: r.resolution,
            type: r.type,
            style: r.style,
            brand_profile_id: r.brand_profile_id ?? null,
            reference_images_used: references.length,
            logo_policy: {
              mode: logoMode,
              logo_overlaid: logoMode === 'deterministic_overlay',
              logo_sent_to_model: logoMode === 'model',
              logo_storage_id: logo ? r.logo_storage_id! : null,
            },
            text_policy: {
              mode: overlay ? 'model' : 'none',
              content: overlay?.text ?? null,
              language: overlay?.language ?? null,
              translated: wasTranslated,
              deterministic: false,
              renderer: overlay ? 'image_model' : null,
            },
            visual_policy: { required: r.visual_keywords ?? [], excluded: r.excluded_visuals ?? [] },
            prompt_plan: out.plan,
            engine_version: image.engineVersion,
            usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
            saved_to: 'api_request',
          };
        }),
      ),
  };
}
