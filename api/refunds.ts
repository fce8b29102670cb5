import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdConflictPolicy,
  WorkflowIdReusePolicy,
  type Client,
} from '@temporalio/client';
import { ACCOUNT_ID, DRAFT_ID, REFUND_STATE } from '../contract/search-attributes';
import type { Sql } from '../db/client';
import { changeOf, markEventsDelivered, type StoredPlatformEvent } from '../db/platform';
import {
  markRefundWorkflowsStarted,
  pendingDraftsForTemplates,
  refundArgs,
  type DraftRow,
} from '../db/templates';
import type { Config } from '../lib/config';
import { refundWorkflowId, webhookSignal } from '../workflows/refund-messages';
import { refundVerificationWorkflow } from '../workflows/refund-verification';

const startOptions = (taskQueue: string, draft: DraftRow) => ({
  taskQueue,
  workflowId: refundWorkflowId(draft.id),
  // One per draft; a run an operator terminated may be started again for a draft still awaiting verification.
  workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
  args: [refundArgs(draft)] as [ReturnType<typeof refundArgs>],
  typedSearchAttributes: [
    { key: ACCOUNT_ID, value: draft.account_id },
    { key: DRAFT_ID, value: draft.id },
    { key: REFUND_STATE, value: 'PENDING_VERIFICATION' },
  ],
});

/** A crash the tests cause on purpose (FAULT_INJECTION, refused in production): the process dies right here. */
export function crashPoint(config: Pick<Config, 'faultInjection'>, point: string): void {
  if (config.faultInjection === point) process.kill(process.pid, 'SIGKILL');
}

/**
 * Starts the draft's refund-verification workflow, or finds it running, then records that it runs. Called on
 * every qualifying report; a crash between the report's commit and this start is mended by the partner's retry
 * or, without one, by the reconciler's Schedule.
 */
export async function ensureRefundVerification(
  sql: Sql,
  temporal: Client,
  taskQueue: string,
  draft: DraftRow,
): Promise<void> {
  try {
    await temporal.workflow.start(refundVerificationWorkflow, {
      ...startOptions(taskQueue, draft),
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
    });
  } catch (err) {
    // Decided already: nothing left to start.
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
  if (!draft.refund_workflow_started_at) await markRefundWorkflowsStarted(sql, [draft.id]);
}

/**
 * Hands stored webhook changes to the workflows of the drafts they name (starting a workflow the report's crash
 * left unstarted), then marks them delivered. A change that names no waiting draft, or arrived before its draft
 * existed, has nothing to wake and is marked delivered too. Anything that fails before the mark is delivered
 * again by the platform's redelivery or by the reconciler.
 */
export async function deliverPlatformEvents(
  sql: Sql,
  temporal: Client,
  taskQueue: string,
  accountId: string,
  events: StoredPlatformEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const ids = [...new Set(events.map((e) => e.platformTemplateId))];
  const drafts = await pendingDraftsForTemplates(sql, accountId, ids);
  await Promise.all(
    events.map(async (e) => {
      const draft = drafts.find((d) => d.platform_template_id === e.platformTemplateId);
      if (!draft || draft.created_at > e.receivedAt) return;
      const trigger = changeOf(e);
      try {
        await temporal.workflow.signalWithStart(refundVerificationWorkflow, {
          ...startOptions(taskQueue, draft),
          signal: webhookSignal,
          signalArgs: [trigger],
        });
      } catch (err) {
        // The workflow has ended since the draft was read: decided, nothing to wake.
        if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
      }
    }),
  );
  await markEventsDelivered(
    sql,
    events.map((e) => e.id),
  );
}
