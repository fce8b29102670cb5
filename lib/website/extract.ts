import sniffHtmlEncoding from 'html-encoding-sniffer';
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const PAGE_TEXT_MAX = 4000;

/** Decodes an HTML body as a browser would: BOM, then the HTTP charset, then a <meta> prescan, then windows-1252. */
export function decodeHtml(
  body: Buffer,
  contentType: string | undefined,
): { text: string; encoding: string } {
  const label = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  const encoding = sniffHtmlEncoding(body, {
    transportLayerEncodingLabel: label,
    defaultEncoding: 'windows-1252',
  });
  try {
    return { text: new TextDecoder(encoding).decode(body), encoding };
  } catch {
    return { text: new TextDecoder('utf-8').decode(body), encoding: 'UTF-8' };
  }
}

export interface Fact {
  field: 'brand_name' | 'description' | 'page_text';
  value: string;
  source: { url: string; locator: string };
}

export interface Extraction {
  name: Fact | null;
  description: Fact | null;
  pageText: Fact | null;
  icons: Array<{ url: string; source_url: string }>;
  manifestUrl: string | null;
  warnings: string[];
}

const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'iframe',
  'head',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'tr',
  'td',
  'th',
  'table',
  'blockquote',
  'figcaption',
  'dd',
  'dt',
]);

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

