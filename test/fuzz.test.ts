import { API_VERSION } from '../contract/version';
import { revokeApiKey } from '../db/api-keys';
import { insertBrandProfile } from '../db/brand-profiles';
import type { Sql } from '../db/client';
import { upsertPlatformSettings } from '../db/platform';
import { insertUpload } from '../db/uploads';
import { createCursorCodec } from '../lib/cursor';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { readStack } from './helpers/stack-file';
import { newId } from '../lib/ids';
import { createKey } from '../db/provisioning';
import { balanceOf, call, countRows, newAccount, testSql, uniqueKey } from './helpers/client';
import {
  buildCases,
  HOSTILE_POSITIONS,
  seededRandom,
  type FuzzCase,
  type FuzzWorld,
} from './helpers/fuzz-cases';
import { FUZZ_ENDPOINTS } from './helpers/fuzz-endpoints';
import { buildDashboardCases, dashboardWorld, type DashboardCase } from './helpers/dashboard-fuzz';
import { buildMcpCases, type McpCase } from './helpers/mcp-fuzz';
import { createDashboardUser } from '../scripts/admin-dashboard';
import { emitEvent } from '../db/webhooks';
import { refusedUrls } from '../lib/net/refused-urls';
import { createEndpointManager } from '../webhooks/endpoints';
import { rawRequest, type RawResponse } from './helpers/raw-http';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { createLocalMediaStore } from '../storage/local-media-store';
import { newMediaKey } from '../storage';

// Seeded and bounded: FUZZ_SEED and FUZZ_CASES reproduce or widen a run; the defaults run in seconds.
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CASES = Number(process.env.FUZZ_CASES ?? 2000);
const CONCURRENCY = 8;
const DASHBOARD_CASES = Number(process.env.FUZZ_DASHBOARD_CASES ?? 1000);
const MCP_CASES = Number(process.env.FUZZ_MCP_CASES ?? 600);

jest.setTimeout(300_000);

let sql: Sql;
let stack: ExtraStack;
beforeAll(async () => {
  sql = testSql();
  // Quotas out of reach: a 429 would hide the validation the suite is here to attack.
  stack = await startExtraStack('fuzz', {
    RATE_LIMIT_BILLABLE_PER_MINUTE: '10000000',
    RATE_LIMIT_READ_PER_MINUTE: '10000000',
  });
});
afterAll(async () => {
  await stack.stop();
  await sql.end({ timeout: 5 });
});

/** A real copy request of the given key's account: its id must be as unknown to others as a made-up one. */
async function madeRequest(key: string) {
  const made = await call('POST', '/v1/copy-generations', {
    key,
    idempotencyKey: uniqueKey(),
    body: { description: 'Fresh coffee roasted daily. 20% off your first order.', output_language: 'en' },
    baseUrl: stack.apiUrl,
  });
  expect(made.status).toBe(201);
  return made;
}

/**
 * Sends the cases, CONCURRENCY at a time, and returns what went wrong (with each case's label) and how many
 * answers each status had. `check` says what is wrong with one answer.
 */
async function runCases<
  C extends {
    label: string;
    method: string;
    path: string;
    headers: Record<string, string>;
    body?: string | Buffer;
  },
>(
  cases: C[],
  check: (res: RawResponse, c: C) => string[],
): Promise<{ failures: string[]; byStatus: Map<number, number> }> {
  const failures: string[] = [];
  const byStatus = new Map<number, number>();
  const send = async (c: C) => {
    const where = `${c.label} (${c.method} ${c.path.slice(0, 80)})`;
    const res = await rawRequest(c.method, c.path, c.headers, c.body, stack.apiUrl).catch(
      (err: Error) => err,
    );
    if (res instanceof Error) return failures.push(`${where}: no answer: ${res.message}`);
    byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
    const wrong = check(res, c);
    if (wrong.length > 0) failures.push(`${where}: ${wrong.join('; ')}; body ${res.text.slice(0, 200)}`);
  };
  for (let i = 0; i < cases.length; i += CONCURRENCY)
    await Promise.all(cases.slice(i, i + CONCURRENCY).map(send));
  return { failures, byStatus };
}

