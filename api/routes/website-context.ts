import { readFileSync } from 'node:fs';
import { Router } from 'express';
import { z } from 'zod';
import { invalidFields } from '../../contract/errors';
import type { RefusedUrls } from '../../lib/net/refused-urls';
import { carriesUserinfo, vetUrl, SafeFetchError } from '../../lib/net/safe-fetch';
import { readWebsiteContext, type FetchPolicy } from '../../lib/website/context';
import { requireScope } from '../auth';
import { methodNotAllowed } from '../errors';
import { parseOrThrow } from '../validation';

export interface WebsiteContextDeps {
  fetch: { allowHosts: ReadonlySet<string>; refusedUrls: RefusedUrls; caFile?: string };
}

const bodySchema = z.strictObject({ url: z.string().min(1).max(4000) });

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
  const router = Router();
  const policy: FetchPolicy = {
    allowHosts: deps.fetch.allowHosts,
    refusedUrls: deps.fetch.refusedUrls,
    ca: deps.fetch.caFile ? readFileSync(deps.fetch.caFile, 'utf8') : undefined,
  };
  router
    .route('/context/website')
    .post(requireScope('context:read'), async (req, res) => {
      const { url } = parseOrThrow(bodySchema, req.body);
      res.json(await readWebsiteContext(normalizeWebsiteUrl(url, policy), policy));
    })
    .all(methodNotAllowed('POST'));
  return router;
}
