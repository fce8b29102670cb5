import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createCgsClient,
  type CampaignRequest,
  type CgsClient,
  type CopyGenerationResult,
  type SpeechDeliverable,
} from '../clients/typescript';
import type { Sql } from '../db/client';
import { CLIENT_DIR, freshClientTypes } from '../scripts/generate-client';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';
import { droppingProxy } from './helpers/dropping-proxy';
import { readStack } from './helpers/stack-file';

jest.setTimeout(60_000);

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

test('the committed client types are what the current document generates', () => {
  // Regenerate with `npm run client:generate` after changing a route or a schema.
  const fresh = freshClientTypes();
  expect(fresh.types).toBe(readFileSync(path.join(CLIENT_DIR, 'schema.d.ts'), 'utf8'));
  expect(fresh.operations).toBe(readFileSync(path.join(CLIENT_DIR, 'operations.ts'), 'utf8'));
});

test('the walk-through through the typed client: copy, campaign, usage', async () => {
  const { key } = await newAccount(sql, 100);
  const cgs = createCgsClient({ baseUrl: readStack().apiUrl, apiKey: key });

  const copy = await cgs.POST('/v1/copy-generations', {
    params: { header: { 'Idempotency-Key': uniqueKey('client-copy') } },
    body: {
      description: 'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق.',
      market: 'SA',
      platform: 'chat_business',
      required_keywords: ['خصم 20%'],
    },
  });
  expect(copy.response.status).toBe(201);
  expect(copy.data).toMatchObject({
    object: 'copy_generation',
    status: 'completed',
    usage: { credits_used: 2 },
  });

  const campaign = await cgs.POST('/v1/campaigns', {
    params: { header: { 'Idempotency-Key': uniqueKey('client-campaign') } },
    body: {
      brief: {
        description: 'قهوة مختصة محمصة يومياً',
        offer: 'خصم 20% على أول طلب',
        market: 'SA',
        call_to_action: 'اطلب الحين',
      },
      deliverables: { image: { enabled: true, include_text: true } },
    },
  });
  expect(campaign.response.status).toBe(201);
  expect(campaign.data).toMatchObject({ object: 'campaign', status: 'completed' });

  const usage = await cgs.GET('/v1/usage', { params: { query: { limit: 5 } } });
  expect(usage.response.status).toBe(200);
  expect(usage.data).toMatchObject({ object: 'usage_summary', balance: 100 - 2 - 6 });

  // Errors come back typed as problems.
  const bad = await cgs.POST('/v1/copy-generations', {
    params: { header: { 'Idempotency-Key': uniqueKey('client-bad') } },
    body: { description: 'Fresh dates', output_language: 'en', dialect: 'saudi' },
  });
  expect(bad.response.status).toBe(400);
  expect(bad.error).toMatchObject({ code: 'invalid_request', status: 400 });
});

test('the models have readable names: the body a campaign takes and the copy it answers with', () => {
  // Compile-time first: these types exist by these names (tsc checks this file).
  const speech: SpeechDeliverable = { enabled: true };
  const request: CampaignRequest = { brief: { description: 'قهوة مختصة' }, deliverables: { speech } };
  const variants: CopyGenerationResult['variants'] = [];
  // A tag's client has that tag's paths only: the campaign's path is no copy operation.
  const typeOnly = (cgs: CgsClient) =>
    // @ts-expect-error: /v1/campaigns is under cgs.campaigns, not cgs.copy
    cgs.copy.POST('/v1/campaigns', { body: request });
  expect(typeof typeOnly).toBe('function');
  expect([request.deliverables?.speech, variants]).toEqual([{ enabled: true }, []]);
  const types = readFileSync(path.join(CLIENT_DIR, 'schema.d.ts'), 'utf8');
  expect(types).toMatch(/^ {8}CampaignRequest: \{$/m);
  expect(types).toMatch(/^ {8}SpeechDeliverable: \{$/m);
  expect(types).toMatch(/^ {8}CopyGenerationResult: \{$/m);
  expect(types).not.toMatch(/\/(healthz|readyz|metrics|docs|media)\b/);
});

describe('idempotency keys and retries', () => {
  const copyBody = { description: 'قهوة مختصة محمصة يومياً في الرياض', market: 'SA' } as const;

  test('a billable call without a key gets one from the client, is answered once and billed once', async () => {
    const { key } = await newAccount(sql, 10);
    const cgs = createCgsClient({ baseUrl: readStack().apiUrl, apiKey: key });
    // Reached under its tag: cgs.copy narrows the paths to the copy operations.
    const copy = await cgs.copy.POST('/v1/copy-generations', { body: copyBody });
    expect(copy.response.status).toBe(201);
    expect(copy.data?.usage.credits_used).toBe(2);
    const usage = await cgs.account.GET('/v1/usage', {});
    expect(usage.data).toMatchObject({ balance: 8, credits_used: 2 });
    expect(usage.data?.requests).toHaveLength(1);
  });

  test('a connection lost after the request was sent is retried with the same key, and billed once', async () => {
    const { key } = await newAccount(sql, 10);
    const proxy = await droppingProxy(readStack().apiUrl);
    try {
      const cgs = createCgsClient({ baseUrl: proxy.url, apiKey: key, baseDelayMs: 50 });
      const copy = await cgs.copy.POST('/v1/copy-generations', { body: copyBody });
      expect(copy.response.status).toBe(201);
      // The second attempt got the first one's stored answer: the work was done, and charged, once.
      expect(copy.response.headers.get('Idempotent-Replayed')).toBe('true');
      const keys = proxy.keys();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(proxy.connections()).toBe(2);
    } finally {
      await proxy.close();
    }
    const usage = await call('GET', '/v1/usage', { key });
    expect(usage.body).toMatchObject({ balance: 8, credits_used: 2 });
    expect(usage.body.requests).toEqual([expect.objectContaining({ credits_charged: 2, net_credits: 2 })]);
  });

  test('a refused connection is retried a few times, then the error is the caller’s', async () => {
    const { key } = await newAccount(sql, 10);
    const proxy = await droppingProxy(readStack().apiUrl);
    const url = proxy.url;
    await proxy.close(); // nothing listens there any more: every attempt is refused
    const attempts: string[] = [];
    const counting = createCgsClient({
      baseUrl: url,
      apiKey: key,
      retries: 2,
      baseDelayMs: 10,
      fetch: (input, init) => {
        attempts.push((input as Request).headers.get('Idempotency-Key') ?? '');
        return fetch(input, init);
      },
    });
    await expect(counting.copy.POST('/v1/copy-generations', { body: copyBody })).rejects.toThrow(
      'fetch failed',
    );
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts).size).toBe(1);
    const usage = await call('GET', '/v1/usage', { key });
    expect(usage.body).toMatchObject({ balance: 10, credits_used: 0 });
  });

  test('a 4xx answer is no network failure: it is not retried', async () => {
    const { key } = await newAccount(sql, 10);
    let attempts = 0;
    const cgs = createCgsClient({
      baseUrl: readStack().apiUrl,
      apiKey: key,
      fetch: (input, init) => {
        attempts++;
        return fetch(input, init);
      },
    });
    const bad = await cgs.copy.POST('/v1/copy-generations', {
      body: { description: 'Fresh dates', output_language: 'en', dialect: 'saudi' },
    });
    expect(bad.response.status).toBe(400);
    expect(attempts).toBe(1);
  });
});
