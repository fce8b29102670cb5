import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { timeSkippingEnvironment } from './helpers/time-skipping';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { createRefundActivities } from '../refunds/activities';
import { payloadHash } from '../providers/platform-graph';
import { createCommit } from '../db/commit';
import { DEFAULT_RETRY_SCHEDULE } from '../contract/webhooks';
import { createLogger } from '../lib/logger';
import { createWebhookDispatcher } from '../webhooks/dispatch';
import type { PlatformPayload } from '../contract/templates';
import type { Sql } from '../db/client';
import { debit } from '../db/ledger';
import { upsertPlatformSettings } from '../db/platform';
import { insertDraft } from '../db/templates';
import { newId } from '../lib/ids';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import {
  refundStartOptions,
  refundStatusQuery,
  verifySignal,
  type RefundVerificationArgs,
  type RefundVerificationStatus,
} from '../workflows/refund-messages';
import { refundVerificationWorkflow } from '../workflows/refund-verification';
import { balanceOf, newAccount, testSql, until } from './helpers/client';
import { readStack } from './helpers/stack-file';

jest.setTimeout(180_000);

const PAYLOAD: PlatformPayload = {
  name: 'order_shipped',
  language: 'ar',
  category: 'UTILITY',
  components: [
    {
      type: 'BODY',
      text: 'هلا {{1}}، طلبك انشحن.\n\nلو عندك أي استفسار، رد على هالرسالة.',
      example: { body_text: [['سارة']] },
    },
  ],
};

/** A fake Graph API: GET /{version}/{template_id} answers what the test sets for that id. */
function startFakeGraph() {
  const answers = new Map<string, { status: number; body: unknown }>();
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url} ${req.headers.authorization}`);
    const id = (req.url ?? '').split('?')[0]!.split('/').pop()!;
    const answer = answers.get(id) ?? {
      status: 404,
      body: { error: { message: 'Unsupported get request' } },
    };
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  return { server, answers, hits };
}

let sql: Sql;
let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
const graph = startFakeGraph();
const box = createSecretBox(parseSecretsKey(readStack().secretsKey));

beforeAll(async () => {
  sql = testSql();
  Runtime.install({ logger: new DefaultLogger('WARN') });
  await new Promise<void>((resolve) => graph.server.listen(0, '127.0.0.1', resolve));
  // The test server knows no custom search attributes until they are added, as on a real cluster.
  env = await timeSkippingEnvironment();
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: 'refunds',
    workflowBundle: { codePath: readStack().bundlePath },
    activities: createRefundActivities({
      sql,
      secrets: box,
      graph: {
        baseUrl: `http://127.0.0.1:${(graph.server.address() as AddressInfo).port}`,
        version: 'v23.0',
        timeoutMs: 5000,
      },
      // Deliveries (none here: these accounts have no endpoints) would start on this test server.
      commit: createCommit(
        sql,
        createWebhookDispatcher({
          sql,
          temporal: env.client,
          taskQueue: 'refunds',
          schedule: DEFAULT_RETRY_SCHEDULE,
          logger: createLogger('silent', 'test'),
        }),
      ),
      starts: { temporal: env.client, taskQueue: 'refunds' },
    }),
  });
  running = worker.run();
});
afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
  graph.server.close();
  await sql.end({ timeout: 5 });
});

/**
 * A draft that cost 2 credits and was reported rejected: what the API leaves before the workflow starts. With
 * `state`, the draft is in that state instead (decided, or never reported) and its workflow is started by hand.
 */