/** What is wrong with an answer to a dashboard case: a server error, an accepted form, a redirect elsewhere. */
function dashboardViolations(res: RawResponse, c: DashboardCase): string[] {
  const wrong: string[] = [];
  if (res.status >= 500) wrong.push(`server error ${res.status}`);
  if (c.method === 'POST' && res.status < 400) wrong.push(`accepted with ${res.status}`);
  if (c.label.startsWith('signed cursor') && res.status !== 400)
    wrong.push(`answered ${res.status}, not 400`);
  if (!/^req_[a-z2-7]{26}$/.test(res.headers.get('x-request-id') ?? '')) wrong.push('no X-Request-Id');
  const location = res.headers.get('location');
  if (location !== null && !location.startsWith('/dashboard')) wrong.push(`redirect to ${location}`);
  return wrong;
}

/** What a raw exception says: never what an MCP caller reads (tool errors and JSON-RPC errors are worded). */
const RAW_EXCEPTION =
  /Maximum call stack|URI malformed|Cannot read propert|is not a function|is not defined|is not iterable|Unexpected token/i;

/**
 * What is wrong with an answer on /mcp: a server error; a refusal that is neither a problem (our HTTP layer: the
 * origin, the key, the body) nor a JSON-RPC error (the protocol's); a tool call that succeeded (every case's
 * arguments are refused); a batch that was not refused whole; a page of another origin that was not refused; an
 * exception's own words.
 */
function mcpViolations(res: RawResponse, c: McpCase): string[] {
  const wrong: string[] = [];
  if (res.status >= 500) wrong.push(`server error ${res.status}`);
  if (!/^req_[a-z2-7]{26}$/.test(res.headers.get('x-request-id') ?? '')) wrong.push('no X-Request-Id');
  if (RAW_EXCEPTION.test(res.text)) wrong.push('a raw exception message');
  const problem = (res.headers.get('content-type') ?? '').startsWith('application/problem+json');
  if (c.label === 'foreign origin') {
    const p = res.body as { code?: string } | undefined;
    if (res.status !== 403 || !problem || p?.code !== 'origin_not_allowed')
      wrong.push('another origin served');
    return wrong;
  }
  if (res.status === 202) return wrong;
  if (problem) {
    const p = res.body as { status?: number; code?: string } | undefined;
    if (res.status < 400 || p?.status !== res.status || typeof p.code !== 'string')
      wrong.push('not a problem');
    return wrong;
  }
  const body = res.body as
    | {
        jsonrpc?: string;
        error?: { code?: number };
        result?: { isError?: boolean; content?: Array<{ text?: string }> };
      }
    | undefined;
  if (!body || typeof body !== 'object' || body.jsonrpc !== '2.0') {
    wrong.push('neither a problem nor JSON-RPC');
    return wrong;
  }
  if (c.label === 'batch' && (res.status !== 400 || body.error?.code !== -32600))
    wrong.push('a batch not refused whole');
  else if (!body.error && c.label.startsWith('tools/call') && body.result?.isError !== true)
    wrong.push('a hostile tool call succeeded');
  else if (!body.error && c.label.startsWith('resources/'))
    wrong.push('a hostile resources request succeeded');
  // A tool error says its problem's code first, as every route's problem does.
  const said = body.result?.isError ? body.result.content?.[0]?.text : undefined;
  if (said !== undefined && !/^[a-z_]+: /.test(said))
    wrong.push(`a tool error without its code: ${said.slice(0, 80)}`);
  return wrong;
}

