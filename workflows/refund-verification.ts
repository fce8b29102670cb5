import { condition, proxyActivities, setHandler, upsertSearchAttributes } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { REFUND_STATE } from '../contract/search-attributes';
import {
  adminText,
  denySignal,
  refundStatusQuery,
  verifySignal,
  webhookSignal,
  type EvidenceRecord,
  type RefundVerificationArgs,
  type RefundVerificationStatus,
  type WebhookTrigger,
} from './refund-messages';

export type {
  EvidenceRecord,
  RefundVerificationArgs,
  RefundVerificationStatus,
  VerificationState,
  WebhookTrigger,
} from './refund-messages';

// The schedule of status reads (DECISIONS): about 1 min, 10 min, 1 h, 6 h, 24 h, then daily.
const READ_SCHEDULE_MS = [60_000, 600_000, 3_600_000, 21_600_000, 86_400_000];
const LIFETIME_MS = 30 * 86_400_000;
// Webhooks the partner can sign at will must not turn into unbounded platform reads: past this many, a webhook is
// only noted and the schedule reads on.
const MAX_TRIGGERED_READS = 50;
const MAX_EVIDENCE_NOTES = 200;

// The platform read waits on the network; the database reads and writes answer in milliseconds, so a worker that
// dies holding one is noticed after seconds, not after a minute.
const { readPlatformTemplate } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute' },
});
const { platformEvidence, closeTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});
// The refund itself retries until it lands: verified evidence must never lose its refund.
const { settleTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

type Incoming =
  | { kind: 'webhook'; e: WebhookTrigger }
  | { kind: 'verify'; evidence: string }
  | { kind: 'deny'; reason: string };

/**
 * Waits durably for evidence the partner cannot forge about a reported rejection: the status the service reads
 * from the platform itself (on a schedule, and at once when a signed webhook names the template), or an
 * administrator's decision. Refunds the draft's cost exactly once when verified, denies on contrary evidence,
 * expires after 30 days without any. Neither a report nor a webhook moves credits.
 *
 * Every signal handler checks its own input and the state: a raw `temporal workflow signal` can do no more than
 * the admin CLI, and a forged webhook signal can do no more than ask for a status read.
 */
export async function refundVerificationWorkflow(
  args: RefundVerificationArgs,
): Promise<RefundVerificationStatus> {
  const startedAt = Date.now();
  const status: RefundVerificationStatus = {
    state: 'PENDING_VERIFICATION',
    platformTemplateId: args.platformTemplateId,
    evidence: [],
    statusReads: 0,
    nextCheckAt: null,
    balanceAfter: null,
    expiresAt: new Date(startedAt + LIFETIME_MS).toISOString(),
  };
  const pending = () => status.state === 'PENDING_VERIFICATION';
  const inbox: Incoming[] = [];
  setHandler(webhookSignal, (e) => {
    if (pending() && typeof e?.platformTemplateId === 'string' && typeof e.event === 'string')
      inbox.push({ kind: 'webhook', e });
  });
  setHandler(verifySignal, (input) => {
    const evidence = adminText(input?.evidence);
    if (pending() && evidence) inbox.push({ kind: 'verify', evidence });
  });
  setHandler(denySignal, (input) => {
    const reason = adminText(input?.reason);
    if (pending() && reason) inbox.push({ kind: 'deny', reason });
  });
  setHandler(refundStatusQuery, () => status);

  const note = (source: EvidenceRecord['source'], detail: string, verdict: EvidenceRecord['verdict']) => {
    status.evidence.push({ source, at: new Date().toISOString(), detail, verdict });
    // The log keeps every decisive entry; old notes make room when a flood of webhooks arrives.
    if (status.evidence.length > MAX_EVIDENCE_NOTES) {
      const drop = status.evidence.findIndex((r) => r.verdict === 'trigger' || r.verdict === 'inconclusive');
      if (drop >= 0) status.evidence.splice(drop, 1);
    }
  };

  /** Refunds once, if this evidence has settled no other draft of the account; otherwise notes why not. */
  async function refund(source: EvidenceRecord['source'], evidenceKey: string, why: string): Promise<void> {
    const settled = await settleTemplateRefund({ draftId: args.draftId, evidenceKey, evidence: why });
    if (settled.kind === 'evidence_used') {
      note(source, `${why}: this evidence already settled another draft`, 'inconclusive');
      return;
    }
    status.balanceAfter = settled.balanceAfter;
    status.state = 'REFUNDED';
  }

  async function deny(why: string): Promise<void> {
    await closeTemplateRefund({ draftId: args.draftId, state: 'DENIED', reason: why });
    status.state = 'DENIED';
  }

  /** The platform's own answer, read with the partner's token: the only automated evidence. */
  async function readStatus(): Promise<void> {
    status.statusReads += 1;
    const read = await readPlatformTemplate({
      accountId: args.accountId,
      platformTemplateId: args.platformTemplateId,
    });
    if (read.kind === 'unavailable') {
      note('status_read', `status read failed: ${read.reason}`, 'inconclusive');
      return;
    }
    const unchanged = read.contentHash === args.payloadHash;
    const detail = `status read: ${read.status}, content ${unchanged ? 'unchanged' : 'differs from the draft'}`;
    if (read.status === 'REJECTED' && unchanged) {
      note('status_read', detail, 'verifies');
      await refund('status_read', `status_read:${args.platformTemplateId}`, detail);
    } else if (read.status === 'APPROVED' || read.status === 'REJECTED') {
      note('status_read', detail, 'denies');
      await deny(detail);
    } else note('status_read', detail, 'inconclusive');
  }

  /** Weighs what arrived; returns whether a webhook for the draft's template asks for a status read. */
  async function weighInbox(): Promise<boolean> {
    let readWanted = false;
    for (const item of inbox.splice(0)) {
      if (!pending()) break;
      if (item.kind === 'verify') {
        note('administrator', `verified: ${item.evidence}`, 'verifies');
        await refund('administrator', `administrator:${item.evidence}`, `verified: ${item.evidence}`);
      } else if (item.kind === 'deny') {
        note('administrator', `denied: ${item.reason}`, 'denies');
        await deny(`denied: ${item.reason}`);
      } else {
        const { e } = item;
        const detail = `webhook ${e.event} for template ${e.platformTemplateId} (${e.templateName ?? '?'}, ${e.templateLanguage ?? '?'})`;
        if (e.platformTemplateId !== args.platformTemplateId) {
          note('webhook', `${detail}: another template`, 'inconclusive');
        } else {
          note('webhook', `${detail}: a trigger for a status read, not evidence`, 'trigger');
          readWanted = true;
        }
      }
    }
    return readWanted;
  }

  // Webhook changes for the template stored since the draft was made, before the workflow listened.
  for (const e of await platformEvidence({
    accountId: args.accountId,
    platformTemplateId: args.platformTemplateId,
    since: args.draftCreatedAt ?? null,
  })) {
    inbox.push({ kind: 'webhook', e });
  }

  let scheduledReads = 0;
  let triggeredReads = 0;
  while (pending()) {
    // Many webhooks at once wake one read.
    if ((await weighInbox()) && pending() && triggeredReads < MAX_TRIGGERED_READS) {
      triggeredReads += 1;
      await readStatus();
    }
    if (!pending()) break;
    const remaining = startedAt + LIFETIME_MS - Date.now();
    if (remaining <= 0) {
      await closeTemplateRefund({
        draftId: args.draftId,
        state: 'EXPIRED',
        reason: 'no evidence within 30 days',
      });
      status.state = 'EXPIRED';
      break;
    }
    const wait = Math.min(
      READ_SCHEDULE_MS[Math.min(scheduledReads, READ_SCHEDULE_MS.length - 1)]!,
      remaining,
    );
    status.nextCheckAt = new Date(Date.now() + wait).toISOString();
    // A durable timer: a signal ends the wait early; otherwise the scheduled status read is due.
    if (await condition(() => inbox.length > 0, wait)) continue;
    if (Date.now() - startedAt >= LIFETIME_MS) continue;
    scheduledReads += 1;
    await readStatus();
  }
  status.nextCheckAt = null;
  upsertSearchAttributes([{ key: REFUND_STATE, value: status.state }]);
  return status;
}
