import robotsParser from 'robots-parser';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../net/safe-fetch';
import { decodeHtml, extractPage, manifestIcons, type Fact } from './extract';

export const WEBSITE_LIMITS = {
  page_max_bytes: 2 * 1024 * 1024,
  page_timeout_ms: 10_000,
  robots_max_bytes: 512 * 1024,
  robots_timeout_ms: 5_000,
  manifest_max_bytes: 256 * 1024,
  manifest_timeout_ms: 5_000,
  max_redirects: 5,
} as const;

/** The product token robots.txt rules are read for. */
export const ROBOTS_AGENT = 'CampaignGenerationService';
const USER_AGENT = `Mozilla/5.0 (compatible; ${ROBOTS_AGENT}/1.0; website context)`;

export type WebsiteStatus = 'ready' | 'partial' | 'blocked' | 'unavailable';

export interface WebsiteContext {
  object: 'website_context';
  status: WebsiteStatus;
  requested_url: string;
  final_url: string;
  retrieved_at: string;
  identity: { name: string | null; description: string | null };
  source_facts: Fact[];
  asset_candidates: Array<{ url: string; role: 'icon_candidate'; confidence: 'low'; source_url: string }>;
  missing_fields: string[];
  extraction_warnings: string[];
  user_corrections: [];
  creative_suggestions: [];
  persisted: false;
  generation_requested: false;
}

export type FetchPolicy = Pick<SafeFetchOptions, 'allowHosts' | 'refusedUrls' | 'ca' | 'resolve'>;

const FIELDS = ['brand_name', 'description', 'page_text'] as const;

function empty(
  status: WebsiteStatus,
  requested: string,
  finalUrl: string,
  warnings: string[],
): WebsiteContext {
  return {
    object: 'website_context',
    status,
    requested_url: requested,
    final_url: finalUrl,
    retrieved_at: new Date().toISOString(),
    identity: { name: null, description: null },
    source_facts: [],
    asset_candidates: [],
    missing_fields: [...FIELDS],
    extraction_warnings: warnings,
    user_corrections: [],
    creative_suggestions: [],
    persisted: false,
    generation_requested: false,
  };
}

/** Where a failed fetch lands: policy refusals, 401 and 403 are blocked; everything else is unavailable. */
function failureStatus(err: SafeFetchError): WebsiteStatus {
  if (err.kind === 'blocked') return 'blocked';
  if (err.status === 401 || err.status === 403) return 'blocked';
  return 'unavailable';
}

/** robots.txt of the URL's origin: a missing or unreadable file allows everything, a refused origin blocks. */
async function robotsAllows(url: URL, policy: FetchPolicy): Promise<{ allowed: boolean; note?: string }> {
  const robotsUrl = `${url.origin}/robots.txt`;
  try {
    const { body } = await safeFetch(robotsUrl, {
      ...policy,
      schemes: ['https:', 'http:'],
      maxBytes: WEBSITE_LIMITS.robots_max_bytes,
      timeoutMs: WEBSITE_LIMITS.robots_timeout_ms,
      maxRedirects: WEBSITE_LIMITS.max_redirects,
      userAgent: USER_AGENT,
      accept: 'text/plain',
    });
    const robots = robotsParser(robotsUrl, body.toString('utf8'));
    if (robots.isDisallowed(url.href, ROBOTS_AGENT))
      return {
        allowed: false,
        note: `robots.txt of ${url.origin} disallows ${url.pathname} for ${ROBOTS_AGENT}`,
      };
    return { allowed: true };
  } catch (err) {
    if (err instanceof SafeFetchError && err.kind === 'blocked')
      return { allowed: false, note: `robots.txt ${err.message}` };
    return { allowed: true };
  }
}

/**
 * POST /v1/context/website: one page read with the upload fetcher's safety (every hop vetted and DNS-pinned,
 * size and time limits), robots.txt honoured, HTML decoded as a browser would and parsed by parse5. Nothing is
 * stored, nothing generated, no credits.
 */
export async function readWebsiteContext(requested: URL, policy: FetchPolicy): Promise<WebsiteContext> {
  const href = requested.href;
  const robots = await robotsAllows(requested, policy);
  if (!robots.allowed) return empty('blocked', href, href, [robots.note!]);

  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(href, {
      ...policy,
      schemes: ['https:', 'http:'],
      maxBytes: WEBSITE_LIMITS.page_max_bytes,
      timeoutMs: WEBSITE_LIMITS.page_timeout_ms,
      maxRedirects: WEBSITE_LIMITS.max_redirects,
      userAgent: USER_AGENT,
      accept: 'text/html,application/xhtml+xml;q=0.9',
    });
  } catch (err) {
    if (!(err instanceof SafeFetchError)) throw err;
    const what =
      err.kind === 'too_large' ? `the page ${err.message}` : `the page ${err.message.replace(/^the /, '')}`;
    return empty(failureStatus(err), href, href, [what]);
  }
  const finalUrl = new URL(page.finalUrl);
  if (finalUrl.origin !== requested.origin) {
    const again = await robotsAllows(finalUrl, policy);
    if (!again.allowed) return empty('blocked', href, finalUrl.href, [again.note!]);
  }
  const type = (page.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (
    type !== 'text/html' &&
    type !== 'application/xhtml+xml' &&
    !(type === '' && /<html/i.test(page.body.subarray(0, 1024).toString('latin1')))
  )
    return empty('unavailable', href, finalUrl.href, [
      `the page is ${type || 'of no declared type'}, not HTML`,
    ]);

  const { text, encoding } = decodeHtml(page.body, page.contentType);
  const found = extractPage(text, finalUrl.href);
  const warnings = [...found.warnings];
  if (encoding !== 'UTF-8') warnings.push(`decoded from ${encoding}`);

  const icons = [...found.icons];
  if (found.manifestUrl) {
    try {
      const manifest = await safeFetch(found.manifestUrl, {
        ...policy,
        schemes: ['https:', 'http:'],
        maxBytes: WEBSITE_LIMITS.manifest_max_bytes,
        timeoutMs: WEBSITE_LIMITS.manifest_timeout_ms,
        maxRedirects: WEBSITE_LIMITS.max_redirects,
        userAgent: USER_AGENT,
        accept: 'application/manifest+json, application/json',
      });
      for (const url of manifestIcons(manifest.body.toString('utf8'), manifest.finalUrl))
        icons.push({ url, source_url: manifest.finalUrl });
    } catch (err) {
      warnings.push(
        `the web app manifest could not be read: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  const seen = new Set<string>();
  const assetCandidates = icons
    .filter((i) => !seen.has(i.url) && seen.add(i.url))
    .slice(0, 20)
    .map((i) => ({
      url: i.url,
      role: 'icon_candidate' as const,
      confidence: 'low' as const,
      source_url: i.source_url,
    }));
  if (assetCandidates.length === 0)
    warnings.push('no icon is declared by link rel icon or a web app manifest');

  const facts = [found.name, found.description, found.pageText].filter((f): f is Fact => f !== null);
  const missing = FIELDS.filter((f) => !facts.some((x) => x.field === f));
  return {
    object: 'website_context',
    status: missing.length === 0 ? 'ready' : 'partial',
    requested_url: href,
    final_url: finalUrl.href,
    retrieved_at: new Date().toISOString(),
    identity: { name: found.name?.value ?? null, description: found.description?.value ?? null },
    source_facts: facts,
    asset_candidates: assetCandidates,
    missing_fields: missing,
    extraction_warnings: warnings,
    user_corrections: [],
    creative_suggestions: [],
    persisted: false,
    generation_requested: false,
  };
}