/** What is wrong with an answer to input that no endpoint may accept. */
function violations(res: RawResponse, c: FuzzCase): string[] {
  const found: string[] = [];
  if (res.status >= 500) found.push(`server error ${res.status}`);
  if (res.status < 400 && !(res.status === 200 && c.invalidAnswer?.(res.body)))
    found.push(`accepted with ${res.status}`);
  const requestId = res.headers.get('x-request-id');
  if (!/^req_[a-z2-7]{26}$/.test(requestId ?? '')) found.push(`X-Request-Id ${requestId}`);
  if (res.headers.get('service-api-version') !== API_VERSION) found.push('no Service-API-Version');
  if (res.status >= 400) {
    if (!/^application\/problem\+json/.test(res.headers.get('content-type') ?? ''))
      found.push(`content type ${res.headers.get('content-type')}`);
    const p = res.body as Record<string, unknown> | undefined;
    if (!p || typeof p !== 'object') found.push('no problem body');
    else {
      if (p.status !== res.status) found.push(`problem status ${String(p.status)}`);
      if (typeof p.code !== 'string' || p.type !== `/v1/problems/${p.code}`) found.push('problem type/code');
      if (typeof p.title !== 'string' || typeof p.detail !== 'string') found.push('problem title/detail');
      if (p.request_id !== requestId) found.push('problem request_id differs from X-Request-Id');
    }
  }
  return found;
}

