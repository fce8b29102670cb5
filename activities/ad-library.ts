import {
  resolveAdLogoMode,
  type AdGenerationRequest,
  type AdLocale,
  type AdPalette,
  type AdStyle,
  type AdTextField,
  type AdTexts,
} from '../contract/ad-library';
import { ServiceError, type Problem } from '../contract/errors';
import type { MediaFile } from '../contract/images';
import { completeAdGeneration, findAd, findPreparation, finishPreparation } from '../db/ad-library';
import type { Sql } from '../db/client';
import { attachUploads } from '../db/uploads';
import { buildContract, type GenerationContract } from '../ad-library/generation-contract';
import { AD_CANVAS, AD_ENGINE_VERSION, renderAd } from '../providers/image/ad-layout';
import { overlayLogo } from '../providers/image/overlay';
import type { MediaStore } from '../storage/media-store';
import type { Metrics } from '../lib/metrics';
import type { Commit } from '../db/commit';
import { translated } from './failure';
import { heartbeating } from './heartbeat';
import type { Charge } from './ledger';
import { loadOwnedImage, storeGenerated } from './media';

export interface PrepareAdInput {
  requestId: string;
  accountId: string;
  adId: string;
  locale: AdLocale;
  usage: Charge;
}

export interface GenerateAdInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: AdGenerationRequest & { ad_id: string };
  usage: Charge;
}

export interface AdGenerationResult {
  id: string;
  object: 'ad_library_generation';
  request_id: string;
  status: 'completed';
  ad_id: string;
  locale: AdLocale;
  aspect_ratio: string;
  image: MediaFile;
  original_image: MediaFile | null;
  snippet_id: string;
  template_fields: Partial<Record<AdTextField, string>>;
  palette: AdPalette;
  reference_images_used: number;
  logo_policy: {
    mode: 'model' | 'overlay' | 'none';
    logo_overlaid: boolean;
    logo_sent_to_model: boolean;
    logo_storage_id: string | null;
  };
  logo_composition: {
    base: 'original_image';
    layers: Array<{
      order: number;
      kind: 'logo';
      logo_storage_id: string;
      x: number;
      y: number;
      width: number;
      height: number;
      plate: { color: string; opacity: number; corner_radius: number };
    }>;
  } | null;
  typography: Record<string, { size: number; lines: number }>;
  engine_version: string;
  usage: { credits_used: number; balance_after: number | null };
  saved_to: 'ad_library_history';
}

