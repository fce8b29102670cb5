import { readFileSync } from 'node:fs';
import type { Router } from 'express';
import { invalidFields } from '../../contract/errors';
import { ROUTE_TABLE } from '../../contract/routes';
import type { RefusedUrls } from '../../lib/net/refused-urls';
import { carriesUserinfo, vetUrl, SafeFetchError } from '../../lib/net/safe-fetch';
import { readWebsiteContext, type FetchPolicy } from '../../lib/website/context';
import { routerFor } from '../route-table';
import { parseOrThrow } from '../validation';

export interface WebsiteContextDeps {
  fetch: { allowHosts: ReadonlySet<string>; refusedUrls: RefusedUrls; caFile?: string };
}

/** A missing scheme becomes https; what is not one http(s) URL, carries credentials or names a private host is a 400. */
export function normalizeWebsiteUrl(
  raw: string,
  policy: Pick<FetchPolicy, 'allowHosts' | 'refusedUrls'>,
): URL {
  const bad = (detail: string) => invalidFields([{ pointer: '/url', detail }]);
  const trimmed = raw.trim();
  if (trimmed === '' || /\s/.test(trimmed)) throw bad('must be one URL without spaces');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw bad('is not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw bad('must be an http or https URL');
  if (url.username || url.password || carriesUserinfo(withScheme)) throw bad('must not carry credentials');
  if (!url.hostname.includes('.') && !url.hostname.startsWith('['))
    if (!policy.allowHosts.has(`${url.hostname}:${url.port || (url.protocol === 'http:' ? '80' : '443')}`))
      throw bad('must name a public host (a domain name with a dot, or a public address)');
  try {
    return vetUrl(url.href, { ...policy, schemes: ['https:', 'http:'] });
  } catch (err) {
    if (err instanceof SafeFetchError) throw bad(err.message);
    throw err;
  }
}

/** POST /v1/context/website (sections 2.6 and 4.1): read-only, nothing persisted, no credits. */
export function createWebsiteContextRouter(deps: WebsiteContextDeps): Router {
  const policy: FetchPolicy = {
    allowHosts: deps.fetch.allowHosts,
    refusedUrls: deps.fetch.refusedUrls,
    ca: deps.fetch.caFile ? readFileSync(deps.fetch.caFile, 'utf8') : undefined,
  };
  return routerFor({
    websiteContext: async (req, res) => {
      const { url } = parseOrThrow(ROUTE_TABLE.websiteContext.body, req.body);
      res.json(await readWebsiteContext(normalizeWebsiteUrl(url, policy), policy));
    },
  });
}
