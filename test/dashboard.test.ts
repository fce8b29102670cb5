import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { listApiKeys } from '../db/api-keys';
import { insertBrandProfile } from '../db/brand-profiles';
import type { Sql } from '../db/client';
import { newId } from '../lib/ids';
import { freePort } from '../scripts/stack/processes';
import { startApi } from '../scripts/stack/services';
import { adminFails, adminWithInput, admin } from './helpers/admin';
import { artifactsDir, launchBrowser } from './helpers/browser';
import { balanceOf, call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { dashboardWorld } from './helpers/dashboard-fuzz';
import { SERVER_ERROR } from './helpers/fake-provider';
import { FUZZ_ENDPOINTS } from './helpers/fuzz-endpoints';
import { rawRequest } from './helpers/raw-http';
import { useFakeProviderStack } from './helpers/services';
import { readStack, serviceEnv } from './helpers/stack-file';

const run = promisify(execFile);
jest.setTimeout(120_000);

const SHOTS = artifactsDir('dashboard');
const PASSWORD = 'correct horse battery staple';

let sql: Sql;
let browser: Browser;
let base: string;

beforeAll(async () => {
  sql = testSql();
  base = readStack().apiUrl;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await sql.end({ timeout: 5 });
});

/** An account with credits and a dashboard user made by the admin CLI, the password given on standard input. */
async function dashboardUser(credits = 100) {
  const account = await newAccount(sql, credits);
  const email = `${uniqueKey('user')}@example.com`;
  const user = await adminWithInput(
    `${PASSWORD}\n`,
    'dashboard-users',
    'create',
    '--account',
    account.accountId,
    '--email',
    email,
    '--name',
    'Test user',
    '--password-stdin',
  );
  expect(user).toMatchObject({ account_id: account.accountId, email });
  expect(user.password).toBeUndefined();
  return { ...account, email };
}

async function signIn(email: string, password = PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/dashboard');
  expect(new URL(page.url()).pathname).toBe('/dashboard/login');
  await page.fill('#email', email);
  await page.fill('#password', password);
  await page.click('button:has-text("Sign in")');
  await page.waitForLoadState();
  return { context, page };
}

const FORM = 'application/x-www-form-urlencoded';

/** A sign-in form's cookie and token, as a browser gets them. */
async function loginForm(): Promise<{ cookie: string; token: string }> {
  const form = await fetch(`${base}/dashboard/login`);
  const cookie = form.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, token: /name="csrf_token" value="([^"]+)"/.exec(await form.text())![1]! };
}

/**
 * One sign-in, sent from `from`: a local address the API sees as the client's (all of 127.0.0.0/8 is this
 * machine), or with the headers a balancer adds.
 */
async function signInFrom(
  from: string,
  email: string,
  password: string,
  options: { headers?: Record<string, string>; baseUrl?: string } = {},
) {
  const { cookie, token } = await loginForm();
  const body = new URLSearchParams({ csrf_token: token, email, password }).toString();
  const headers = { cookie, 'content-type': FORM, 'content-length': String(body.length), ...options.headers };
  return rawRequest('POST', '/dashboard/login', headers, body, options.baseUrl ?? base, {
    localAddress: from,
  });
}

const signedIn = (res: { status: number; headers: Headers }) =>
  res.status === 303 && res.headers.getSetCookie().some((c) => /^cgs_session=[^;]+;/.test(c));

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

async function curl(...args: string[]): Promise<{ status: number; body: any }> {
  const { stdout } = await run('curl', ['-s', '-w', '\n%{http_code}', ...args]);
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) };
}

/** The writing direction the browser computed for an element (runs in the page; this project has no DOM types). */
const direction = (el: unknown): string =>
  (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(el)
    .direction;

/** The form token of the page, read the way a script on another site cannot. */
const formToken = (page: Page) => page.inputValue('input[name=csrf_token] >> nth=0');

async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
}

