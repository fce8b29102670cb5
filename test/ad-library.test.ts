import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AD_INDUSTRIES, AD_STYLES } from '../contract/ad-library';
import type { Sql } from '../db/client';
import { AD_CANVAS, renderAd } from '../providers/image/ad-layout';
import { balanceOf, call, countRows, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';
import { startLocalHttps, type LocalHttps } from './helpers/https-server';
import { makePng } from './helpers/images';
import { expectProblem } from './helpers/problems';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { TEST_ROOT } from './helpers/stack-file';

jest.setTimeout(120_000);

let sql: Sql;
let origin: LocalHttps;
let stack: ExtraStack;
const ARTIFACTS = path.join(TEST_ROOT, 'artifacts', 'ad-library');
const PHOTO = makePng(480, 360, { noise: true });
const LOGO = makePng(96, 96);

beforeAll(async () => {
  sql = testSql();
  origin = await startLocalHttps();
  origin.routes.set('/photo.png', { headers: { 'content-type': 'image/png' }, body: PHOTO });
  origin.routes.set('/logo.png', { headers: { 'content-type': 'image/png' }, body: LOGO });
  stack = await startExtraStack('ad-library', {
    UPLOAD_TEST_ALLOW_HOSTS: `127.0.0.1:${origin.port}`,
    UPLOAD_TEST_CA_FILE: origin.caFile,
  });
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await stack?.stop();
  await origin?.close();
  await sql?.end({ timeout: 5 });
});

const api = (method: string, p: string, options: Parameters<typeof call>[2] = {}) =>
  call(method, p, { baseUrl: stack.apiUrl, ...options });
const search = (key: string, query: Record<string, string | number>) =>
  api('GET', `/v1/ad-library?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, {
    key,
  });

async function adBySlug(slug: string): Promise<string> {
  const [row] = await sql<{ id: string }[]>`select id from ad_catalog where slug = ${slug}`;
  return row!.id;
}

async function upload(key: string, file: string, role: 'reference' | 'logo'): Promise<string> {
  const res = await api('POST', '/v1/ad-library/uploads', {
    key,
    idempotencyKey: uniqueKey('up'),
    body: { url: origin.url(file), role },
  });
  expect(res.status).toBe(201);
  return res.body.storage_id;
}

describe('the catalog', () => {
  test('holds at least 150 original ads over every industry and style, with both locales', async () => {
    const { key } = await newAccount(sql, 0, ['ad-library:read']);
    const seen: any[] = [];
    for (let page = 1; ; page++) {
      const res = await search(key, { limit: 30, page });
      expect(res.status).toBe(200);
      seen.push(...res.body.data);
      if (!res.body.has_more) break;
      expect(res.body.next_page).toBe(page + 1);
    }
    expect(seen.length).toBeGreaterThanOrEqual(150);
    expect(new Set(seen.map((a) => a.id)).size).toBe(seen.length);
    expect(new Set(seen.map((a) => a.industry))).toEqual(new Set(Object.keys(AD_INDUSTRIES)));
    expect(new Set(seen.map((a) => a.style))).toEqual(new Set(AD_STYLES));
    for (const ad of seen) {
      expect(ad.id).toMatch(/^ad_[a-z2-7]{26}$/);
      expect(ad.available_locales).toEqual(['en', 'ar']);
      expect(ad.headline.length).toBeGreaterThan(0);
      expect(ad.match.kind).toBe('browse');
      // No measured performance claims anywhere in a result.
      expect(JSON.stringify(ad)).not.toMatch(
        /"(ctr|impressions|conversions?|roas|spend|reach|running_days)"/i,
      );
    }
    const arabic = await search(key, { limit: 3, locale: 'ar' });
    for (const ad of arabic.body.data) expect(ad.headline).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('GET /v1/ad-library', () => {
  let key: string;
  beforeAll(async () => {
    ({ key } = await newAccount(sql, 0, ['ad-library:read']));
  });

  test('an Arabic brief for restaurant offers finds Food & Beverage offer ads first', async () => {
    const res = await search(key, { brief: 'أبغى إعلان عروض لمطعم برجر وقت الغداء', limit: 5 });
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('ar');
    expect(res.body.mode).toBe('brief');
    const top = res.body.data.slice(0, 3);
    for (const ad of top) {
      expect(ad.industry).toBe('Food & Beverage');
      expect(ad.style).toBe('offer');
    }
    expect(top[0].headline).toMatch(/[\u0600-\u06FF]/);
    expect(top[0].match.kind).toBe('brief');
    expect(top[0].match.matched_fields).toEqual(expect.arrayContaining(['industry', 'style']));
    expect(top[0].match.rationale).toContain('عروض');
  });

  test('an English brief finds its ads without needing every word', async () => {
    const res = await search(key, {
      brief: 'We run a gym and want a membership discount ad for new members',
      limit: 3,
    });
    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('en');
    expect(res.body.data[0].industry).toBe('Health, Fitness & Wellness');
    expect(res.body.data[0].style).toBe('offer');
    const cars = await search(key, { brief: 'electric car with long range for families', limit: 3 });
    expect(cars.body.data[0].industry).toBe('Automotive');
  });

  test('q matches every word first, then labels related metadata matches', async () => {
    const both = await search(key, { q: 'free trial', limit: 30 });
    expect(both.status).toBe(200);
    const kinds = both.body.data.map((a: any) => a.match.kind);
    expect(kinds[0]).toBe('all_words');
    // Every exact match comes before every related one.
    expect(
      kinds.indexOf('related_metadata') === -1 ||
        kinds.lastIndexOf('all_words') < kinds.indexOf('related_metadata'),
    ).toBe(true);

    const related = await search(key, { q: 'sushi discount', limit: 10 });
    expect(related.status).toBe(200);
    expect(related.body.data.length).toBeGreaterThan(0);
    for (const ad of related.body.data) {
      expect(ad.match).toMatchObject({ kind: 'related_metadata', related: true });
      expect(ad.match.rationale).toMatch(/^Related: no ad matches every word of q/);
      expect(ad.match.matched_terms).toEqual(['discount']);
    }
    // Related matches stay within the explicit filters.
    const filtered = await search(key, { q: 'sushi discount', industry: 'Automotive' });
    for (const ad of filtered.body.data) expect(ad.industry).toBe('Automotive');
    expect(filtered.body.data.length).toBeGreaterThan(0);
  });

  test('Arabic spellings are normalized: taa marbuta, alef forms and diacritics', async () => {
    const plain = await search(key, { q: 'قهوة', limit: 30 });
    const variant = await search(key, { q: 'قَهوه', limit: 30 });
    expect(plain.body.data.length).toBeGreaterThan(0);
    expect(variant.body.data.map((a: any) => a.id)).toEqual(plain.body.data.map((a: any) => a.id));
    const hamza = await search(key, { q: 'اسعار', limit: 5, locale: 'ar' });
    const withHamza = await search(key, { q: 'أسعار', limit: 5, locale: 'ar' });
    expect(hamza.body.data.map((a: any) => a.id)).toEqual(withHamza.body.data.map((a: any) => a.id));
  });

  test('invalid industry, sector or style values answer 422; bounds answer 400', async () => {
    const crypto = await search(key, { industry: 'Crypto' });
    expectProblem(crypto, 422, 'unprocessable');
    expect(crypto.body.errors).toEqual([expect.objectContaining({ pointer: '/industry' })]);
    expectProblem(await search(key, { sector: 'crypto' }), 422, 'unprocessable');
    expectProblem(await search(key, { style: 'viral' }), 422, 'unprocessable');
    expect((await search(key, { sector: 'all', style: 'all' })).status).toBe(200);
    expectProblem(await search(key, { limit: 31 }), 400, 'invalid_request');
    expectProblem(await search(key, { offset: 100 }), 400, 'invalid_request');
    expectProblem(await search(key, { page: 0 }), 400, 'invalid_request');
    expectProblem(await search(key, { q: 'x'.repeat(201) }), 400, 'invalid_request');
    expectProblem(await search(key, { q: 'coffee', brief: 'coffee' }), 400, 'invalid_request');
  });

  test('filters, limit, page and offset page through the same order', async () => {
    const all = await search(key, { industry: 'Automotive', limit: 30 });
    expect(all.body.data.length).toBe(11);
    expect(all.body.has_more).toBe(false);
    expect(all.body.next_page).toBeNull();
    const ids = all.body.data.map((a: any) => a.id);
    const page2 = await search(key, { industry: 'Automotive', limit: 4, page: 2 });
    expect(page2.body.data.map((a: any) => a.id)).toEqual(ids.slice(4, 8));
    expect(page2.body).toMatchObject({ has_more: true, next_page: 3, next_offset: 0 });
    const shifted = await search(key, { industry: 'Automotive', limit: 4, page: 2, offset: 3 });
    expect(shifted.body.data.map((a: any) => a.id)).toEqual(ids.slice(7, 11));
    expect(shifted.body).toMatchObject({ has_more: false, next_page: null, next_offset: null });
    const offers = await search(key, { sector: 'automotive', style: 'offer' });
    expect(offers.body.data.length).toBeGreaterThan(0);
    for (const ad of offers.body.data) expect([ad.sector, ad.style]).toEqual(['automotive', 'offer']);
  });

  test('an exact id, or an ad id inside q, returns only that ad or 404', async () => {
    const id = await adBySlug('travel-desert-camp-product');
    const exact = await search(key, { id });
    expect(exact.body.data.map((a: any) => a.id)).toEqual([id]);
    expect(exact.body.data[0].match.kind).toBe('id');
    const inQ = await search(key, { q: `show me ${id} please` });
    expect(inQ.body.data.map((a: any) => a.id)).toEqual([id]);
    expectProblem(await search(key, { id: 'ad_aaaaaaaaaaaaaaaaaaaaaaaaaa' }), 404, 'not_found');
    expectProblem(await search(key, { id: 'not-an-ad' }), 404, 'not_found');
  });
});

describe('GET /v1/ad-library/{id}', () => {
  test('the ad in the requested locale, its generation contract, the caller’s preparation and a preview', async () => {
    const { key } = await newAccount(sql, 0, ['ad-library:read']);
    const id = await adBySlug('food-burger-two-for-one');
    const res = await api('GET', `/v1/ad-library/${id}?locale=ar`, { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      object: 'ad_library_ad',
      id,
      locale: 'ar',
      headline: 'برجرين بسعر واحد',
    });
    const contract = res.body.generation_contract;
    expect(contract.fields.map((f: any) => f.id)).toEqual(['headline', 'body', 'cta', 'badge']);
    for (const f of contract.fields) {
      expect(f.max_characters).toBeGreaterThanOrEqual([...f.default].length);
      expect(f.label).toMatch(/[\u0600-\u06FF]/);
    }
    expect(contract.references.map((r: any) => r.field)).toEqual([
      'reference_storage_ids',
      'logo_storage_id',
    ]);
    expect(res.body.preparation).toMatchObject({ status: 'missing', prepare_credits: 1 });
    const preview = await fetch(res.body.preview_url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await preview.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    writeFileSync(path.join(ARTIFACTS, 'preview-burger-ar.png'), png);
    expectProblem(
      await api('GET', '/v1/ad-library/ad_aaaaaaaaaaaaaaaaaaaaaaaaaa', { key }),
      404,
      'not_found',
    );
    expectProblem(await api('GET', `/v1/ad-library/${id}?locale=fr`, { key }), 400, 'invalid_request');
  });
});

describe('POST /v1/ad-library/{id}/prepare', () => {
  test('charges 1 when the analysis is missing, then 0; replays; the state moves to ready', async () => {
    const { accountId, key } = await newAccount(sql, 10, ['ad-library:read', 'ad-library:write']);
    const id = await adBySlug('saas-crm-product-tour');
    const first = uniqueKey('prep');
    const res = await api('POST', `/v1/ad-library/${id}/prepare`, {
      key,
      idempotencyKey: first,
      body: { locale: 'ar' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'ad_preparation', ad_id: id, locale: 'ar', status: 'ready' });
    expect(res.body.usage).toEqual({ credits_used: 1, balance_after: null });
    expect(res.body.contract.fields[0]).toMatchObject({ id: 'headline', required: true });
    expect(await balanceOf(sql, accountId)).toBe(9);
    const replay = await api('POST', `/v1/ad-library/${id}/prepare`, {
      key,
      idempotencyKey: first,
      body: { locale: 'ar' },
    });
    expect(replay.text).toBe(res.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // The same key and body for another ad is another request: a mismatch, not a replay.
    const other = await adBySlug('saas-hr-launch');
    expectProblem(
      await api('POST', `/v1/ad-library/${other}/prepare`, {
        key,
        idempotencyKey: first,
        body: { locale: 'ar' },
      }),
      409,
      'idempotency_key_reused',
    );
    const again = await api('POST', `/v1/ad-library/${id}/prepare`, {
      key,
      idempotencyKey: uniqueKey('prep'),
      body: {},
    });
    expect(again.status).toBe(200);
    expect(again.body.usage).toEqual({ credits_used: 0, balance_after: null });
    expect(again.body.locale).toBe('en');
    expect(await balanceOf(sql, accountId)).toBe(9);
    const detail = await api('GET', `/v1/ad-library/${id}`, { key });
    expect(detail.body.preparation).toMatchObject({ status: 'ready', prepare_credits: 0 });
    expectProblem(
      await api('POST', `/v1/ad-library/${id}/prepare`, {
        key,
        idempotencyKey: uniqueKey('prep'),
        body: { locale: 'ar', x: 1 },
      }),
      400,
      'invalid_request',
    );
  });

  test('simultaneous prepares of one ad charge once; the others are told to retry', async () => {
    const { accountId, key } = await newAccount(sql, 10, ['ad-library:write']);
    const id = await adBySlug('beauty-vitamin-c-serum-product');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        api('POST', `/v1/ad-library/${id}/prepare`, { key, idempotencyKey: uniqueKey('race'), body: {} }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(200);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expectProblem(a, 409, 'request_in_progress');
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const charged = answers.filter((a) => a.status === 200 && a.body.usage.credits_used === 1);
    expect(charged).toHaveLength(1);
    expect(await balanceOf(sql, accountId)).toBe(9);
  });

  test('a preparation left pending by a request that ended (an operator terminated it) does not hold the ad', async () => {
    const { accountId, key } = await newAccount(sql, 10, ['ad-library:write']);
    const id = await adBySlug('b2b-events-product');
    const first = await api('POST', `/v1/ad-library/${id}/prepare`, {
      key,
      idempotencyKey: uniqueKey('p'),
      body: {},
    });
    expect(first.status).toBe(200);
    // What a terminated workflow leaves behind: the preparation pending, its request no longer pending.
    await sql`update ad_preparations set status = 'pending' where account_id = ${accountId} and ad_id = ${id}`;
    const again = await api('POST', `/v1/ad-library/${id}/prepare`, {
      key,
      idempotencyKey: uniqueKey('p'),
      body: {},
    });
    expect(again.status).toBe(200);
    expect(again.body.usage.credits_used).toBe(1);
  });

  test('the 51st prepare of the day answers 429 with Retry-After at the reset, and changes nothing', async () => {
    const { accountId, key } = await newAccount(sql, 100, ['ad-library:write']);
    const id = await adBySlug('local-cleaning-product');
    const keys: string[] = [];
    for (let i = 0; i < 50; i++) {
      keys.push(uniqueKey('allow'));
      const res = await api('POST', `/v1/ad-library/${id}/prepare`, {
        key,
        idempotencyKey: keys[i],
        body: {},
      });
      expect(res.status).toBe(200);
    }
    const before = await countRows(sql, accountId);
    const refused = await api('POST', `/v1/ad-library/${id}/prepare`, {
      key,
      idempotencyKey: uniqueKey('allow'),
      body: {},
    });
    expectProblem(refused, 429, 'allowance_exhausted');
    const now = new Date();
    const reset = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Math.abs(retryAfter - (reset - now.getTime()) / 1000)).toBeLessThan(30);
    expect(refused.headers.get('ratelimit-policy')).toContain('q=50');
    expect(await countRows(sql, accountId)).toEqual(before);
    expect(await balanceOf(sql, accountId)).toBe(99);
    // Replays of earlier attempts still answer.
    expect(
      (await api('POST', `/v1/ad-library/${id}/prepare`, { key, idempotencyKey: keys[0], body: {} })).status,
    ).toBe(200);
  });
});

describe('POST /v1/ad-library/{id}/generations', () => {
  test('an unprepared ad answers 409 preparation_required and charges nothing', async () => {
    const { accountId, key } = await newAccount(sql, 10, ['images:write']);
    const id = await adBySlug('travel-chalet-comparison');
    const before = await countRows(sql, accountId);
    const res = await api('POST', `/v1/ad-library/${id}/generations`, {
      key,
      idempotencyKey: uniqueKey('gen'),
      body: { template_fields: { headline: 'Hi' } },
    });
    expectProblem(res, 409, 'preparation_required');
    expect(await countRows(sql, accountId)).toEqual(before);
    expect(await balanceOf(sql, accountId)).toBe(10);
  });

  test('renders the partner’s exact texts, photo and overlay logo; 4 credits; snippet and request together', async () => {
    const { accountId, key } = await newAccount(sql, 20, ['ad-library:write', 'images:write']);
    const id = await adBySlug('food-burger-two-for-one');
    expect(
      (await api('POST', `/v1/ad-library/${id}/prepare`, { key, idempotencyKey: uniqueKey('p'), body: {} }))
        .status,
    ).toBe(200);
    const photo = await upload(key, '/photo.png', 'reference');
    const logo = await upload(key, '/logo.png', 'logo');
    const fields = {
      headline: 'برجر الديرة بسعر واحد',
      body: 'كل خميس من ٦ إلى ١٠ مساءً في فرع الدمام',
      cta: 'اطلب الحين',
      badge: '٢ بـ ٣٥ ريال',
    };
    const body = {
      template_fields: fields,
      locale: 'ar',
      aspect_ratio: '4:3',
      reference_storage_ids: [photo],
      logo_storage_id: logo,
      logo_mode: 'overlay',
      palette: { primary: '#7a1f1f', secondary: '#fff6e8', accent: '#f2a541' },
    };
    const balance = await balanceOf(sql, accountId);
    const res = await api('POST', `/v1/ad-library/${id}/generations`, {
      key,
      idempotencyKey: uniqueKey('gen'),
      body,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'ad_library_generation',
      ad_id: id,
      locale: 'ar',
      aspect_ratio: '4:3',
      template_fields: fields,
      reference_images_used: 1,
      logo_policy: { mode: 'overlay', logo_overlaid: true, logo_sent_to_model: false, logo_storage_id: logo },
      usage: { credits_used: 4, balance_after: balance - 4 },
    });
    expect(res.body.image).toMatchObject({ width: 1200, height: 896, mime_type: 'image/png' });
    expect(res.body.original_image).toMatchObject({ width: 1200, height: 896 });
    const layer = res.body.logo_composition.layers[0];
    expect(layer).toMatchObject({ order: 1, kind: 'logo', logo_storage_id: logo });
    expect(layer.x).toBeGreaterThan(600); // Arabic: the corner where reading starts, on the right
    expect(await balanceOf(sql, accountId)).toBe(balance - 4);
    const requestId = res.headers.get('x-request-id')!;
    expect(await ledgerRows(sql, requestId)).toEqual([{ kind: 'debit', credits: 4 }]);
    const [snippet] = await sql<any[]>`select * from ad_generations where request_id = ${requestId}`;
    expect(snippet).toMatchObject({
      id: res.body.snippet_id,
      ad_id: id,
      account_id: accountId,
      template_fields: fields,
    });

    // The clean original is exactly the layout drawn with these texts, this photo and palette, and no logo.
    const original = Buffer.from(await (await fetch(res.body.original_image.url)).arrayBuffer());
    const image = Buffer.from(await (await fetch(res.body.image.url)).arrayBuffer());
    writeFileSync(path.join(ARTIFACTS, 'generation-burger-ar-overlay.png'), image);
    writeFileSync(path.join(ARTIFACTS, 'generation-burger-ar-original.png'), original);
    const expected = renderAd({
      style: 'offer',
      locale: 'ar',
      texts: fields,
      ...AD_CANVAS['4:3']!,
      palette: body.palette,
      motif: 'meal',
      photos: [{ bytes: PHOTO, contentType: 'image/png', width: 480, height: 360 }],
      logo: null,
    });
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(sha(original)).toBe(sha(expected.png));
    expect(sha(image)).not.toBe(sha(original));
  });

  test('unknown field ids, over-long values and extra photos are 400s that charge nothing', async () => {
    const { accountId, key } = await newAccount(sql, 20, ['ad-library:write', 'images:write']);
    const id = await adBySlug('edu-excel-course-product');
    expect(
      (await api('POST', `/v1/ad-library/${id}/prepare`, { key, idempotencyKey: uniqueKey('p'), body: {} }))
        .status,
    ).toBe(200);
    const before = await countRows(sql, accountId);
    const balance = await balanceOf(sql, accountId);
    const post = (body: unknown) =>
      api('POST', `/v1/ad-library/${id}/generations`, { key, idempotencyKey: uniqueKey('g'), body });
    const unknown = await post({ template_fields: { headline: 'Excel fast', subtitle: 'x' } });
    expectProblem(unknown, 400, 'invalid_request');
    expect(unknown.body.errors).toEqual([expect.objectContaining({ pointer: '/template_fields/subtitle' })]);
    const long = await post({ template_fields: { cta: 'x'.repeat(200) } });
    expectProblem(long, 400, 'invalid_request');
    expect(long.body.errors[0].detail).toMatch(/holds at most/);
    expectProblem(await post({ template_fields: { headline: '\u200b ' } }), 400, 'invalid_request');
    const photo = await upload(key, '/photo.png', 'reference');
    const two = await upload(key, '/photo.png', 'reference');
    expectProblem(
      await post({ template_fields: {}, reference_storage_ids: [photo, two] }),
      400,
      'invalid_request',
    );
    expectProblem(await post({ template_fields: {}, logo_mode: 'overlay' }), 400, 'invalid_request');
    expectProblem(await post({ template_fields: {}, aspect_ratio: '21:9' }), 400, 'invalid_request');
    expectProblem(
      await post({
        template_fields: {},
        palette: { primary: 'red', secondary: '#ffffff', accent: '#000000' },
      }),
      400,
      'invalid_request',
    );
    expectProblem(await post({ template_fields: {}, logo_storage_id: photo }), 400, 'invalid_request');
    expectProblem(
      await post({ template_fields: {}, reference_storage_ids: ['stg_aaaaaaaaaaaaaaaaaaaaaaaaaa'] }),
      404,
      'not_found',
    );
    const uploads = 2;
    const after = await countRows(sql, accountId);
    expect(after.ledger).toBe(before.ledger);
    expect(after.requests).toBe(before.requests + uploads);
    expect(await balanceOf(sql, accountId)).toBe(balance);
  });

  test('logo_mode model draws the logo into the layout; defaults fill fields not given', async () => {
    const { key } = await newAccount(sql, 20, ['ad-library:write', 'images:write']);
    const id = await adBySlug('auto-suv-launch');
    expect(
      (await api('POST', `/v1/ad-library/${id}/prepare`, { key, idempotencyKey: uniqueKey('p'), body: {} }))
        .status,
    ).toBe(200);
    const logo = await upload(key, '/logo.png', 'logo');
    const res = await api('POST', `/v1/ad-library/${id}/generations`, {
      key,
      idempotencyKey: uniqueKey('g'),
      body: {
        template_fields: { headline: 'The seven-seater, in Riyadh this week' },
        locale: 'en',
        aspect_ratio: '9:16',
        logo_storage_id: logo,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.logo_policy).toMatchObject({
      mode: 'model',
      logo_sent_to_model: true,
      logo_overlaid: false,
    });
    expect(res.body.original_image).toBeNull();
    expect(res.body.logo_composition).toBeNull();
    expect(res.body.template_fields.headline).toBe('The seven-seater, in Riyadh this week');
    expect(res.body.template_fields.body).toBe(
      'Three rows of real seats, a desert mode for the sand and a cabin that stays quiet at 120.',
    );
    expect(res.body.image).toMatchObject({ width: 768, height: 1376 });
    writeFileSync(
      path.join(ARTIFACTS, 'generation-suv-en-model.png'),
      Buffer.from(await (await fetch(res.body.image.url)).arrayBuffer()),
    );
  });
});

describe('POST /v1/quote for the ad library', () => {
  test('prepare is priced from the preparation state; generate needs a prepared ad', async () => {
    const { key } = await newAccount(sql, 10, ['ad-library:write', 'images:write']);
    const id = await adBySlug('fintech-wallet-product');
    const quote = (operation: string, request: unknown) =>
      api('POST', '/v1/quote', { key, body: { operation, request } });
    const missing = await quote('ad_library_prepare', { ad_id: id });
    expect(missing.body).toMatchObject({
      status: 'ready',
      quote: { total_credits: 1 },
      validated: { preparation_status: 'missing' },
    });
    const gen = await quote('ad_library_generate', {
      ad_id: id,
      template_fields: { headline: 'Pay by wallet' },
    });
    expect(gen.body).toMatchObject({
      status: 'needs_input',
      allowed_next_actions: ['prepare', 'refresh_quote'],
    });
    expect(gen.body.conflicts[0].message).toMatch(/not prepared/);
    expect((await quote('ad_library_prepare', {})).body.missing_fields).toEqual(['/ad_id']);
    expect(
      (await quote('ad_library_prepare', { ad_id: 'ad_aaaaaaaaaaaaaaaaaaaaaaaaaa' })).body.conflicts,
    ).toEqual([{ path: '/ad_id', message: 'names no ad in the library' }]);
    expect(
      (await api('POST', `/v1/ad-library/${id}/prepare`, { key, idempotencyKey: uniqueKey('p'), body: {} }))
        .status,
    ).toBe(200);
    const ready = await quote('ad_library_prepare', { ad_id: id, locale: 'ar' });
    expect(ready.body).toMatchObject({
      quote: { total_credits: 0 },
      validated: { preparation_status: 'ready' },
    });
    const go = await quote('ad_library_generate', {
      ad_id: id,
      template_fields: { headline: 'Pay by wallet' },
    });
    expect(go.body).toMatchObject({
      status: 'ready',
      quote: { total_credits: 4 },
      allowed_next_actions: ['generate', 'refresh_quote'],
    });
    const bad = await quote('ad_library_generate', { ad_id: id, template_fields: { nope: 'x' } });
    expect(bad.body.status).toBe('needs_input');
    expect(bad.body.conflicts[0].path).toBe('/template_fields/nope');
  });
});
