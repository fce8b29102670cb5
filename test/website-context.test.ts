import iconv from 'iconv-lite';
import type { Sql } from '../db/client';
import { balanceOf, call, countRows, newAccount, testSql } from './helpers/client';
import { startLocalHttps, type LocalHttps } from './helpers/https-server';
import { makePng } from './helpers/images';
import { expectProblem } from './helpers/problems';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(60_000);

let sql: Sql;
let site: LocalHttps;
let stack: ExtraStack;
let key: string;
let accountId: string;

const html = (s: string, type = 'text/html; charset=utf-8') => ({
  headers: { 'content-type': type },
  body: Buffer.from(s, 'utf8'),
});

const FULL = `<!doctype html><html lang="en"><head>
<title>Dunes Coffee | Specialty coffee in Riyadh</title>
<meta name="description" content="Single-origin beans roasted weekly in Riyadh, delivered in 24 hours.">
<meta property="og:site_name" content="Dunes Coffee">
<link rel="icon" href="/favicon.png"><link rel="manifest" href="/manifest.webmanifest">
<script>var tracking = "not text";</script><style>body{color:red}</style>
</head><body><nav>Home Shop Contact</nav>
<main><h1>Roasted this week</h1><p>We roast small batches every Sunday &amp; deliver across Riyadh.</p>
<p>Subscriptions start at 49 SAR a month.</p></main><footer>© Dunes</footer></body></html>`;

beforeAll(async () => {
  sql = testSql();
  site = await startLocalHttps();
  site.routes.set('/robots.txt', {
    headers: { 'content-type': 'text/plain' },
    body: Buffer.from('User-agent: *\nDisallow: /private/\n'),
  });
  site.routes.set('/full', html(FULL));
  site.routes.set('/favicon.png', { headers: { 'content-type': 'image/png' }, body: makePng(16, 16) });
  site.routes.set('/manifest.webmanifest', {
    headers: { 'content-type': 'application/manifest+json' },
    body: Buffer.from(JSON.stringify({ name: 'Dunes', icons: [{ src: 'icons/192.png', sizes: '192x192' }] })),
  });
  site.routes.set(
    '/no-description',
    html('<html><head><title>Souq Gold</title></head><body><p>Rings and bangles.</p></body></html>'),
  );
  site.routes.set(
    '/jsonld',
    html(
      `<html><head><title>Home</title><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"Organization","name":"Gulf Freight Co.","description":"Freight between Jebel Ali and Dammam.","logo":"/logo.png"}]}</script></head><body><article>Daily trucks.</article></body></html>`,
    ),
  );
  site.routes.set('/private/page', html(FULL));
  site.routes.set(
    '/long',
    html(
      `<html><head><title>Long</title><meta name="description" content="d"></head><body><p>${'كلمة word '.repeat(1500)}</p></body></html>`,
    ),
  );
  site.routes.set('/down', { status: 503 });
  site.routes.set('/locked', { status: 401 });
  site.routes.set('/forbidden', { status: 403 });
  site.routes.set('/to-private', { status: 302, headers: { location: 'https://10.1.2.3/home' } });
  site.routes.set('/moved', { status: 301, headers: { location: '/full' } });
  site.routes.set('/image', { headers: { 'content-type': 'image/png' }, body: makePng(8, 8) });
  // Legacy Arabic pages: windows-1256 declared only in <meta>, ISO-8859-6 only in the HTTP header.
  site.routes.set('/arabic-1256', {
    headers: { 'content-type': 'text/html' },
    body: iconv.encode(
      '<html><head><meta charset="windows-1256"><title>مطعم الريف</title><meta name="description" content="أشهى المشويات في جدة منذ 1990"></head><body><main>قائمة الطعام والعروض اليومية</main></body></html>',
      'windows-1256',
    ),
  });
  site.routes.set('/arabic-8859-6', {
    headers: { 'content-type': 'text/html; charset=ISO-8859-6' },
    body: iconv.encode(
      '<html><head><title>مكتبة النور</title></head><body><p>كتب للأطفال</p></body></html>',
      'iso-8859-6',
    ),
  });
  stack = await startExtraStack('website', {
    UPLOAD_TEST_ALLOW_HOSTS: `127.0.0.1:${site.port}`,
    UPLOAD_TEST_CA_FILE: site.caFile,
  });
  ({ key, accountId } = await newAccount(sql, 5, ['context:read']));
});
afterAll(async () => {
  await stack?.stop();
  await site?.close();
  await sql?.end({ timeout: 5 });
});

