import { ApplicationFailure, log } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import type { RefundState } from '../contract/templates';
import type { PlatformStatusChange } from '../contract/platform-status';
import type { Sql } from '../db/client';
import type { Commit } from '../db/commit';
import { accessToken, changesForTemplate, undeliveredChanges } from '../db/platform';
import { findDraft, setRefundState, unstartedRefunds } from '../db/templates';
import type { Metrics } from '../lib/metrics';
import type { SecretBox } from '../lib/secrets';
import { readTemplate, type GraphSettings, type PlatformRead } from '../providers/platform-graph';
import { translated } from '../activities/failure';
import { DRAFT_NOT_AWAITING } from '../workflows/refund-messages';
import { deliverStoredChanges, startVerification } from './delivery';
import { refundThroughTheDoor } from './settle';

export type { PlatformRead } from '../providers/platform-graph';

// By default the reconciler leaves the API this long to finish its own start or signal before it steps in.
const RECONCILE_GRACE_MS = 15_000;
const RECONCILE_BATCH = 200;

export interface ReconcileSummary {
  workflowsStarted: number;
  eventsDelivered: number;
}

export interface RefundDeps {
  sql: Sql;
  /** Opens the account's platform token; null when SECRETS_KEY is not configured. */
  secrets: SecretBox | null;
  graph: GraphSettings;
  commit: Commit;
  /** Where the reconciler starts verifications and delivers stored changes: the worker's own client and queue. */
  starts: { temporal: Client; taskQueue: string };
  /** How old an unstarted verification or undelivered change must be before the reconciler takes it over. */
  reconcileGraceMs?: number;
  metrics?: Metrics | null;
}

/** The refund-verification workflow's activities and the reconciler's: reads, the refund, the closing write. */
export function createRefundActivities(deps: RefundDeps) {
  const { sql, commit } = deps;
  return {
    /**
     * The run's first step: the status changes for the template stored since the draft was made, before the workflow
     * listened. It first checks that the draft awaits verification with the details the run was started with
     * (decision 030): a run started by hand for a draft that is decided, never reported or gone, or with another
     * template, account or content, fails this read (not retried) and ends doing nothing. An attempt scheduled by a
     * release before the check carries no draft id and is not checked: that release's API started its run.
     */
    platformEvidence: async (input: {
      draftId?: string;
      accountId: string;
      platformTemplateId: string;
      payloadHash?: string;
      since?: string | null;
    }): Promise<PlatformStatusChange[]> => {
      if (input.draftId !== undefined) await mustAwaitVerification(sql, { ...input, draftId: input.draftId });
      return changesForTemplate(
        sql,
        input.accountId,
        input.platformTemplateId,
        input.since ? new Date(input.since) : null,
      );
    },

    /**
     * The outbox's second door: starts every verification whose start was never confirmed and hands every
     * stored status change that never reached its workflow to it, as the API would have.
     */
    reconcileRefunds: async (): Promise<ReconcileSummary> => {
      const starts = { sql, ...deps.starts };
      const graceMs = deps.reconcileGraceMs ?? RECONCILE_GRACE_MS;
      const unstarted = await unstartedRefunds(sql, graceMs, RECONCILE_BATCH);
      for (const draft of unstarted) await startVerification(starts, draft);
      const undelivered = await undeliveredChanges(sql, graceMs, RECONCILE_BATCH);
      await deliverStoredChanges(starts, undelivered);
      return { workflowsStarted: unstarted.length, eventsDelivered: undelivered.length };
    },

    /** The template as the platform holds it, read with the account's own token (DECISIONS evidence 2). */
    readPlatformTemplate: async (input: {
      accountId: string;
      platformTemplateId: string;
    }): Promise<PlatformRead> => {
      if (!deps.secrets) return { kind: 'unavailable', reason: 'SECRETS_KEY is not configured' };
      const token = await accessToken(sql, deps.secrets, input.accountId);
      if (!token) return { kind: 'unavailable', reason: 'no platform access token is configured' };
      return readTemplate(deps.graph, token, input.platformTemplateId);
    },

    /**
     * Refunds the draft's cost once (ledger part template_refund) through the one door (refunds/settle.ts): with
     * the evidence's claim and the draft's move to REFUNDED, in one transaction. Evidence that already settled
     * another draft refunds nothing; a draft that is not awaiting verification refunds nothing and ends the run.
     */
    settleTemplateRefund: (input: {
      draftId: string;
      evidenceKey?: string;
      evidence: string;
    }): Promise<
      | { kind: 'refunded'; balanceAfter: number }
      | { kind: 'evidence_used' }
      | { kind: 'decided'; state: Exclude<RefundState, 'PENDING_VERIFICATION'> }
    > =>
      translated(async () => {
        const claim = { ...input, evidenceKey: input.evidenceKey ?? `legacy:${input.draftId}` };
        const settled = await commit((tx, emit) =>
          refundThroughTheDoor(tx, emit, claim, (message, fields) => log.warn(message, fields)),
        );
        if (settled.kind === 'evidence_used') return settled;
        if (settled.kind === 'decided') {
          if (settled.denied) deps.metrics?.refundVerifications.inc({ state: 'DENIED' });
          return { kind: 'decided', state: settled.state };
        }
        if (settled.written)
          deps.metrics?.creditsRefunded.inc({ part: 'template_refund' }, settled.charge.credits);
        if (settled.moved) deps.metrics?.refundVerifications.inc({ state: 'REFUNDED' });
        return { kind: 'refunded', balanceAfter: settled.charge.balance_after };
      }),

    closeTemplateRefund: async (input: {
      draftId: string;
      state: Extract<RefundState, 'DENIED' | 'EXPIRED'>;
      reason: string;
    }) => {
      const moved = await commit(async (tx, emit) => {
        const deliveries = await setRefundState(tx, input.draftId, input.state, input.reason);
        if (deliveries) emit(deliveries);
        return deliveries !== null;
      });
      if (moved) deps.metrics?.refundVerifications.inc({ state: input.state });
    },
  };
}

/** Fails the run's first read, not to be retried, unless the draft awaits verification with the run's details. */
async function mustAwaitVerification(
  sql: Sql,
  run: { draftId: string; accountId: string; platformTemplateId: string; payloadHash?: string },
): Promise<void> {
  const draft = await findDraft(sql, run.draftId);
  const reason = !draft
    ? 'no such draft'
    : draft.refund_state !== 'PENDING_VERIFICATION'
      ? `the draft is ${draft.refund_state}, not awaiting verification`
      : draft.account_id !== run.accountId ||
          draft.platform_template_id !== run.platformTemplateId ||
          draft.payload_hash !== run.payloadHash
        ? "the workflow's input is not the draft's"
        : null;
  if (reason === null) return;
  const state: RefundState = draft?.refund_state ?? 'NONE';
  log.warn('refund workflow ends doing nothing', {
    draftId: run.draftId,
    refundState: draft?.refund_state ?? 'gone',
    reason,
  });
  throw ApplicationFailure.create({
    type: DRAFT_NOT_AWAITING,
    message: `refund verification refused: ${reason}`,
    nonRetryable: true,
    details: [state],
  });
}