async function pendingDraft(
  templateId: string,
  state: 'PENDING_VERIFICATION' | 'DENIED' | 'NONE' = 'PENDING_VERIFICATION',
  /** An administrator's verify signalled with the start (signalWithStart), weighed before anything else. */
  verify?: string,
) {
  const { accountId } = await newAccount(sql, 10);
  await upsertPlatformSettings(sql, box, accountId, { accessToken: `token-${templateId}` });
  const requestId = newId('req');
  await debit(sql, { accountId, requestId, part: 'main', credits: 2 });
  const draft = await insertDraft(sql, {
    id: newId('wtd'),
    account_id: accountId,
    request_id: requestId,
    name: PAYLOAD.name,
    category: PAYLOAD.category,
    language_code: PAYLOAD.language,
    platform_payload: PAYLOAD,
    payload_hash: payloadHash(PAYLOAD),
    cost: 2,
    body: PAYLOAD.components[0]!.text!,
  });
  if (state !== 'NONE')
    await sql`update template_drafts set refund_state = ${state}, platform_template_id = ${templateId} where id = ${draft.id}`;
  const args: RefundVerificationArgs = {
    draftId: draft.id,
    accountId,
    platformTemplateId: templateId,
    templateName: PAYLOAD.name,
    templateLanguage: PAYLOAD.language,
    payloadHash: draft.payload_hash,
  };
  // Started as the API starts it (its id, its search attributes), or by hand with a verify signal.
  const start = { ...refundStartOptions(args), taskQueue: 'refunds' };
  const handle =
    verify === undefined
      ? await env.client.workflow.start(refundVerificationWorkflow, start)
      : await env.client.workflow.signalWithStart(refundVerificationWorkflow, {
          ...start,
          signal: verifySignal,
          signalArgs: [{ evidence: verify }],
        });
  const stateNow = async () =>
    (
      await sql<{ refund_state: string }[]>`select refund_state from template_drafts where id = ${draft.id}`
    )[0]!.refund_state;
  return { accountId, draft, handle, state: stateNow };
}

describe('refund verification by scheduled status reads (time-skipping)', () => {
  it('refunds at a scheduled read when the platform holds the same content as REJECTED', async () => {
    const { accountId, handle, state } = await pendingDraft('7001');
    graph.answers.set('7001', { status: 200, body: { id: '7001', ...PAYLOAD, status: 'REJECTED' } });
    const result = (await handle.result()) as RefundVerificationStatus;
    expect(result).toMatchObject({ state: 'REFUNDED', statusReads: 1, balanceAfter: 10 });
    expect(result.evidence).toEqual([
      expect.objectContaining({
        source: 'status_read',
        verdict: 'verifies',
        detail: 'status read: REJECTED, content unchanged',
      }),
    ]);
    expect(await state()).toBe('REFUNDED');
    expect(await balanceOf(sql, accountId)).toBe(10);
    expect(graph.hits).toContainEqual(
      expect.stringMatching(
        /^GET \/v23\.0\/7001\?fields=id,name,language,status,category,components Bearer token-7001$/,
      ),
    );
  });

  it('denies when the platform says APPROVED, and when the rejected content is not the draft', async () => {
    const approved = await pendingDraft('7002');
    graph.answers.set('7002', { status: 200, body: { id: '7002', ...PAYLOAD, status: 'APPROVED' } });
    expect(await approved.handle.result()).toMatchObject({ state: 'DENIED' });
    expect(await approved.state()).toBe('DENIED');
    expect(await balanceOf(sql, approved.accountId)).toBe(8);

    const edited = await pendingDraft('7003');
    graph.answers.set('7003', {
      status: 200,
      body: { id: '7003', ...PAYLOAD, name: 'order_shipped_v2', status: 'REJECTED' },
    });
    expect(await edited.handle.result()).toMatchObject({ state: 'DENIED' });
    expect(await balanceOf(sql, edited.accountId)).toBe(8);
  });

  it('keeps reading while the platform is down, on the schedule, and answers its query', async () => {
    const { handle } = await pendingDraft('7004');
    graph.answers.set('7004', { status: 500, body: { error: 'down' } });
    await env.sleep('2 days');
    const status = (await handle.query(refundStatusQuery)) as RefundVerificationStatus;
    // 1 min, 10 min, 1 h, 6 h, 24 h (31 h 11 min in all), then daily: five reads fit in two days.
    expect(status).toMatchObject({ state: 'PENDING_VERIFICATION', statusReads: 5 });
    expect(status.evidence.every((e) => e.verdict === 'inconclusive' && /HTTP 500/.test(e.detail))).toBe(
      true,
    );
    expect(Date.parse(status.nextCheckAt!)).toBeGreaterThan(Date.parse(status.evidence.at(-1)!.at));
    graph.answers.set('7004', { status: 200, body: { id: '7004', ...PAYLOAD, status: 'REJECTED' } });
    expect(await handle.result()).toMatchObject({ state: 'REFUNDED' });
  });

  it('expires after 30 days without evidence, with nothing refunded', async () => {
    const { accountId, handle, state } = await pendingDraft('7005');
    graph.answers.set('7005', { status: 200, body: { id: '7005', ...PAYLOAD, status: 'PENDING' } });
    const result = (await handle.result()) as RefundVerificationStatus;
    expect(result.state).toBe('EXPIRED');
    expect(result.statusReads).toBeGreaterThanOrEqual(30);
    expect(await state()).toBe('EXPIRED');
    expect(await balanceOf(sql, accountId)).toBe(8);
  });
});

