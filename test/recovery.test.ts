import { copyRequestSchema } from '../contract/copy';
import type { Sql } from '../db/client';
import { claimRequest } from '../db/requests';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';
import { newId } from '../lib/ids';
import {
  balanceOf,
  call,
  ledgerRows,
  newAccount,
  testSql,
  uniqueKey,
  until,
  type ApiResponse,
} from './helpers/client';
import { completion, SERVER_ERROR, startFakeProvider, type FakeProvider } from './helpers/fake-provider';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(120_000);

const BRIEF = {
  description: 'مطعم مشاوي جديد في جدة. خصم 15% على الطلبات هذا الأسبوع.',
  market: 'SA',
  count: 2,
};
const GOOD = completion([
  {
    content: 'يا هلا! مشاوينا الجديدة في جدة تنتظرك، وخصم 15% على طلباتك هالأسبوع. اطلب الحين!',
    angle: 'ترحيب',
    call_to_action: 'اطلب الحين',
  },
  {
    content: 'جوعان؟ مطعم المشاوي الجديد في جدة جاهز لك الحين بخصم 15% هالأسبوع. لا يفوتك!',
    angle: 'حماس',
    call_to_action: null,
  },
]);

let sql: Sql;
let fake: FakeProvider;
let stack: ExtraStack;

beforeAll(async () => {
  sql = testSql();
  fake = await startFakeProvider();
  stack = await startExtraStack('recovery', {
    TEXT_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: 'test-model',
  });
});
afterAll(async () => {
  await stack.stop();
  await fake.close();
  await sql.end({ timeout: 5 });
});

const post = (key: string, idempotencyKey: string, body: unknown = BRIEF) =>
  call('POST', '/v1/copy-generations', { key, idempotencyKey, body, baseUrl: stack.apiUrl });

