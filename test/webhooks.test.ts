import { Client, Connection } from '@temporalio/client';
import { refusedUrls } from '../lib/net/refused-urls';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import type { Sql } from '../db/client';
import { claimRequest, completeRequest } from '../db/requests';
import { newId } from '../lib/ids';
import type { WebhookEventType } from '../contract/webhooks';
import { createEndpointManager } from '../webhooks/endpoints';
import { balanceOf, call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { holdDraft } from './helpers/fake-graph';
import { startFakeProvider, SERVER_ERROR, type FakeProvider } from './helpers/fake-provider';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { freePort } from '../scripts/stack/processes';
import { createDashboardUser } from '../scripts/admin-dashboard';
import { artifactsDir, launchBrowser } from './helpers/browser';
import path from 'node:path';
import { makePng } from './helpers/images';
import { readStack } from './helpers/stack-file';
import {
  platformAccount,
  createDraft,
  postDelivery,
  rejection,
  reportOutcome,
  signedDelivery,
  UTILITY_DRAFT,
} from './helpers/templates';
import { startWebhookReceiver, type Behaviour, type WebhookReceiver } from './helpers/webhook-receiver';

jest.setTimeout(240_000);

let sql: Sql;
let receiver: WebhookReceiver;
let fake: FakeProvider;
let stack: ExtraStack;
let endpoints: ReturnType<typeof createEndpointManager>;
let metricsPort: number;

beforeAll(async () => {
  sql = testSql();
  receiver = await startWebhookReceiver();
  // The image provider is down on this stack: a campaign with an image ends 207, its image refunded.
  fake = await startFakeProvider();
  fake.answer(SERVER_ERROR);
  metricsPort = await freePort();
  stack = await startExtraStack('webhooks', {
    WORKER_METRICS_PORT: String(metricsPort),
    UPLOAD_TEST_ALLOW_HOSTS: `127.0.0.1:${receiver.port}`,
    UPLOAD_TEST_CA_FILE: receiver.caFile,
    WEBHOOK_RETRY_INITIAL_SECONDS: '1',
    WEBHOOK_RETRY_MAX_INTERVAL_SECONDS: '4',
    IMAGE_PROVIDER: 'gemini',
    GEMINI_BASE_URL: fake.url,
    GEMINI_API_KEY: 'test-gemini-key',
  });
  endpoints = createEndpointManager({
    sql,
    secrets: createSecretBox(parseSecretsKey(readStack().secretsKey)),
    outbound: { allowHosts: new Set([`127.0.0.1:${receiver.port}`]), refusedUrls: refusedUrls([]) },
  });
});
afterAll(async () => {
  await connection?.close();
  await stack?.stop();
  await receiver?.close();
  await fake?.close();
  await sql?.end({ timeout: 5 });
});

let connection: Connection | undefined;
async function temporalClient(): Promise<Client> {
  connection ??= await Connection.connect({ address: readStack().temporalAddress });
  return new Client({ connection });
}

/** An account with one endpoint on the receiver at a path of its own, answering as `behaviour` says. */
async function subscribed<A extends { accountId: string; key: string }>(
  types: WebhookEventType[],
  behaviour?: Behaviour,
  account?: A,
) {
  const made = (account ?? (await newAccount(sql, 50))) as A;
  const path = `/hooks/${uniqueKey('ep')}`;
  const { endpoint, secret } = await endpoints.add(made.accountId, {
    url: receiver.url(path),
    event_types: types,
    description: 'test receiver',
  });
  receiver.listen(path, secret, behaviour);
  return { ...made, path, endpoint, secret };
}

const copy = (key: string) =>
  call('POST', '/v1/copy-generations', {
    key,
    idempotencyKey: uniqueKey('copy'),
    body: { description: 'قهوة مختصة محمصة يومياً في الرياض، توصيل خلال ساعة.', market: 'SA' },
    baseUrl: stack.apiUrl,
  });

const deliveries = (endpointId: string) =>
  sql<
    {
      id: string;
      event_id: string;
      workflow_id: string;
      status: string;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
    }[]
  >`
    select * from webhook_deliveries where endpoint_id = ${endpointId} order by created_at`;

const requestStatus = async (id: string) =>
  (await sql<{ status: string }[]>`select status from requests where id = ${id}`)[0]?.status;

/** Waits for the endpoint's first delivery workflow to end: nothing more is sent for it after that. */
async function firstDeliveryEnded(endpointId: string) {
  const [first] = await deliveries(endpointId);
  await (await temporalClient()).workflow.getHandle(first!.workflow_id).result();
}

const endpointRow = async (id: string) =>
  (
    await sql<
      { status: string; disabled_reason: string | null }[]
    >`select * from webhook_endpoints where id = ${id}`
  )[0]!;

describe('outbound webhooks on a real stack', () => {
  it('delivers request.completed on the third attempt after two failures, with the same webhook-id, signed so that standardwebhooks accepts it', async () => {
    const p = await subscribed(['request.completed'], (n) => (n <= 2 ? 500 : 204));
    const res = await copy(p.key);
    expect(res.status).toBe(201);
    const got = await receiver.waitFor(p.path, 3);
    expect(new Set(got.map((r) => r.id)).size).toBe(1);
    expect(got[0]!.id).toMatch(/^evt_[a-z2-7]{26}$/);
    for (const r of got) expect(r.verified).toMatchObject({ ok: true });
    // The body is the same bytes on every attempt; only the timestamp and the signature move.
    expect(new Set(got.map((r) => r.body)).size).toBe(1);
    const event = JSON.parse(got[0]!.body);
    const record = await call('GET', `/v1/requests/${res.body.request_id}`, {
      key: p.key,
      baseUrl: stack.apiUrl,
    });
    expect(event).toEqual({
      id: got[0]!.id,
      type: 'request.completed',
      created_at: expect.any(String),
      account_id: p.accountId,
      data: record.body,
    });
    await until(
      'the delivery recorded',
      async () => (await deliveries(p.endpoint.id))[0]?.status === 'delivered',
    );
    expect(await deliveries(p.endpoint.id)).toMatchObject([
      { event_id: got[0]!.id, status: 'delivered', attempts: 3, last_status_code: 204 },
    ]);
    // Not a mistake of the receiver: the attempts waited (1 s, then 2 s) between them.
    expect(got[2]!.at - got[0]!.at).toBeGreaterThanOrEqual(2500);
    // Ops see it in the worker's metrics and find the workflow by its search attributes.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/^cgs_webhook_attempts_total\{[^}]*result="5xx"[^}]*\} [2-9]/m);
    expect(metrics).toMatch(/^cgs_webhook_deliveries_total\{[^}]*outcome="delivered"[^}]*\} [1-9]/m);
    expect(metrics).toMatch(/^cgs_webhook_attempt_duration_seconds_count\{[^}]*result="2xx"[^}]*\} [1-9]/m);
    const temporal = await temporalClient();
    const query = `WebhookEndpointId = '${p.endpoint.id}' AND WebhookEventType = 'request.completed' AND AccountId = '${p.accountId}'`;
    const listed = async () => {
      const ids: string[] = [];
      for await (const w of temporal.workflow.list({ query })) ids.push(w.workflowId);
      return ids;
    };
    await until(
      'the delivery workflow listed by its search attributes',
      async () => (await listed()).length > 0,
    );
    expect(await listed()).toEqual([`webhook-delivery-${(await deliveries(p.endpoint.id))[0]!.id}`]);
  });

  it('a 207 campaign arrives as request.partial carrying the stored receipt', async () => {
    const p = await subscribed(['request.partial', 'request.failed']);
    const res = await call('POST', '/v1/campaigns', {
      key: p.key,
      idempotencyKey: uniqueKey('cmp'),
      body: {
        brief: { description: 'عبايات يدوية الصنع من الرياض', market: 'SA', platform: 'photo_social' },
        deliverables: { image: { enabled: true }, speech: { enabled: true } },
      },
      baseUrl: stack.apiUrl,
    });
    expect(res.status).toBe(207);
    const [got] = await receiver.waitFor(p.path, 1);
    expect(got!.verified).toMatchObject({ ok: true });
    const event = JSON.parse(got!.body);
    expect(event.type).toBe('request.partial');
    expect(event.data).toMatchObject({ id: res.body.request_id, status: 'partial', http_status: 207 });
    expect(event.data.result).toEqual(res.body);
  });

  it("the dashboard shows a campaign's image, plays its voice-over and lists its deliveries", async () => {
    const p = await subscribed(['request.completed']);
    const png = makePng(1024, 1024).toString('base64');
    fake.answer({
      status: 200,
      body: {
        candidates: [
          {
            content: { role: 'model', parts: [{ inlineData: { mimeType: 'image/png', data: png } }] },
            finishReason: 'STOP',
          },
        ],
      },
    });
    let res;
    try {
      res = await call('POST', '/v1/campaigns', {
        key: p.key,
        idempotencyKey: uniqueKey('cmp'),
        body: {
          brief: { description: 'قهوة مختصة محمصة يومياً في الرياض', market: 'SA', platform: 'photo_social' },
          deliverables: { image: { enabled: true }, speech: { enabled: true } },
        },
        baseUrl: stack.apiUrl,
      });
    } finally {
      fake.answer(SERVER_ERROR);
    }
    expect(res.status).toBe(201);
    const [got] = await receiver.waitFor(p.path, 1);
    await until('delivered', async () => (await deliveries(p.endpoint.id))[0]?.status === 'delivered');
    const email = `${uniqueKey('hooks')}@example.com`;
    await createDashboardUser(sql, p.accountId, email, 'Webhook reader', 'webhook reader password');
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext({ baseURL: stack.apiUrl })).newPage();
      await page.goto('/dashboard/login');
      await page.fill('#email', email);
      await page.fill('#password', 'webhook reader password');
      await page.click('button:has-text("Sign in")');
      await page.waitForLoadState();
      await page.goto(`/dashboard/requests/${res.body.request_id}`);
      const image = page.locator('img').first();
      await until(
        'the image drawn',
        async () =>
          (await image.evaluate((i) => (i as unknown as { naturalWidth: number }).naturalWidth)) > 0,
      );
      const seconds = await page
        .locator('audio')
        .first()
        .evaluate(
          (element) =>
            new Promise<number>((resolve) => {
              const a = element as unknown as {
                readyState: number;
                duration: number;
                addEventListener(type: string, listener: () => void): void;
                load(): void;
              };
              if (a.readyState >= 1) return resolve(a.duration);
              a.addEventListener('loadedmetadata', () => resolve(a.duration));
              a.load();
            }),
        );
      expect(seconds).toBeGreaterThan(1);
      const row = page.locator(`#request-deliveries tr[data-delivery-id]`);
      await expect(row.count()).resolves.toBe(1);
      expect(await row.innerText()).toContain(got!.id);
      expect(await row.innerText()).toContain('request.completed');
      expect(await row.innerText()).toMatch(/delivered/);
      await page.screenshot({
        path: path.join(artifactsDir('webhooks'), 'campaign-request-page.png'),
        fullPage: true,
      });
    } finally {
      await browser.close();
    }
  });

  it('an endpoint answering 410 is disabled after that one attempt and receives nothing more', async () => {
    const p = await subscribed(['request.completed'], () => 410);
    expect((await copy(p.key)).status).toBe(201);
    await receiver.waitFor(p.path, 1);
    await until(
      'the endpoint disabled',
      async () => (await endpointRow(p.endpoint.id)).status === 'disabled',
    );
    expect((await endpointRow(p.endpoint.id)).disabled_reason).toMatch(/410 Gone/);
    expect(await deliveries(p.endpoint.id)).toMatchObject([
      { status: 'failed', attempts: 1, last_status_code: 410 },
    ]);
    const again = await copy(p.key);
    expect(again.status).toBe(201);
    // Nothing more can come: the one delivery has ended, and the second request's event would have written its
    // delivery in the transaction that completed the request.
    await firstDeliveryEnded(p.endpoint.id);
    expect(await requestStatus(again.body.request_id)).toBe('completed');
    expect(receiver.received(p.path)).toHaveLength(1);
    expect(await deliveries(p.endpoint.id)).toHaveLength(1);
  });

  it('a worker killed mid-delivery: the event is delivered once more at most, verified, same id', async () => {
    const p = await subscribed(['request.completed'], (n) => (n === 1 ? 'hang' : 200));
    expect((await copy(p.key)).status).toBe(201);
    await receiver.waitFor(p.path, 1);
    stack.worker.child.kill('SIGKILL');
    await stack.worker.exited;
    await stack.restartWorker();
    const got = await receiver.waitFor(p.path, 2, 60_000);
    await until(
      'delivered',
      async () => (await deliveries(p.endpoint.id))[0]?.status === 'delivered',
      30_000,
    );
    await firstDeliveryEnded(p.endpoint.id);
    expect(receiver.received(p.path)).toHaveLength(2);
    expect(got.map((r) => r.id)).toEqual([got[0]!.id, got[0]!.id]);
    for (const r of got) expect(r.verified).toMatchObject({ ok: true });
  });

  it("a refund verified by the platform's status read reaches the endpoint as refund.refunded with the balance after", async () => {
    const p = await subscribed(
      ['refund.pending_verification', 'refund.refunded', 'template_outcome.recorded'],
      undefined,
      await platformAccount(sql),
    );
    const { body: draft } = await createDraft(p.key, UTILITY_DRAFT, stack.apiUrl);
    const templateId = `17${String(Date.now()).slice(-9)}00000001`;
    expect(
      (await reportOutcome(p.key, draft.id, rejection(templateId, draft.payload_hash), stack.apiUrl)).status,
    ).toBe(200);
    await holdDraft(readStack().graphUrl, templateId, p.accessToken, draft, 'REJECTED');
    const wake = signedDelivery(p.appSecret, [
      { event: 'REJECTED', id: templateId, name: 'order_shipped', language: 'ar' },
    ]);
    expect((await postDelivery(p.hookId, wake)).status).toBe(200);
    const got = await receiver.waitFor(p.path, 3, 60_000);
    for (const r of got) expect(r.verified).toMatchObject({ ok: true });
    const events = got.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.type).sort()).toEqual([
      'refund.pending_verification',
      'refund.refunded',
      'template_outcome.recorded',
    ]);
    const refunded = events.find((e) => e.type === 'refund.refunded');
    const balance = await balanceOf(sql, p.accountId);
    expect(refunded.data).toMatchObject({
      id: draft.id,
      object: 'whatsapp_template_draft',
      refund: { status: 'REFUNDED', eligible: true, credits: 2, balance_after: balance },
    });
    const recorded = events.find((e) => e.type === 'template_outcome.recorded');
    expect(recorded.data).toMatchObject({
      object: 'whatsapp_template_outcome',
      draft_id: draft.id,
      outcome: 'REJECTED',
    });
  });

  it('an event is written only with the state change that committed, once', async () => {
    const p = await subscribed(['request.completed']);
    const claim = await claimRequest(sql, {
      id: newId('req'),
      accountId: p.accountId,
      operation: 'copy_generation',
      resourceId: newId('cpy'),
      idempotencyKey: uniqueKey('atomic'),
      requestHash: 'h',
      input: {},
      credits: 1,
    });
    const id = claim.kind === 'created' ? claim.request.id : '';
    const events = async () =>
      (await sql<{ n: number }[]>`select count(*)::int as n from webhook_events where subject_id = ${id}`)[0]!
        .n;
    await expect(
      sql.begin(async (tx) => {
        expect(await completeRequest(tx, id, 'completed', 201, '{}')).toMatchObject({
          deliveries: [expect.anything()],
        });
        throw new Error('the transaction rolls back');
      }),
    ).rejects.toThrow('rolls back');
    expect(await events()).toBe(0);
    const done = await sql.begin((tx) => completeRequest(tx, id, 'completed', 201, '{}'));
    expect(done?.deliveries).toHaveLength(1);
    expect(await sql.begin((tx) => completeRequest(tx, id, 'completed', 201, '{}'))).toBeNull();
    expect(await events()).toBe(1);
  });
});