test('a user signs in, creates a key with two scopes, sees it once, uses it, finds the request in usage, revokes it and it stops at once', async () => {
  const { accountId, email } = await dashboardUser(100);
  const { context, page } = await signIn(email);
  expect(new URL(page.url()).pathname).toBe('/dashboard/usage');
  // A new account's first page says how to make a first request: a key from API keys, then a curl to this API.
  const start = page.locator('#getting-started');
  await expect(start.locator('a[href="/dashboard/keys"]').count()).resolves.toBe(1);
  const firstCurl = (await start.locator('#first-curl').textContent())!;
  expect(firstCurl).toContain(`curl -s ${base}/v1/copy-generations`);
  expect(firstCurl).toContain('Authorization: Bearer $CGS_API_KEY');
  await shot(page, '01-usage-empty');

  const [session] = (await context.cookies()).filter((c) => c.name === 'cgs_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dashboard', secure: false });

  await page.click('nav >> text=API keys');
  await page.fill('#key-name', 'برنامج الولاء');
  await page.check('input[value="copy:write"]');
  await page.check('input[value="usage:read"]');
  const [created] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/dashboard/keys') && r.request().method() === 'POST'),
    page.click('button:has-text("Create key")'),
  ]);
  expect(created.status()).toBe(201);
  expect(created.headers()['cache-control']).toBe('no-store');
  const key = (await page.textContent('#new-key'))!.trim();
  expect(key).toMatch(/^cgs_live_[0-9A-Za-z]{38}$/);
  await shot(page, '02-key-shown-once');

  // Shown once: the list shows its prefix, never the key.
  await page.click('text=Back to API keys');
  const listing = await page.content();
  expect(listing).not.toContain(key);
  const row = page.locator('tr', { hasText: key.slice(0, 12) });
  await expect(row.textContent()).resolves.toContain('copy:write');
  await expect(row.textContent()).resolves.toContain('usage:read');
  await expect(row.textContent()).resolves.toContain('never');
  expect(await row.locator('[dir="auto"]').evaluate(direction)).toBe('rtl');

  // The key works with curl, within its two scopes.
  const copy = await curl(
    `${base}/v1/copy-generations`,
    '-H',
    `Authorization: Bearer ${key}`,
    '-H',
    `Idempotency-Key: ${uniqueKey('dash')}`,
    '-H',
    'Content-Type: application/json',
    '-d',
    JSON.stringify({
      description: 'تمور فاخرة توصل لباب بيتك في الرياض. خصم 15% هذا الأسبوع.',
      market: 'SA',
      platform: 'photo_social',
    }),
  );
  expect(copy.status).toBe(201);
  const requestId: string = copy.body.request_id;
  expect(requestId).toMatch(/^req_/);
  const outsideScope = await curl(`${base}/v1/brand-profiles`, '-H', `Authorization: Bearer ${key}`);
  expect(outsideScope).toMatchObject({ status: 403, body: { code: 'insufficient_scope' } });

  // The request appears in usage, with its charge on today's bar, and opens its record.
  await page.click('nav >> text=Usage');
  await expect(page.textContent('#balance')).resolves.toBe(String(await balanceOf(sql, accountId)));
  // Listed by what it made, not only by id: the operation, the brief's own words, status and credits.
  const listed = page.locator(`#requests tr[data-request-id="${requestId}"]`);
  await expect(listed.locator('a.operation').textContent()).resolves.toBe('Copy');
  const preview = listed.locator('.preview [dir="auto"]');
  await expect(preview.textContent()).resolves.toBe(
    'تمور فاخرة توصل لباب بيتك في الرياض. خصم 15% هذا الأسبوع.',
  );
  expect(await preview.evaluate(direction)).toBe('rtl');
  await expect(listed.locator('.made').textContent()).resolves.toMatch(/^· \d variants?$/);
  await expect(listed.locator('.badge').textContent()).resolves.toBe('completed');
  expect((await listed.locator('td[data-label="Credits"]').textContent())!.trim()).toBe(
    String(100 - (await balanceOf(sql, accountId))),
  );
  // The guide is gone from the page, a small link to it stays.
  await expect(page.locator('#getting-started').count()).resolves.toBe(0);
  await page.click('a:has-text("Getting started")');
  await expect(page.textContent('#first-curl')).resolves.toContain(`${base}/v1/copy-generations`);
  await page.goBack();
  const today = new Date().toISOString().slice(0, 10);
  const bar = page.locator(`g[data-day="${today}"]`);
  expect(Number(await bar.getAttribute('data-debited'))).toBe(100 - (await balanceOf(sql, accountId)));
  expect(Number(await bar.locator('rect.debited').getAttribute('height'))).toBeGreaterThan(0);
  await shot(page, '03-usage-with-request');
  await listed.locator('a.operation').click();
  await expect(page.textContent('h1')).resolves.toBe(`Copy · ${requestId}`);
  await expect(page.textContent('#response-body')).resolves.toContain('copy_generation');
  await shot(page, '04-request-record');

  // Last used is recorded; revoking stops the key on its next request.
  await page.click('nav >> text=API keys');
  await expect(row.textContent()).resolves.not.toContain('never');
  await row.locator('button:has-text("Revoke")').click();
  await page.waitForLoadState();
  await expect(page.textContent('[role=status]')).resolves.toContain('revoked');
  await expect(row.textContent()).resolves.toContain('revoked');
  await shot(page, '05-key-revoked');
  const after = await curl(`${base}/v1/usage`, '-H', `Authorization: Bearer ${key}`);
  expect(after).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  await context.close();
});

