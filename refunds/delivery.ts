import { WorkflowIdConflictPolicy, type Client } from '@temporalio/client';
import type { PlatformStatusChange } from '../contract/platform-status';
import type { Sql } from '../db/client';
import { markChangesDelivered, type StoredStatusChange } from '../db/platform';
import {
  markRefundWorkflowsStarted,
  pendingDraftsForTemplates,
  refundArgs,
  takeTriggers,
  type DraftRow,
} from '../db/templates';
import {
  REFUND_VERIFICATION_WORKFLOW,
  refundStartOptions,
  TRIGGERS_PER_VERIFICATION,
  triggerSignal,
  type RefundVerificationWorkflow,
} from '../workflows/refund-messages';
import { startOnce } from '../workflows/start-once';

/*
 * What follows a committed refund write, for the API (a partner's report, the platform's webhook) and the
 * reconciler's Schedule alike: the draft's verification workflow started, the stored status changes handed to it.
 * Both are safe to repeat: a crash before their marks is mended by the next delivery or the reconciler.
 */

export interface RefundStarts {
  sql: Sql;
  temporal: Client;
  taskQueue: string;
}

/** Starts the draft's refund-verification workflow, or finds it running, then records that it runs. */
export async function startVerification(deps: RefundStarts, draft: DraftRow): Promise<void> {
  // Refused only when the verification has been decided already: nothing left to start.
  await startOnce(() =>
    deps.temporal.workflow.start<RefundVerificationWorkflow>(REFUND_VERIFICATION_WORKFLOW, {
      ...refundStartOptions(refundArgs(draft)),
      taskQueue: deps.taskQueue,
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    }),
  );
  if (!draft.refund_workflow_started_at) await markRefundWorkflowsStarted(deps.sql, [draft.id]);
}

/**
 * Hands stored status changes to the workflows of the drafts they name (starting a workflow a crash left
 * unstarted), then marks them delivered: one trigger per workflow, however many changes name its template (the
 * last of them; the workflow only needs waking to read the platform), and at most TRIGGERS_PER_VERIFICATION per
 * verification, so that its history stays bounded (decision 031). A change that names no waiting draft, arrived
 * before its draft existed, or finds its verification's triggers spent, wakes nothing and is marked delivered too:
 * it stays stored, and the scheduled reads go on.
 */
export async function deliverStoredChanges(deps: RefundStarts, stored: StoredStatusChange[]): Promise<void> {
  if (stored.length === 0) return;
  const drafts = await waitingDrafts(deps.sql, stored);
  const latest = new Map<DraftRow, StoredStatusChange>();
  for (const s of stored) {
    const draft = drafts
      .get(s.accountId)
      ?.find((d) => d.platform_template_id === s.change.platformTemplateId);
    if (!draft || draft.created_at > s.receivedAt) continue;
    const kept = latest.get(draft);
    if (!kept || BigInt(s.id) > BigInt(kept.id)) latest.set(draft, s);
  }
  const allowed = await takeTriggers(
    deps.sql,
    [...latest].map(([draft, s]) => ({ draftId: draft.id, eventId: s.id })),
    TRIGGERS_PER_VERIFICATION,
  );
  const woken = [...latest].filter(([draft]) => allowed.has(draft.id));
  const signals = await Promise.allSettled(
    woken.map(([draft, s]) =>
      // Refused only when the workflow has ended since the draft was read: decided, nothing to wake.
      startOnce(() =>
        deps.temporal.workflow.signalWithStart<RefundVerificationWorkflow, [PlatformStatusChange]>(
          REFUND_VERIFICATION_WORKFLOW,
          {
            ...refundStartOptions(refundArgs(draft)),
            taskQueue: deps.taskQueue,
            signal: triggerSignal,
            signalArgs: [s.change],
          },
        ),
      ),
    ),
  );
  // A draft whose signal failed keeps its changes undelivered, for the platform's retry or the reconciler (which
  // sends the same trigger again); every other change is delivered.
  const failed = new Set(
    woken
      .filter((_, i) => signals[i]!.status === 'rejected')
      .map(([draft]) => `${draft.account_id}:${draft.platform_template_id}`),
  );
  const delivered = stored.filter((s) => !failed.has(`${s.accountId}:${s.change.platformTemplateId}`));
  await markChangesDelivered(
    deps.sql,
    delivered.map((s) => s.id),
  );
  const errors = signals.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  if (errors.length > 0)
    throw errors.length === 1 ? errors[0] : new AggregateError(errors, 'refund triggers failed');
}

/** The drafts awaiting verification that the changes name, per account: one query per account, not per change. */
async function waitingDrafts(sql: Sql, stored: StoredStatusChange[]): Promise<Map<string, DraftRow[]>> {
  const drafts = new Map<string, DraftRow[]>();
  for (const accountId of new Set(stored.map((s) => s.accountId))) {
    const ids = stored.filter((s) => s.accountId === accountId).map((s) => s.change.platformTemplateId);
    drafts.set(accountId, await pendingDraftsForTemplates(sql, accountId, [...new Set(ids)]));
  }
  return drafts;
}
