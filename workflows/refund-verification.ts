import {
  condition,
  defineQuery,
  defineSignal,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import { REFUND_STATE } from '../contract/search-attributes';

export interface RefundVerificationArgs {
  draftId: string;
  accountId: string;
  platformTemplateId: string;
  templateName: string;
  templateLanguage: string;
  payloadHash: string;
}

/** A verified webhook change for the draft's template (the API verified its signature before signalling). */
export interface WebhookEvidence {
  event: string;
  platformTemplateId: string;
  templateName: string | null;
  templateLanguage: string | null;
  reason: string | null;
  dedupeKey: string;
}

export interface EvidenceRecord {
  source: 'webhook' | 'status_read' | 'administrator';
  at: string;
  detail: string;
  verdict: 'verifies' | 'denies' | 'inconclusive';
}

export type VerificationState = 'PENDING_VERIFICATION' | 'REFUNDED' | 'DENIED' | 'EXPIRED';

export interface RefundVerificationStatus {
  state: VerificationState;
  platformTemplateId: string;
  evidence: EvidenceRecord[];
  statusReads: number;
  nextCheckAt: string | null;
  balanceAfter: number | null;
  expiresAt: string;
}

export const evidenceSignal = defineSignal<[WebhookEvidence]>('evidence');
export const verifySignal = defineSignal<[{ evidence: string }]>('verify');
export const denySignal = defineSignal<[{ reason: string }]>('deny');
export const refundStatusQuery = defineQuery<RefundVerificationStatus>('status');

// The schedule of status reads (DECISIONS): about 1 min, 10 min, 1 h, 6 h, 24 h, then daily.
const READ_SCHEDULE_MS = [60_000, 600_000, 3_600_000, 21_600_000, 86_400_000];
const LIFETIME_MS = 30 * 86_400_000;

const { platformEvidence, readPlatformTemplate, closeTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute' },
});
// The refund itself retries until it lands: verified evidence must never lose its refund.
const { settleTemplateRefund } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

type Incoming =
  | { kind: 'webhook'; e: WebhookEvidence }
  | { kind: 'verify'; evidence: string }
  | { kind: 'deny'; reason: string };

/**
 * Waits durably for trusted evidence about a reported rejection: the signed platform webhook (signal), its own
 * scheduled status reads, or an administrator's signal. Refunds the draft's cost exactly once when verified,
 * denies on contrary evidence, expires after 30 days without any. A report alone never moves credits.
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
  const inbox: Incoming[] = [];
  setHandler(evidenceSignal, (e) => void inbox.push({ kind: 'webhook', e }));
  setHandler(verifySignal, ({ evidence }) => void inbox.push({ kind: 'verify', evidence }));
  setHandler(denySignal, ({ reason }) => void inbox.push({ kind: 'deny', reason }));
  setHandler(refundStatusQuery, () => status);

  const note = (source: EvidenceRecord['source'], detail: string, verdict: EvidenceRecord['verdict']) =>
    status.evidence.push({ source, at: new Date().toISOString(), detail, verdict });

  /** Weighs one piece of evidence; the first that verifies or denies decides. */
  function weigh(item: Incoming): 'verifies' | 'denies' | null {
    if (item.kind === 'verify') {
      note('administrator', `verified: ${item.evidence}`, 'verifies');
      return 'verifies';
    }
    if (item.kind === 'deny') {
      note('administrator', `denied: ${item.reason}`, 'denies');
      return 'denies';
    }
    const { e } = item;
    const detail = `webhook ${e.event} for template ${e.platformTemplateId} (${e.templateName ?? '?'}, ${e.templateLanguage ?? '?'})`;
    if (e.platformTemplateId !== args.platformTemplateId) {
      note('webhook', `${detail}: another template`, 'inconclusive');
      return null;
    }
    if (e.event === 'APPROVED') {
      note('webhook', detail, 'denies');
      return 'denies';
    }
    if (e.event === 'REJECTED') {
      const same = e.templateName === args.templateName && e.templateLanguage === args.templateLanguage;
      note(
        'webhook',
        same ? detail : `${detail}: name or language differs from the draft`,
        same ? 'verifies' : 'inconclusive',
      );
      return same ? 'verifies' : null;
    }
    note('webhook', detail, 'inconclusive');
    return null;
  }

  async function decide(verdict: 'verifies' | 'denies', why: string): Promise<void> {
    if (verdict === 'verifies') {
      const { balanceAfter } = await settleTemplateRefund({ draftId: args.draftId, evidence: why });
      status.balanceAfter = balanceAfter;
      status.state = 'REFUNDED';
    } else {
      await closeTemplateRefund({ draftId: args.draftId, state: 'DENIED', reason: why });
      status.state = 'DENIED';
    }
  }

  // Webhook evidence that arrived before the partner's report was stored; weigh it first.
  for (const e of await platformEvidence({
    accountId: args.accountId,
    platformTemplateId: args.platformTemplateId,
  })) {
    inbox.push({ kind: 'webhook', e });
  }

  let reads = 0;
  while (status.state === 'PENDING_VERIFICATION') {
    for (const item of inbox.splice(0)) {
      const verdict = weigh(item);
      if (verdict) {
        await decide(verdict, status.evidence[status.evidence.length - 1]!.detail);
        break;
      }
    }
    if (status.state !== 'PENDING_VERIFICATION') break;
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
    const wait = Math.min(READ_SCHEDULE_MS[Math.min(reads, READ_SCHEDULE_MS.length - 1)]!, remaining);
    status.nextCheckAt = new Date(Date.now() + wait).toISOString();
    // A durable timer: evidence signals end the wait early; otherwise the status read is due.
    if (await condition(() => inbox.length > 0, wait)) continue;
    if (Date.now() - startedAt >= LIFETIME_MS) continue;
    reads += 1;
    status.statusReads = reads;
    const read = await readPlatformTemplate({
      accountId: args.accountId,
      platformTemplateId: args.platformTemplateId,
    });
    if (read.kind === 'unavailable') {
      note('status_read', `status read failed: ${read.reason}`, 'inconclusive');
      continue;
    }
    const unchanged = read.contentHash === args.payloadHash;
    const detail = `status read: ${read.status}, content ${unchanged ? 'unchanged' : 'differs from the draft'}`;
    if (read.status === 'REJECTED' && unchanged) {
      note('status_read', detail, 'verifies');
      await decide('verifies', detail);
    } else if (read.status === 'APPROVED' || read.status === 'REJECTED') {
      note('status_read', detail, 'denies');
      await decide('denies', detail);
    } else note('status_read', detail, 'inconclusive');
  }
  status.nextCheckAt = null;
  upsertSearchAttributes([{ key: REFUND_STATE, value: status.state }]);
  return status;
}