const read = (url: string, k = key) =>
  call('POST', '/v1/context/website', { baseUrl: stack.apiUrl, key: k, body: { url } });

test('a full site is ready: name, description and main text, each with its source, and icon candidates', async () => {
  const before = await countRows(sql, accountId);
  const res = await read(site.url('/full'));
  expect(res.status).toBe(200);
  const page = site.url('/full');
  expect(res.body).toMatchObject({
    object: 'website_context',
    status: 'ready',
    requested_url: page,
    final_url: page,
    identity: {
      name: 'Dunes Coffee',
      description: 'Single-origin beans roasted weekly in Riyadh, delivered in 24 hours.',
    },
    missing_fields: [],
    user_corrections: [],
    creative_suggestions: [],
    persisted: false,
    generation_requested: false,
  });
  expect(Object.keys(res.body).sort()).toEqual(
    [
      'object',
      'status',
      'requested_url',
      'final_url',
      'retrieved_at',
      'identity',
      'source_facts',
      'asset_candidates',
      'missing_fields',
      'extraction_warnings',
      'user_corrections',
      'creative_suggestions',
      'persisted',
      'generation_requested',
    ].sort(),
  );
  expect(res.body.source_facts).toEqual([
    {
      field: 'brand_name',
      value: 'Dunes Coffee',
      source: { url: page, locator: 'meta[property="og:site_name"]@content' },
    },
    {
      field: 'description',
      value: 'Single-origin beans roasted weekly in Riyadh, delivered in 24 hours.',
      source: { url: page, locator: 'meta[name="description"]@content' },
    },
    {
      field: 'page_text',
      value:
        'Roasted this week We roast small batches every Sunday & deliver across Riyadh. Subscriptions start at 49 SAR a month.',
      source: { url: page, locator: 'main' },
    },
  ]);
  expect(res.body.asset_candidates).toEqual([
    { url: site.url('/favicon.png'), role: 'icon_candidate', confidence: 'low', source_url: page },
    {
      url: site.url('/icons/192.png'),
      role: 'icon_candidate',
      confidence: 'low',
      source_url: site.url('/manifest.webmanifest'),
    },
  ]);
  // Nothing stored, nothing charged.
  expect(await countRows(sql, accountId)).toEqual(before);
  expect(await balanceOf(sql, accountId)).toBe(5);
});

test('a missing scheme becomes https; redirects are followed and reported', async () => {
  const res = await read(`127.0.0.1:${site.port}/moved`);
  expect(res.status).toBe(200);
  expect(res.body.requested_url).toBe(site.url('/moved'));
  expect(res.body.final_url).toBe(site.url('/full'));
  expect(res.body.status).toBe('ready');
});

test('a site with no description is partial; JSON-LD names an organization', async () => {
  const partial = await read(site.url('/no-description'));
  expect(partial.body).toMatchObject({
    status: 'partial',
    missing_fields: ['description'],
    identity: { name: 'Souq Gold', description: null },
  });
  expect(partial.body.source_facts[0].source.locator).toBe('title');
  const ld = await read(site.url('/jsonld'));
  expect(ld.body).toMatchObject({
    status: 'ready',
    identity: { name: 'Gulf Freight Co.', description: 'Freight between Jebel Ali and Dammam.' },
  });
  expect(ld.body.source_facts[0].source.locator).toBe('script[type="application/ld+json"] Organization.name');
  expect(ld.body.asset_candidates.map((a: any) => a.url)).toEqual([site.url('/logo.png')]);
});

