import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { createSql, type Sql } from '../db/client';
import { refundReconcilerWorkflow, retentionSweepWorkflow, retentionWorkflow } from '../workflows';
import { startCluster, type Cluster, type Member } from '../scripts/stack/cluster';
import { call, newAccount, type ApiResponse } from './helpers/client';
import { SERVER_ERROR, startFakeProvider, type FakeProvider } from './helpers/fake-provider';
import { holdTemplate, startFakeGraph, type FakeGraph } from './helpers/fake-graph';
import { seededRandom } from './helpers/fuzz-cases';
import { readStack, TEST_ROOT } from './helpers/stack-file';
import { rejection, signedDelivery, UTILITY_DRAFT } from './helpers/templates';

// The production topology (real Temporal server on PostgreSQL, two workers, two APIs behind a balancer) under a
// seeded load while processes are killed with SIGKILL and started again. CHAOS_SEED replays a schedule.
jest.setTimeout(15 * 60_000);

const SEED = Number(process.env.CHAOS_SEED ?? randomBytes(4).readUInt32LE());
const KILL_ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 2);
const CLIENTS = 6;
const GRANT = 100_000;
const ROOT = path.resolve(__dirname, '..');

const seeded = seededRandom(SEED);
const rng = seeded.next;
const pick = seeded.pick;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const BRIEF = {
  description: 'قهوة مختصة محمصة يومياً في الرياض، توصيل خلال ساعة.',
  offer: 'خصم 20% على أول طلب',
  market: 'SA',
  platform: 'photo_social',
};

const figures = {
  operations: { copy: 0, campaign: 0, draft: 0 },
  httpAttempts: 0,
  retries: 0,
  networkErrors: 0,
  answers: new Map<number, number>(),
  duplicates: 0,
  kills: { worker: 0, api: 0, temporal: 0, postgres: 0 },
  unexpectedExits: [] as string[],
  campaignRefunds: 0,
  templateRefunds: 0,
  // The refund path under attack: forged rejections (the partner signs a REJECTED the platform does not hold),
  // replayed webhooks, and second drafts reported under a template id another draft already claimed.
  forgedRejections: 0,
  replayedWebhooks: 0,
  claimedIdsRefused: 0,
};
const unexpected: string[] = [];

let cluster: Cluster;
let fake: FakeProvider;
let graph: FakeGraph;
let sql: Sql;
let key: string;
let accountId: string;
let appSecret: string;
let hookId: string;

async function adminCli(...args: string[]): Promise<any> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/admin.ts'), ...args, '--json'],
    { cwd: ROOT, env: { ...process.env, ...cluster.env } },
  );
  return JSON.parse(stdout);
}

beforeAll(async () => {
  console.log(`chaos: seed ${SEED} (CHAOS_SEED=${SEED} replays the schedule)`);
  fake = await startFakeProvider();
  fake.answer(SERVER_ERROR); // every image fails: each campaign with an image is partial, its image refunded
  graph = await startFakeGraph();
  const stack = readStack();
  cluster = await startCluster({
    dir: path.join(TEST_ROOT, 'chaos'),
    fresh: true,
    logs: true,
    env: {
      WORKFLOW_BUNDLE_PATH: stack.bundlePath,
      CURSOR_SECRET: stack.cursorSecret,
      SECRETS_KEY: stack.secretsKey,
      MEDIA_DIR: path.join(TEST_ROOT, 'chaos', 'media'),
      IMAGE_PROVIDER: 'gemini',
      GEMINI_BASE_URL: fake.url,
      GEMINI_API_KEY: 'chaos-gemini-key',
      META_GRAPH_BASE_URL: graph.url,
      RATE_LIMIT_BILLABLE_PER_MINUTE: '1000000',
      RATE_LIMIT_READ_PER_MINUTE: '1000000',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    // What an orchestrator does: a process that dies on its own is started again. Counted, and asserted below.
    onUnexpectedExit: (name, code) => {
      figures.unexpectedExits.push(`${name} (${code})`);
      const m = [...cluster.workers, ...cluster.apis, cluster.temporal].find((x) => x.name === name);
      void sleep(1000).then(() =>
        m?.start().catch((err: Error) => unexpected.push(`${name}: ${err.message}`)),
      );
    },
  });
  sql = createSql(cluster.databaseUrl, 4);
  ({ key, accountId } = await newAccount(sql, GRANT));
  appSecret = `app-${randomBytes(8).toString('hex')}`;
  ({ hook_id: hookId } = await adminCli(
    'platform',
    'set',
    '--account',
    accountId,
    '--app-secret',
    appSecret,
    '--verify-token',
    'chaos-verify',
    '--access-token',
    'chaos-token',
  ));
});

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await cluster?.stop();
  await fake?.close();
  await graph?.close();
});

