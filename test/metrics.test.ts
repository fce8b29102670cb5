import type { Sql } from '../db/client';
import { freePort } from '../scripts/stack/processes';
import { call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { startFakeProvider, type FakeProvider } from './helpers/fake-provider';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(90_000);

let sql: Sql;
let fake: FakeProvider;
let local: ExtraStack;
let failing: ExtraStack;
const ports = { local: 0, failing: 0, sdk: 0 };
const TOKEN = 'metrics-test-token-0123456789';

beforeAll(async () => {
  sql = testSql();
  fake = await startFakeProvider();
  // A provider that refuses every call: each copy request fails with 502 and is refunded.
  fake.answer({
    status: 400,
    body: { error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' } },
  });
  [ports.local, ports.failing, ports.sdk] = [await freePort(), await freePort(), await freePort()];
  local = await startExtraStack('metrics', {
    WORKER_METRICS_PORT: String(ports.local),
    TEMPORAL_METRICS_ADDRESS: `127.0.0.1:${ports.sdk}`,
  });
  failing = await startExtraStack('metrics-failing', {
    WORKER_METRICS_PORT: String(ports.failing),
    METRICS_TOKEN: TOKEN,
    TEXT_PROVIDER: 'gemini',
    GEMINI_BASE_URL: fake.url,
    GEMINI_API_KEY: 'test-gemini-key',
  });
});
afterAll(async () => {
  await Promise.all([local?.stop(), failing?.stop()]);
  await fake?.close();
  await sql?.end({ timeout: 5 });
});

/** The value of the first sample of `name` whose labels include all of `labels` (0 when there is none). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return 0;
}

const scrape = async (url: string, token?: string) => {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
};

const copy = (stack: ExtraStack, key: string) =>
  call('POST', '/v1/copy-generations', {
    baseUrl: stack.apiUrl,
    key,
    idempotencyKey: uniqueKey('m'),
    body: { description: 'قهوة مختصة في الرياض. خصم 20% على أول طلب.', market: 'SA', count: 2 },
  });

test('billable answers leave when PostgreSQL announces the record’s commit, before the workflow’s result', async () => {
  const { key } = await newAccount(sql, 20);
  const answers = async (via: string) =>
    sample(await scrape(`${local.apiUrl}/metrics`), 'cgs_billable_answers_total', { operation: 'copy', via });
  const before = { commit: await answers('commit'), result: await answers('result') };
  for (let i = 0; i < 3; i++) expect((await copy(local, key)).status).toBe(201);
  const commit = (await answers('commit')) - before.commit;
  const result = (await answers('result')) - before.result;
  // Each wait ended once; the commit comes about ten milliseconds before the result's long poll ends (decision 035).
  expect(commit + result).toBe(3);
  expect(commit).toBeGreaterThanOrEqual(1);
});

test('a copy request shows in the API’s request metrics and the worker’s credits, outcomes and provider timings', async () => {
  const { key } = await newAccount(sql, 20);
  const worker = `http://127.0.0.1:${ports.local}/metrics`;
  const before = await scrape(worker);
  const res = await copy(local, key);
  expect(res.status).toBe(201);
  const api = await scrape(`${local.apiUrl}/metrics`);
  expect(
    sample(api, 'cgs_http_requests_total', {
      route: '/v1/copy-generations',
      method: 'POST',
      status: '201',
      service: 'api',
    }),
  ).toBeGreaterThanOrEqual(1);
  expect(
    sample(api, 'cgs_http_request_duration_seconds_count', { route: '/v1/copy-generations', status: '201' }),
  ).toBeGreaterThanOrEqual(1);
  const after = await scrape(worker);
  expect(
    sample(after, 'cgs_credits_debited_total', { part: 'main', service: 'worker' }) -
      sample(before, 'cgs_credits_debited_total', { part: 'main' }),
  ).toBe(2);
  expect(
    sample(after, 'cgs_workflow_outcomes_total', { operation: 'copy', outcome: 'completed' }) -
      sample(before, 'cgs_workflow_outcomes_total', { operation: 'copy', outcome: 'completed' }),
  ).toBe(1);
  expect(
    sample(after, 'cgs_provider_call_duration_seconds_count', {
      kind: 'text',
      provider: 'local',
      method: 'composeCopy',
      outcome: 'ok',
    }),
  ).toBeGreaterThanOrEqual(1);
  // The Temporal SDK's own metrics, on their exporter.
  await until('the SDK exporter', async () =>
    /temporal_/.test(await (await fetch(`http://127.0.0.1:${ports.sdk}/metrics`)).text()),
  );
  // Ids never become labels: the route is its pattern.
  expect(api).not.toMatch(/req_[a-z2-7]{26}/);
});

test('a failed request shows its refund; metrics need the token where one is configured', async () => {
  const { key } = await newAccount(sql, 20);
  const worker = `http://127.0.0.1:${ports.failing}/metrics`;
  expect((await fetch(worker)).status).toBe(401);
  expect((await fetch(`${failing.apiUrl}/metrics`)).status).toBe(401);
  const before = await scrape(worker, TOKEN);
  const res = await copy(failing, key);
  expect(res.status).toBe(502);
  const after = await scrape(worker, TOKEN);
  const delta = (name: string, labels: Record<string, string>) =>
    sample(after, name, labels) - sample(before, name, labels);
  expect(delta('cgs_credits_debited_total', { part: 'main' })).toBe(2);
  expect(delta('cgs_credits_refunded_total', { part: 'main' })).toBe(2);
  expect(delta('cgs_workflow_outcomes_total', { operation: 'copy', outcome: 'failed' })).toBe(1);
  expect(
    delta('cgs_provider_failures_total', { kind: 'text', provider: 'gemini', method: 'composeCopy' }),
  ).toBeGreaterThanOrEqual(1);
  const api = await scrape(`${failing.apiUrl}/metrics`, TOKEN);
  expect(sample(api, 'cgs_http_requests_total', { route: '/v1/copy-generations', status: '502' })).toBe(1);
});