test('a form posted without its CSRF token, or from another site, is refused and changes nothing', async () => {
  const { accountId, email } = await dashboardUser();
  const { context, page } = await signIn(email);
  await page.goto('/dashboard/keys');
  const keysBefore = (await listApiKeys(sql, accountId)).length;

  // In the browser: the hidden token removed from the form before it is sent.
  await page.locator('#create-key input[name=csrf_token]').evaluate((el: { remove(): void }) => el.remove());
  await page.check('input[value="copy:write"]');
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/dashboard/keys') && r.request().method() === 'POST'),
    page.click('button:has-text("Create key")'),
  ]);
  expect(refused.status()).toBe(403);
  await expect(page.textContent('[role=alert]')).resolves.toContain('not sent from this dashboard session');
  await shot(page, '06-csrf-refused');

  // Outside the browser: the session cookie with a wrong token, and the right token from another site.
  await page.goto('/dashboard/keys');
  const token = await formToken(page);
  const cookie = await cookieHeader(context);
  const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${base}/dashboard/keys`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...headers,
      },
      body: new URLSearchParams(body),
    });
  const formId = 'a'.repeat(43);
  const wrong = await post({ csrf_token: 'x'.repeat(43), scopes: 'copy:write', form_id: formId });
  expect(wrong.status).toBe(403);
  expect(await wrong.json()).toMatchObject({ code: 'csrf_token_invalid', status: 403 });
  const crossSite = await post(
    { csrf_token: token, scopes: 'copy:write', form_id: formId },
    { 'sec-fetch-site': 'cross-site' },
  );
  expect(crossSite.status).toBe(403);
  const revokeWithout = await fetch(
    `${base}/dashboard/keys/${(await listApiKeys(sql, accountId))[0]!.id}/revoke`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    },
  );
  expect(revokeWithout.status).toBe(403);
  expect((await listApiKeys(sql, accountId)).filter((k) => k.revoked_at)).toEqual([]);
  expect((await listApiKeys(sql, accountId)).length).toBe(keysBefore);

  // The same form posted twice (a reload of the answer) makes one key, shown once.
  const once = await post({ csrf_token: token, scopes: 'copy:write', form_id: formId, name: 'twice' });
  expect(once.status).toBe(201);
  const again = await post({ csrf_token: token, scopes: 'copy:write', form_id: formId, name: 'twice' });
  expect(again.status).toBe(409);
  expect((await again.text()).match(/cgs_live_[0-9A-Za-z]{38}/)).toBeNull();
  expect((await listApiKeys(sql, accountId)).length).toBe(keysBefore + 1);
  await context.close();
});

test('sign-in attempts are limited: after five failures from one address even the right password waits there, and says for how long', async () => {
  const { email } = await dashboardUser();
  const attempt = async (password: string) => {
    const form = await fetch(`${base}/dashboard/login`);
    const cookie = form.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const token = /name="csrf_token" value="([^"]+)"/.exec(await form.text())![1]!;
    return fetch(`${base}/dashboard/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrf_token: token, email, password }),
    });
  };
  for (let i = 0; i < 5; i++) expect((await attempt(`wrong password ${i}`)).status).toBe(401);
  const locked = await attempt(PASSWORD);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  expect(locked.headers.getSetCookie().some((c) => c.startsWith('cgs_session='))).toBe(false);
  expect(await locked.text()).toContain('Too many failed sign-ins');

  // A login form without the cookie it was issued with is refused before any password is checked.
  const forged = await fetch(`${base}/dashboard/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf_token: 'y'.repeat(43), email, password: PASSWORD }),
  });
  expect(forged.status).toBe(403);
});

test('a guesser locks only its own address: the owner signs in from another, and a forged X-Forwarded-For changes nothing', async () => {
  const { email } = await dashboardUser();
  const attacker = '127.0.0.21';
  for (let i = 0; i < 5; i++) expect((await signInFrom(attacker, email, `guess ${i}`)).status).toBe(401);
  const locked = await signInFrom(attacker, email, PASSWORD);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  // Without TRUST_PROXY the API believes no forwarding header: naming the owner's address moves nobody.
  const forged = await signInFrom(attacker, email, PASSWORD, {
    headers: { 'x-forwarded-for': '127.0.0.22' },
  });
  expect(forged.status).toBe(429);

  expect(signedIn(await signInFrom('127.0.0.22', email, PASSWORD))).toBe(true);
  // The guesser is still locked after the owner's success.
  expect((await signInFrom(attacker, email, PASSWORD)).status).toBe(429);
});

test('guesses spread over many addresses are slowed for everyone, doubling from a second, and nobody is locked out', async () => {
  const { email } = await dashboardUser();
  // Thirteen failures, one per address: the first ten are free, the next ones each wait 1, 2 and 4 s after the
  // latest failure (a refused attempt is not a failure, so polling costs nothing).
  for (let i = 0; i < 13; i++) {
    await until(`guess ${i} is checked`, async () => {
      const res = await signInFrom(`127.0.0.${40 + i}`, email, `guess ${i}`);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(4);
      return res.status === 401;
    });
  }
  // The next attempt, from anywhere and with the right password, waits up to 8 s after the latest failure.
  const slowed = await signInFrom('127.0.0.60', email, PASSWORD);
  expect(slowed.status).toBe(429);
  const wait = Number(slowed.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(8);
  expect(slowed.text).toMatch(/Try again in \d seconds?\./);
  // A wait, not a lock: the owner gets in once it has passed.
  await until('the owner is let in', async () => signedIn(await signInFrom('127.0.0.61', email, PASSWORD)));
});

describe('behind a balancer (TRUST_PROXY=loopback)', () => {
  let proxied: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    const stack = readStack();
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { ...serviceEnv(stack, stack.taskQueue), PUBLIC_BASE_URL: url, TRUST_PROXY: 'loopback' };
    const api = await startApi(env, path.join(stack.logsDir, 'dashboard-trust-proxy-api.log'), port);
    proxied = { url, stop: () => api.stop() };
  });
  afterAll(() => proxied?.stop());

  test('the client address is the one the balancer forwards: one client’s failures lock only that client', async () => {
    const { email } = await dashboardUser();
    const via = (client: string, password: string, claimed?: string) =>
      signInFrom('127.0.0.1', email, password, {
        baseUrl: proxied.url,
        // A balancer appends the address it saw to whatever the client sent.
        headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
      });
    for (let i = 0; i < 5; i++) expect((await via('198.51.100.7', `guess ${i}`)).status).toBe(401);
    expect((await via('198.51.100.7', PASSWORD)).status).toBe(429);
    // Writing the owner's address into its own X-Forwarded-For does not make the guesser the owner.
    expect((await via('198.51.100.7', PASSWORD, '198.51.100.8')).status).toBe(429);
    expect(signedIn(await via('198.51.100.8', PASSWORD))).toBe(true);
  });
});

test('text no store can keep in any form field is a 400 on the form, and nothing is written', async () => {
  const { accountId, email } = await dashboardUser();
  const failures = () =>
    sql<{ n: number }[]>`
      select count(*)::int as n from dashboard_login_failures where bucket like ${'%' + email.toLowerCase()}`;
  const post = async (path: string, cookie: string, fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields))
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    return fetch(`${base}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': FORM, accept: 'text/html' },
      body,
    });
  };

  const form = await loginForm();
  const login = (fields: Record<string, string>) =>
    post('/dashboard/login', form.cookie, { csrf_token: form.token, ...fields });
  const nulEmail = await login({ email: `${email}\u0000`, password: PASSWORD });
  expect(nulEmail.status).toBe(400);
  expect(nulEmail.headers.getSetCookie().some((c) => c.startsWith('cgs_session='))).toBe(false);
  const page = await nulEmail.text();
  expect(page).toContain('The e-mail address must not contain the NUL character (U+0000).');
  expect(page).not.toContain('\u0000');
  const nulPassword = await login({ email, password: `${PASSWORD}\u0000` });
  expect(nulPassword.status).toBe(400);
  expect(await nulPassword.text()).toContain('The password must not contain the NUL character');
  expect((await failures())[0]!.n).toBe(0);

  const world = await dashboardWorld(base, email, PASSWORD, {
    foreignKey: '',
    foreignRequest: '',
    ownRequest: '',
    foreignEndpoint: '',
    foreignDelivery: '',
    signedCursors: [],
  });
  const keysBefore = await listApiKeys(sql, accountId);
  const create = (fields: Record<string, string | string[]>) =>
    post('/dashboard/keys', world.cookie, { csrf_token: world.csrf, form_id: 'n'.repeat(43), ...fields });
  const nulName = await create({ name: 'loyalty\u0000', scopes: 'copy:write' });
  expect(nulName.status).toBe(400);
  expect(await nulName.text()).toContain('The name must not contain the NUL character');
  const nulScope = await create({ scopes: ['copy:write', 'usage:read\u0000'] });
  expect(nulScope.status).toBe(400);
  expect(await nulScope.text()).toContain('The scopes must not contain the NUL character');
  expect((await create({ scopes: 'copy:write', ['x\u0000']: '1' })).status).toBe(400);
  expect(await listApiKeys(sql, accountId)).toEqual(keysBefore);

  // Forms without a page of their own: an error page, the key still active, the session still open.
  const [key] = keysBefore;
  const revoke = await post(`/dashboard/keys/${key!.id}/revoke`, world.cookie, {
    csrf_token: world.csrf,
    note: '\u0000',
  });
  expect(revoke.status).toBe(400);
  expect(await revoke.text()).toContain('A field must not contain the NUL character');
  expect((await listApiKeys(sql, accountId)).filter((k) => k.revoked_at)).toEqual([]);
  const logout = await post('/dashboard/logout', world.cookie, { csrf_token: world.csrf, note: '\u0000' });
  expect(logout.status).toBe(400);
  const stillIn = await fetch(`${base}/dashboard/keys`, {
    headers: { cookie: world.cookie },
    redirect: 'manual',
  });
  expect(stillIn.status).toBe(200);
});

