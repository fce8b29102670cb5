import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { insertBrandProfile } from '../db/brand-profiles';
import type { Sql } from '../db/client';
import { grant } from '../db/ledger';
import { listEndpoints } from '../db/webhooks';
import { newId } from '../lib/ids';
import { createDashboardUser } from '../scripts/admin-dashboard';
import { artifactsDir, launchBrowser } from './helpers/browser';
import { call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { FUZZ_ENDPOINTS } from './helpers/fuzz-endpoints';
import { readStack } from './helpers/stack-file';

jest.setTimeout(240_000);

// Beside the other dashboard pages' screenshots: fit-<width>-<page>.png.
const SHOTS = artifactsDir('dashboard');
const PASSWORD = 'pages that fit a phone';
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1400, height: 900 },
] as const;
const NAV_LINKS = ['Usage', 'API keys', 'Brand profiles', 'Template drafts', 'Webhooks', 'API reference'];

let sql: Sql;
let browser: Browser;
let base: string;
let email: string;
/** Every page of the dashboard a signed-in user can open, by name, as the account below fills them. */
const pages: Record<string, string> = {};

const bodyOf = (name: string) => FUZZ_ENDPOINTS.find((e) => e.name === name)!.body;

beforeAll(async () => {
  sql = testSql();
  base = readStack().apiUrl;
  browser = await launchBrowser();
  const account = await newAccount(sql, 0);
  email = `${uniqueKey('fit')}@example.com`;
  await createDashboardUser(sql, account.accountId, email, 'مقهى الريحان للتحميص', PASSWORD);
  const post = (where: string, body: unknown) =>
    call('POST', where, { key: account.key, idempotencyKey: uniqueKey('fit'), body });

  // Refused for want of credits: the failed request's page.
  const failed = await post('/v1/copy-generations', { description: 'عطور عربية فاخرة.', market: 'AE' });
  expect(failed.status).toBe(402);
  await grant(sql, account.accountId, 400, uniqueKey('grant'), 'fit test');

  await insertBrandProfile(sql, newId('brp'), account.accountId, {
    name: 'مقهى الريحان للتحميص',
    description:
      'قهوة مختصة محمصة يومياً في الرياض، من مزارع إثيوبيا وكولومبيا واليمن، تصلك طازجة خلال ساعتين. '.repeat(
        3,
      ),
    industry: 'Food & Beverage',
    primary_color: '#0B6E4F',
    secondary_color: '#F5E6C8',
    website: 'https://rayhan-roasters.example.com/ar/specialty-coffee/subscriptions',
  });

  // An endpoint told of every finished request, so the list and its deliveries have something to show.
  const signedIn = await signIn(1400);
  await signedIn.page.goto('/dashboard/webhooks');
  await signedIn.page.fill(
    '#endpoint-url',
    'https://hooks.rayhan-roasters.example.com/campaign-service/events/receiver',
  );
  await signedIn.page.check('input[name=event_types][value="request.completed"]');
  await signedIn.page.fill('#endpoint-description', 'نظام الطلبات في المتجر');
  await signedIn.page.click('button:has-text("Add endpoint")');
  await signedIn.context.close();
  const [endpoint] = await listEndpoints(sql, account.accountId);

  const made = {
    copy: await post('/v1/copy-generations', bodyOf('copy')),
    image: await post('/v1/image-generations', bodyOf('image')),
    speech: await post('/v1/speech-generations', bodyOf('speech')),
    draft: await post('/v1/messaging-template-drafts', bodyOf('template draft')),
    campaign: await post('/v1/campaigns', bodyOf('campaign')),
  };
  for (const [kind, res] of Object.entries(made)) {
    expect([kind, res.status]).toEqual([kind, 201]);
    pages[`request-${kind}`] = `/dashboard/requests/${res.body.request_id}`;
  }
  pages['request-failed'] = `/dashboard/requests/${failed.body.request_id}`;
  Object.assign(pages, {
    usage: '/dashboard/usage',
    start: '/dashboard/start',
    keys: '/dashboard/keys',
    brands: '/dashboard/brands',
    drafts: '/dashboard/drafts',
    webhooks: '/dashboard/webhooks',
    deliveries: `/dashboard/webhooks/${endpoint!.id}/deliveries`,
  });
  await until('the deliveries are listed', async () => {
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpoint!.id}`;
    return row!.n >= 5;
  });
});
afterAll(async () => {
  await browser?.close();
  await sql?.end({ timeout: 5 });
});

async function signIn(width: number): Promise<{ context: BrowserContext; page: Page }> {
  const size = WIDTHS.find((w) => w.width === width)!;
  const context = await browser.newContext({ baseURL: base, viewport: size });
  const page = await context.newPage();
  await page.goto('/dashboard/login');
  await page.fill('#email', email);
  await page.fill('#password', PASSWORD);
  await page.click('button:has-text("Sign in")');
  await page.waitForLoadState();
  return { context, page };
}

/** How far the page reaches past its viewport (runs in the page; this project has no DOM types). */
const sideways = () => {
  const root = (globalThis as unknown as { document: { documentElement: Record<string, number> } }).document
    .documentElement;
  return { scrollWidth: root.scrollWidth!, clientWidth: root.clientWidth! };
};

const direction = (el: unknown): string =>
  (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(el)
    .direction;

/** The page's screenshot, and how much wider than the window it is (0 when it fits). */
async function overflow(page: Page, name: string, width: number): Promise<number> {
  const { scrollWidth, clientWidth } = await page.evaluate(sideways);
  await page.screenshot({ path: path.join(SHOTS, `fit-${width}-${name}.png`), fullPage: true });
  return scrollWidth - clientWidth;
}

describe.each(WIDTHS)('at $width px ($name)', ({ width }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await signIn(width)));
  afterAll(() => context?.close());

  test('the sign-in page does not scroll sideways', async () => {
    const signedOut = await browser.newContext({
      baseURL: base,
      viewport: WIDTHS.find((w) => w.width === width)!,
    });
    const login = await signedOut.newPage();
    await login.goto('/dashboard/login');
    expect(await overflow(login, 'login', width)).toBe(0);
    await signedOut.close();
  });

  test('no page of the dashboard scrolls sideways; wide tables scroll in their own box', async () => {
    const shown: Record<string, { status: number; overflow: number }> = {};
    for (const [name, where] of Object.entries(pages)) {
      const res = await page.goto(where, { waitUntil: 'networkidle' });
      shown[name] = { status: res!.status(), overflow: await overflow(page, name, width) };
    }
    // A key shown once, on its own page.
    await page.goto('/dashboard/keys');
    await page.fill('#key-name', 'برنامج الولاء للعملاء الدائمين');
    await page.check('input[value="copy:write"]');
    await page.click('button:has-text("Create key")');
    await page.waitForLoadState();
    shown['key-created'] = { status: 201, overflow: await overflow(page, 'key-created', width) };
    const fitting = Object.fromEntries(
      Object.keys(shown).map((name) => [name, { status: name === 'key-created' ? 201 : 200, overflow: 0 }]),
    );
    expect(shown).toEqual(fitting);
  });

  test('a new account’s first page, with its guide to a first request, fits too', async () => {
    const fresh = await newAccount(sql, 10);
    const freshEmail = `${uniqueKey('fit-new')}@example.com`;
    await createDashboardUser(sql, fresh.accountId, freshEmail, null, PASSWORD);
    const size = WIDTHS.find((w) => w.width === width)!;
    const other = await browser.newContext({ baseURL: base, viewport: size });
    const first = await other.newPage();
    await first.goto('/dashboard/login');
    await first.fill('#email', freshEmail);
    await first.fill('#password', PASSWORD);
    await first.click('button:has-text("Sign in")');
    await first.waitForLoadState();
    expect(await first.locator('#first-curl').isVisible()).toBe(true);
    expect(await overflow(first, 'usage-new-account', width)).toBe(0);
    await other.close();
  });

  test('every link of the navigation can be reached, and Arabic text still reads right to left', async () => {
    await page.goto('/dashboard/usage');
    const links = NAV_LINKS.map((label) => page.locator('header nav a', { hasText: label }));
    if (width < 700) {
      // Folded behind a menu button: closed, the links take no room; opened, each is on the screen.
      const menu = page.locator('header summary');
      expect(await menu.isVisible()).toBe(true);
      for (const link of links) expect(await link.isVisible()).toBe(false);
      await menu.click();
      await page.screenshot({ path: path.join(SHOTS, `fit-${width}-menu-open.png`) });
    } else {
      expect(await page.locator('header summary').isVisible()).toBe(false);
    }
    for (const [i, link] of links.entries()) {
      expect([NAV_LINKS[i], await link.isVisible()]).toEqual([NAV_LINKS[i], true]);
      const box = (await link.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.locator('header button:has-text("Sign out")').isVisible()).toBe(true);
    await page.locator('header nav a', { hasText: 'API keys' }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/dashboard/keys');
    // Revoke is on the screen, or in the table's own box a swipe away: it can be pressed either way.
    const revoke = page.locator('button:has-text("Revoke")').first();
    await revoke.scrollIntoViewIfNeeded();
    const box = (await revoke.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    const after = await page.evaluate(sideways);
    expect(after.scrollWidth).toBe(after.clientWidth);

    await page.goto('/dashboard/usage');
    const brief = page.locator('#requests .preview [dir="auto"]').first();
    expect(await brief.evaluate(direction)).toBe('rtl');
  });
});
