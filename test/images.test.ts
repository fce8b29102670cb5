import { IMAGE_ASPECT_RATIOS, IMAGE_RESOLUTIONS } from '../contract/enums';
import { imagePixelSize } from '../contract/images';
import type { Sql } from '../db/client';
import { admin } from './helpers/admin';
import { balanceOf, call, countRows, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';
import { startLocalHttps, type LocalHttps } from './helpers/https-server';
import { makePng } from './helpers/images';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(180_000);

let sql: Sql;
let origin: LocalHttps;
let stack: ExtraStack;
beforeAll(async () => {
  sql = testSql();
  origin = await startLocalHttps();
  stack = await startExtraStack('images', {
    UPLOAD_TEST_ALLOW_HOSTS: `127.0.0.1:${origin.port}`,
    UPLOAD_TEST_CA_FILE: origin.caFile,
  });
  origin.routes.set('/logo.png', { headers: { 'content-type': 'image/png' }, body: makePng(120, 60) });
  origin.routes.set('/reference.png', { headers: { 'content-type': 'image/png' }, body: makePng(64, 64) });
});
afterAll(async () => {
  await stack.stop();
  await origin.close();
  await sql.end({ timeout: 5 });
});

const generate = (key: string, body: unknown, idempotencyKey = uniqueKey()) =>
  call('POST', '/v1/image-generations', { key, idempotencyKey, body, baseUrl: stack.apiUrl });

async function download(url: string): Promise<{ bytes: Buffer; type: string | null }> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return { bytes: Buffer.from(await res.arrayBuffer()), type: res.headers.get('content-type') };
}