/**
 * A partner's client: the same key and body again after a network error, a 503 or a 409 in progress (after
 * Retry-After), until a final answer. Anything else 5xx is recorded as a failure of the service.
 */
async function settle(send: () => Promise<ApiResponse<any>>, what: string): Promise<ApiResponse<any>> {
  const deadline = Date.now() + 5 * 60_000;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) figures.retries += 1;
    if (Date.now() > deadline) throw new Error(`${what}: no final answer in 5 minutes`);
    figures.httpAttempts += 1;
    let res: ApiResponse<any>;
    try {
      res = await send();
    } catch (err) {
      if (/OpenAPI/.test((err as Error).message)) throw err;
      figures.networkErrors += 1;
      await sleep(250);
      continue;
    }
    figures.answers.set(res.status, (figures.answers.get(res.status) ?? 0) + 1);
    const retryable = res.status === 503 || (res.status === 409 && res.body?.code === 'request_in_progress');
    if (!retryable) {
      if (res.status >= 500) unexpected.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
      return res;
    }
    await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000 * (0.5 + rng()));
  }
}

let opCounter = 0;
const post = (p: string, idempotencyKey: string, body: unknown) =>
  call('POST', p, { key, idempotencyKey, body, baseUrl: cluster.apiUrl });

/** The same request from two clients at once (a partner's double submit): both see the same stored answer. */
async function maybeTwice(
  dup: boolean,
  send: () => Promise<ApiResponse<any>>,
  what: string,
): Promise<ApiResponse<any>> {
  if (!dup) return settle(send, what);
  figures.duplicates += 1;
  const [a, b] = await Promise.all([settle(send, what), settle(send, `${what} (duplicate)`)]);
  if (a.text !== b.text || a.status !== b.status)
    unexpected.push(`${what}: duplicates answered differently (${a.status} / ${b.status})`);
  return a;
}

/** Drafts reported rejected, with what the platform really holds: only `refunded` ones may be refunded. */
const drafts: Array<{ id: string; requestId: string; expect: 'refunded' | 'pending' | 'none' }> = [];
/** Template ids a draft claimed with a genuine rejection: a second draft reports one of these. */
const claimedIds: string[] = [];
const requestIds = new Set<string>();

