import type { Router } from 'express';
import { RESOURCE_CONTENT_SHOWN } from '../../contract/brand-profiles';
import { ServiceError } from '../../contract/errors';
import { LIMITS } from '../../contract/limits';
import {
  brandResources,
  findOwnedBrandProfile,
  listBrandProfiles,
  SOCIAL_NETWORKS,
  type BrandProfileRow,
} from '../../db/brand-profiles';
import type { Sql } from '../../db/client';
import type { CursorCodec } from '../../lib/cursor';
import type { AuthContext } from '../auth';
import { createPaginator } from '../pagination';
import { routerFor } from '../route-table';

const epochSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The summary of section 2.7: every field, nothing more. */
export function brandSummary(row: BrandProfileRow) {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    description: row.description,
    summary: row.summary,
    website: row.website,
    website_icon_available: row.website_icon_available,
    logo_available: row.logo_available,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    accent_color: row.accent_color,
    brand_strength: row.brand_strength,
    social_links: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, row.social_links[n] ?? null])),
    created_at: epochSeconds(row.created_at),
    updated_at: epochSeconds(row.updated_at),
  };
}

export function createBrandProfilesRouter(deps: { sql: Sql; cursors: CursorCodec }): Router {
  const paginator = createPaginator(deps.cursors, LIMITS.brand_profile_page_limit);
  return routerFor({
    brandProfiles: async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const { limit, after } = paginator.parse(accountId, req.query);
      const rows = await listBrandProfiles(deps.sql, accountId, limit + 1, after);
      const { page, nextCursor } = paginator.page(accountId, rows, limit);
      res.json({
        object: 'brand_profile_list',
        profiles: page.map(brandSummary),
        is_done: nextCursor === null,
        next_cursor: nextCursor,
      });
    },
    brandProfile: async (req, res) => {
      const { accountId } = res.locals.auth as AuthContext;
      const id = req.params.brand_profile_id as string;
      const row = await findOwnedBrandProfile(deps.sql, accountId, id);
      if (!row) throw new ServiceError('not_found', 'No brand profile with this id.');
      const resources = await brandResources(deps.sql, row.id);
      res.json({
        object: 'brand_profile',
        ...brandSummary(row),
        resources: resources.map((r) => ({
          id: r.id,
          title: r.title,
          source_type: r.source_type,
          source_url: r.source_url,
          content_length: r.content.length,
          content: r.content.slice(0, RESOURCE_CONTENT_SHOWN),
          created_at: r.created_at.toISOString(),
        })),
      });
    },
  });
}
