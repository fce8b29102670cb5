/**
 * Records histories of `refundVerificationWorkflow` as the workflow code of this checkout writes them, into
 * test/fixtures/histories/refund-<scenario>.json, for the replay test (test/unit/history-replay.test.ts).
 *
 * Refund workflows wait for up to 30 days, so a change to the workflow must replay what the previous code wrote.
 * Run this at the commit BEFORE such a change (`node --import tsx scripts/record-refund-histories.ts`), commit the
 * fixtures, then change the code: the replay test holds the new code to the old histories. The default overwrites
 * the fixtures of the same names; keep those of older code while its workflows may still run (`--out DIR`, then
 * add them under new names). `--out` also compares: record the new code elsewhere and diff the results.
 *
 * Temporal's time-skipping test server and in-memory activities (what the activities answered is part of the
 * history; how they came to answer it is not), so scenarios that are hard to arrange on the real stack (a webhook
 * while a read is in flight, the cap of triggered reads, the evidence log's cap) are recorded too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ApplicationFailure, type WorkflowHandle as Handle } from '@temporalio/client';
import { historyToJSON } from '../test/helpers/history-json';
import { timeSkippingEnvironment } from '../test/helpers/time-skipping';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import type { Activities, PlatformRead } from '../activities';
import type { RefundState } from '../contract/templates';
import {
  DRAFT_NOT_AWAITING,
  denySignal,
  refundStatusQuery,
  verifySignal,
  triggerSignal,
  type RefundVerificationArgs,
  type PlatformStatusChange,
} from '../workflows/refund-messages';
import { refundVerificationWorkflow } from '../workflows/refund-verification';

const ROOT = path.resolve(__dirname, '..');
const TASK_QUEUE = 'refund-histories';
const HASH = 'a'.repeat(64);
const OTHER_HASH = 'b'.repeat(64);

type Settled = Awaited<ReturnType<Activities['settleTemplateRefund']>>;
type Read = PlatformRead | Promise<PlatformRead>;

/** What the fake platform and ledger answer, per template id: the nth read, the nth settlement. */
const readsOf = new Map<string, (n: number) => Read>();
const settlesOf = new Map<string, (n: number) => Settled | Promise<Settled>>();
const storedOf = new Map<string, PlatformStatusChange[]>();
/** Drafts the first read finds not awaiting verification (a run started by hand), with their state. */
const notPending = new Map<string, RefundState>();
const counts = new Map<string, number>();
const nth = (key: string) => {
  const n = (counts.get(key) ?? 0) + 1;
  counts.set(key, n);
  return n;
};

const template = (status: string, contentHash = HASH): PlatformRead => ({
  kind: 'template',
  status,
  name: 'order_shipped',
  language: 'ar',
  contentHash,
});
const down: PlatformRead = { kind: 'unavailable', reason: 'the platform answered HTTP 500' };

const activities: Pick<
  Activities,
  'platformEvidence' | 'readPlatformTemplate' | 'settleTemplateRefund' | 'closeTemplateRefund'
> = {
  platformEvidence: async ({ draftId, platformTemplateId }) => {
    const state = draftId === undefined ? undefined : notPending.get(draftId);
    if (state !== undefined)
      throw ApplicationFailure.create({ type: DRAFT_NOT_AWAITING, nonRetryable: true, details: [state] });
    return storedOf.get(platformTemplateId) ?? [];
  },
  readPlatformTemplate: async ({ platformTemplateId }) =>
    (readsOf.get(platformTemplateId) ?? (() => template('PENDING')))(nth(`read:${platformTemplateId}`)),
  settleTemplateRefund: async ({ draftId }) => {
    const answer = settlesOf.get(draftId);
    return answer ? answer(nth(`settle:${draftId}`)) : { kind: 'refunded', balanceAfter: 10 };
  },
  closeTemplateRefund: async () => undefined,
};

