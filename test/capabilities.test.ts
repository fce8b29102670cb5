import { call } from './helpers/client';

describe('GET /v1/capabilities', () => {
  it('is public and serves the enums, costs and limits the service enforces', async () => {
    const res = await call('GET', '/v1/capabilities');
    expect(res.status).toBe(200);
    expect(res.headers.get('service-api-version')).toBe('2026-09-19');
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(res.body).toMatchObject({
      object: 'capabilities',
      api_version: '2026-09-19',
      costs: {
        currency: 'credits',
        copy: { ad_copy: 2, headlines: 1, dialect_conversion: 1 },
        image: 4,
        speech: 5,
        template_draft: 2,
        template_refund: 2,
      },
      markets: {
        dialects: { SA: 'saudi', EG: 'egyptian', IQ: 'iraqi' },
        unmapped_market: 'classical',
        fallback: 'saudi',
      },
    });
    expect(res.body.enums.copy_dialect).toEqual([
      'classical',
      'emirati',
      'egyptian',
      'gulf',
      'saudi',
      'levantine',
      'iraqi',
    ]);
    expect(res.body.enums.platform).toHaveLength(13);
    expect(res.body.limits.usage_page_limit).toEqual({ min: 1, max: 100, default: 20 });
    expect(res.body.errors.insufficient_credits).toBe(402);
  });
});

describe('GET /v1/openapi.json', () => {
  it('is public and describes every path with the server the API answers on', async () => {
    const res = await call('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.version).toBe('2026-09-19');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/copy-generations',
        '/v1/ad-library/{id}/generations',
        '/v1/context/website',
      ]),
    );
    // The document's request schema refuses what the API refuses: an unknown property.
    const copy = res.body.paths['/v1/copy-generations'].post.requestBody.content['application/json'].schema;
    expect(copy.additionalProperties).toBe(false);
    const wrong = await call('POST', '/v1/openapi.json');
    expect(wrong.status).toBe(405);
  });
});

describe('GET /docs', () => {
  it('renders the reference from the package, never a CDN, with the README walk-through in the document', async () => {
    const page = await call('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const sources = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^\/docs\//);
    for (const src of sources) expect((await call('GET', src)).status).toBe(200);
    const doc = await call('GET', '/v1/openapi.json');
    expect(doc.body.info.description).toContain('## Walk-through');
    expect(doc.body.info.description).toContain('$API/copy-generations');
  });
});
