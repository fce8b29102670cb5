import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { RetrySchedule } from '../contract/webhooks';
import type { Sql } from '../db/client';
import { markDeliveriesStarted, type DeliveryStart } from '../db/webhooks';
import type { Logger } from '../lib/logger';
import { deliveryStartOptions, webhookDeliveryWorkflow } from '../workflows/webhook-delivery';

/**
 * Starts delivery workflows for deliveries a committed transaction wrote. `start` waits for the starts;
 * `dispatch` does not (a billable request's answer never waits for its webhooks): whatever it cannot start, the
 * dispatch Schedule starts within a minute or two.
 */
export interface WebhookDispatcher {
  start(deliveries: DeliveryStart[]): Promise<void>;
  dispatch(deliveries: DeliveryStart[]): void;
}

export function createWebhookDispatcher(deps: {
  sql: Sql;
  temporal: Client;
  taskQueue: string;
  schedule: RetrySchedule;
  logger: Logger;
}): WebhookDispatcher {
  const start = async (deliveries: DeliveryStart[]) => {
    if (deliveries.length === 0) return;
    await Promise.all(
      deliveries.map(async (d) => {
        try {
          await deps.temporal.workflow.start(webhookDeliveryWorkflow, {
            ...deliveryStartOptions(d, deps.schedule),
            taskQueue: deps.taskQueue,
          });
        } catch (err) {
          if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
        }
      }),
    );
    await markDeliveriesStarted(
      deps.sql,
      deliveries.map((d) => d.deliveryId),
    );
  };
  return {
    start,
    dispatch(deliveries) {
      if (deliveries.length === 0) return;
      start(deliveries).catch((err: Error) =>
        deps.logger.warn(
          { err: err.message, deliveries: deliveries.map((d) => d.deliveryId) },
          'webhook delivery start failed; the dispatch Schedule will start it',
        ),
      );
    },
  };
}