describe('fuzzing every endpoint with malformed and hostile requests', () => {
  it('the catalog starts from requests the schemas accept', () => {
    for (const e of FUZZ_ENDPOINTS) {
      if (e.schema) expect(e.schema.safeParse(e.body).error?.issues ?? []).toEqual([]);
    }
  });

  it(`answers ${CASES} seeded cases (seed ${SEED}) with 4xx problems and moves no credit`, async () => {
    const owner = await newAccount(sql, 1000);
    const narrow = await createKey(sql, owner.accountId, ['usage:read']);
    const revoked = await createKey(sql, owner.accountId);
    await revokeApiKey(sql, revoked.row.id);

    // Another account with a real request, brand profile and upload: its ids must be as unknown as made-up ones.
    const other = await newAccount(sql, 100);
    const made = await madeRequest(other.key);
    const draft = await call('POST', '/v1/messaging-template-drafts', {
      key: other.key,
      idempotencyKey: uniqueKey(),
      body: FUZZ_ENDPOINTS.find((e) => e.name === 'template draft')!.body,
      baseUrl: stack.apiUrl,
    });
    expect(draft.status).toBe(201);
    const hook = await upsertPlatformSettings(
      sql,
      createSecretBox(parseSecretsKey(readStack().secretsKey)),
      other.accountId,
      { appSecret: 'fuzz-app-secret', verifyToken: 'fuzz-verify-token' },
    );
    const brand = await insertBrandProfile(sql, newId('brp'), other.accountId, { name: 'Other brand' });
    // A webhook endpoint of each account: the other's id must be as unknown as a made-up one, and no case may
    // send a test event to either.
    const hooks = createEndpointManager({
      sql,
      secrets: createSecretBox(parseSecretsKey(readStack().secretsKey)),
      outbound: { allowHosts: new Set(), refusedUrls: refusedUrls([]) },
    });
    const endpointInput = {
      url: 'https://hooks.example.com/fuzz-api',
      event_types: ['request.completed' as const],
      description: '',
    };
    await hooks.add(owner.accountId, endpointInput);
    const theirEndpoint = await hooks.add(other.accountId, endpointInput);
    const testEvents = () =>
      sql`select count(*)::int as n from webhook_events
          where account_id in ${sql([owner.accountId, other.accountId])} and type = 'webhook.test'`;
    const upload = await insertUpload(
      sql,
      {
        id: newId('stg'),
        account_id: other.accountId,
        request_id: made.body.request_id,
        role: 'reference',
        media_key: `upl/${newId('stg')}.png`,
        content_type: 'image/png',
        bytes: 1,
        width: 1,
        height: 1,
        sha256: '0'.repeat(64),
        source_url: 'https://images.example.com/a.png',
      },
      'local',
    );
    const world: FuzzWorld = {
      key: owner.key,
      narrowKey: narrow.key,
      revokedKey: revoked.key,
      foreign: {
        req: made.body.request_id,
        brp: brand.id,
        stg: upload.id,
        wtd: draft.body.id,
        whe: theirEndpoint.endpoint.id,
        hook: hook.hookId,
      },
      hookAppSecret: 'fuzz-app-secret',
      ad: (await sql<{ id: string }[]>`select id from ad_catalog order by id limit 1`)[0]!.id,
      media: (
        await createLocalMediaStore(readStack().mediaDir, stack.apiUrl).put(
          newMediaKey('spc', 'audio/wav'),
          Buffer.alloc(1000),
          'audio/wav',
        )
      ).key,
      signedCursor: (list, payload) =>
        createCursorCodec(readStack().cursorSecret, list).encode(
          owner.accountId,
          payload as Record<string, string | number>,
        ),
    };
    const platformEvents = () =>
      sql`select count(*)::int as n from platform_events where account_id = ${other.accountId}`;
    // The secret is the stack's: a signed cursor of the right shape is a page, so the cases below attack the
    // position, not the signature.
    for (const e of FUZZ_ENDPOINTS.filter((e) => e.cursorList)) {
      const cursor = world.signedCursor(e.cursorList!, { t: '2026-11-21T10:00:00Z', id: newId('req') });
      const page = await call('GET', `${e.path}?cursor=${encodeURIComponent(cursor)}`, {
        key: owner.key,
        baseUrl: stack.apiUrl,
      });
      expect({ endpoint: e.name, status: page.status }).toEqual({ endpoint: e.name, status: 200 });
    }
    const before = {
      owner: { balance: await balanceOf(sql, owner.accountId), rows: await countRows(sql, owner.accountId) },
      other: { balance: await balanceOf(sql, other.accountId), rows: await countRows(sql, other.accountId) },
      testEvents: await testEvents(),
      platformEvents: await platformEvents(),
    };

    const cases = buildCases(FUZZ_ENDPOINTS, world, seededRandom(SEED), CASES);
    expect(cases.filter((c) => c.label.includes('signed cursor')).length).toBeGreaterThan(0);
    const { failures, byStatus } = await runCases(cases, violations);

    expect({ seed: SEED, failures: failures.slice(0, 25), failed: failures.length }).toEqual({
      seed: SEED,
      failures: [],
      failed: 0,
    });
    // The run reached every kind of refusal it was built to reach, not only one.
    for (const status of [400, 401, 403, 404, 405, 413, 415, 431])
      expect(byStatus.get(status)).toBeGreaterThan(0);
    expect({
      owner: { balance: await balanceOf(sql, owner.accountId), rows: await countRows(sql, owner.accountId) },
      other: { balance: await balanceOf(sql, other.accountId), rows: await countRows(sql, other.accountId) },
      testEvents: await testEvents(),
      platformEvents: await platformEvents(),
    }).toEqual(before);
    // Signed deliveries past the hook's checks reached the intake and were refused there.
    expect(
      cases.filter((c) => c.label.startsWith('platform webhook: signed delivery')).length,
    ).toBeGreaterThan(0);
  });

  it('attacks every dashboard page and form: no server error, no key made or revoked, no endpoint made or changed, no credit moved', async () => {
    const owner = await newAccount(sql, 100);
    const other = await newAccount(sql, 100);
    const made = await madeRequest(other.key);
    const campaign = await call('POST', '/v1/campaigns', {
      key: owner.key,
      idempotencyKey: uniqueKey(),
      body: FUZZ_ENDPOINTS.find((e) => e.name === 'campaign')!.body,
      baseUrl: stack.apiUrl,
    });
    expect(campaign.status).toBe(201);
    const email = `${uniqueKey('fuzz')}@example.com`;
    await createDashboardUser(sql, owner.accountId, email, null, 'fuzzing password 1');
    // An endpoint of each account (the owner's page lists one), and a delivery of the other's.
    const endpoints = createEndpointManager({
      sql,
      secrets: createSecretBox(parseSecretsKey(readStack().secretsKey)),
      outbound: { allowHosts: new Set(), refusedUrls: refusedUrls([]) },
    });
    const hook = {
      url: 'https://hooks.example.com/fuzz',
      event_types: ['refund.refunded' as const],
      description: '',
    };
    await endpoints.add(owner.accountId, hook);
    const theirs = await endpoints.add(other.accountId, hook);
    const [delivery] = await sql.begin((tx) =>
      emitEvent(tx, {
        accountId: other.accountId,
        type: 'refund.refunded',
        subjectId: made.body.request_id,
        data: {},
      }),
    );
    const world = await dashboardWorld(stack.apiUrl, email, 'fuzzing password 1', {
      foreignKey: other.keyId,
      foreignRequest: made.body.request_id,
      ownRequest: campaign.body.request_id,
      foreignEndpoint: theirs.endpoint.id,
      foreignDelivery: delivery!.deliveryId,
      signedCursors: HOSTILE_POSITIONS.map(([label, payload]) => ({
        label,
        cursor: createCursorCodec(readStack().cursorSecret, 'usage').encode(
          owner.accountId,
          payload as Record<string, string | number>,
        ),
      })),
    });
    const accounts = sql([owner.accountId, other.accountId]);
    const snapshot = async () => ({
      keys: await sql`select account_id, count(*)::int as keys, count(revoked_at)::int as revoked,
            (select balance from accounts a where a.id = k.account_id) as balance
          from api_keys k where account_id in ${accounts}
          group by account_id order by account_id`,
      // What a form could change: not the failure clock a delivery attempt starts meanwhile.
      endpoints: await sql`select id, account_id, url, event_types, status, disabled_reason, secret_sealed
          from webhook_endpoints where account_id in ${accounts} order by id`,
      deliveries: await sql`select id from webhook_deliveries where account_id in ${accounts} order by id`,
    });
    const before = await snapshot();

    const cases = buildDashboardCases(world, seededRandom(SEED), DASHBOARD_CASES);
    const { failures, byStatus } = await runCases(cases, dashboardViolations);
    expect({ seed: SEED, failures: failures.slice(0, 25), failed: failures.length }).toEqual({
      seed: SEED,
      failures: [],
      failed: 0,
    });
    for (const status of [200, 303, 400, 403, 404, 405]) expect(byStatus.get(status)).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
    // The session survived the run: nothing in it signed the user out or broke the session.
    const page = await fetch(`${stack.apiUrl}/dashboard/keys`, {
      headers: { cookie: world.cookie },
      redirect: 'manual',
    });
    expect(page.status).toBe(200);
  });

  it(`attacks /mcp with ${MCP_CASES} seeded hostile JSON-RPC requests and tool calls: no server error, no credit moved, nothing written`, async () => {
    const owner = await newAccount(sql, 100);
    const revoked = await createKey(sql, owner.accountId);
    await revokeApiKey(sql, revoked.row.id);
    const before = {
      balance: await balanceOf(sql, owner.accountId),
      rows: await countRows(sql, owner.accountId),
    };
    const cases = buildMcpCases(
      { key: owner.key, revokedKey: revoked.key, origin: stack.env.PUBLIC_BASE_URL! },
      seededRandom(SEED),
      MCP_CASES,
    );
    const { failures, byStatus } = await runCases(cases, mcpViolations);
    expect({ seed: SEED, failures: failures.slice(0, 25), failed: failures.length }).toEqual({
      seed: SEED,
      failures: [],
      failed: 0,
    });
    for (const status of [200, 400, 401, 403]) expect(byStatus.get(status)).toBeGreaterThan(0);
    expect({
      balance: await balanceOf(sql, owner.accountId),
      rows: await countRows(sql, owner.accountId),
    }).toEqual(before);
  });
});
