import {
  ParentClosePolicy,
  WorkflowIdReusePolicy,
  getExternalWorkflowHandle,
  proxyActivities,
  startChild,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { Activities } from '../activities';
import { ACCOUNT_ID, DRAFT_ID, REFUND_STATE } from '../contract/search-attributes';
import { refundWorkflowId, webhookSignal } from './refund-messages';
import { refundVerificationWorkflow } from './refund-verification';

const { refundsToReconcile, markRefundWorkflowsStarted, markPlatformEventsDelivered } =
  proxyActivities<Activities>({
    startToCloseTimeout: '1 minute',
    retry: { initialInterval: '2 seconds', maximumInterval: '1 minute' },
  });

export interface ReconcileSummary {
  workflowsStarted: number;
  eventsDelivered: number;
}

/**
 * The outbox's second door, run by a Temporal Schedule every few minutes: finishes what a crash left between
 * storing and signalling. Starts the refund workflow of every draft awaiting verification whose start was never
 * confirmed, and hands every stored webhook change that never reached its workflow to it. (The first door is the
 * platform's own redelivery, which the webhook route treats the same way.)
 */
export async function refundReconcilerWorkflow(): Promise<ReconcileSummary> {
  const work = await refundsToReconcile();
  for (const args of work.unstarted) {
    try {
      // Abandoned: the verification outlives this run, as if the API had started it.
      await startChild(refundVerificationWorkflow, {
        workflowId: refundWorkflowId(args.draftId),
        args: [args],
        parentClosePolicy: ParentClosePolicy.ABANDON,
        workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE_FAILED_ONLY,
        typedSearchAttributes: [
          { key: ACCOUNT_ID, value: args.accountId },
          { key: DRAFT_ID, value: args.draftId },
          { key: REFUND_STATE, value: 'PENDING_VERIFICATION' },
        ],
      });
    } catch (err) {
      // Running (the API's start landed after all) or decided: either way it needs nothing from us.
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
    }
  }
  if (work.unstarted.length > 0) await markRefundWorkflowsStarted(work.unstarted.map((a) => a.draftId));

  for (const event of work.undelivered) {
    if (!event.draftId) continue;
    try {
      await getExternalWorkflowHandle(refundWorkflowId(event.draftId)).signal(webhookSignal, event.trigger);
    } catch {
      // The workflow has ended: the draft is decided, and the change has nothing left to wake.
    }
  }
  if (work.undelivered.length > 0) await markPlatformEventsDelivered(work.undelivered.map((e) => e.id));
  return { workflowsStarted: work.unstarted.length, eventsDelivered: work.undelivered.length };
}