/** The real pixel size written in a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function uploadFrom(key: string, path: string, role: 'reference' | 'logo'): Promise<string> {
  const res = await call('POST', '/v1/ad-library/uploads', {
    key,
    idempotencyKey: uniqueKey(),
    body: { url: origin.url(path), role },
    baseUrl: stack.apiUrl,
  });
  expect(res.status).toBe(201);
  return res.body.storage_id;
}

describe('POST /v1/image-generations (local vector engine)', () => {
  it('returns a PNG whose real pixel size matches image.width and height for every ratio and resolution', async () => {
    const combos = IMAGE_ASPECT_RATIOS.flatMap((ratio) =>
      IMAGE_RESOLUTIONS.map((res) => [ratio, res] as const),
    );
    const { key, accountId } = await newAccount(sql, combos.length * 4);
    for (let i = 0; i < combos.length; i += 6) {
      await Promise.all(
        combos.slice(i, i + 6).map(async ([aspect_ratio, resolution]) => {
          const res = await generate(key, {
            prompt: 'Fresh specialty coffee every morning',
            output_language: 'en',
            aspect_ratio,
            resolution,
          });
          expect(res.status).toBe(201);
          const expected = imagePixelSize(aspect_ratio, resolution);
          expect(res.body.image).toMatchObject({ mime_type: 'image/png', ...expected });
          expect(res.body).toMatchObject({ aspect_ratio, resolution, object: 'image_generation' });
          const file = await download(res.body.image.url);
          expect(file.type).toBe('image/png');
          expect(file.bytes.length).toBe(res.body.image.bytes);
          expect(pngSize(file.bytes)).toEqual(expected);
        }),
      );
    }
    expect(await balanceOf(sql, accountId)).toBe(0);
  });

  it('renders Arabic overlay text with the full result of 2.4 and charges 4 credits once', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const idempotencyKey = uniqueKey();
    const body = {
      prompt: 'إعلان قهوة مختصة طازجة كل صباح في الرياض',
      type: 'offer_announcement',
      style: 'flat-design',
      aspect_ratio: '4:5',
      market: 'SA',
      include_text: true,
      overlay_text: 'خصم ٣٠٪ على كل أنواع القهوة',
      visual_keywords: ['coffee cup'],
      external_id: 'ext-1',
      metadata: { campaign: 'ramadan' },
    };
    const res = await generate(key, body, idempotencyKey);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    expect(res.body).toMatchObject({
      object: 'image_generation',
      status: 'completed',
      output_language: 'ar',
      market: 'SA',
      dialect: 'saudi',
      dialect_source: 'market',
      type: 'offer_announcement',
      style: 'flat-design',
      resolution: '1K',
      brand_profile_id: null,
      reference_images_used: 0,
      external_id: 'ext-1',
      external_customer_id: null,
      metadata: { campaign: 'ramadan' },
      logo_policy: { mode: 'none', logo_overlaid: false, logo_sent_to_model: false, logo_storage_id: null },
      text_policy: {
        mode: 'model',
        content: 'خصم ٣٠٪ على كل أنواع القهوة',
        language: 'ar',
        translated: false,
        deterministic: false,
        renderer: 'image_model',
      },
      visual_policy: { required: ['coffee cup'], excluded: [] },
      engine_version: expect.stringMatching(/^local-vector-/),
      usage: { credits_used: 4, balance_after: 6 },
      saved_to: 'api_request',
    });
    expect(res.body.id).toMatch(/^img_/);
    expect(res.body.prompt_plan.typography).toMatch(/Noto Naskh Arabic.*right-to-left/);
    expect(res.body.prompt_plan.composition).toContain('coffee cup');
    expect(res.body.prompt_plan.culturalNotes).toMatch(/right to left/);
    const replay = await generate(key, body, idempotencyKey);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.text).toBe(res.text);
    expect(await balanceOf(sql, accountId)).toBe(6);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 4 }]);
  });

  it('draws no text without include_text, and keeps excluded visuals out of the plan', async () => {
    const { key } = await newAccount(sql, 10);
    const res = await generate(key, {
      prompt: 'A cozy morning with coffee and a good book',
      output_language: 'en',
      type: 'lifestyle',
      style: 'watercolor',
      visual_keywords: ['open book', 'camel'],
      excluded_visuals: ['coffee cup'],
    });
    expect(res.status).toBe(201);
    expect(res.body.text_policy).toEqual({
      mode: 'none',
      content: null,
      language: null,
      translated: false,
      deterministic: false,
      renderer: null,
    });
    const plan = res.body.prompt_plan;
    expect(plan.typography).toBeNull();
    expect(plan.negativePrompt).toMatch(/no text, letters, numbers/);
    expect(plan.negativePrompt).toContain('exclude: coffee cup');
    expect(plan.composition).toContain('open book');
    expect(plan.composition).toContain('camel shown only as abstract accent shapes');
    expect(plan.composition).not.toContain('coffee cup');
    expect(plan.prompt).not.toContain('coffee cup');
    expect(res.body.dialect).toBeNull();
    expect(res.body.dialect_source).toBeNull();
  });

  it('takes colours from an owned brand profile and a palette from reference uploads, then attaches them', async () => {
    const { key, accountId } = await newAccount(sql, 20, ['images:write', 'ad-library:write']);
    const brand = await admin(
      'brands',
      'create',
      '--account',
      accountId,
      '--name',
      'Nukhba Roasters',
      '--primary-color',
      '#0f4c5c',
    );
    const branded = await generate(key, {
      prompt: 'Brand awareness for our roastery',
      output_language: 'en',
      type: 'brand_awareness',
      brand_profile_id: brand.id,
    });
    expect(branded.status).toBe(201);
    expect(branded.body.brand_profile_id).toBe(brand.id);
    expect(branded.body.prompt_plan.composition).toMatch(/palette #0f4c5c .* from brand/);
    expect(branded.body.prompt_plan.negativePrompt).toContain('no invented logo');

    const reference = await uploadFrom(key, '/reference.png', 'reference');
    const res = await generate(key, {
      prompt: 'Product showcase for our new blend',
      output_language: 'en',
      type: 'product_showcase',
      reference_storage_ids: [reference],
    });
    expect(res.status).toBe(201);
    expect(res.body.reference_images_used).toBe(1);
    // makePng's solid colour is rgb(200, 120, 40).
    expect(res.body.prompt_plan.composition).toMatch(/palette #c87828 .* from reference/);
    const discard = await call('DELETE', `/v1/ad-library/uploads?storage_id=${reference}`, {
      key,
      baseUrl: stack.apiUrl,
    });
    expect(discard.body).toMatchObject({ deleted: false, reason: 'attached' });
  });

  it('overlays a logo deterministically and keeps the clean original; none ignores the logo', async () => {
    const { key } = await newAccount(sql, 20, ['images:write', 'ad-library:write']);
    const logo = await uploadFrom(key, '/logo.png', 'logo');
    const res = await generate(key, {
      prompt: 'Grand opening of our new café',
      output_language: 'en',
      logo_storage_id: logo,
      logo_mode: 'overlay',
    });
    expect(res.status).toBe(201);
    expect(res.body.logo_policy).toEqual({
      mode: 'deterministic_overlay',
      logo_overlaid: true,
      logo_sent_to_model: false,
      logo_storage_id: logo,
    });
    const [withLogo, clean] = await Promise.all([
      download(res.body.image.url),
      download(res.body.clean_image.url),
    ]);
    expect(pngSize(withLogo.bytes)).toEqual(pngSize(clean.bytes));
    expect(withLogo.bytes.equals(clean.bytes)).toBe(false);

    const model = await generate(key, { prompt: 'Grand opening of our new café', logo_storage_id: logo });
    expect(model.status).toBe(201);
    expect(model.body.logo_policy).toMatchObject({
      mode: 'model',
      logo_sent_to_model: true,
      logo_overlaid: false,
    });
    expect(model.body.prompt_plan.composition).toContain('supplied logo');
    expect(model.body.clean_image).toBeUndefined();

    const ignored = await generate(key, {
      prompt: 'Grand opening of our new café',
      logo_storage_id: logo,
      logo_mode: 'none',
    });
    expect(ignored.status).toBe(201);
    expect(ignored.body.logo_policy).toEqual({
      mode: 'none',
      logo_overlaid: false,
      logo_sent_to_model: false,
      logo_storage_id: null,
    });
    // The same request drawn with and without the logo: model mode really puts it in the picture.
    const [drawn, without] = await Promise.all([
      download(model.body.image.url),
      download(ignored.body.image.url),
    ]);
    expect(pngSize(drawn.bytes)).toEqual(pngSize(without.bytes));
    expect(drawn.bytes.equals(without.bytes)).toBe(false);
  });

  it('refuses invalid requests, foreign uploads and impossible translations with nothing charged', async () => {
    const { key, accountId } = await newAccount(sql, 10, ['images:write', 'ad-library:write']);
    const other = await newAccount(sql, 10, ['images:write', 'ad-library:write']);
    const foreignUpload = await uploadFrom(other.key, '/logo.png', 'logo');
    const reference = await uploadFrom(key, '/reference.png', 'reference');
    const before = await countRows(sql, accountId);
    const base = { prompt: 'Fresh coffee every morning' };
    const cases: Array<[unknown, number, string]> = [
      [{ ...base, include_text: true }, 400, '/overlay_text'],
      [{ ...base, overlay_text: 'hello' }, 400, '/overlay_text'],
      [{ ...base, include_text: false, overlay_text: 'hello' }, 400, '/overlay_text'],
      [{ ...base, include_text: true, overlay_text: 'x'.repeat(201) }, 400, '/overlay_text'],
      [{ ...base, logo_mode: 'model' }, 400, '/logo_mode'],
      [{ ...base, logo_mode: 'overlay' }, 400, '/logo_mode'],
      [{ ...base, output_language: 'en', dialect: 'saudi' }, 400, '/dialect'],
      [{ ...base, reference_storage_ids: ['a', 'b', 'c'] }, 400, '/reference_storage_ids'],
      [{ ...base, reference_storage_ids: ['a', 'a'] }, 400, '/reference_storage_ids'],
      [{ ...base, visual_keywords: ['car'], excluded_visuals: ['Car'] }, 400, '/visual_keywords/0'],
      [{ prompt: 'cafe' }, 400, '/prompt'],
      [{ ...base, aspect_ratio: '2:1' }, 400, '/aspect_ratio'],
      [{ ...base, resolution: '4K' }, 400, '/resolution'],
      [{ ...base, style: 'oil-painting' }, 400, '/style'],
      [{ ...base, seed: 1 }, 400, ''],
      [{ ...base, logo_storage_id: foreignUpload }, 404, ''],
      [{ ...base, reference_storage_ids: ['stg_unknown'] }, 404, ''],
      [{ ...base, brand_profile_id: 'brp_unknown' }, 404, ''],
      [{ ...base, logo_storage_id: reference, logo_mode: 'overlay' }, 400, '/logo_storage_id'],
      [
        { ...base, include_text: true, overlay_text: 'Fresh coffee', overlay_text_language: 'ar' },
        400,
        '/overlay_text_language',
      ],
    ];
    for (const [body, status, pointer] of cases) {
      const res = await generate(key, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
      if (pointer) expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    }
    expect(await balanceOf(sql, accountId)).toBe(10);
    expect(await countRows(sql, accountId)).toEqual(before);
    // The foreign logo was not attached by the refused request: its owner can still discard it.
    const discard = await call('DELETE', `/v1/ad-library/uploads?storage_id=${foreignUpload}`, {
      key: other.key,
      baseUrl: stack.apiUrl,
    });
    expect(discard.body).toMatchObject({ deleted: true });
  });
});
