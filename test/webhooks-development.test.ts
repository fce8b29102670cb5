import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Browser, Page } from 'playwright-core';
import type { Sql } from '../db/client';
import { listDeliveries, listEndpoints } from '../db/webhooks';
import { refusedUrls } from '../lib/net/refused-urls';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { createDashboardUser } from '../scripts/admin-dashboard';
import { createEndpointManager } from '../webhooks/endpoints';
import { adminWith } from './helpers/admin';
import { artifactsDir, launchBrowser } from './helpers/browser';
import { balanceOf, call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { readStack } from './helpers/stack-file';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

jest.setTimeout(240_000);

/**
 * Webhooks on a laptop: a stack with WEBHOOK_ALLOW_PRIVATE_ENDPOINTS (what `npm run dev` gives its API and
 * worker) sends to a plain http receiver on 127.0.0.1; the shared stack, without it, refuses the same URL and
 * fails deliveries to it at once. No test-only knob is set on either.
 */

const PASSWORD = 'laptop webhooks password';
const FORM = 'application/x-www-form-urlencoded';
const SHOTS = artifactsDir('dashboard');
const PROBLEM = 'application/problem+json';

let sql: Sql;
let browser: Browser;
let receiver: WebhookReceiver;
let dev: ExtraStack;
let connection: Connection | undefined;
const shared = () => readStack().apiUrl;

beforeAll(async () => {
  sql = testSql();
  receiver = await startWebhookReceiver({ plain: true });
  dev = await startExtraStack('webhooks-dev', {
    WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'true',
    WEBHOOK_RETRY_INITIAL_SECONDS: '1',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await connection?.close();
  await browser?.close();
  await dev?.stop();
  await receiver?.close();
  await sql?.end({ timeout: 5 });
});

async function temporal(): Promise<Client> {
  connection ??= await Connection.connect({ address: readStack().temporalAddress });
  return new Client({ connection });
}

/** A browser session of the account's dashboard user on `base`, and a form POST with its cookie. */
async function signIn(base: string, email: string) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/dashboard/login');
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.click('button:has-text("Sign in")');
  await page.waitForLoadState();
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await page.goto('/dashboard/webhooks');
  const csrf = await page.inputValue('input[name=csrf_token] >> nth=0');
  const post = (where: string, fields: Record<string, string>) =>
    fetch(`${base}${where}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': FORM, accept: 'text/html' },
      body: new URLSearchParams(fields),
    });
  return { context, page, csrf, post };
}

async function addThroughForm(page: Page, url: string) {
  await page.goto('/dashboard/webhooks');
  await page.fill('#endpoint-url', url);
  await page.check('input[name=event_types][value="request.completed"]');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/dashboard/webhooks') && r.request().method() === 'POST'),
    page.click('button:has-text("Add endpoint")'),
  ]);
  return answer.status();
}

const card = (page: Page, id: string) => page.locator(`section[data-endpoint-id="${id}"]`);
const testEvents = async (accountId: string) =>
  (
    await sql<{ n: number }[]>`
      select count(*)::int as n from webhook_events where account_id = ${accountId} and type = 'webhook.test'`
  )[0]!.n;

test('in development an http://127.0.0.1 endpoint is added in the dashboard and its "Send test event" button delivers a signed webhook.test; the log shows the exact payload; without the setting it is flagged, refused and its deliveries fail at once', async () => {
  const account = await newAccount(sql, 20);
  const email = `${uniqueKey('laptop')}@example.com`;
  await createDashboardUser(sql, account.accountId, email, 'Laptop developer', PASSWORD);
  const url = receiver.url('/dashboard');

  // The development stack: the form takes the plain http loopback URL.
  const onDev = await signIn(dev.apiUrl, email);
  await expect(onDev.page.textContent('label[for=endpoint-url]')).resolves.toContain('http://localhost');
  expect(await addThroughForm(onDev.page, url)).toBe(201);
  receiver.listen('/dashboard', (await onDev.page.textContent('#new-secret'))!.trim());
  const [endpoint] = await listEndpoints(sql, account.accountId);
  expect(endpoint).toMatchObject({ url, status: 'active' });

  await onDev.page.goto('/dashboard/webhooks');
  await card(onDev.page, endpoint!.id).locator('button:has-text("Send test event")').click();
  await onDev.page.waitForLoadState();
  expect(onDev.page.url()).toContain(`/dashboard/webhooks/${endpoint!.id}/deliveries?tested=whd_`);
  await expect(onDev.page.textContent('[role=status]')).resolves.toContain('A webhook.test event');
  const [got] = await receiver.waitFor('/dashboard', 1);
  // Verified on arrival by the standardwebhooks npm library with the secret the page showed.
  expect(got!.verified).toMatchObject({ ok: true, event: { type: 'webhook.test' } });
  const event = JSON.parse(got!.body);
  expect(event).toEqual({
    id: got!.id,
    type: 'webhook.test',
    created_at: expect.any(String),
    account_id: account.accountId,
    data: expect.objectContaining({ endpoint_id: endpoint!.id, sent_from: 'dashboard' }),
  });

  // The delivery log: the payload sent, byte for byte what the receiver got, and the start of its answer.
  await until(
    'the test event is delivered',
    async () => (await listDeliveries(sql, account.accountId, endpoint!.id, 5))[0]?.status === 'delivered',
  );
  // The endpoint page has the button too: a second test event, another delivery of its own.
  await onDev.page.goto(`/dashboard/webhooks/${endpoint!.id}/deliveries`);
  await onDev.page.click('.endpoint-head button:has-text("Send test event")');
  await onDev.page.waitForLoadState();
  await receiver.waitFor('/dashboard', 2);
  await until('both are delivered', async () => {
    const rows = await listDeliveries(sql, account.accountId, endpoint!.id, 5);
    return rows.length === 2 && rows.every((d) => d.status === 'delivered');
  });
  await onDev.page.goto(`/dashboard/webhooks/${endpoint!.id}/deliveries`);
  const first = (await listDeliveries(sql, account.accountId, endpoint!.id, 5)).find(
    (d) => d.event_id === got!.id,
  )!;
  const row = onDev.page.locator(`tr[data-delivery-id="${first.id}"]`);
  const cells = await row.locator('td').allTextContents();
  expect(cells[0]).toContain('webhook.test');
  expect(cells[0]).toContain('sent to test the endpoint');
  expect(cells[1]).toContain('delivered');
  expect(cells[3]).toContain('HTTP 200');
  await row.locator('details.payload summary').click();
  await expect(row.locator('details.payload pre').textContent()).resolves.toBe(got!.body);
  await row.locator('details.response summary').click();
  await expect(row.locator('details.response pre').textContent()).resolves.toBe('answer 200');
  await onDev.page.screenshot({ path: path.join(SHOTS, '25-webhook-test-event.png'), fullPage: true });
  await onDev.context.close();

  // The shared stack runs without the setting: the endpoint is flagged with why, with no test button.
  const onShared = await signIn(shared(), email);
  const flag = card(onShared.page, endpoint!.id).locator('.reason.refused');
  await expect(flag.textContent()).resolves.toContain('The endpoint URL must be an https URL.');
  await expect(flag.textContent()).resolves.toContain('WEBHOOK_ALLOW_PRIVATE_ENDPOINTS=true');
  await expect(flag.textContent()).resolves.toContain('fails at once');
  expect(await card(onShared.page, endpoint!.id).locator('button:has-text("Send test event")').count()).toBe(
    0,
  );
  await onShared.page.screenshot({ path: path.join(SHOTS, '26-webhook-refused-flag.png'), fullPage: true });
  const refusedTest = await onShared.post(`/dashboard/webhooks/${endpoint!.id}/test`, {
    csrf_token: onShared.csrf,
  });
  expect(refusedTest.status).toBe(422);
  await expect(refusedTest.text()).resolves.toContain('WEBHOOK_ALLOW_PRIVATE_ENDPOINTS');
  expect(await testEvents(account.accountId)).toBe(2);
  // The same URL is refused there, and nothing is stored.
  expect(await addThroughForm(onShared.page, url)).toBe(400);
  await expect(onShared.page.textContent('#add-endpoint [role=alert]')).resolves.toContain(
    'The endpoint URL must be an https URL. This service sends webhooks to public https URLs only',
  );
  expect(await listEndpoints(sql, account.accountId)).toHaveLength(1);

  // A real event on the shared stack: its worker refuses the URL, and the delivery fails at once with the
  // reason (its workflow ends, no retries for days); nothing reaches the receiver.
  const made = await call('POST', '/v1/copy-generations', {
    key: account.key,
    idempotencyKey: uniqueKey(),
    body: { description: 'Fresh dates from Qassim, delivered in two days.', output_language: 'en' },
  });
  expect(made.status).toBe(201);
  await until('the delivery is refused', async () =>
    (await listDeliveries(sql, account.accountId, endpoint!.id, 5)).some((d) => d.status === 'failed'),
  );
  const refused = (await listDeliveries(sql, account.accountId, endpoint!.id, 5)).find(
    (d) => d.event_type === 'request.completed',
  )!;
  expect(refused).toMatchObject({ status: 'failed', attempts: 0, last_status_code: null });
  expect(refused.last_error).toMatch(/^Not sent: The endpoint URL must be an https URL\. /);
  expect(refused.last_error).toContain('without retries');
  expect(refused.finished_at).not.toBeNull();
  await expect((await temporal()).workflow.getHandle(refused.workflow_id).result()).resolves.toBe('refused');
  expect(receiver.received('/dashboard')).toHaveLength(2);

  await onShared.page.goto(`/dashboard/webhooks/${endpoint!.id}/deliveries`);
  await expect(onShared.page.textContent('.refused[role=alert]')).resolves.toContain(
    'Deliveries to this endpoint are refused now.',
  );
  await expect(
    onShared.page.locator(`tr[data-delivery-id="${refused.id}"] td.answer`).textContent(),
  ).resolves.toContain('Not sent: The endpoint URL must be an https URL.');
  await onShared.context.close();
});

describe('POST /v1/webhook-endpoints/{endpoint_id}/test-events', () => {
  const devEndpoints = () =>
    createEndpointManager({
      sql,
      secrets: createSecretBox(parseSecretsKey(readStack().secretsKey)),
      outbound: { allowHosts: new Set(), refusedUrls: refusedUrls([]), allowLocalNetwork: true },
    });
  const send = (key: string, id: string, base: string, body?: unknown) =>
    call('POST', `/v1/webhook-endpoints/${id}/test-events`, { key, baseUrl: base, body });

  it('sends a signed webhook.test to the account’s endpoint through the delivery workflow, free', async () => {
    const account = await newAccount(sql, 5);
    const { endpoint, secret } = await devEndpoints().add(account.accountId, {
      url: receiver.url('/api'),
      event_types: ['refund.refunded'],
      description: '',
    });
    receiver.listen('/api', secret);
    const res = await send(account.key, endpoint.id, dev.apiUrl);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      object: 'webhook_test_event',
      id: expect.stringMatching(/^evt_[a-z2-7]{26}$/),
      type: 'webhook.test',
      endpoint_id: endpoint.id,
      delivery_id: expect.stringMatching(/^whd_[a-z2-7]{26}$/),
      status: 'pending',
    });
    const [got] = await receiver.waitFor('/api', 1);
    expect(got!.id).toBe(res.body.id);
    expect(got!.verified).toMatchObject({
      ok: true,
      event: { id: res.body.id, type: 'webhook.test', data: { endpoint_id: endpoint.id, sent_from: 'api' } },
    });
    // An empty JSON object is no body either (sent once the first has its answer: one test at a time).
    await until('the first is delivered', async () =>
      (await listDeliveries(sql, account.accountId, endpoint.id, 5)).every((d) => d.status === 'delivered'),
    );
    expect((await send(account.key, endpoint.id, dev.apiUrl, {})).status).toBe(202);
    await receiver.waitFor('/api', 2);
    await until('both are delivered', async () =>
      (await listDeliveries(sql, account.accountId, endpoint.id, 5)).every((d) => d.status === 'delivered'),
    );
    expect(await balanceOf(sql, account.accountId)).toBe(5);
  });

  it('one test event at a time per endpoint, each tried once: a second while the first waits is a 429; a failed one is not retried', async () => {
    const account = await newAccount(sql, 5);
    const { endpoint, secret } = await devEndpoints().add(account.accountId, {
      url: receiver.url('/once'),
      event_types: ['refund.refunded'],
      description: '',
    });
    // The first is held unanswered (the attempt times out), then every answer is a 500.
    receiver.listen('/once', secret, (n) => (n === 1 ? 'hang' : 500));
    expect((await send(account.key, endpoint.id, dev.apiUrl)).status).toBe(202);
    await receiver.waitFor('/once', 1);
    const busy = await send(account.key, endpoint.id, dev.apiUrl);
    expect(busy.status).toBe(429);
    expect(busy.body.code).toBe('rate_limited');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    await until('the held one has failed, not waiting to retry', async () =>
      (await listDeliveries(sql, account.accountId, endpoint.id, 5)).every((d) => d.status === 'failed'),
    );
    expect((await send(account.key, endpoint.id, dev.apiUrl)).status).toBe(202);
    await receiver.waitFor('/once', 2);
    await until('the 500 is its only attempt', async () => {
      const rows = await listDeliveries(sql, account.accountId, endpoint.id, 5);
      return rows.length === 2 && rows.every((d) => d.status === 'failed' && d.attempts === 1);
    });
    expect(receiver.received('/once')).toHaveLength(2);
    expect(await balanceOf(sql, account.accountId)).toBe(5);
  }, 90_000);

  it('answers problems and writes nothing: another account’s or an unknown id, a body, a missing scope, a disabled endpoint, and a URL the service refuses without the setting', async () => {
    const account = await newAccount(sql, 5);
    const other = await newAccount(sql, 5);
    const narrow = await newAccount(sql, 5, ['copy:write']);
    const manager = devEndpoints();
    const input = {
      url: receiver.url('/refused'),
      event_types: ['refund.refunded' as const],
      description: '',
    };
    const { endpoint } = await manager.add(account.accountId, input);
    const theirs = await manager.add(other.accountId, input);
    const disabled = await manager.add(account.accountId, input);
    await manager.disable(account.accountId, disabled.endpoint.id, 'a test');
    receiver.listen('/refused', 'whsec_unused');

    const cases: Array<[Promise<Awaited<ReturnType<typeof send>>>, number, string, RegExp]> = [
      [send(account.key, theirs.endpoint.id, dev.apiUrl), 404, 'not_found', /No webhook endpoint/],
      [send(account.key, 'whe_aaaaaaaaaaaaaaaaaaaaaaaaaa', dev.apiUrl), 404, 'not_found', /No webhook/],
      [send(account.key, 'not-an-id', dev.apiUrl), 404, 'not_found', /No webhook endpoint/],
      [send(account.key, endpoint.id, dev.apiUrl, { type: 'x' }), 400, 'invalid_request', /./],
      [send(account.key, endpoint.id, dev.apiUrl, []), 400, 'invalid_request', /./],
      [send(narrow.key, endpoint.id, dev.apiUrl), 403, 'insufficient_scope', /usage:read/],
      [send(account.key, disabled.endpoint.id, dev.apiUrl), 422, 'unprocessable', /disabled/],
      [
        send(account.key, endpoint.id, shared()),
        422,
        'unprocessable',
        /must be an https URL\. .*WEBHOOK_ALLOW_PRIVATE_ENDPOINTS=true/,
      ],
    ];
    for (const [answer, status, code, detail] of cases) {
      const res = await answer;
      expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({
        status,
        type: expect.stringContaining(PROBLEM),
      });
      expect(res.body).toMatchObject({ code, detail: expect.stringMatching(detail) });
    }
    expect(await testEvents(account.accountId)).toBe(0);
    expect(await testEvents(other.accountId)).toBe(0);
    expect(receiver.received('/refused')).toHaveLength(0);
  });
});

describe('npm run admin -- webhooks test', () => {
  it('in development adds an http://127.0.0.1 endpoint and sends it a verified webhook.test; without the setting both are refused in one line', async () => {
    const onDev = adminWith({ TEMPORAL_TASK_QUEUE: dev.taskQueue, WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'true' });
    const plain = adminWith({ TEMPORAL_TASK_QUEUE: dev.taskQueue });
    const account = await onDev.admin('accounts', 'create', '--name', 'Laptop CLI');
    const url = receiver.url('/cli');

    const refusedAdd = await plain.adminFails(
      'webhooks',
      'add',
      '--account',
      account.id,
      '--url',
      url,
      '--events',
      'request.completed',
    );
    expect(refusedAdd.code).toBe(2);
    expect(refusedAdd.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^The endpoint URL must be an https URL\. .*WEBHOOK_ALLOW_PRIVATE_ENDPOINTS=true/,
      ),
    ]);
    expect(await onDev.admin('webhooks', 'list', '--account', account.id)).toEqual([]);

    const added = await onDev.admin(
      'webhooks',
      'add',
      '--account',
      account.id,
      '--url',
      url,
      '--events',
      'request.completed',
    );
    receiver.listen('/cli', added.secret);
    const sent = await onDev.admin('webhooks', 'test', added.id);
    expect(sent).toMatchObject({ status: 'delivered', attempts: 1, status_code: 200, error: null });
    const [got] = await receiver.waitFor('/cli', 1);
    expect(got!.id).toBe(sent.event_id);
    expect(got!.verified).toMatchObject({
      ok: true,
      event: { type: 'webhook.test', data: { endpoint_id: added.id, sent_from: 'admin_cli' } },
    });

    const refusedTest = await plain.adminFails('webhooks', 'test', added.id);
    expect(refusedTest.code).toBe(2);
    expect(refusedTest.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^The endpoint URL must be an https URL\. .*WEBHOOK_ALLOW_PRIVATE_ENDPOINTS/),
    ]);
    expect(receiver.received('/cli')).toHaveLength(1);
  });
});