test('sessions end at sign-out and when the user is disabled; another account’s records are not found', async () => {
  const mine = await dashboardUser();
  const other = await newAccount(sql, 50);
  const theirs = await call('POST', '/v1/copy-generations', {
    key: other.key,
    idempotencyKey: uniqueKey(),
    body: { description: 'طلب من حساب آخر: قهوة مختصة.', market: 'SA', platform: 'photo_social' },
  });
  expect(theirs.status).toBe(201);

  const { context, page } = await signIn(mine.email);
  const foreign = await page.goto(`/dashboard/requests/${theirs.body.request_id}`);
  expect(foreign!.status()).toBe(404);
  expect(await page.content()).not.toContain('حساب آخر');
  const missing = await page.goto('/dashboard/keys/key_aaaaaaaaaaaaaaaaaaaaaaaaaa/revoke');
  expect(missing!.status()).toBe(405);

  const cookie = await cookieHeader(context);
  await page.goto('/dashboard/usage');
  await page.click('button:has-text("Sign out")');
  await page.waitForLoadState();
  expect(new URL(page.url()).pathname).toBe('/dashboard/login');
  // The old cookie, replayed, no longer opens anything.
  const replayed = await fetch(`${base}/dashboard/usage`, { headers: { cookie }, redirect: 'manual' });
  expect(replayed.status).toBe(303);
  expect(replayed.headers.get('location')).toBe('/dashboard/login');

  const again = await signIn(mine.email);
  expect(new URL(again.page.url()).pathname).toBe('/dashboard/usage');
  await admin('dashboard-users', 'disable', '--email', mine.email);
  await again.page.goto('/dashboard/keys');
  expect(new URL(again.page.url()).pathname).toBe('/dashboard/login');
  const disabled = await signIn(mine.email);
  await expect(disabled.page.textContent('[role=alert]')).resolves.toContain('do not match');
  await Promise.all([context.close(), again.context.close(), disabled.context.close()]);
});

