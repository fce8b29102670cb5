import type { Router } from 'express';
import type { AdLocale, AdStyle } from '../../contract/ad-library';
import { ServiceError } from '../../contract/errors';
import type { Sql } from '../../db/client';
import { AD_ENGINE_VERSION, renderAd } from '../../providers/image/ad-layout';
import { requireAd } from '../admission/ad-library';
import { routerFor } from '../route-table';

const PREVIEW_SIZE = 768;
// Every ad in both locales fits (about 25 MB): after the first views nothing is drawn again.
const PREVIEW_CACHE = 400;

/**
 * GET /v1/ad-library/previews/{id}.{locale}.png: the catalog ad drawn by the ad layout with its own texts.
 * Public like /capabilities (the catalog is ours and holds nothing of any account), so an <img> can show it;
 * rendered on first use and kept in a small in-memory cache, with a strong ETag.
 */
export function createAdPreviewRouter(deps: { sql: Sql }): Router {
  const cache = new Map<string, Buffer>();
  return routerFor({
    adPreview: async (req, res) => {
      const match = /^(ad_[a-z2-7]{26})\.(en|ar)\.png$/.exec(String(req.params.file));
      if (!match) throw new ServiceError('not_found', 'No such preview.');
      const [, id, locale] = match as unknown as [string, string, AdLocale];
      const key = `${id}.${locale}`;
      let png = cache.get(key);
      if (!png) {
        const ad = await requireAd(deps.sql, id);
        png = renderAd({
          style: ad.style as AdStyle,
          locale,
          texts: ad.content[locale],
          width: PREVIEW_SIZE,
          height: PREVIEW_SIZE,
          palette: ad.layout.palette,
          motif: ad.layout.motif,
          photos: [],
          logo: null,
        }).png;
        if (cache.size >= PREVIEW_CACHE) cache.delete(cache.keys().next().value!);
        cache.set(key, png);
      }
      const etag = `"${AD_ENGINE_VERSION}-${key}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      if (req.get('if-none-match') === etag) {
        res.status(304).end();
        return;
      }
      res.type('image/png').send(png);
    },
  });
}
