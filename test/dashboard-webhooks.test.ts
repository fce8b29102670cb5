import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Sql } from '../db/client';
import { emitEvent, listDeliveries, listEndpoints, removeEndpoint, type EndpointRow } from '../db/webhooks';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { refusedUrls } from '../lib/net/refused-urls';
import { closedPort as nothingListens } from '../scripts/stack/processes';
import { createDashboardUser } from '../scripts/admin-dashboard';
import { createEndpointManager } from '../webhooks/endpoints';
import { artifactsDir, launchBrowser } from './helpers/browser';
import { call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { readStack } from './helpers/stack-file';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver';

jest.setTimeout(180_000);

const PASSWORD = 'webhook pages password';
const FORM = 'application/x-www-form-urlencoded';
// Beside the other dashboard pages' screenshots, numbered after them.
const SHOTS = artifactsDir('dashboard');

let sql: Sql;
let browser: Browser;
const box = () => createSecretBox(parseSecretsKey(readStack().secretsKey));

beforeAll(async () => {
  sql = testSql();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sql.end({ timeout: 5 });
});

/** A fresh account with a dashboard user, signed in in a browser on `base`. */
async function signedIn(base: string) {
  const account = await newAccount(sql, 100);
  const email = `${uniqueKey('hooks')}@example.com`;
  await createDashboardUser(sql, account.accountId, email, 'Webhook tester', PASSWORD);
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
  /** A form POST with this session's cookie, as a page of another tab would send it. */
  const post = (where: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    return fetch(`${base}${where}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': FORM, accept: 'text/html' },
      body,
    });
  };
  return { ...account, email, context, page, csrf, post };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** Adds an endpoint through the form and returns the secret shown on the answer. */
async function addThroughForm(page: Page, url: string, types: string[], description = '') {
  await page.goto('/dashboard/webhooks');
  await page.fill('#endpoint-url', url);
  for (const t of types) await page.check(`input[name=event_types][value="${t}"]`);
  if (description) await page.fill('#endpoint-description', description);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/dashboard/webhooks') && r.request().method() === 'POST'),
    page.click('button:has-text("Add endpoint")'),
  ]);
  expect(answer.status()).toBe(201);
  expect(answer.headers()['cache-control']).toBe('no-store');
  return (await page.textContent('#new-secret'))!.trim();
}

const card = (page: Page, id: string) => page.locator(`section[data-endpoint-id="${id}"]`);

test('a user adds an endpoint, sees its signing secret once, rotates it, disables, enables and deletes it', async () => {
  const { accountId, email, context, page } = await signedIn(readStack().apiUrl);
  await page.click('nav >> text=Webhooks');
  await expect(page.textContent('#no-endpoints')).resolves.toContain('No endpoints yet');

  const secret = await addThroughForm(
    page,
    'https://hooks.example.com/in',
    ['request.completed', 'refund.refunded'],
    'Order system',
  );
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  await expect(page.textContent('#verify-snippet')).resolves.toContain('new Webhook(');
  await shot(page, '20-webhook-secret-shown-once');
  const [endpoint] = await listEndpoints(sql, accountId);
  expect(endpoint).toMatchObject({
    url: 'https://hooks.example.com/in',
    event_types: ['refund.refunded', 'request.completed'],
    description: 'Order system',
    status: 'active',
  });
  expect(box().open(endpoint!.secret_sealed)).toBe(secret);

  // Shown once: the list shows the endpoint, never its secret, sealed or not.
  await page.click('text=Back to Webhooks');
  const listing = await page.content();
  expect(listing).not.toContain(secret);
  expect(listing).not.toContain(endpoint!.secret_sealed);
  await expect(card(page, endpoint!.id).textContent()).resolves.toMatch(
    /hooks\.example\.com\/in[\s\S]*active[\s\S]*Order system[\s\S]*refund\.refunded[\s\S]*request\.completed/,
  );

  // Rotating shows a new secret once; the old one is gone from the store.
  await card(page, endpoint!.id).locator('button:has-text("Rotate secret")').click();
  await page.waitForLoadState();
  const rotated = (await page.textContent('#new-secret'))!.trim();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await expect(page.textContent('.notice')).resolves.toContain('previous secret stopped');
  const [afterRotate] = await listEndpoints(sql, accountId);
  expect(box().open(afterRotate!.secret_sealed)).toBe(rotated);
  await page.goto('/dashboard/webhooks');
  expect(await page.content()).not.toContain(rotated);

  // Disabled by a person: said who, with an Enable button and no warning about automatic disabling.
  await card(page, endpoint!.id).locator('button:has-text("Disable")').click();
  await page.waitForLoadState();
  expect(new URL(page.url()).search).toBe(`?disabled=${endpoint!.id}`);
  await expect(page.textContent('[role=status]')).resolves.toContain('is disabled');
  await expect(card(page, endpoint!.id).locator('.reason').textContent()).resolves.toContain(
    `Disabled by ${email}.`,
  );
  await expect(page.locator('#webhooks-disabled').count()).resolves.toBe(0);
  expect((await listEndpoints(sql, accountId))[0]!.status).toBe('disabled');

  await card(page, endpoint!.id).locator('button:has-text("Enable")').click();
  await page.waitForLoadState();
  await expect(page.textContent('[role=status]')).resolves.toContain('is enabled');
  expect((await listEndpoints(sql, accountId))[0]).toMatchObject({ status: 'active', disabled_reason: null });

  await card(page, endpoint!.id).locator('button:has-text("Delete")').click();
  await page.waitForLoadState();
  await expect(page.textContent('[role=status]')).resolves.toContain('is deleted');
  await expect(card(page, endpoint!.id).count()).resolves.toBe(0);
  expect(await listEndpoints(sql, accountId)).toEqual([]);
  await context.close();
});

test('an endpoint URL that is not public https, or a form that is not complete, is a 400 on the form and stores nothing; no form token is a 403', async () => {
  const { accountId, context, page, csrf, post } = await signedIn(readStack().apiUrl);
  const add = (fields: Record<string, string | string[]>) =>
    post('/dashboard/webhooks', {
      csrf_token: csrf,
      form_id: randomBytes(32).toString('base64url'),
      event_types: 'request.completed',
      ...fields,
    });
  const refusals: Array<[Record<string, string | string[]>, string]> = [
    [{ url: 'http://hooks.example.com/in' }, 'The endpoint URL must be an https URL.'],
    [{ url: 'https://localhost/in' }, 'The endpoint URL points at localhost.'],
    [{ url: 'https://10.1.2.3/in' }, 'The endpoint URL points at a non-public address'],
    [{ url: 'https://127.0.0.1:8443/in' }, 'The endpoint URL points at a non-public address'],
    [{ url: 'https://user:secret@hooks.example.com/in' }, 'The endpoint URL must not carry credentials.'],
    [{ url: 'hooks.example.com/in' }, 'The endpoint URL is not a valid URL.'],
    [{ url: '' }, 'An endpoint URL is required.'],
    [{ url: 'https://hooks.example.com/in', event_types: [] }, 'Choose at least one event type.'],
    [
      { url: 'https://hooks.example.com/in', event_types: 'request.done' },
      'Unknown event types: request.done.',
    ],
    [
      { url: 'https://hooks.example.com/in', description: 'd'.repeat(201) },
      'The description can have at most 200 characters.',
    ],
    [{ url: 'https://hooks.example.com/in', description: 'a\u0000b' }, 'The description must not contain'],
  ];
  for (const [fields, message] of refusals) {
    const res = await add(fields);
    expect({ fields, status: res.status }).toEqual({ fields, status: 400 });
    const text = await res.text();
    expect(text).toContain(message.replace(/'/g, '&#39;'));
    expect(text).not.toContain('\u0000');
  }
  // The form comes back as it was filled, for the URL to be mended.
  await expect((await add({ url: 'http://hooks.example.com/in' })).text()).resolves.toContain(
    'value="http://hooks.example.com/in"',
  );
  expect(await listEndpoints(sql, accountId)).toEqual([]);

  // The same refusal in the browser: the form again, with the reason.
  await page.fill('#endpoint-url', 'http://hooks.example.com/in');
  await page.check('input[value="request.failed"]');
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/dashboard/webhooks') && r.request().method() === 'POST'),
    page.click('button:has-text("Add endpoint")'),
  ]);
  expect(refused.status()).toBe(400);
  await expect(page.textContent('#add-endpoint [role=alert]')).resolves.toContain('must be an https URL');
  expect(await page.isChecked('input[value="request.failed"]')).toBe(true);
  await shot(page, '21-webhook-url-refused');

  // Without the form token: refused before anything is read.
  const missing = await post('/dashboard/webhooks', {
    url: 'https://hooks.example.com/in',
    event_types: 'request.completed',
  });
  expect(missing.status).toBe(403);
  await expect(missing.text()).resolves.toContain('not sent from this dashboard session');
  const made = await add({ url: 'https://hooks.example.com/in' });
  expect(made.status).toBe(201);
  // A form without its id, or posted a second time (a reload of the answer), adds nothing and shows no secret.
  const incomplete = await post('/dashboard/webhooks', {
    csrf_token: csrf,
    url: 'https://hooks.example.com/other',
    event_types: 'request.completed',
  });
  expect(incomplete.status).toBe(400);
  await expect(incomplete.text()).resolves.toContain('The form is incomplete; reload the page.');
  const once = { url: 'https://hooks.example.com/once', form_id: randomBytes(32).toString('base64url') };
  const first = await add(once);
  expect(first.status).toBe(201);
  await expect(first.text()).resolves.toMatch(/whsec_/);
  const again = await add(once);
  expect(again.status).toBe(409);
  const againText = await again.text();
  expect(againText).toContain('This form already added an endpoint');
  expect(againText).not.toMatch(/whsec_/);
  expect((await listEndpoints(sql, accountId)).map((e) => e.url).sort()).toEqual([
    'https://hooks.example.com/in',
    'https://hooks.example.com/once',
  ]);
  const onceMade = (await listEndpoints(sql, accountId)).find((e) => e.url.endsWith('/once'))!;
  await removeEndpoint(sql, accountId, onceMade.id);
  const [endpoint] = await listEndpoints(sql, accountId);
  for (const verb of ['rotate', 'disable', 'delete'])
    expect((await post(`/dashboard/webhooks/${endpoint!.id}/${verb}`, {})).status).toBe(403);
  expect(await listEndpoints(sql, accountId)).toEqual([endpoint]);
  await context.close();
});

test('another account’s endpoints and deliveries are not found: not shown, not changed, not sent again', async () => {
  const other = await newAccount(sql, 10);
  const manager = createEndpointManager({
    sql,
    secrets: box(),
    outbound: { allowHosts: new Set(), refusedUrls: refusedUrls([]) },
  });
  const theirs = await manager.add(other.accountId, {
    url: 'https://hooks.example.org/theirs',
    event_types: ['refund.refunded'],
    description: 'Their secret system',
  });
  // An event of theirs, written the way a state change writes it (its start left to the dispatch Schedule).
  const [delivery] = await sql.begin((tx) =>
    emitEvent(tx, {
      accountId: other.accountId,
      type: 'refund.refunded',
      subjectId: 'wtd_aaaaaaaaaaaaaaaaaaaaaaaaaa',
      data: { draft_id: 'wtd_aaaaaaaaaaaaaaaaaaaaaaaaaa' },
    }),
  );
  // What a change would touch (a delivery attempt may start the failure clock meanwhile: that is not a change).
  const state = async () =>
    (await listEndpoints(sql, other.accountId)).map((e) => [
      e.id,
      e.status,
      e.secret_sealed,
      e.disabled_reason,
    ]);
  const before = await state();

  const { context, page, csrf, post } = await signedIn(readStack().apiUrl);
  expect(await page.content()).not.toContain('hooks.example.org');
  for (const where of [
    `/dashboard/webhooks/${theirs.endpoint.id}/deliveries`,
    '/dashboard/webhooks/whe_aaaaaaaaaaaaaaaaaaaaaaaaaa/deliveries',
    '/dashboard/webhooks/not-an-id/deliveries',
  ]) {
    const res = await page.goto(where);
    expect({ where, status: res!.status() }).toEqual({ where, status: 404 });
    expect(await page.content()).not.toContain('Their secret system');
  }
  for (const verb of ['rotate', 'disable', 'enable', 'delete'])
    expect(
      (await post(`/dashboard/webhooks/${theirs.endpoint.id}/${verb}`, { csrf_token: csrf })).status,
    ).toBe(404);
  const resend = await post(`/dashboard/webhooks/deliveries/${delivery!.deliveryId}/redeliver`, {
    csrf_token: csrf,
  });
  expect(resend.status).toBe(404);
  expect(await state()).toEqual(before);
  expect(await listDeliveries(sql, other.accountId, theirs.endpoint.id, 10)).toHaveLength(1);
  await context.close();
});

describe('deliveries, against a local HTTPS receiver', () => {
  let receiver: WebhookReceiver;
  let stack: ExtraStack;
  let closedPort: number;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    closedPort = await nothingListens();
    stack = await startExtraStack('webhook-pages', {
      UPLOAD_TEST_ALLOW_HOSTS: `127.0.0.1:${receiver.port},127.0.0.1:${closedPort}`,
      UPLOAD_TEST_CA_FILE: receiver.caFile,
      // Quick retries, and a window of 15 seconds instead of 3 days: an endpoint that never answers is
      // disabled within the test (webhook-window.test.ts keeps the 3 days on the time-skipping server).
      WEBHOOK_RETRY_INITIAL_SECONDS: '1',
      WEBHOOK_RETRY_MAX_INTERVAL_SECONDS: '3',
      WEBHOOK_RETRY_WINDOW_SECONDS: '15',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
  });

  test('a finished request is delivered and listed with its answer, a 410 and a window of failures disable their endpoints, and "send again" delivers the same event anew', async () => {
    const { accountId, key, context, page, csrf, post } = await signedIn(stack.apiUrl);
    // The receiver verifies each delivery with the standardwebhooks library and the secret the page showed.
    const okSecret = await addThroughForm(page, receiver.url('/ok'), ['request.completed'], 'Order system');
    receiver.listen('/ok', okSecret, (n) => (n === 1 ? 500 : 200));
    const goneSecret = await addThroughForm(page, receiver.url('/gone'), ['request.completed'], 'Old CRM');
    receiver.listen('/gone', goneSecret, () => 410);
    await addThroughForm(page, `https://127.0.0.1:${closedPort}/down`, ['request.completed'], 'Warehouse');
    const endpoint = async (suffix: string) =>
      (await listEndpoints(sql, accountId)).find((e) => e.url.endsWith(suffix))!;
    const [ok, gone, down] = [await endpoint('/ok'), await endpoint('/gone'), await endpoint('/down')];

    const made = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey(),
      body: { description: 'Fresh dates from Qassim, delivered in two days.', output_language: 'en' },
      baseUrl: stack.apiUrl,
    });
    expect(made.status).toBe(201);
    const requestId: string = made.body.request_id;
    const deliveriesOf = (e: EndpointRow) => listDeliveries(sql, accountId, e.id, 10);

    // The first attempt meets a 500, the retry delivers: both signed with the secret the page showed.
    await until('the retry delivers', async () => (await deliveriesOf(ok))[0]?.status === 'delivered');
    await until('410 disables its endpoint', async () => (await endpoint('/gone')).status === 'disabled');
    expect((await endpoint('/gone')).disabled_reason).toContain('410 Gone');

    await page.goto(`/dashboard/webhooks/${ok.id}/deliveries`);
    const [first] = await deliveriesOf(ok);
    const row = page.locator(`tr[data-delivery-id="${first!.id}"]`);
    const cells = await row.locator('td').allTextContents();
    expect(cells[0]).toContain('request.completed');
    expect(cells[0]).toContain(first!.event_id);
    expect(first!.event_id).toMatch(/^evt_/);
    expect(receiver.received('/ok').map((r) => [r.id, r.verified.ok])).toEqual([
      [first!.event_id, true],
      [first!.event_id, true],
    ]);
    expect(await row.locator(`a[href="/dashboard/requests/${requestId}"]`).count()).toBe(1);
    expect(cells[0]).toContain(`about ${requestId}`);
    expect(cells[1]).toContain('delivered');
    expect(cells[1]).toContain('2 attempts');
    expect(cells[2]).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+\d+ ms/);
    expect(cells[3]).toContain('HTTP 200');
    await row.locator('details.response summary').click();
    await expect(row.locator('details.response pre').textContent()).resolves.toBe('answer 200');
    // The payload sent: the event as the receiver got it, byte for byte (the same on both attempts).
    await row.locator('details.payload summary').click();
    await expect(row.locator('details.payload pre').textContent()).resolves.toBe(
      receiver.received('/ok')[0]!.body,
    );
    await shot(page, '22-webhook-deliveries');

    // Send again: a new delivery of the same event, delivered.
    await row.locator('button:has-text("Send again")').click();
    await page.waitForLoadState();
    await expect(page.textContent('[role=status]')).resolves.toContain(`Event ${first!.event_id}`);
    await until('the new delivery is delivered', async () => {
      const rows = await deliveriesOf(ok);
      return rows.length === 2 && rows.every((d) => d.status === 'delivered');
    });
    const [again] = await deliveriesOf(ok);
    expect(again).toMatchObject({ event_id: first!.event_id, attempts: 1, last_status_code: 200 });
    expect(again!.id).not.toBe(first!.id);
    const resent = (await receiver.waitFor('/ok', 3))[2]!;
    expect([resent.id, resent.verified.ok]).toEqual([first!.event_id, true]);

    // The 410: failed, the page says why and offers no "send again"; a hand-made one is refused.
    await page.goto(`/dashboard/webhooks/${gone.id}/deliveries`);
    await expect(page.textContent('[role=alert]')).resolves.toContain('410 Gone');
    await expect(page.textContent('#deliveries')).resolves.toContain('HTTP 410');
    await expect(page.locator('button:has-text("Send again")').count()).resolves.toBe(0);
    const [goneDelivery] = await deliveriesOf(gone);
    const refused = await post(`/dashboard/webhooks/deliveries/${goneDelivery!.id}/redeliver`, {
      csrf_token: csrf,
    });
    expect(refused.status).toBe(422);
    await expect(refused.text()).resolves.toContain('The endpoint is disabled');
    expect(await deliveriesOf(gone)).toHaveLength(1);

    // Nothing listens on the third: its deliveries say why there was no answer, and after the window
    // (15 s here, 3 days by default) the endpoint is disabled.
    await until('the closed port is tried', async () => (await deliveriesOf(down))[0]?.last_error !== null);
    await page.goto(`/dashboard/webhooks/${down.id}/deliveries`);
    await expect(page.textContent('#deliveries')).resolves.toMatch(/ECONNREFUSED|refused/i);
    await until(
      'a window of failures disables it',
      async () => (await endpoint('/down')).status === 'disabled',
      120_000,
      500,
    );
    expect((await endpoint('/down')).disabled_reason).toMatch(/^Every delivery failed for 15 s/);

    // Both automatic disablings are announced, on the Webhooks page and the usage page.
    await page.goto('/dashboard/webhooks');
    await expect(page.textContent('#webhooks-disabled')).resolves.toContain(
      '2 webhook endpoints were disabled automatically',
    );
    await expect(card(page, gone.id).locator('.reason.automatic').textContent()).resolves.toContain(
      '410 Gone',
    );
    await expect(card(page, down.id).locator('.reason.automatic').textContent()).resolves.toContain(
      'Every delivery failed',
    );
    await expect(card(page, gone.id).locator('button:has-text("Enable")').count()).resolves.toBe(1);
    await expect(card(page, ok.id).locator('.badge.active').count()).resolves.toBe(1);
    await shot(page, '23-webhooks-list');
    await page.goto(`/dashboard/webhooks/${down.id}/deliveries`);
    await shot(page, '24-webhook-deliveries-no-answer');
    await page.click('nav >> text=Usage');
    await expect(page.textContent('#webhooks-disabled')).resolves.toContain('See why on the Webhooks page');
    await shot(page, '25-usage-webhook-banner');
    await context.close();
  });
});
