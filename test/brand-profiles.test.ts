import type { Sql } from '../db/client';
import { admin, adminFails } from './helpers/admin';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const SUMMARY_KEYS = [
  'id',
  'name',
  'industry',
  'description',
  'summary',
  'website',
  'website_icon_available',
  'logo_available',
  'primary_color',
  'secondary_color',
  'accent_color',
  'brand_strength',
  'social_links',
  'created_at',
  'updated_at',
].sort();

describe('brand profiles', () => {
  it('are created and updated with the admin CLI and read through the API with their resources', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const created = await admin(
      'brands',
      'create',
      '--account',
      accountId,
      '--name',
      'محمصة النخبة',
      '--description',
      'قهوة مختصة تحمص يومياً في الرياض',
      '--industry',
      'Food & Beverage',
      '--website',
      'https://nukhba.example',
      '--primary-color',
      '#4A2C2A',
      '--strength',
      'strong',
      '--social',
      'instagram=https://instagram.com/nukhba',
    );
    expect(created.id).toMatch(/^brp_/);
    await admin(
      'brands',
      'update',
      '--brand-id',
      created.id,
      '--summary',
      'محمصة سعودية',
      '--accent-color',
      '#D4A373',
    );
    const long = 'ق'.repeat(2000);
    await admin(
      'brands',
      'add-resource',
      '--brand-id',
      created.id,
      '--title',
      'قصة المحمصة',
      '--content',
      long,
      '--source-url',
      'https://nukhba.example/about',
    );
    await admin(
      'brands',
      'add-resource',
      '--brand-id',
      created.id,
      '--title',
      'المنيو',
      '--content',
      'إسبريسو، V60، كولد برو',
    );
    await admin(
      'brands',
      'add-resource',
      '--brand-id',
      created.id,
      '--title',
      'الأسعار',
      '--content',
      'من 12 ريال',
    );
    const fourth = await adminFails(
      'brands',
      'add-resource',
      '--brand-id',
      created.id,
      '--title',
      'x',
      '--content',
      'y',
    );
    expect(fourth.stderr).toContain('at most 3 resources');
    expect(
      (await adminFails('brands', 'create', '--account', accountId, '--name', 'x', '--primary-color', 'red'))
        .stderr,
    ).toContain('#RRGGBB');

    const res = await call('GET', `/v1/brand-profiles/${created.id}`, { key });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...SUMMARY_KEYS, 'object', 'resources'].sort());
    expect(res.body).toMatchObject({
      object: 'brand_profile',
      name: 'محمصة النخبة',
      industry: 'Food & Beverage',
      summary: 'محمصة سعودية',
      website: 'https://nukhba.example',
      primary_color: '#4A2C2A',
      secondary_color: null,
      accent_color: '#D4A373',
      brand_strength: 'strong',
      website_icon_available: false,
      logo_available: false,
      social_links: {
        linkedin: null,
        instagram: 'https://instagram.com/nukhba',
        facebook: null,
        twitter: null,
        tiktok: null,
      },
    });
    expect(Number.isInteger(res.body.created_at)).toBe(true);
    expect(res.body.updated_at).toBeGreaterThanOrEqual(res.body.created_at);
    expect(res.body.resources).toHaveLength(3);
    expect(res.body.resources[0]).toMatchObject({
      title: 'قصة المحمصة',
      source_type: 'manual',
      source_url: 'https://nukhba.example/about',
      content_length: 2000,
    });
    expect(res.body.resources[0].content).toHaveLength(1500);
    expect(Date.parse(res.body.resources[0].created_at)).not.toBeNaN();

    // A brand profile shapes the copy and is echoed in controls.
    const copy = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey(),
      body: {
        description: 'خصم 15% على حبوب إثيوبيا هذا الأسبوع.',
        market: 'SA',
        brand_profile_id: created.id,
      },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.controls.brand_profile_id).toBe(created.id);
    for (const v of copy.body.variants) expect(v.content).toContain('محمصة النخبة');
  });

  it("lists only the caller's profiles, in pages joined by an opaque cursor", async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const other = await newAccount(sql, 10);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await admin('brands', 'create', '--account', accountId, '--name', `Brand ${i}`)).id);
    await admin('brands', 'create', '--account', other.accountId, '--name', 'Not yours');
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = await call('GET', `/v1/brand-profiles${query}`, { key });
      expect(page.status).toBe(200);
      expect(page.body.object).toBe('brand_profile_list');
      for (const p of page.body.profiles) expect(Object.keys(p).sort()).toEqual(SUMMARY_KEYS);
      seen.push(...page.body.profiles.map((p: { id: string }) => p.id));
      expect(page.body.is_done).toBe(page.body.next_cursor === null);
      cursor = page.body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
    const all = await call('GET', '/v1/brand-profiles', { key });
    expect(all.body.profiles).toHaveLength(5);
    expect(all.body.is_done).toBe(true);

    const first = await call('GET', '/v1/brand-profiles?limit=1', { key });
    const foreignCursor = await call(
      'GET',
      `/v1/brand-profiles?cursor=${encodeURIComponent(first.body.next_cursor)}`,
      { key: other.key },
    );
    expect(foreignCursor.status).toBe(400);
    const usageCursor = (await call('GET', '/v1/usage?limit=1', { key })).body.next_cursor;
    expect(usageCursor).toBeNull();
    expect((await call('GET', '/v1/brand-profiles?limit=101', { key })).status).toBe(400);
  });

  it('answers not_found for foreign and unknown ids, and needs brands:read', async () => {
    const owner = await newAccount(sql, 10);
    const stranger = await newAccount(sql, 10);
    const { id } = await admin('brands', 'create', '--account', owner.accountId, '--name', 'Private');
    const foreign = await call('GET', `/v1/brand-profiles/${id}`, { key: stranger.key });
    const unknown = await call('GET', '/v1/brand-profiles/brp_unknownunknownunknownunkn', {
      key: stranger.key,
    });
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(foreign.body.detail).toBe(unknown.body.detail);
    const copyOnly = await newAccount(sql, 10, ['copy:write']);
    expect((await call('GET', '/v1/brand-profiles', { key: copyOnly.key })).status).toBe(403);
    const foreignCopy = await call('POST', '/v1/copy-generations', {
      key: stranger.key,
      idempotencyKey: uniqueKey(),
      body: { description: 'عرض خاص', brand_profile_id: id },
    });
    expect(foreignCopy.status).toBe(404);
  });
});