export function createAdLibraryActivities(deps: {
  sql: Sql;
  media: MediaStore;
  metrics?: Metrics | null;
  commit: Commit;
}) {
  const { sql, media, metrics, commit } = deps;

  const loadUpload = (accountId: string, id: string, role: 'reference' | 'logo') =>
    loadOwnedImage({ sql, media }, accountId, id, role);

  async function store(
    input: GenerateAdInput,
    prefix: string,
    png: Buffer,
    width: number,
    height: number,
  ): Promise<MediaFile> {
    const stored = await storeGenerated({ sql, media }, input, prefix, png, 'image/png');
    return { url: stored.url, mime_type: 'image/png', width, height, bytes: stored.bytes };
  }

  return {
    /**
     * The analysis: the generation contract of the ad in both locales, measured on its layout, stored as the
     * account's ready preparation. An already-ready preparation (0 credits) is read, not redone.
     */
    prepareAd: (input: PrepareAdInput) =>
      translated(async () => {
        const ad = await findAd(sql, input.adId);
        if (!ad) throw new ServiceError('not_found', 'No ad with this id in the library.');
        let prep = await findPreparation(sql, input.accountId, ad.id);
        if (prep?.status !== 'ready' || prep.request_id === input.requestId) {
          const contract = { en: buildContract(ad, 'en'), ar: buildContract(ad, 'ar') };
          await commit(async (tx, emit) =>
            emit(
              await finishPreparation(tx, {
                accountId: input.accountId,
                adId: ad.id,
                requestId: input.requestId,
                status: 'ready',
                contract,
              }),
            ),
          );
          prep = await findPreparation(sql, input.accountId, ad.id);
        }
        if (prep?.status !== 'ready')
          throw new ServiceError('internal_error', 'The preparation was not recorded.');
        return {
          object: 'ad_preparation',
          request_id: input.requestId,
          ad_id: ad.id,
          locale: input.locale,
          status: 'ready',
          prepared_at: prep.prepared_at!.toISOString(),
          contract: (prep.contract as Record<AdLocale, GenerationContract>)[input.locale],
          usage: { credits_used: input.usage.credits, balance_after: null },
        };
      }),

    async failPreparation(input: { accountId: string; adId: string; requestId: string; problem: Problem }) {
      await commit(async (tx, emit) => emit(await finishPreparation(tx, { ...input, status: 'failed' })));
    },

    /** Renders the ad with the partner's exact texts, photos, palette and logo, and stores the files. */
    generateAdImage: (input: GenerateAdInput): Promise<AdGenerationResult> =>
      translated(() =>
        heartbeating(async () => {
          const r = input.request;
          const ad = await findAd(sql, r.ad_id);
          if (!ad) throw new ServiceError('not_found', 'No ad with this id in the library.');
          const prep = await findPreparation(sql, input.accountId, ad.id);
          if (prep?.status !== 'ready')
            throw new ServiceError('preparation_required', `Ad ${ad.id} is not prepared for this account.`);
          const contract = (prep.contract as Record<AdLocale, GenerationContract>)[r.locale];
          // Every contract field gets the partner's exact value when given, else the ad's own text.
          const texts: Partial<AdTexts> = {};
          for (const field of contract.fields) texts[field.id] = r.template_fields[field.id] ?? field.default;
          const palette: AdPalette = r.palette
            ? { primary: r.palette.primary, secondary: r.palette.secondary, accent: r.palette.accent }
            : ad.layout.palette;
          const referenceIds = r.reference_storage_ids ?? [];
          const photos = await Promise.all(
            referenceIds.map((id) => loadUpload(input.accountId, id, 'reference')),
          );
          const logoMode = resolveAdLogoMode(r);
          const logo =
            logoMode === 'none' ? null : await loadUpload(input.accountId, r.logo_storage_id!, 'logo');
          const canvas = AD_CANVAS[r.aspect_ratio]!;
          const rendered = renderAd({
            style: ad.style as AdStyle,
            locale: r.locale,
            texts,
            ...canvas,
            palette,
            motif: ad.layout.motif,
            photos,
            logo: logoMode === 'model' ? logo : null,
          });
          await attachUploads(sql, [...referenceIds, ...(logo ? [r.logo_storage_id!] : [])]);

          let image: MediaFile;
          let original: MediaFile | null = null;
          let composition: AdGenerationResult['logo_composition'] = null;
          if (logoMode === 'overlay' && logo) {
            original = await store(input, 'ado', rendered.png, rendered.width, rendered.height);
            const slot = rendered.geometry.logo;
            const box = {
              x: Math.round(slot.x),
              y: Math.round(slot.y),
              width: Math.round(slot.w),
              height: Math.round(slot.h),
            };
            const composite = overlayLogo(
              {
                bytes: rendered.png,
                contentType: 'image/png',
                width: rendered.width,
                height: rendered.height,
              },
              logo,
              r.locale,
              box,
            );
            image = await store(input, 'adi', composite.image, composite.width, composite.height);
            composition = {
              base: 'original_image',
              layers: [
                {
                  order: 1,
                  kind: 'logo',
                  logo_storage_id: r.logo_storage_id!,
                  ...box,
                  plate: { color: '#ffffff', opacity: 0.92, corner_radius: Math.round(box.width * 0.14) },
                },
              ],
            };
          } else {
            image = await store(input, 'adi', rendered.png, rendered.width, rendered.height);
          }
          const applied = Object.fromEntries(
            Object.entries(texts).filter(([, v]) => v !== undefined && v.trim() !== ''),
          ) as Partial<Record<AdTextField, string>>;
          return {
            id: input.resourceId,
            object: 'ad_library_generation',
            request_id: input.requestId,
            status: 'completed',
            ad_id: ad.id,
            locale: r.locale,
            aspect_ratio: r.aspect_ratio,
            image,
            original_image: original,
            // Derived from the request, so a retried activity names the same snippet.
            snippet_id: `snp_${input.requestId.slice(4)}`,
            template_fields: applied,
            palette,
            reference_images_used: photos.length,
            logo_policy: {
              mode: logoMode,
              logo_overlaid: logoMode === 'overlay',
              logo_sent_to_model: logoMode === 'model',
              logo_storage_id: logo ? r.logo_storage_id! : null,
            },
            logo_composition: composition,
            typography: rendered.typography as Record<string, { size: number; lines: number }>,
            engine_version: AD_ENGINE_VERSION,
            usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
            saved_to: 'ad_library_history',
          };
        }),
      ),

    /** The saved snippet and the terminal request, in one transaction; returns the stored text when it wrote. */
    async completeAdGeneration(input: {
      accountId: string;
      requestId: string;
      httpStatus: number;
      body: AdGenerationResult;
    }): Promise<string | null> {
      const b = input.body;
      const stored = JSON.stringify(b);
      const snippet = {
        id: b.snippet_id,
        accountId: input.accountId,
        requestId: input.requestId,
        adId: b.ad_id,
        locale: b.locale,
        aspectRatio: b.aspect_ratio,
        templateFields: b.template_fields as Record<string, string>,
        image: b.image,
        originalImage: b.original_image,
        logoComposition: b.logo_composition,
      };
      const written = await commit(async (tx, emit) => {
        const done = await completeAdGeneration(tx, snippet, { httpStatus: input.httpStatus, body: stored });
        if (done) emit(done.deliveries);
        return done;
      });
      if (!written) return null;
      metrics?.workflowOutcomes.inc({ operation: 'ad_generation', outcome: 'completed' });
      return stored;
    },
  };
}
