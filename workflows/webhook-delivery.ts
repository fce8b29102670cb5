import {
  ParentClosePolicy,
  WorkflowIdReusePolicy,
  proxyActivities,
  setWorkflowOptions,
  sleep,
  startChild,
} from '@temporalio/workflow';
import type { Activities } from '../activities';
import { ACCOUNT_ID, WEBHOOK_ENDPOINT_ID, WEBHOOK_EVENT_TYPE } from '../contract/search-attributes';
import type { DeliveredEventType } from '../contract/webhooks';
import { nextRetryDelay, type RetrySchedule } from '../contract/webhook-retries';
import { startOnce } from './start-once';

/**
 * One delivery of one event to one endpoint (decision 020). Attempts, then waits on a durable timer and attempts
 * again, with exponential back-off, until the endpoint answers 2xx, answers 410 (the endpoint is disabled), is
 * disabled or removed, or the schedule's window (3 days) has passed; every attempt carries the event's id as
 * `webhook-id`. Worker, API and server restarts only delay it.
 *
 *   attempt ──2xx──▶ delivered
 *      │ ──410──▶ gone (endpoint disabled)
 *      │ ──endpoint disabled/removed──▶ stopped
 *      │ ──URL refused by this service's configuration──▶ refused (failed at once, nothing sent)
 *      └─other──▶ sleep(back-off) ──▶ attempt … ──window over──▶ gave up (endpoint disabled if it failed throughout)
 */

export interface WebhookDeliveryArgs {
  deliveryId: string;
  accountId: string;
  endpointId: string;
  eventType: DeliveredEventType;
  schedule: RetrySchedule;
}

export type DeliveryOutcome = 'delivered' | 'gone' | 'stopped' | 'refused' | 'gave_up';

// One attempt is one POST of at most 10 s, heartbeating; a worker that dies mid-attempt is noticed after the
// heartbeat timeout and the attempt runs again (the endpoint may then see the same webhook-id once more). Only
// our own failures (the database) are retried here; the endpoint's are the workflow's back-off.
const { attemptWebhookDelivery, giveUpWebhookDelivery } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  heartbeatTimeout: '5 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export async function webhookDeliveryWorkflow(args: WebhookDeliveryArgs): Promise<DeliveryOutcome> {
  const firstAttemptAt = Date.now();
  for (let failed = 0; ;) {
    const attempt = await attemptWebhookDelivery({ deliveryId: args.deliveryId, attemptAt: Date.now() });
    if (attempt !== 'retry') return attempt;
    failed++;
    const delay = nextRetryDelay(args.schedule, failed, Date.now() - firstAttemptAt);
    if (delay === null) {
      await giveUpWebhookDelivery({ deliveryId: args.deliveryId, firstAttemptAt, failed });
      return 'gave_up';
    }
    await sleep(delay);
  }
}
// A delivery retries for up to 3 days: it moves to the current worker build instead of holding an old one up
// (decision 028), so a new build replays its history: keep its commands in the same order.
setWorkflowOptions({ versioningBehavior: 'AUTO_UPGRADE' }, webhookDeliveryWorkflow);

/** How every delivery workflow is started (by the worker after a commit, the API, or the dispatch Schedule). */
export function deliveryStartOptions(
  start: Omit<WebhookDeliveryArgs, 'schedule'> & { workflowId: string },
  schedule: RetrySchedule,
) {
  return {
    workflowId: start.workflowId,
    args: [
      {
        deliveryId: start.deliveryId,
        accountId: start.accountId,
        endpointId: start.endpointId,
        eventType: start.eventType,
        schedule,
      },
    ] as [WebhookDeliveryArgs],
    // One workflow per delivery row: a second start (the Schedule after the worker's) is refused.
    workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    typedSearchAttributes: [
      { key: ACCOUNT_ID, value: start.accountId },
      { key: WEBHOOK_ENDPOINT_ID, value: start.endpointId },
      { key: WEBHOOK_EVENT_TYPE, value: start.eventType },
    ],
  };
}

const { undispatchedWebhookDeliveries, markWebhookDeliveriesStarted } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute' },
});

/**
 * The webhook outbox's second door, run by a Temporal Schedule every minute: starts the delivery workflow of
 * every delivery whose start was never confirmed (the worker died between the commit and the start).
 */
export async function webhookDispatchWorkflow(): Promise<{ started: number }> {
  const { deliveries, schedule } = await undispatchedWebhookDeliveries();
  for (const start of deliveries) {
    await startOnce(() =>
      startChild(webhookDeliveryWorkflow, {
        ...deliveryStartOptions(start, schedule),
        parentClosePolicy: ParentClosePolicy.ABANDON,
      }),
    );
  }
  if (deliveries.length > 0) await markWebhookDeliveriesStarted(deliveries.map((d) => d.deliveryId));
  return { started: deliveries.length };
}