async function oneOperation(): Promise<void> {
  const n = ++opCounter;
  const dup = rng() < 0.2;
  const roll = rng();
  if (roll < 0.55) {
    figures.operations.copy += 1;
    const body = {
      description: `${BRIEF.description} ${BRIEF.offer} طلب ${n}`,
      market: 'SA',
      platform: pick(['photo_social', 'chat_business', 'search_ads']),
    };
    const k = `chaos-copy-${n}`;
    const res = await maybeTwice(dup, () => post('/v1/copy-generations', k, body), `copy ${n}`);
    if (res.status !== 201) unexpected.push(`copy ${n}: ${res.status} ${res.text.slice(0, 200)}`);
    else requestIds.add(res.body.request_id as string);
  } else if (roll < 0.8) {
    figures.operations.campaign += 1;
    const image = rng() < 0.5;
    const body = {
      brief: { ...BRIEF, description: `${BRIEF.description} حملة ${n}` },
      deliverables: { image: { enabled: image } },
    };
    const k = `chaos-campaign-${n}`;
    const res = await maybeTwice(dup, () => post('/v1/campaigns', k, body), `campaign ${n}`);
    if (res.status !== (image ? 207 : 201))
      unexpected.push(`campaign ${n} (image ${image}): ${res.status} ${res.text.slice(0, 200)}`);
    else {
      requestIds.add(res.body.request_id as string);
      if (image) figures.campaignRefunds += 1;
    }
  } else {
    figures.operations.draft += 1;
    const templateId = String(7_000_000 + n);
    // A second draft under a template id another draft claimed, a forged rejection, or a genuine one.
    const kind = claimedIds.length > 0 && rng() < 0.2 ? 'reuse' : rng() < 0.25 ? 'forged' : 'genuine';
    const body = { ...UTILITY_DRAFT, name: kind === 'reuse' ? 'order_shipped_reused' : `order_shipped_${n}` };
    const created = await maybeTwice(
      dup,
      () => post('/v1/messaging-template-drafts', `chaos-draft-${n}`, body),
      `draft ${n}`,
    );
    if (created.status !== 201) {
      unexpected.push(`draft ${n}: ${created.status} ${created.text.slice(0, 200)}`);
      return;
    }
    const draft = created.body as {
      id: string;
      request_id: string;
      payload_hash: string;
      platform_payload: { name: string; language: string; category: string; components: unknown[] };
    };
    requestIds.add(draft.request_id);
    const reported = kind === 'reuse' ? pick(claimedIds) : templateId;
    // Built once: a retry sends the very same body (occurred_at included), as a partner's client does.
    const outcome = rejection(reported, draft.payload_hash, `evt-${n}`);
    if (kind !== 'reuse')
      await holdTemplate(graph.url, templateId, 'chaos-token', {
        ...draft.platform_payload,
        status: kind === 'genuine' ? 'REJECTED' : 'PENDING',
      });
    const report = await settle(
      () => post(`/v1/messaging-template-drafts/${draft.id}/outcomes`, `chaos-report-${n}`, outcome),
      `report ${n}`,
    );
    if (kind === 'reuse') {
      drafts.push({ id: draft.id, requestId: draft.request_id, expect: 'none' });
      if (report.status === 409 && report.body?.code === 'platform_template_id_claimed')
        figures.claimedIdsRefused += 1;
      else unexpected.push(`report ${n} (claimed id): ${report.status} ${report.text.slice(0, 200)}`);
      return;
    }
    if (report.status >= 300) unexpected.push(`report ${n}: ${report.status} ${report.text.slice(0, 200)}`);
    drafts.push({
      id: draft.id,
      requestId: draft.request_id,
      expect: kind === 'genuine' ? 'refunded' : 'pending',
    });
    if (kind === 'genuine') claimedIds.push(templateId);
    else figures.forgedRejections += 1;
    const delivery = signedDelivery(appSecret, [
      { event: 'REJECTED', id: templateId, name: body.name, language: 'ar' },
    ]);
    const deliver = (what: string) =>
      settle(
        () =>
          call('POST', `/v1/platform-events/whatsapp/${hookId}`, {
            rawBody: delivery.body,
            headers: { 'x-hub-signature-256': delivery.signature },
            baseUrl: cluster.apiUrl,
          }),
        what,
      );
    const hook = await deliver(`webhook ${n}`);
    if (hook.status !== 200) unexpected.push(`webhook ${n}: ${hook.status} ${hook.text.slice(0, 200)}`);
    // The platform retries deliveries for days: a replay is stored once and refunds nothing more.
    if (rng() < 0.3) {
      figures.replayedWebhooks += 1;
      const again = await deliver(`webhook ${n} (replayed)`);
      if (again.status !== 200) unexpected.push(`webhook ${n} replayed: ${again.status}`);
    }
  }
}

