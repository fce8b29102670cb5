import type { Sql } from '../db/client';
import { wavInfo } from '../providers/speech/wav';
import { silentFrameShare } from './helpers/audio';
import { balanceOf, call, countRows, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { completion, SERVER_ERROR } from './helpers/fake-provider';
import { useFakeProviderStack } from './helpers/services';
import { partnerHash } from './helpers/templates';

jest.setTimeout(120_000);

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const BRIEF = {
  description: 'قهوة مختصة محمصة يومياً في الرياض، توصيل خلال ساعة.',
  offer: 'خصم 20% على أول طلب',
  call_to_action: 'اطلب الحين',
  market: 'SA',
  platform: 'photo_social',
};

const campaign = (key: string, body: unknown, baseUrl?: string, idempotencyKey = uniqueKey('cmp')) =>
  call('POST', '/v1/campaigns', { key, idempotencyKey, body, baseUrl });

const ledger = (requestId: string) =>
  sql<{ kind: string; part: string; credits: number }[]>`
    select kind, part, credits from ledger_entries where request_id = ${requestId} order by id`;

async function media(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('POST /v1/campaigns on the local engines', () => {
  it('answers 201 with copy, image, speech and a template draft for one debit of 11 credits', async () => {
    const { key, accountId } = await newAccount(sql, 50);
    const res = await campaign(key, {
      external_id: 'cmp-1',
      metadata: { season: 'winter' },
      brief: BRIEF,
      deliverables: { image: { enabled: true, include_text: true }, speech: { enabled: true } },
    });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body).toMatchObject({
      object: 'campaign',
      status: 'completed',
      external_id: 'cmp-1',
      metadata: { season: 'winter' },
      output_language: 'ar',
      market: 'SA',
      dialect: 'saudi',
      credits_refunded: 0,
      refund_pending: false,
      usage: {
        credits_used: 11,
        gross_credits: 11,
        credits_refunded: 0,
        net_credits_used: 11,
        balance_after: 39,
      },
      saved_to: 'api_request',
    });
    expect(body.id).toMatch(/^cmp_[a-z2-7]{26}$/);
    expect(body.deliverables).toEqual([
      { name: 'copy', status: 'completed', credits: 2, credits_refunded: 0, error: null },
      { name: 'image', status: 'completed', credits: 4, credits_refunded: 0, error: null },
      { name: 'speech', status: 'completed', credits: 5, credits_refunded: 0, error: null },
      { name: 'template_draft', status: 'completed', credits: 0, credits_refunded: 0, error: null },
    ]);
    for (const part of ['copy', 'image', 'speech', 'template_draft'])
      expect(body[part].request_id).toBe(body.request_id);
    expect(body.copy.variants).toHaveLength(3);
    expect(body.copy.usage.credits_used).toBe(2);

    const png = await media(body.image.image.url);
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({
      width: body.image.image.width,
      height: body.image.image.height,
    });
    expect(body.image.text_policy).toBeDefined();
    expect(body.image.usage.credits_used).toBe(4);

    const wav = await media(body.speech.audio.url);
    expect(wavInfo(wav).durationSeconds).toBeCloseTo(body.speech.audio.duration_seconds, 2);
    expect(body.speech.usage.credits_used).toBe(5);

    const draft = body.template_draft;
    expect(draft).toMatchObject({ status: 'UNSUBMITTED', usage: { credits_used: 0 } });
    expect(draft.platform_payload).toMatchObject({ category: 'MARKETING', language: 'ar' });
    expect(partnerHash(draft.platform_payload)).toBe(draft.payload_hash);
    expect(draft.platform_payload.components[0].text).toContain(body.copy.variants[0].content.split('\n')[0]);

    expect(await ledger(body.request_id)).toEqual([{ kind: 'debit', part: 'main', credits: 11 }]);
    expect(await balanceOf(sql, accountId)).toBe(39);
    const record = await call('GET', `/v1/requests/${body.request_id}`, { key });
    expect(record.body).toMatchObject({ status: 'completed', http_status: 201, result: { id: body.id } });
  });

  it.each([
    ['Saudi, offer and call given', BRIEF, 'خصم 20% على أول طلب\nاطلب الحين', '20'],
    [
      'Egyptian, the offer stated in the description',
      {
        description: 'مطعم برجر في القاهرة، وجبة برجر مع بطاطس بـ 99 جنيه بس لحد آخر الشهر.',
        market: 'EG',
        platform: 'photo_social',
      },
      'وجبة برجر مع بطاطس بـ 99 جنيه بس لحد آخر الشهر',
      '99',
    ],
    [
      'Levantine, offer and call given',
      {
        description: 'صالون ليلى للتجميل في عمّان، قص وسشوار وعناية بالبشرة.',
        offer: 'قص وسشوار بـ 10 دنانير',
        call_to_action: 'احجزي موعدك',
        market: 'JO',
        platform: 'photo_social',
      },
      'قص وسشوار بـ 10 دنانير\nاحجزي موعدك',
      '10',
    ],
  ])(
    '%s: the picture carries the offer, the voice-over is a short script that says it',
    async (_, brief, overlay, number) => {
      const { key } = await newAccount(sql, 50);
      const res = await campaign(key, {
        brief,
        deliverables: { image: { enabled: true, include_text: true }, speech: { enabled: true } },
      });
      expect(res.status).toBe(201);
      expect(res.body.image.text_policy).toMatchObject({
        mode: 'model',
        content: overlay,
        translated: false,
      });

      const script: string = res.body.voice_over_script;
      expect(script).toContain(number);
      expect(script).not.toMatch(/#|https?:|\p{Extended_Pictographic}/u);
      expect(script.length).toBeLessThan(res.body.copy.variants[0].content.length + 40);
      const wav = await media(res.body.speech.audio.url);
      expect(wavInfo(wav).durationSeconds).toBeLessThanOrEqual(16);
      expect(silentFrameShare(wav)).toBeLessThan(0.18);
      const stored = await call('GET', `/v1/requests/${res.body.request_id}`, { key });
      expect(stored.body.result.voice_over_script).toBe(script);
    },
  );

  it('copy only costs the copy; English without a dialect', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const res = await campaign(key, {
      brief: { description: 'Fresh dates from Al-Ahsa, delivered in a day.', output_language: 'en' },
      deliverables: { copy: { type: 'headlines', count: 2 } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      dialect: 'none',
      image: null,
      speech: null,
      usage: { gross_credits: 1 },
    });
    expect(res.body.deliverables.map((d: { status: string }) => d.status)).toEqual([
      'completed',
      'not_requested',
      'not_requested',
      'completed',
    ]);
    expect(res.body.template_draft.platform_payload.language).toBe('en');
    expect(await balanceOf(sql, accountId)).toBe(9);
  });

  it.each([
    [
      {
        brief: { ...BRIEF, call_to_action: undefined, offer: undefined },
        deliverables: { image: { enabled: true, include_text: true } },
      },
      '/deliverables/image/overlay_text',
    ],
    [{ brief: BRIEF, deliverables: { copy: { enabled: false } } }, '/deliverables/copy/enabled'],
    [{ brief: { ...BRIEF, output_language: 'en', dialect: 'saudi' } }, '/brief/dialect'],
    [
      { brief: BRIEF, deliverables: { image: { enabled: true, colour: 'red' } } },
      '/deliverables/image/colour',
    ],
    [{ brief: { ...BRIEF, description: '\u200b' } }, '/brief/description'],
    [{ brief: { ...BRIEF, offer: 'o'.repeat(501) } }, '/brief/offer'],
    [{ brief: BRIEF, deliverables: { copy: { count: 4 } } }, '/deliverables/copy/count'],
    [
      {
        brief: BRIEF,
        deliverables: { speech: { enabled: true, voice: 'Kore', voice_profile: 'warm_storyteller' } },
      },
      '/deliverables/speech/voice',
    ],
    [
      { brief: BRIEF, deliverables: { image: { enabled: true, logo_mode: 'overlay' } } },
      '/deliverables/image/logo_mode',
    ],
    // A deliverable that is not enabled is held to the rules the document states for its options.
    [
      {
        brief: { ...BRIEF, call_to_action: undefined, offer: undefined },
        deliverables: { image: { enabled: false, include_text: true, reference_storage_ids: ['\u0017'] } },
      },
      '/deliverables/image/overlay_text',
    ],
    [
      { brief: BRIEF, deliverables: { image: { enabled: false, logo_mode: 'model' } } },
      '/deliverables/image/logo_mode',
    ],
    [
      { brief: BRIEF, deliverables: { image: { overlay_text: 'Order today' } } },
      '/deliverables/image/overlay_text',
    ],
    [
      {
        brief: BRIEF,
        deliverables: { speech: { enabled: false, voice: 'Kore', voice_profile: 'warm_storyteller' } },
      },
      '/deliverables/speech/voice',
    ],
    [{ brief: BRIEF, extra: 1 }, '/extra'],
    [{}, '/brief'],
  ])('refuses an invalid campaign with nothing charged (%#)', async (body, pointer) => {
    const { key, accountId } = await newAccount(sql, 50);
    const res = await campaign(key, body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    expect(await countRows(sql, accountId)).toEqual({ requests: 0, keys: 0, ledger: 1 });
  });

  it('foreign brand profiles and uploads are 404 with nothing charged', async () => {
    const { key, accountId } = await newAccount(sql, 50);
    for (const body of [
      { brief: { ...BRIEF, brand_profile_id: 'brp_aaaaaaaaaaaaaaaaaaaaaaaaaa' } },
      {
        brief: BRIEF,
        deliverables: { image: { enabled: true, reference_storage_ids: ['stg_aaaaaaaaaaaaaaaaaaaaaaaaaa'] } },
      },
    ]) {
      expect((await campaign(key, body)).status).toBe(404);
    }
    expect(await countRows(sql, accountId)).toEqual({ requests: 0, keys: 0, ledger: 1 });
  });
});

describe('POST /v1/campaigns with a failing image provider', () => {
  const ctx = useFakeProviderStack('campaign-image-down', SERVER_ERROR, (url) => ({
    IMAGE_PROVIDER: 'gemini',
    GEMINI_BASE_URL: url,
    GEMINI_API_KEY: 'test-gemini-key',
  }));

  it('answers 207 partial: copy, speech and draft kept, the image refunded once, replayed byte for byte', async () => {
    const { key, accountId } = await newAccount(sql, 50);
    const idempotencyKey = uniqueKey('partial');
    const body = { brief: BRIEF, deliverables: { image: { enabled: true }, speech: { enabled: true } } };
    const res = await campaign(key, body, ctx.stack.apiUrl, idempotencyKey);
    expect(res.status).toBe(207);
    expect(res.body).toMatchObject({
      status: 'partial',
      image: null,
      credits_refunded: 4,
      refund_pending: false,
      usage: {
        credits_used: 7,
        gross_credits: 11,
        credits_refunded: 4,
        net_credits_used: 7,
        balance_after: 43,
      },
    });
    expect(res.body.deliverables[1]).toMatchObject({
      name: 'image',
      status: 'failed',
      credits: 4,
      credits_refunded: 4,
      error: { code: 'provider_unavailable', status: 503 },
    });
    expect(res.body.speech.audio.url).toMatch(/^http/);
    expect(res.body.template_draft.id).toMatch(/^wtd_/);
    expect(await ledger(res.body.request_id)).toEqual([
      { kind: 'debit', part: 'main', credits: 11 },
      { kind: 'refund', part: 'image', credits: 4 },
    ]);
    expect(await balanceOf(sql, accountId)).toBe(43);

    const again = await campaign(key, body, ctx.stack.apiUrl, idempotencyKey);
    expect(again.status).toBe(207);
    expect(again.text).toBe(res.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const usage = await call('GET', '/v1/usage', { key, baseUrl: ctx.stack.apiUrl });
    expect(usage.body.requests[0]).toMatchObject({ net_credits: 7, partial_refund_credits: 4 });
    expect(await balanceOf(sql, accountId)).toBe(43);
  });
});

describe('campaign durability (image provider failing slowly)', () => {
  const ctx = useFakeProviderStack('campaign-durability', { ...SERVER_ERROR, delayMs: 1000 }, (url) => ({
    IMAGE_PROVIDER: 'gemini',
    GEMINI_BASE_URL: url,
    GEMINI_API_KEY: 'test-gemini-key',
  }));

  /** Retries with the same key until the attempt is over (409 request_in_progress while it runs). */
  async function settled(key: string, idempotencyKey: string, body: unknown) {
    for (;;) {
      const res = await campaign(key, body, ctx.stack.apiUrl, idempotencyKey).catch(() => null);
      if (res && res.status !== 409 && res.status < 500) return res;
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  it('a worker SIGKILLed while the children run, and the API killed right after the start: completes once', async () => {
    const { key, accountId } = await newAccount(sql, 50);
    const idempotencyKey = uniqueKey('durable');
    const body = { brief: BRIEF, deliverables: { image: { enabled: true }, speech: { enabled: true } } };
    const lost = campaign(key, body, ctx.stack.apiUrl, idempotencyKey).catch((err: unknown) => ({
      failed: err,
    }));
    await until('the image child calling the provider', () => ctx.fake.requests.length >= 1, 60_000);
    ctx.stack.api.child.kill('SIGKILL');
    ctx.stack.worker.child.kill('SIGKILL');
    await Promise.all([ctx.stack.api.exited, ctx.stack.worker.exited]);
    expect(await lost).not.toHaveProperty('status');
    await ctx.stack.restartWorker();
    await ctx.stack.restartApi();
    const res = await settled(key, idempotencyKey, body);
    expect(res.status).toBe(207);
    expect(res.body).toMatchObject({
      status: 'partial',
      credits_refunded: 4,
      usage: { net_credits_used: 7 },
    });
    expect(await ledger(res.body.request_id)).toEqual([
      { kind: 'debit', part: 'main', credits: 11 },
      { kind: 'refund', part: 'image', credits: 4 },
    ]);
    expect(await balanceOf(sql, accountId)).toBe(43);
  });

  it('fifty concurrent campaigns, some with failing children, leave the balance at the grant minus their net usage', async () => {
    ctx.fake.answer(SERVER_ERROR);
    const { key, accountId } = await newAccount(sql, 1000);
    const bodies = Array.from({ length: 50 }, (_, i) => ({
      brief: { ...BRIEF, description: `${BRIEF.description} رقم ${i}` },
      deliverables: { image: { enabled: i % 2 === 0 }, speech: { enabled: i % 3 === 0 } },
    }));
    const answers = await Promise.all(bodies.map((body) => settled(key, uniqueKey('fifty'), body)));
    expect(answers.map((a) => a.status).sort()).toEqual(
      bodies.map((_, i) => (i % 2 === 0 ? 207 : 201)).sort(),
    );
    const net = answers.reduce((sum, a) => sum + (a.body.usage.net_credits_used as number), 0);
    expect(net).toBe(bodies.reduce((sum, _, i) => sum + 2 + (i % 3 === 0 ? 5 : 0), 0));
    expect(await balanceOf(sql, accountId)).toBe(1000 - net);
  });
});

describe('POST /v1/campaigns with failing speech, and with both media failing', () => {
  const ctx = useFakeProviderStack('campaign-media-down', SERVER_ERROR, (url) => ({
    IMAGE_PROVIDER: 'gemini',
    SPEECH_PROVIDER: 'gemini',
    GEMINI_BASE_URL: url,
    GEMINI_API_KEY: 'test-gemini-key',
  }));

  it.each([
    ['speech', { speech: { enabled: true } }, 5, 2],
    ['image and speech', { image: { enabled: true }, speech: { enabled: true } }, 9, 2],
  ])(
    'refunds the failed %s once and keeps the copy and the draft',
    async (_what, deliverables, refunded, net) => {
      const { key, accountId } = await newAccount(sql, 50);
      const res = await campaign(key, { brief: BRIEF, deliverables }, ctx.stack.apiUrl);
      expect(res.status).toBe(207);
      expect(res.body).toMatchObject({
        status: 'partial',
        speech: null,
        image: null,
        credits_refunded: refunded,
        usage: { net_credits_used: net, credits_refunded: refunded, balance_after: 50 - net },
      });
      expect(res.body.copy.variants.length).toBeGreaterThan(0);
      expect(res.body.template_draft.status).toBe('UNSUBMITTED');
      expect(await balanceOf(sql, accountId)).toBe(50 - net);
      const refunds = (await ledger(res.body.request_id)).filter((e) => e.kind === 'refund');
      expect(refunds.reduce((sum, e) => sum + e.credits, 0)).toBe(refunded);
    },
  );
});

describe('POST /v1/campaigns when the copy is rejected', () => {
  // Twice a variant without the required keyword: the one repair fails too.
  const ctx = useFakeProviderStack(
    'campaign-copy-rejected',
    {
      status: 200,
      body: completion([{ content: 'Fresh coffee every morning.', angle: 'a', call_to_action: null }]),
    },
    (url) => ({
      TEXT_PROVIDER: 'openai',
      OPENAI_BASE_URL: url,
      OPENAI_MODEL: 'test-model',
    }),
  );

  it('refunds everything and answers 422 content_rejected, stored for replay', async () => {
    const { key, accountId } = await newAccount(sql, 50);
    const idempotencyKey = uniqueKey('rejected');
    const body = {
      brief: {
        description: 'Fresh coffee roasted daily.',
        output_language: 'en',
        required_keywords: ['20% off'],
      },
      deliverables: { image: { enabled: true }, speech: { enabled: true } },
    };
    const res = await campaign(key, body, ctx.stack.apiUrl, idempotencyKey);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('content_rejected');
    expect(await balanceOf(sql, accountId)).toBe(50);
    const again = await campaign(key, body, ctx.stack.apiUrl, idempotencyKey);
    expect(again.text).toBe(res.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [entries] = await sql<{ debited: number; refunded: number }[]>`
      select coalesce(sum(credits) filter (where kind = 'debit'), 0)::int as debited,
             coalesce(sum(credits) filter (where kind = 'refund'), 0)::int as refunded
      from ledger_entries where account_id = ${accountId} and kind <> 'grant'`;
    expect(entries).toEqual({ debited: 11, refunded: 11 });
  });
});

describe("a campaign's template draft", () => {
  it('accepts outcome reports like any draft; its refund is 0', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const { body } = await campaign(key, { brief: { ...BRIEF, platform: 'chat_business' } });
    const draft = body.template_draft;
    const report = await call('POST', `/v1/messaging-template-drafts/${draft.id}/outcomes`, {
      key,
      idempotencyKey: uniqueKey(),
      body: {
        outcome: 'REJECTED',
        platform_template_id: '6660001',
        provider_event_id: uniqueKey('evt'),
        submitted_payload_hash: draft.payload_hash,
        category: 'MARKETING',
        occurred_at: new Date().toISOString(),
      },
    });
    expect(report.body.refund).toMatchObject({ candidate: true, status: 'PENDING_VERIFICATION', credits: 0 });
    expect(await balanceOf(sql, accountId)).toBe(8);
  });
});