function* elements(node: Node): Generator<Element> {
  const stack: Node[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if ('tagName' in n) yield n as Element;
    const children = 'childNodes' in n ? n.childNodes : [];
    // <template> content is not part of the document.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

/** The readable text under an element: skipped containers left out, block boundaries as spaces. */
function textOf(root: Node, limit: number): string {
  const out: string[] = [];
  let length = 0;
  const stack: Node[] = [root];
  while (stack.length && length < limit * 2) {
    const n = stack.pop()!;
    if (n.nodeName === '#text') {
      const v = (n as DefaultTreeAdapterMap['textNode']).value;
      out.push(v);
      length += v.length;
      continue;
    }
    if ('tagName' in n) {
      const tag = (n as Element).tagName;
      if (
        SKIPPED.has(tag) ||
        attr(n as Element, 'hidden') !== undefined ||
        attr(n as Element, 'aria-hidden') === 'true'
      )
        continue;
      if (BLOCKS.has(tag)) out.push(' ');
    }
    const children = 'childNodes' in n ? n.childNodes : [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return clean(out.join(''));
}

/** Cuts at a word boundary (never mid-word), at most max characters. */
function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join('');
  const space = head.lastIndexOf(' ');
  return space > max * 0.6 ? head.slice(0, space) : head;
}

function resolve(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Organization-like nodes of JSON-LD blocks (top level, arrays and @graph). */
function jsonLdNodes(value: unknown): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  const stack: unknown[] = [value];
  while (stack.length && out.length < 50) {
    const v = stack.pop();
    if (Array.isArray(v)) stack.push(...v);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      out.push(o);
      if (o['@graph']) stack.push(o['@graph']);
    }
  }
  return out;
}

const ORG_TYPES =
  /^(Organization|Corporation|LocalBusiness|Restaurant|Store|OnlineStore|Brand|WebSite|NGO|EducationalOrganization|Hotel|MedicalBusiness)$/;

/**
 * Facts of one HTML page, each with its source URL and a locator (a CSS-like path or JSON-LD property):
 * name from og:site_name, JSON-LD Organization or the title; description from meta description, og or JSON-LD;
 * the main text (main, article or body, without navigation and scripts, at most 4000 characters); icon
 * candidates from link rel icons. Nothing is verified or fetched here.
 */
export function extractPage(html: string, pageUrl: string): Extraction {
  const doc = parse(html);
  const warnings: string[] = [];
  let baseHref = pageUrl;
  const metas: Record<string, string> = {};
  let title: string | null = null;
  let main: Element | null = null;
  let body: Element | null = null;
  let manifestUrl: string | null = null;
  const icons: Array<{ url: string; source_url: string }> = [];
  const ld: Array<Record<string, unknown>> = [];
  for (const el of elements(doc)) {
    switch (el.tagName) {
      case 'base': {
        const b = resolve(attr(el, 'href'), pageUrl);
        if (b) baseHref = b;
        break;
      }
      case 'title':
        if (title === null) title = clean(textOf(el, 500)) || null;
        break;
      case 'meta': {
        const key = (attr(el, 'property') ?? attr(el, 'name') ?? '').toLowerCase();
        const content = attr(el, 'content');
        if (key && content && metas[key] === undefined) metas[key] = clean(content);
        break;
      }
      case 'link': {
        const rel = (attr(el, 'rel') ?? '').toLowerCase().split(/\s+/);
        const href = resolve(attr(el, 'href'), baseHref);
        if (!href) break;
        if (rel.includes('icon') || rel.includes('apple-touch-icon') || rel.includes('mask-icon'))
          icons.push({ url: href, source_url: pageUrl });
        if (rel.includes('manifest') && !manifestUrl) manifestUrl = href;
        break;
      }
      case 'script':
        if ((attr(el, 'type') ?? '').toLowerCase() === 'application/ld+json') {
          const raw = el.childNodes
            .map((c) => (c.nodeName === '#text' ? (c as DefaultTreeAdapterMap['textNode']).value : ''))
            .join('');
          try {
            ld.push(...jsonLdNodes(JSON.parse(raw)));
          } catch {
            warnings.push('a JSON-LD block is not valid JSON and was skipped');
          }
        }
        break;
      case 'main':
        main ??= el;
        break;
      case 'article':
        if (!main) main = el;
        break;
      case 'body':
        body ??= el;
        break;
    }
  }

  const org = ld.find((n) => {
    const t = n['@type'];
    return (Array.isArray(t) ? t : [t]).some((x) => typeof x === 'string' && ORG_TYPES.test(x));
  });
  const orgType = org ? String(Array.isArray(org['@type']) ? org['@type'][0] : org['@type']) : '';
  const fact = (field: Fact['field'], value: string | null | undefined, locator: string): Fact | null =>
    value && clean(value)
      ? { field, value: cut(clean(value), PAGE_TEXT_MAX), source: { url: pageUrl, locator } }
      : null;

  const name =
    fact('brand_name', metas['og:site_name'], 'meta[property="og:site_name"]@content') ??
    fact(
      'brand_name',
      typeof org?.name === 'string' ? org.name : null,
      `script[type="application/ld+json"] ${orgType}.name`,
    ) ??
    fact('brand_name', metas['application-name'], 'meta[name="application-name"]@content') ??
    fact('brand_name', title, 'title');
  const description =
    fact('description', metas['description'], 'meta[name="description"]@content') ??
    fact('description', metas['og:description'], 'meta[property="og:description"]@content') ??
    fact('description', metas['twitter:description'], 'meta[name="twitter:description"]@content') ??
    fact(
      'description',
      typeof org?.description === 'string' ? org.description : null,
      `script[type="application/ld+json"] ${orgType}.description`,
    );
  const container: Element | null = main ?? body;
  const text = container ? textOf(container, PAGE_TEXT_MAX) : '';
  const pageText = fact(
    'page_text',
    text,
    container ? (main ? (container.tagName === 'main' ? 'main' : 'article') : 'body') : 'body',
  );
  if (text.length > PAGE_TEXT_MAX)
    warnings.push(`page text cut to ${PAGE_TEXT_MAX} characters at a word boundary`);
  if (org && typeof org.logo === 'string') {
    const logo = resolve(org.logo, baseHref);
    if (logo) icons.push({ url: logo, source_url: pageUrl });
  }
  return { name, description, pageText, icons, manifestUrl, warnings };
}

/** Icon URLs a web app manifest declares, resolved against the manifest's own URL. */
export function manifestIcons(json: string, manifestUrl: string): string[] {
  try {
    const data = JSON.parse(json) as { icons?: Array<{ src?: unknown }> };
    return (data.icons ?? [])
      .map((i) => (typeof i?.src === 'string' ? resolve(i.src, manifestUrl) : null))
      .filter((u): u is string => u !== null)
      .slice(0, 20);
  } catch {
    return [];
  }
}