/** Kill (SIGKILL) and restart each kind of process KILL_ROUNDS times, in a seeded order at seeded moments. */
async function chaos(): Promise<void> {
  const kinds = ['worker', 'api', 'temporal', 'postgres'] as const;
  const schedule = Array.from({ length: KILL_ROUNDS }, () => [...kinds]).flat();
  for (let i = schedule.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [schedule[i], schedule[j]] = [schedule[j]!, schedule[i]!];
  }
  for (const kind of schedule) {
    await sleep(2000 + rng() * 5000);
    const target: Member =
      kind === 'worker'
        ? pick(cluster.workers)
        : kind === 'api'
          ? pick(cluster.apis)
          : kind === 'temporal'
            ? cluster.temporal
            : cluster.postgres!;
    const started = Date.now();
    await target.kill('SIGKILL');
    figures.kills[kind] += 1;
    await sleep(300 + rng() * 3000);
    await target.start();
    console.log(`chaos: ${target.name} killed and back in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

async function openWorkflows(): Promise<string[]> {
  const connection = await Connection.connect({ address: cluster.temporalAddress });
  try {
    const client = new Client({ connection });
    const open: string[] = [];
    // Expected to stay open: the retention sweeper, the reconciler Schedule's runs, and the verification of every
    // forged rejection (it waits for a status read or an administrator that will not say REJECTED).
    const waiting = new Set(drafts.filter((d) => d.expect === 'pending').map((d) => `refund:${d.id}`));
    for await (const wf of client.workflow.list({ query: 'ExecutionStatus = "Running"' }))
      if (
        wf.type !== retentionWorkflow.name &&
        wf.type !== retentionSweepWorkflow.name &&
        wf.type !== refundReconcilerWorkflow.name &&
        !wf.type.startsWith('temporal-sys') &&
        !waiting.has(wf.workflowId)
      )
        open.push(`${wf.type} ${wf.workflowId}`);
    return open;
  } finally {
    await connection.close();
  }
}

/** Reads until done (or three minutes), and says how long it took: the time the system needed to catch up. */
async function eventually<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > 180_000) {
      console.log(
        `chaos: ${what}${done(value) ? '' : ' NOT'} reached after ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return value;
    }
    await sleep(1000);
  }
}