/** A gate a fake activity waits behind, so that the recorder can signal while the activity is in flight. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const statusChange = (
  platformTemplateId: string,
  dedupeKey: string,
  event = 'REJECTED',
): PlatformStatusChange => ({
  event,
  platformTemplateId,
  templateName: 'order_shipped',
  templateLanguage: 'ar',
  reason: null,
  dedupeKey,
});

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// `--out DIR` records elsewhere (to compare the code of a change with the fixtures); names pick scenarios.
const { values, positionals: only } = parseArgs({
  options: { out: { type: 'string' } },
  allowPositionals: true,
});
const OUT = path.resolve(values.out ?? path.join(ROOT, 'test', 'fixtures', 'histories'));

async function main() {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const env = await timeSkippingEnvironment();
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowsPath: path.join(ROOT, 'workflows'),
    activities,
  });

  const argsOf = (name: string, templateId: string): RefundVerificationArgs => ({
    draftId: `wtd_${name}`,
    accountId: `acc_${name}`,
    platformTemplateId: templateId,
    templateName: 'order_shipped',
    templateLanguage: 'ar',
    payloadHash: HASH,
    draftCreatedAt: '2026-01-01T00:00:00.000Z',
  });
  const start = (name: string, templateId: string) =>
    env.client.workflow.start(refundVerificationWorkflow, {
      taskQueue: TASK_QUEUE,
      workflowId: `refund:wtd_${name}`,
      args: [argsOf(name, templateId)],
    });
  const status = (h: Handle) => h.query(refundStatusQuery);
  /** Waiting on its timer with the log this long: the workflow has weighed everything sent so far. */
  const settledAt = (h: Handle, evidence: number, reads?: number) =>
    until(`${h.workflowId} idle with ${evidence} notes`, async () => {
      const s = await status(h);
      return (
        s.nextCheckAt !== null &&
        s.evidence.length === evidence &&
        (reads === undefined || s.statusReads === reads)
      );
    });
  const save = async (name: string, h: Handle) => {
    writeFileSync(path.join(OUT, `refund-${name}.json`), historyToJSON(await h.fetchHistory()) + '\n');
    console.log(`recorded refund-${name}.json`);
  };

  const scenarios: Record<string, () => Promise<Handle>> = {
    // A webhook for the template wakes a read at once; the platform holds the same content REJECTED.
    'refunded-by-triggered-read': async () => {
      readsOf.set('9001', () => template('REJECTED'));
      const h = await start('refunded-by-triggered-read', '9001');
      await settledAt(h, 0);
      await h.signal(triggerSignal, statusChange('9001', 'd1'));
      await h.result();
      return h;
    },
    // The webhook route's signalWithStart: the trigger arrives with the start.
    'refunded-by-webhook-with-start': async () => {
      readsOf.set('9002', () => template('REJECTED'));
      const h = await env.client.workflow.signalWithStart(refundVerificationWorkflow, {
        taskQueue: TASK_QUEUE,
        workflowId: 'refund:wtd_refunded-by-webhook-with-start',
        args: [argsOf('refunded-by-webhook-with-start', '9002')],
        signal: triggerSignal,
        signalArgs: [statusChange('9002', 'd1')],
      });
      await h.result();
      return h;
    },
    // Malformed decisions are ignored; a well-formed deny closes the draft.
    'denied-by-admin': async () => {
      const h = await start('denied-by-admin', '9003');
      await settledAt(h, 0);
      await h.signal(verifySignal, { evidence: '   ' });
      await h.signal(denySignal, {} as never);
      await h.signal(denySignal, { reason: 'content changed before submission' });
      await h.result();
      return h;
    },
    'verified-by-admin': async () => {
      const h = await start('verified-by-admin', '9004');
      await settledAt(h, 0);
      await h.signal(verifySignal, { evidence: 'support ticket 4411' });
      await h.result();
      return h;
    },
    // Thirty days of PENDING reads, on the schedule, then expiry.
    expired: async () => {
      readsOf.set('9005', () => template('PENDING'));
      const h = await start('expired', '9005');
      await h.result();
      return h;
    },
    // The first scheduled read: the platform says APPROVED.
    'denied-by-scheduled-read': async () => {
      readsOf.set('9006', () => template('APPROVED'));
      const h = await start('denied-by-scheduled-read', '9006');
      await h.result();
      return h;
    },
    // Stored changes (one for another template) wake a read that fails; a scheduled read sees other content
    // REJECTED and denies.
    'stored-triggers-then-other-content': async () => {
      storedOf.set('9007', [
        statusChange('9007', 'd1'),
        statusChange('9999', 'd2'),
        statusChange('9007', 'd3', 'PAUSED'),
      ]);
      readsOf.set('9007', (n) => (n === 1 ? down : template('REJECTED', OTHER_HASH)));
      const h = await start('stored-triggers-then-other-content', '9007');
      await h.result();
      return h;
    },
    // Webhooks while a read is in flight wake one more read after it, which denies.
    'trigger-while-reading': async () => {
      const first = gate();
      readsOf.set('9008', (n) =>
        n === 1 ? first.opened.then(() => template('PENDING')) : template('APPROVED'),
      );
      const h = await start('trigger-while-reading', '9008');
      await settledAt(h, 0);
      await h.signal(triggerSignal, statusChange('9008', 'd1'));
      await until('the first read', async () => (await status(h)).statusReads === 1);
      await h.signal(triggerSignal, statusChange('9008', 'd2'));
      await h.signal(triggerSignal, statusChange('9008', 'd3'));
      first.open();
      await h.result();
      return h;
    },
    // The status read's evidence already settled another draft: noted, the workflow waits on; an administrator's
    // verify sent while that settlement was in flight refunds after it.
    'evidence-used-then-verified': async () => {
      const settling = gate();
      readsOf.set('9009', () => template('REJECTED'));
      settlesOf.set('wtd_evidence-used-then-verified', (n) =>
        n === 1
          ? settling.opened.then(() => ({ kind: 'evidence_used' as const }))
          : { kind: 'refunded', balanceAfter: 12 },
      );
      const h = await start('evidence-used-then-verified', '9009');
      await settledAt(h, 0);
      await h.signal(triggerSignal, statusChange('9009', 'd1'));
      await until('the verifying read', async () => (await status(h)).evidence.length === 2);
      await h.signal(verifySignal, { evidence: 'platform ticket 9009' });
      settling.open();
      await h.result();
      return h;
    },
    // An administrator's evidence that settled another draft: noted; a deny in the same batch then closes.
    'admin-evidence-used-then-denied': async () => {
      settlesOf.set('wtd_admin-evidence-used-then-denied', () => ({ kind: 'evidence_used' }));
      const h = await start('admin-evidence-used-then-denied', '9010');
      await settledAt(h, 0);
      await h.signal(verifySignal, { evidence: 'ticket used elsewhere' });
      await settledAt(h, 2);
      await h.signal(verifySignal, { evidence: 'ticket used elsewhere' });
      await h.signal(denySignal, { reason: 'no evidence' });
      await h.result();
      return h;
    },
    // Fifty-two webhooks one at a time: fifty wake reads, the rest are only noted.
    'triggered-read-cap': async () => {
      readsOf.set('9011', () => template('PENDING'));
      const h = await start('triggered-read-cap', '9011');
      await settledAt(h, 0);
      for (let i = 1; i <= 52; i++) {
        await h.signal(triggerSignal, statusChange('9011', `d${i}`));
        await settledAt(h, i <= 50 ? 2 * i : 100 + (i - 50), Math.min(i, 50));
      }
      await h.signal(denySignal, { reason: 'a flood of webhooks' });
      await h.result();
      return h;
    },
    // 210 webhooks for other templates at once: the log keeps 200 entries.
    'evidence-log-cap': async () => {
      const h = await start('evidence-log-cap', '9012');
      await settledAt(h, 0);
      await Promise.all(
        Array.from({ length: 210 }, (_, i) => h.signal(triggerSignal, statusChange(`8${i}`, `d${i}`))),
      );
      await until('the log full', async () => (await status(h)).evidence.length === 200);
      await h.signal(verifySignal, { evidence: 'ticket 9012' });
      await h.result();
      return h;
    },
    // Started by hand for a draft already DENIED, with a verify signal: it ends at its start, doing nothing.
    'not-pending-at-start': async () => {
      notPending.set('wtd_not-pending-at-start', 'DENIED');
      const h = await env.client.workflow.signalWithStart(refundVerificationWorkflow, {
        taskQueue: TASK_QUEUE,
        workflowId: 'refund:wtd_not-pending-at-start',
        args: [argsOf('not-pending-at-start', '9014')],
        signal: verifySignal,
        signalArgs: [{ evidence: 'platform ticket 9014' }],
      });
      await h.result();
      return h;
    },
    // The door finds the draft decided when the refund comes (a second run, an old run): nothing refunded.
    'refund-refused-not-pending': async () => {
      readsOf.set('9015', () => template('REJECTED'));
      settlesOf.set('wtd_refund-refused-not-pending', () => ({ kind: 'decided', state: 'DENIED' }));
      const h = await start('refund-refused-not-pending', '9015');
      await h.result();
      return h;
    },
    // Still waiting when recorded: a read woken by a webhook, a scheduled read, the next timer running.
    'still-waiting': async () => {
      readsOf.set('9013', (n) => (n === 1 ? template('PENDING') : down));
      const h = await start('still-waiting', '9013');
      await settledAt(h, 0);
      await h.signal(triggerSignal, statusChange('9013', 'd1'));
      await settledAt(h, 2, 1);
      await env.sleep('2 minutes');
      await settledAt(h, 3, 2);
      return h;
    },
  };

  mkdirSync(OUT, { recursive: true });
  await worker.runUntil(async () => {
    for (const [name, run] of Object.entries(scenarios)) {
      if (only.length > 0 && !only.includes(name)) continue;
      const h = await run();
      await save(name, h);
      if ((await h.describe()).status.name === 'RUNNING') await h.terminate('recorded');
    }
  });
  await env.teardown();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