test('the main text is at most 4000 characters, cut between words', async () => {
  const res = await read(site.url('/long'));
  const text = res.body.source_facts.find((f: any) => f.field === 'page_text').value as string;
  expect([...text].length).toBeLessThanOrEqual(4000);
  expect([...text].length).toBeGreaterThan(3500);
  expect(text.endsWith('كلمة') || text.endsWith('word')).toBe(true);
  expect(res.body.extraction_warnings).toContain('page text cut to 4000 characters at a word boundary');
});

test('robots.txt disallow, 401 and 403 are blocked; 503, 404 and non-HTML are unavailable', async () => {
  const robots = await read(site.url('/private/page'));
  expect(robots.body).toMatchObject({
    status: 'blocked',
    source_facts: [],
    missing_fields: ['brand_name', 'description', 'page_text'],
  });
  expect(robots.body.extraction_warnings[0]).toMatch(/robots\.txt .* disallows \/private\/page/);
  expect((await read(site.url('/locked'))).body.status).toBe('blocked');
  expect((await read(site.url('/forbidden'))).body.status).toBe('blocked');
  const down = await read(site.url('/down'));
  expect(down.body.status).toBe('unavailable');
  expect(down.body.extraction_warnings[0]).toMatch(/HTTP 503/);
  expect((await read(site.url('/nothing-here'))).body.status).toBe('unavailable');
  const image = await read(site.url('/image'));
  expect(image.body).toMatchObject({
    status: 'unavailable',
    extraction_warnings: ['the page is image/png, not HTML'],
  });
  expect((await read('https://no-such-host.invalid/')).body.status).toBe('unavailable');
});

test('a redirect to a private address is refused', async () => {
  const res = await read(site.url('/to-private'));
  expect(res.status).toBe(200);
  expect(res.body.status).toBe('blocked');
  expect(res.body.extraction_warnings[0]).toMatch(/non-public address/);
  expect(site.hits).not.toContain('/home');
});

test('legacy Arabic charsets decode as browsers decode them', async () => {
  const cp1256 = await read(site.url('/arabic-1256'));
  expect(cp1256.body).toMatchObject({
    status: 'ready',
    identity: { name: 'مطعم الريف', description: 'أشهى المشويات في جدة منذ 1990' },
  });
  expect(cp1256.body.source_facts[2].value).toBe('قائمة الطعام والعروض اليومية');
  expect(cp1256.body.extraction_warnings).toContain('decoded from windows-1256');
  const iso = await read(site.url('/arabic-8859-6'));
  expect(iso.body.identity.name).toBe('مكتبة النور');
  expect(iso.body.source_facts.find((f: any) => f.field === 'page_text').value).toBe('كتب للأطفال');
});

test('credentials, private literals, other schemes and bad URLs are 400s; the scope is context:read', async () => {
  for (const url of [
    'https://user:secret@example.com/',
    'https://10.0.0.5/',
    'http://192.168.1.1/admin',
    'https://[::1]/',
    'https://localhost/',
    'ftp://example.com/',
    'https://exa mple.com/',
    ' ',
    'intranet',
  ]) {
    const res = await read(url);
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors[0].pointer).toBe('/url');
  }
  expectProblem(
    await call('POST', '/v1/context/website', {
      baseUrl: stack.apiUrl,
      key,
      body: { url: 'x'.repeat(4001) },
    }),
    400,
    'invalid_request',
  );
  expectProblem(
    await call('POST', '/v1/context/website', {
      baseUrl: stack.apiUrl,
      key,
      body: { url: site.url('/full'), extra: 1 },
    }),
    400,
    'invalid_request',
  );
  const { key: other } = await newAccount(sql, 0, ['copy:write']);
  expectProblem(await read(site.url('/full'), other), 403, 'insufficient_scope');
});