it('keeps every guarantee while workers, APIs, the Temporal server and PostgreSQL are killed under load', async () => {
  const started = Date.now();
  let chaosDone = false;
  const chaosRun = chaos().finally(() => (chaosDone = true));
  await Promise.all([
    chaosRun,
    ...Array.from({ length: CLIENTS }, async () => {
      while (!chaosDone) await oneOperation();
    }),
  ]);
  const loadSeconds = (Date.now() - started) / 1000;

  // Every attempt reaches a terminal record: nothing left pending once the workflows have caught up.
  const pending = await eventually(
    'no pending record',
    () =>
      sql<{ id: string }[]>`select id from requests where account_id = ${accountId} and status = 'pending'`,
    (rows) => rows.length === 0,
  );
  // Every rejection the platform holds is refunded; a forged one waits, and a second draft under a claimed id
  // never became a candidate (the drafts campaigns make are never reported: they stay NONE).
  const expected = new Map(
    drafts.map((d) => [
      d.id,
      d.expect === 'refunded' ? 'REFUNDED' : d.expect === 'pending' ? 'PENDING_VERIFICATION' : 'NONE',
    ]),
  );
  const refundStates = await eventually(
    'every draft in its expected refund state',
    async () =>
      drafts.length === 0
        ? []
        : sql<{ id: string; refund_state: string }[]>`
            select id, refund_state from template_drafts where id in ${sql(drafts.map((d) => d.id))}`,
    (rows) => rows.every((r) => r.refund_state === expected.get(r.id)),
  );
  const open = await eventually('no open workflow', openWorkflows, (list) => list.length === 0);

  // Per request: at most one debit per part, at most one refund per part, and the record agrees with the ledger.
  const perRequest = await sql<
    {
      id: string;
      status: string;
      operation: string;
      credits_charged: number;
      credits_refunded: number;
      debits: number;
      debited: number;
      refunded: number;
      max_per_part: number;
    }[]
  >`
    select r.id, r.status, r.operation, r.credits_charged, r.credits_refunded,
           count(l.*) filter (where l.kind = 'debit')::int as debits,
           coalesce(sum(l.credits) filter (where l.kind = 'debit'), 0)::int as debited,
           coalesce(sum(l.credits) filter (where l.kind = 'refund'), 0)::int as refunded,
           coalesce((select max(c)::int from (select count(*) as c from ledger_entries e
                     where e.request_id = r.id group by e.kind, e.part) parts), 0) as max_per_part
      from requests r left join ledger_entries l on l.request_id = r.id
     where r.account_id = ${accountId}
     group by r.id`;
  const draftRequests = new Set(drafts.filter((d) => d.expect === 'refunded').map((d) => d.requestId));
  const broken = perRequest.filter((r) => {
    if (r.debits > 1 || r.max_per_part > 1) return true;
    if (r.credits_charged !== r.debited) return true;
    if (r.status === 'failed') return r.refunded !== r.debited;
    if (r.status === 'partial') return !(r.refunded > 0 && r.refunded < r.debited);
    if (draftRequests.has(r.id)) return r.refunded !== r.debited; // rejected and verified: refunded in full
    return r.refunded !== 0;
  });
  const [ledger] = await sql<{ grants: number; debits: number; refunds: number; balance: number }[]>`
    select coalesce(sum(credits) filter (where kind = 'grant'), 0)::int as grants,
           coalesce(sum(credits) filter (where kind = 'debit'), 0)::int as debits,
           coalesce(sum(credits) filter (where kind = 'refund'), 0)::int as refunds,
           (select balance from accounts where id = ${accountId}) as balance
      from ledger_entries where account_id = ${accountId}`;
  const usage = await call('GET', '/v1/usage', { key, baseUrl: cluster.apiUrl });
  const refunds = await sql<{ count: number }[]>`
    select count(*)::int from ledger_entries where account_id = ${accountId} and kind = 'refund'`;
  figures.templateRefunds = refundStates.filter((r) => r.refund_state === 'REFUNDED').length;

  const statuses = [...figures.answers.entries()].sort().map(([s, n]) => `${s}×${n}`);
  console.log(
    [
      `chaos figures (seed ${SEED}, ${loadSeconds.toFixed(0)} s of load):`,
      `  operations ${opCounter} (copy ${figures.operations.copy}, campaign ${figures.operations.campaign}, template draft+report+webhook ${figures.operations.draft}); duplicates ${figures.duplicates}`,
      `  HTTP attempts ${figures.httpAttempts}, retries ${figures.retries}, network errors ${figures.networkErrors}; answers ${statuses.join(' ')}`,
      `  kills: worker ${figures.kills.worker}, api ${figures.kills.api}, temporal ${figures.kills.temporal}, postgres ${figures.kills.postgres}; unexpected exits ${figures.unexpectedExits.join(', ') || 'none'}`,
      `  records ${perRequest.length} (${perRequest.filter((r) => r.status === 'partial').length} partial, ${perRequest.filter((r) => r.status === 'failed').length} failed); refund entries ${refunds[0]!.count} (campaign images ${figures.campaignRefunds}, template rejections ${figures.templateRefunds})`,
      `  template refunds granted ${figures.templateRefunds}; refused: forged rejections ${figures.forgedRejections} (still awaiting verification), claimed template ids ${figures.claimedIdsRefused} (409); replayed webhooks ${figures.replayedWebhooks}`,
      `  ledger: grants ${ledger!.grants}, debits ${ledger!.debits}, refunds ${ledger!.refunds}, balance ${ledger!.balance}`,
    ].join('\n'),
  );

  expect(unexpected).toEqual([]);
  expect(pending).toEqual([]);
  expect(open).toEqual([]);
  expect(refundStates.filter((r) => r.refund_state !== expected.get(r.id))).toEqual([]);
  expect(refundStates.length).toBe(drafts.length);
  expect(broken).toEqual([]);
  // Every answer a client was given is a record of this account.
  expect([...requestIds].filter((id) => !perRequest.some((r) => r.id === id))).toEqual([]);
  expect(ledger!.balance).toBe(ledger!.grants - ledger!.debits + ledger!.refunds);
  expect(ledger!.grants).toBe(GRANT);
  expect(usage.body.balance).toBe(ledger!.balance);
  // Net usage as the records tell it (what each attempt charged minus what it refunded) is the ledger's.
  const net = perRequest.reduce((sum, r) => sum + r.credits_charged - r.credits_refunded, 0);
  expect(net).toBe(ledger!.debits - ledger!.refunds);
  // Processes die only when the chaos kills them (the Temporal server may exit when its database goes away).
  expect(figures.unexpectedExits.filter((e) => !e.startsWith('temporal-server'))).toEqual([]);
  expect(Object.values(figures.kills).every((k) => k === KILL_ROUNDS)).toBe(true);
  expect(opCounter).toBeGreaterThan(30);
});