describe('the one door for refund money (time-skipping)', () => {
  const templateRefunds = async (accountId: string) =>
    (
      await sql<{ n: number }[]>`select count(*)::int as n from ledger_entries
      where account_id = ${accountId} and kind = 'refund' and part = 'template_refund'`
    )[0]!.n;

  it.each(['DENIED', 'NONE'] as const)(
    'a run started by hand for a %s draft ends at its start, its verify signal unweighed: nothing refunded, nothing moved',
    async (state) => {
      const templateId = state === 'DENIED' ? '7101' : '7102';
      graph.answers.set(templateId, {
        status: 200,
        body: { id: templateId, ...PAYLOAD, status: 'REJECTED' },
      });
      const {
        accountId,
        handle,
        state: stateNow,
      } = await pendingDraft(templateId, state, `platform ticket ${templateId}`);
      const result = (await handle.result()) as RefundVerificationStatus;
      expect(result).toMatchObject({ state, statusReads: 0, evidence: [], balanceAfter: null });
      expect(await stateNow()).toBe(state);
      expect(await templateRefunds(accountId)).toBe(0);
      expect(await balanceOf(sql, accountId)).toBe(8);
    },
  );

  it('a draft decided while its refund was on the way refunds nothing: the run ends with the state the door found', async () => {
    const { accountId, draft, handle, state } = await pendingDraft('7103');
    // Past the start check, waiting for its first scheduled read; then decided elsewhere (another run, a migration).
    await until('the first wait', async () => (await handle.query(refundStatusQuery)).nextCheckAt !== null);
    await sql`update template_drafts set refund_state = 'DENIED' where id = ${draft.id}`;
    graph.answers.set('7103', { status: 200, body: { id: '7103', ...PAYLOAD, status: 'REJECTED' } });
    const result = (await handle.result()) as RefundVerificationStatus;
    expect(result.state).toBe('DENIED');
    expect(result.evidence.at(-1)).toMatchObject({
      verdict: 'inconclusive',
      detail: expect.stringContaining('refused, the draft is DENIED'),
    });
    expect(await state()).toBe('DENIED');
    expect(await templateRefunds(accountId)).toBe(0);
    expect(await balanceOf(sql, accountId)).toBe(8);
  });

  it('two accounts waiting on one platform template (drafts from before claims spanned accounts): one refund, the other expires', async () => {
    graph.answers.set('7104', { status: 200, body: { id: '7104', ...PAYLOAD, status: 'REJECTED' } });
    const first = await pendingDraft('7104');
    expect(await first.handle.result()).toMatchObject({ state: 'REFUNDED' });
    const second = await pendingDraft('7104');
    const result = (await second.handle.result()) as RefundVerificationStatus;
    expect(result.state).toBe('EXPIRED');
    expect(result.evidence.some((e) => e.detail.includes('already settled another draft'))).toBe(true);
    expect(await templateRefunds(first.accountId)).toBe(1);
    expect(await templateRefunds(second.accountId)).toBe(0);
    expect(await balanceOf(sql, second.accountId)).toBe(8);
  });
});