test('brand profiles and template drafts: Arabic names and bodies read right to left, drafts show their refund state', async () => {
  const { accountId, key, email } = await dashboardUser(100);
  await insertBrandProfile(sql, newId('brp'), accountId, {
    name: 'مقهى الريحان',
    description: 'قهوة مختصة محمصة يومياً في الرياض.',
    industry: 'Food & Beverage',
    primary_color: '#0B6E4F',
  });
  await insertBrandProfile(sql, newId('brp'), accountId, {
    name: 'Rayhan Roasters',
    description: 'Specialty coffee.',
  });
  const draft = await call('POST', '/v1/messaging-template-drafts', {
    key,
    idempotencyKey: uniqueKey(),
    body: FUZZ_ENDPOINTS.find((e) => e.name === 'template draft')!.body,
  });
  expect(draft.status).toBe(201);

  const { context, page } = await signIn(email);
  await page.click('nav >> text=Brand profiles');
  const arabic = page.locator('tr', { hasText: 'مقهى الريحان' }).locator('.brand-name [dir="auto"]');
  expect(await arabic.evaluate(direction)).toBe('rtl');
  expect(await arabic.getAttribute('lang')).toBe('ar');
  const latin = page.locator('tr', { hasText: 'Rayhan Roasters' }).locator('.brand-name [dir="auto"]');
  expect(await latin.evaluate(direction)).toBe('ltr');
  await expect(page.locator('rect[fill="#0B6E4F"]').count()).resolves.toBe(1);
  await shot(page, '07-brand-profiles');

  await page.click('nav >> text=Template drafts');
  const row = page.locator(`tr[data-draft-id="${draft.body.id}"]`);
  await expect(row.textContent()).resolves.toContain('NONE');
  expect(await row.locator('.draft-body [dir="auto"]').evaluate(direction)).toBe('rtl');
  await shot(page, '08-template-drafts');
  await context.close();
});

