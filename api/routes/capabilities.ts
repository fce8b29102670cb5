import { Router } from 'express';
import { MARKET_DIALECTS, FALLBACK_DIALECT } from '../../contract/dialects';
import * as enums from '../../contract/enums';
import { PROBLEMS } from '../../contract/errors';
import { imageSizeTable } from '../../contract/images';
import { LIMITS } from '../../contract/limits';
import { CREDIT_COSTS } from '../../contract/pricing';
import { API_VERSION, QUOTE_VERSION } from '../../contract/version';
import {
  AD_ASPECT_RATIOS,
  AD_INDUSTRIES,
  AD_LIMITS,
  AD_LOCALES,
  AD_SECTORS,
  AD_STYLES,
} from '../../contract/ad-library';
import { TOOLS } from '../../mcp/tools';
import { methodNotAllowed } from '../errors';

/** Served from the same constants the validators, the ledger and the workflows use. */
export function capabilitiesBody(providers: { text: string; image: string }) {
  return {
    object: 'capabilities',
    api_version: API_VERSION,
    quote_version: QUOTE_VERSION,
    operations: {
      copy: { path: '/v1/copy-generations', scope: 'copy:write', available: true },
      brand_profiles: { path: '/v1/brand-profiles', scope: 'brands:read', available: true },
      uploads: { path: '/v1/ad-library/uploads', scope: 'ad-library:write', available: true },
      speech: { path: '/v1/speech-generations', scope: 'speech:write', available: true },
      images: { path: '/v1/image-generations', scope: 'images:write', available: true },
      campaigns: { path: '/v1/campaigns', scope: 'campaigns:write', available: true },
      template_drafts: { path: '/v1/messaging-template-drafts', scope: 'templates:write', available: true },
      quote: { path: '/v1/quote', scope: 'the quoted operation’s write scope', available: true },
      ad_library_search: { path: '/v1/ad-library', scope: 'ad-library:read', available: true },
      ad_library_detail: { path: '/v1/ad-library/{id}', scope: 'ad-library:read', available: true },
      ad_library_prepare: { path: '/v1/ad-library/{id}/prepare', scope: 'ad-library:write', available: true },
      ad_library_generations: {
        path: '/v1/ad-library/{id}/generations',
        scope: 'images:write',
        available: true,
      },
      website_context: { path: '/v1/context/website', scope: 'context:read', available: true },
    },
    // The same operations as Model Context Protocol tools, for AI assistants (README: "Agents: MCP").
    mcp: {
      path: '/mcp',
      transport: 'streamable-http',
      authorization: 'Bearer <API key>: the key’s scopes decide which tools are listed and may be called',
      stdio: 'npm run mcp, with CGS_API_URL and CGS_API_KEY',
      tools: TOOLS.map((t) => t.name),
    },
    ad_library: {
      industries: AD_INDUSTRIES,
      sectors: AD_SECTORS,
      styles: ['all', ...AD_STYLES],
      locales: AD_LOCALES,
      generation_aspect_ratios: AD_ASPECT_RATIOS,
      limits: AD_LIMITS,
    },
    providers,
    image_sizes: imageSizeTable(),
    enums: {
      output_language: enums.OUTPUT_LANGUAGES,
      copy_dialect: enums.COPY_DIALECTS,
      speech_dialect: enums.SPEECH_DIALECTS,
      platform: enums.PLATFORMS,
      copy_type: enums.COPY_TYPES,
      copy_framework: enums.COPY_FRAMEWORKS,
      campaign_copy_type: enums.CAMPAIGN_COPY_TYPES,
      audience: enums.AUDIENCES,
      image_type: enums.IMAGE_TYPES,
      image_style: enums.IMAGE_STYLES,
      image_aspect_ratio: enums.IMAGE_ASPECT_RATIOS,
      image_resolution: enums.IMAGE_RESOLUTIONS,
      speech_delivery: enums.SPEECH_DELIVERIES,
      voice_profile: enums.VOICE_PROFILES,
      voice: enums.VOICES,
      scope: enums.SCOPES,
    },
    markets: { dialects: MARKET_DIALECTS, unmapped_market: 'classical', fallback: FALLBACK_DIALECT },
    costs: { currency: 'credits', ...CREDIT_COSTS },
    limits: LIMITS,
    errors: Object.fromEntries(Object.entries(PROBLEMS).map(([code, p]) => [code, p.status])),
  };
}

export function createCapabilitiesRouter(deps: { providers: { text: string; image: string } }): Router {
  const router = Router();
  const body = capabilitiesBody(deps.providers);
  router
    .route('/capabilities')
    .get((_req, res) => {
      res.json(body);
    })
    .all(methodNotAllowed('GET'));
  return router;
}