/** Retries with the same key and body as a partner would, honouring Retry-After, until a terminal answer. */
async function retryUntilDone(key: string, idempotencyKey: string): Promise<ApiResponse<any>> {
  for (;;) {
    const res = await post(key, idempotencyKey).catch(() => null);
    if (res && res.status !== 409) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('failures are reconciled', () => {
  it('a provider failing with 500 ends the request failed, refunded once, and a retry with the key runs anew', async () => {
    fake.answer(SERVER_ERROR);
    const { key, accountId } = await newAccount(sql, 20);
    const idempotencyKey = uniqueKey();
    const res = await post(key, idempotencyKey);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ code: 'provider_unavailable', status: 503 });
    const requestId = res.body.request_id as string;
    expect(res.headers.get('x-request-id')).toBe(requestId);
    expect(fake.requests.length).toBe(3);
    expect(fake.requests[0]!.body.response_format.type).toBe('json_schema');

    expect(await balanceOf(sql, accountId)).toBe(20);
    expect(await ledgerRows(sql, requestId)).toEqual([
      { kind: 'debit', credits: 2 },
      { kind: 'refund', credits: 2 },
    ]);
    const record = await call('GET', `/v1/requests/${requestId}`, { key, baseUrl: stack.apiUrl });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      id: requestId,
      status: 'failed',
      http_status: 503,
      usage: { credits_charged: 2, credits_refunded: 2, net_credits: 0 },
      refund_pending: false,
      result: null,
      error: { code: 'provider_unavailable' },
    });
    const usage = await call('GET', '/v1/usage', { key, baseUrl: stack.apiUrl });
    expect(usage.body.requests[0]).toMatchObject({ request_id: requestId, status: 'failed', net_credits: 0 });
    expect(usage.body).toMatchObject({ credits_used: 2, net_credits_used: 0, balance: 20 });

    // A 5xx is never replayed: the same key and body start a new attempt, which now succeeds.
    fake.answer({ status: 200, body: GOOD });
    const retry = await post(key, idempotencyKey);
    expect(retry.status).toBe(201);
    expect(retry.body.request_id).not.toBe(requestId);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.body.variants.map((v: { content: string }) => v.content)).toEqual(
      (JSON.parse(GOOD.choices[0]!.message.content) as { variants: Array<{ content: string }> }).variants.map(
        (v) => v.content,
      ),
    );
    expect(retry.body.engine_version).toBe('openai-compatible:test-model');
    expect(await balanceOf(sql, accountId)).toBe(18);
  });

  it('honours a 429 with Retry-After and succeeds with one debit', async () => {
    fake.answer(
      {
        status: 429,
        body: { error: { message: 'Rate limit reached', type: 'requests' } },
        headers: { 'retry-after': '1' },
      },
      { status: 200, body: GOOD },
    );
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key, uniqueKey());
    expect(res.status).toBe(201);
    expect(fake.requests.length).toBe(2);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 2 }]);
    expect(await balanceOf(sql, accountId)).toBe(18);
  });

  it('a provider 400 is not retried: 502 provider_error, refunded', async () => {
    fake.answer({ status: 400, body: { error: { message: 'bad model', type: 'invalid_request_error' } } });
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key, uniqueKey());
    expect(res.status).toBe(502);
    expect(res.body.code).toBe('provider_error');
    expect(fake.requests.length).toBe(1);
    expect(await balanceOf(sql, accountId)).toBe(20);
  });

  it('truncated provider output is repaired once, then content_rejected with nothing charged', async () => {
    fake.answer({
      status: 200,
      body: completion([{ content: 'يا هلا', angle: 'x', call_to_action: null }], 'length'),
    });
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key, uniqueKey());
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('content_rejected');
    expect(fake.requests.length).toBe(2);
    expect(await balanceOf(sql, accountId)).toBe(20);
  });

  it('a content_filter stop is repaired once with a new prompt, then the good answer is used', async () => {
    fake.answer(
      { status: 200, body: completion([{ content: '', angle: '', call_to_action: null }], 'content_filter') },
      { status: 200, body: GOOD },
    );
    const { key, accountId } = await newAccount(sql, 20);
    const res = await post(key, uniqueKey());
    expect(res.status).toBe(201);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages[0].content).toContain('content_filter');
    expect(await balanceOf(sql, accountId)).toBe(18);
  });

  it('a worker killed mid-request: the request completes once with one debit after a restart', async () => {
    fake.answer({ status: 200, body: GOOD, delayMs: 1500 });
    const { key, accountId } = await newAccount(sql, 20);
    const pending = post(key, uniqueKey());
    await until('the provider call', () => fake.requests.length >= 1);
    stack.worker.child.kill('SIGKILL');
    await stack.worker.exited;
    await stack.restartWorker();
    const res = await pending;
    expect(res.status).toBe(201);
    expect(fake.requests.length).toBeGreaterThanOrEqual(2);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 2 }]);
    expect(await balanceOf(sql, accountId)).toBe(18);
  });

  it('the API killed after starting the workflow: a retry with the key gets the receipt, one debit', async () => {
    fake.answer({ status: 200, body: GOOD, delayMs: 1500 });
    const { key, accountId } = await newAccount(sql, 20);
    const idempotencyKey = uniqueKey();
    const lost = post(key, idempotencyKey).catch((err: unknown) => ({ failed: err }));
    await until('the provider call', () => fake.requests.length >= 1);
    stack.api.child.kill('SIGKILL');
    await stack.api.exited;
    expect(await lost).not.toHaveProperty('status');
    await stack.restartApi();
    const res = await retryUntilDone(key, idempotencyKey);
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 2 }]);
    expect(await balanceOf(sql, accountId)).toBe(18);
    expect(fake.requests.length).toBe(1);
  });

  it('the API killed before starting the workflow: the retry starts it, one debit', async () => {
    fake.answer({ status: 200, body: GOOD });
    const { key, accountId } = await newAccount(sql, 20);
    const idempotencyKey = uniqueKey();
    // What a crash between claiming the key and starting the workflow leaves behind: a pending record only.
    await claimRequest(sql, {
      id: newId('req'),
      accountId,
      operation: 'copy',
      resourceId: newId('cpy'),
      idempotencyKey,
      requestHash: sha256Hex(`copy\n${canonicalJson(BRIEF)}`),
      input: copyRequestSchema.parse(BRIEF),
      credits: 2,
    });
    const first = await post(key, idempotencyKey);
    expect(first.status).toBe(409);
    expect(first.body.code).toBe('request_in_progress');
    const res = await retryUntilDone(key, idempotencyKey);
    expect(res.status).toBe(201);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 2 }]);
    expect(await balanceOf(sql, accountId)).toBe(18);
  });
});
