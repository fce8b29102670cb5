import type { Sql } from '../db/client';
import { balanceOf, call, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';
import {
  GEMINI_SAFETY_BLOCK,
  geminiRateLimited,
  geminiResponse,
  startFakeProvider,
  type FakeProvider,
} from './helpers/fake-provider';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(60_000);

let sql: Sql;
let fake: FakeProvider;
let stack: ExtraStack;
beforeAll(async () => {
  sql = testSql();
  fake = await startFakeProvider();
  stack = await startExtraStack('gemini', {
    TEXT_PROVIDER: 'gemini',
    GEMINI_BASE_URL: fake.url,
    GEMINI_API_KEY: 'test-gemini-key',
    GEMINI_TEXT_MODEL: 'gemini-test',
  });
});
afterAll(async () => {
  await stack.stop();
  await fake.close();
  await sql.end({ timeout: 5 });
});

const BRIEF = {
  description: 'عيادة أسنان في الكويت. تبييض الأسنان بخصم 25% حتى نهاية الشهر.',
  market: 'KW',
  count: 2,
  required_keywords: ['خصم 25%'],
};
const VARIANTS = [
  {
    content: 'ابتسامتك تستاهل! تبييض الأسنان عندنا بخصم 25% لين نهاية الشهر. احجز الحين.',
    angle: 'ابتسامة',
    call_to_action: 'احجز الحين',
  },
  {
    content: 'شنو تنتظر؟ خصم 25% على تبييض الأسنان في عيادتنا بالكويت، والعرض لين نهاية الشهر.',
    angle: 'عرض',
    call_to_action: null,
  },
];
const post = (key: string, body: unknown = BRIEF) =>
  call('POST', '/v1/copy-generations', { key, idempotencyKey: uniqueKey(), body, baseUrl: stack.apiUrl });

describe('Gemini text provider', () => {
  it('survives a safety block, then a 429 with a retry delay, then answers once with one debit', async () => {
    fake.answer(GEMINI_SAFETY_BLOCK, geminiRateLimited('1s'), {
      status: 200,
      body: geminiResponse(VARIANTS),
    });
    const { key, accountId } = await newAccount(sql, 20);
    const started = Date.now();
    const res = await post(key);
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(res.body.variants.map((v: { content: string }) => v.content)).toEqual(
      VARIANTS.map((v) => v.content),
    );
    expect(res.body).toMatchObject({ dialect: 'gulf', engine_version: 'gemini:gemini-test' });
    expect(fake.requests).toHaveLength(3);
    const first = fake.requests[0]!;
    expect(first.path).toBe('/v1beta/models/gemini-test:generateContent');
    expect(first.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseSchema: { type: 'OBJECT' },
    });
    expect(first.body.systemInstruction.parts[0].text).toContain('Gulf Arabic');
    expect(first.body.systemInstruction.parts[0].text).toContain('خصم 25%');
    // The repair prompt tells the model what was wrong with its first answer.
    expect(fake.requests[1]!.body.systemInstruction.parts[0].text).toContain('SAFETY');
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 2 }]);
    expect(await balanceOf(sql, accountId)).toBe(18);
  });

  it('repairs output that breaks the keyword policy once, then rejects it with nothing charged', async () => {
    const missing = VARIANTS.map((v) => ({ ...v, content: v.content.replace('خصم 25%', 'خصم كبير') }));
    fake.answer({ status: 200, body: geminiResponse(missing) });
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('content_rejected');
    expect(res.body.detail).toContain('misses required keywords');
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.systemInstruction.parts[0].text).toContain('misses required keywords');
    expect(await balanceOf(sql, accountId)).toBe(20);
  });

  it('treats MAX_TOKENS truncation as incomplete output: repaired once, then content_rejected', async () => {
    fake.answer({ status: 200, body: geminiResponse(VARIANTS, 'MAX_TOKENS') });
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain('MAX_TOKENS');
    expect(await balanceOf(sql, accountId)).toBe(20);
  });

  it('does not retry a 400 and refunds: 502 provider_error', async () => {
    fake.answer({
      status: 400,
      body: { error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' } },
    });
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key);
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('provider_error');
    expect(fake.requests).toHaveLength(1);
    expect(await balanceOf(sql, accountId)).toBe(20);
  });

  it('holds Gemini to the quality guard: near-twin Egyptian-worded Gulf copy is repaired once, and the record keeps what was wrong', async () => {
    // Two variants that say the same thing, one of them in Egyptian words for a Kuwaiti market.
    const poor = [
      {
        content: 'خصم 25% على تبييض الأسنان في عيادتنا، العرض لين نهاية الشهر.',
        angle: 'a',
        call_to_action: null,
      },
      {
        content: 'خصم 25% على تبييض الأسنان في عيادتنا دلوقتي، العرض لين نهاية الشهر.',
        angle: 'b',
        call_to_action: null,
      },
    ];
    fake.answer({ status: 200, body: geminiResponse(poor) }, { status: 200, body: geminiResponse(VARIANTS) });
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key);
    expect(res.status).toBe(201);
    expect(fake.requests).toHaveLength(2);
    const repair = fake.requests[1]!.body.systemInstruction.parts[0].text as string;
    expect(repair).toContain('share more than half their words');
    expect(repair).toContain('دلوقتي');
    const record = await call('GET', `/v1/requests/${res.body.request_id}`, { key, baseUrl: stack.apiUrl });
    expect(record.body.quality_findings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('variants 1 and 2 share more than half their words'),
        expect.stringContaining('words of another variety than gulf: دلوقتي'),
      ]),
    );
    expect(await balanceOf(sql, accountId)).toBe(18);

    // The same poor answer twice: content_rejected with the guard's findings, nothing charged.
    fake.answer({ status: 200, body: geminiResponse(poor) });
    const { key: other, accountId: otherId } = await newAccount(sql, 20);
    const rejected = await post(other);
    expect(rejected.status).toBe(422);
    expect(rejected.body.code).toBe('content_rejected');
    expect(rejected.body.detail).toContain('share more than half their words');
    expect(await balanceOf(sql, otherId)).toBe(20);
  });

  it('holds Gemini to the truth guard: a changed number and an invented guarantee are repaired once, then refused', async () => {
    // A cleaning price the brief never gives, and a guarantee it never makes.
    const untrue = [
      {
        content: 'خصم 25% على تبييض الأسنان، والتنظيف بـ 10 دنانير بس لين نهاية الشهر، احجز الحين.',
        angle: 'a',
        call_to_action: 'احجز الحين',
      },
      {
        content: 'نضمن لك ابتسامة أبيض مع خصم 25% على تبييض الأسنان لين نهاية الشهر.',
        angle: 'b',
        call_to_action: null,
      },
    ];
    fake.answer(
      { status: 200, body: geminiResponse(untrue) },
      { status: 200, body: geminiResponse(VARIANTS) },
    );
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key);
    expect(res.status).toBe(201);
    expect(fake.requests).toHaveLength(2);
    const first = fake.requests[0]!.body.systemInstruction.parts[0].text as string;
    expect(first).toContain('25%');
    const repair = fake.requests[1]!.body.systemInstruction.parts[0].text as string;
    expect(repair).toContain('states 10, a number the brief does not give');
    expect(repair).toMatch(/claims guarantee/u);
    expect(await balanceOf(sql, accountId)).toBe(18);

    fake.answer({ status: 200, body: geminiResponse(untrue) });
    const { key: other, accountId: otherId } = await newAccount(sql, 20);
    const rejected = await post(other);
    expect(rejected.status).toBe(422);
    expect(rejected.body.code).toBe('content_rejected');
    expect(rejected.body.detail).toContain('a number the brief does not give');
    expect(await balanceOf(sql, otherId)).toBe(20);
  });

  it('sends the key in the x-goog-api-key header, never in the URL', async () => {
    fake.answer({ status: 200, body: geminiResponse(VARIANTS) });
    const { key } = await newAccount(sql, 20);
    expect((await post(key)).status).toBe(201);
    expect(fake.requests[0]!.path).not.toContain('key=');
    expect(fake.requests[0]!.headers['x-goog-api-key']).toBe('test-gemini-key');
  });
});
