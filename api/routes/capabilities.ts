import type { Router } from 'express';
import { MARKET_DIALECTS, FALLBACK_DIALECT } from '../../contract/dialects';
import * as enums from '../../contract/enums';
import { PROBLEMS } from '../../contract/errors';
import { imageSizeTable } from '../../contract/images';
import { LIMITS } from '../../contract/limits';
import { CREDIT_COSTS } from '../../contract/pricing';
import { ROUTE_TABLE, type RouteName } from '../../contract/routes';
import { API_VERSION, QUOTE_VERSION } from '../../contract/version';
import {
  AD_ASPECT_RATIOS,
  AD_INDUSTRIES,
  AD_LIMITS,
  AD_LOCALES,
  AD_SECTORS,
  AD_STYLES,
} from '../../contract/ad-library';
import { MCP_PATH, TOOLS } from '../../mcp/tools';
import { routerFor } from '../route-table';

/** An operation a partner may call: its route's path and scope. */
const offered = (name: RouteName) => {
  const { path, scope } = ROUTE_TABLE[name];
  return { path, scope, available: true };
};

/** Served from the same constants the validators, the ledger and the workflows use. */
export function capabilitiesBody(providers: { text: string; image: string }) {
  return {
    object: 'capabilities',
    api_version: API_VERSION,
    quote_version: QUOTE_VERSION,
    operations: {
      copy: offered('copyGeneration'),
      brand_profiles: offered('brandProfiles'),
      uploads: offered('upload'),
      speech: offered('speechGeneration'),
      images: offered('imageGeneration'),
      campaigns: offered('campaign'),
      template_drafts: offered('templateDraft'),
      quote: { ...offered('quote'), scope: 'the quoted operation’s write scope' },
      ad_library_search: offered('adSearch'),
      ad_library_detail: offered('adDetail'),
      ad_library_prepare: offered('adPrepare'),
      ad_library_generations: offered('adGeneration'),
      website_context: offered('websiteContext'),
    },
    // The same operations as Model Context Protocol tools, for AI assistants (README: "Agents: MCP").
    mcp: {
      path: MCP_PATH,
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
  const body = capabilitiesBody(deps.providers);
  return routerFor({
    capabilities: (_req, res) => {
      res.json(body);
    },
  });
}