test('the admin CLI keeps passwords out of reach: short ones are refused, generated ones are shown once', async () => {
  const account = await newAccount(sql, 0);
  const short = await adminWithInput(
    'short\n',
    'dashboard-users',
    'create',
    '--account',
    account.accountId,
    '--email',
    'x@example.com',
    '--password-stdin',
  ).catch((err: { code: number; stderr: string }) => err);
  expect(short.code).toBe(2);
  expect(short.stderr).toContain('at least 12 characters');
  const email = `${uniqueKey('gen')}@example.com`;
  const made = await admin('dashboard-users', 'create', '--account', account.accountId, '--email', email);
  expect(made.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
  const [stored] = await sql<
    { password_hash: string }[]
  >`select password_hash from dashboard_users where id = ${made.id}`;
  expect(stored!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
  expect(stored!.password_hash).not.toContain(made.password);
  expect(
    (
      await adminFails(
        'dashboard-users',
        'create',
        '--account',
        account.accountId,
        '--email',
        email.toUpperCase(),
      )
    ).stderr,
  ).toContain('exists already');
  const listed = await admin('dashboard-users', 'list', '--account', account.accountId);
  expect(listed).toEqual([expect.objectContaining({ email, disabled_at: null })]);
  expect(JSON.stringify(listed)).not.toContain('scrypt');
  const { page, context } = await signIn(email, made.password);
  expect(new URL(page.url()).pathname).toBe('/dashboard/usage');
  await context.close();
});

describe('request pages show what each request produced', () => {
  const SHOWN = artifactsDir('request-pages');
  let user: Awaited<ReturnType<typeof dashboardUser>>;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    user = await dashboardUser(200);
    ({ context, page } = await signIn(user.email));
  });
  afterAll(() => context?.close());

  const post = (path: string, body: unknown, baseUrl?: string) =>
    call('POST', path, { key: user.key, idempotencyKey: uniqueKey('page'), body, baseUrl });

  /**
   * Opens a request's page in the browser and photographs it: its policy still allows no script or inline
   * style, and nothing on it was refused by that policy (the browser logs each refusal as an error).
   */
  async function openRequest(requestId: string, name: string) {
    const refused: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.type() === 'error') refused.push(m.text());
    };
    page.on('console', onConsole);
    const res = await page.goto(`/dashboard/requests/${requestId}`, { waitUntil: 'networkidle' });
    page.off('console', onConsole);
    expect(res!.status()).toBe(200);
    const policy = res!.headers()['content-security-policy']!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toMatch(/script-src|unsafe-inline|\*/);
    expect(refused).toEqual([]);
    await page.screenshot({ path: path.join(SHOWN, `${name}.png`), fullPage: true });
    return policy;
  }

  /** What a media URL on the page answers, fetched as the browser does (relative to the page). */
  async function fetchMedia(selector: string) {
    const src = (await page.getAttribute(selector, 'src'))!;
    const res = await fetch(new URL(src, base));
    expect(res.status).toBe(200);
    return { src, type: res.headers.get('content-type') ?? '', bytes: (await res.arrayBuffer()).byteLength };
  }

  const loaded = (el: unknown) => {
    const img = el as { complete: boolean; naturalWidth: number };
    return img.complete && img.naturalWidth > 0;
  };

  test('copy in Egyptian Arabic: each variant right to left as ar-EG, with its angle and call to action', async () => {
    const copy = await post('/v1/copy-generations', {
      description: 'كشري مصري أصلي بيوصل لحد باب البيت في القاهرة. خصم 20% على أول طلب.',
      dialect: 'egyptian',
      platform: 'photo_social',
      call_to_action: 'اطلب دلوقتي',
    });
    expect(copy.status).toBe(201);
    await openRequest(copy.body.request_id, 'copy-egyptian');
    await expect(page.textContent('#answer h2')).resolves.toBe('Copy');
    const variants = page.locator('li.variant');
    expect(await variants.count()).toBe(copy.body.variants.length);
    for (const [i, v] of (copy.body.variants as any[]).entries()) {
      const item = variants.nth(i);
      const text = item.locator('.variant-text');
      await expect(text.getAttribute('lang')).resolves.toBe('ar-EG');
      await expect(text.getAttribute('dir')).resolves.toBe('rtl');
      expect(await text.evaluate(direction)).toBe('rtl');
      await expect(text.textContent()).resolves.toBe(v.content.replace(/\n/g, ''));
      await expect(item.locator('.angle').textContent()).resolves.toBe(v.angle);
      if (v.call_to_action) await expect(item.locator('.cta').textContent()).resolves.toBe(v.call_to_action);
      if (v.recommended) await expect(item.textContent()).resolves.toContain('recommended');
    }
    // The stored answer stays available as JSON, folded away.
    await expect(page.textContent('details.raw #response-body')).resolves.toContain('"copy_generation"');
  });

  test('an image: inline at its size, a tall one kept to the page, its file served as an image', async () => {
    const image = await post('/v1/image-generations', {
      prompt: 'A tall glass of iced karak tea on a marble counter',
      aspect_ratio: '9:16',
      include_text: true,
      overlay_text: 'كرك بارد',
    });
    expect(image.status).toBe(201);
    const { width, height, bytes } = image.body.image;
    await openRequest(image.body.request_id, 'image-9x16');
    const img = page.locator('.media-image img');
    expect(await img.evaluate(loaded)).toBe(true);
    await expect(img.getAttribute('width')).resolves.toBe(String(width));
    await expect(img.getAttribute('height')).resolves.toBe(String(height));
    await expect(page.textContent('.media-image figcaption')).resolves.toContain(`${width}×${height}`);
    const file = await fetchMedia('.media-image img');
    expect(file).toMatchObject({ type: expect.stringMatching(/^image\//), bytes });
    // Shown whole, and no taller than the page allows, at its own proportions.
    const box = (await img.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(450);
    expect(box.width / box.height).toBeCloseTo(width / height, 1);
    const overlay = page.locator('.overlay-text');
    await expect(overlay.textContent()).resolves.toBe('كرك بارد');
    expect(await overlay.evaluate(direction)).toBe('rtl');
  });

  test('a voice-over: a player whose file is served as audio, with its duration, voice and script', async () => {
    const speech = await post('/v1/speech-generations', {
      text: 'قهوتك جاهزة، اطلبها الحين.',
      dialect: 'saudi',
      voice: 'Kore',
    });
    expect(speech.status).toBe(201);
    await openRequest(speech.body.request_id, 'speech');
    await expect(page.getAttribute('.media-audio audio', 'controls')).resolves.not.toBeNull();
    const file = await fetchMedia('.media-audio audio');
    expect(file).toMatchObject({ type: expect.stringMatching(/^audio\//), bytes: speech.body.audio.bytes });
    // The browser read the file's header through the page's policy: its length is the answer's duration.
    await page.waitForFunction('document.querySelector(".media-audio audio").readyState >= 1');
    const seconds = await page
      .locator('.media-audio audio')
      .evaluate((a) => (a as { duration: number }).duration);
    expect(seconds).toBeCloseTo(speech.body.audio.duration_seconds, 0);
    await expect(page.textContent('.media-audio .duration')).resolves.toMatch(/^0:\d\d\.\d$/);
    await expect(page.textContent('#answer dl.facts')).resolves.toContain('Kore');
    const script = page.locator('.script');
    await expect(script.textContent()).resolves.toBe('قهوتك جاهزة، اطلبها الحين.');
    await expect(script.getAttribute('lang')).resolves.toBe('ar-SA');
  });

  test('a template draft: its message with placeholders marked, their examples, and the preflight findings', async () => {
    const draft = await post('/v1/messaging-template-drafts', {
      name: '2024_order_update',
      category: 'UTILITY',
      language_code: 'ar_EG',
      dialect: 'egyptian',
      purpose: 'طلبك اتشحن وهيوصلك بكرة',
      customer_action_context: 'The customer placed an order.',
      variables: [
        { name: 'customer_name', example: 'سارة' },
        { name: 'order_number', example: '#A-1042' },
      ],
      header: 'تحديث الطلب',
      buttons: [{ type: 'URL', text: 'تتبع الطلب', url: 'https://shop.example.com/t' }],
    });
    expect(draft.status).toBe(201);
    await openRequest(draft.body.request_id, 'template-draft');
    const message = page.locator('.message');
    expect(await message.evaluate(direction)).toBe('rtl');
    await expect(message.getAttribute('lang')).resolves.toBe('ar-EG');
    const marks = message.locator('mark.placeholder');
    await expect(marks.allTextContents()).resolves.toEqual(['{{1}}', '{{2}}']);
    await expect(marks.nth(1).getAttribute('title')).resolves.toBe('Example: #A-1042');
    await expect(page.textContent('#placeholders')).resolves.toContain('سارة');
    const findings = draft.body.compliance.findings as { code: string; severity: string }[];
    expect(findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(['name_starts_with_letter', 'example_special_characters']),
    );
    const rows = page.locator('#findings tbody tr');
    expect(await rows.count()).toBe(findings.length);
    for (const f of findings) await expect(page.textContent('#findings')).resolves.toContain(f.code);
    await expect(page.textContent('.message-buttons')).resolves.toContain('تتبع الطلب');
  });

  test('a campaign with image and speech: its four parts side by side with status and credits', async () => {
    const campaign = await post('/v1/campaigns', FUZZ_ENDPOINTS.find((e) => e.name === 'campaign')!.body);
    expect(campaign.status).toBe(201);
    await openRequest(campaign.body.request_id, 'campaign');
    const parts = page.locator('.parts article.part');
    expect(await parts.count()).toBe(4);
    for (const d of campaign.body.deliverables as any[]) {
      const part = page.locator(`article[data-part="${d.name}"]`);
      await expect(part.locator('.badge').first().textContent()).resolves.toBe('completed');
      await expect(part.locator('.part-credits').textContent()).resolves.toBe(`${d.credits} credits`);
    }
    // Side by side: the copy and the image start on one row.
    const copyBox = (await page.locator('article[data-part="copy"]').boundingBox())!;
    const imageBox = (await page.locator('article[data-part="image"]').boundingBox())!;
    expect(imageBox.y).toBe(copyBox.y);
    expect(imageBox.x).toBeGreaterThan(copyBox.x);
    expect(await page.locator('article[data-part="image"] img').evaluate(loaded)).toBe(true);
    expect((await fetchMedia('article[data-part="image"] img')).type).toMatch(/^image\//);
    expect((await fetchMedia('article[data-part="speech"] audio')).type).toMatch(/^audio\//);
    const first = page.locator('article[data-part="copy"] .variant-text').first();
    await expect(first.getAttribute('lang')).resolves.toBe('ar-SA');
    await expect(page.textContent('#answer .figures')).resolves.toContain(
      String(campaign.body.usage.gross_credits),
    );
  });

  test('a refused request shows its problem: title, detail and code', async () => {
    const poor = await dashboardUser(1);
    const refused = await call('POST', '/v1/copy-generations', {
      key: poor.key,
      idempotencyKey: uniqueKey('poor'),
      body: { description: 'عطور عربية فاخرة بأسعار خاصة.', market: 'AE' },
    });
    expect(refused.status).toBe(402);
    const signedIn = await signIn(poor.email);
    const other = page;
    page = signedIn.page;
    try {
      await openRequest(refused.body.request_id, 'failed');
      const problem = page.locator('#answer .problem');
      await expect(problem.getAttribute('role')).resolves.toBe('alert');
      const text = (await problem.textContent())!;
      expect(text).toContain(refused.body.title);
      expect(text).toContain(refused.body.detail);
      expect(text).toContain(refused.body.code);
      expect(text).toContain('HTTP 402');
    } finally {
      page = other;
      await signedIn.context.close();
    }
  });
});

describe('the page of a partial campaign, its image provider down', () => {
  const ctx = useFakeProviderStack('dashboard-image-down', SERVER_ERROR, (url) => ({
    IMAGE_PROVIDER: 'gemini',
    GEMINI_BASE_URL: url,
    GEMINI_API_KEY: 'test-gemini-key',
  }));

  test('shows the image refunded with its problem beside the parts that were made', async () => {
    const { key, email } = await dashboardUser(50);
    const res = await call('POST', '/v1/campaigns', {
      key,
      idempotencyKey: uniqueKey('partial'),
      baseUrl: ctx.stack.apiUrl,
      body: {
        brief: {
          description: 'قهوة مختصة محمصة يومياً في الرياض.',
          market: 'SA',
          call_to_action: 'اطلب الحين',
        },
        deliverables: { image: { enabled: true }, speech: { enabled: true } },
      },
    });
    expect(res.status).toBe(207);
    const { context, page } = await signIn(email);
    // The speech was stored by the other API, on its own host name: this API serves the same media store.
    expect(res.body.speech.audio.url.startsWith(ctx.stack.apiUrl)).toBe(true);
    const shown = await page.goto(`/dashboard/requests/${res.body.request_id}`, { waitUntil: 'networkidle' });
    expect(shown!.status()).toBe(200);
    const image = page.locator('article[data-part="image"]');
    await expect(image.locator('.badge').first().textContent()).resolves.toBe('failed');
    await expect(image.locator('.part-credits').textContent()).resolves.toBe('4 credits, 4 refunded');
    await expect(image.locator('.problem').textContent()).resolves.toContain('provider_unavailable');
    await expect(page.textContent('#record')).resolves.toContain('partial');
    const audio = await page.getAttribute('article[data-part="speech"] audio', 'src');
    expect(audio).toMatch(/^\/media\//);
    await page.waitForFunction('document.querySelector("article[data-part=speech] audio").readyState >= 1');
    await page.screenshot({
      path: path.join(artifactsDir('request-pages'), 'campaign-partial.png'),
      fullPage: true,
    });
    await context.close();
  });
});
