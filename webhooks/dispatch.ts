import type { Client } from '@temporalio/client';
import type { RetrySchedule } from '../contract/webhooks';
import type { Sql } from '../db/client';
import type { DeliveryDispatch } from '../db/commit';
import { markDeliveriesStarted, type DeliveryStart } from '../db/webhooks';
import type { Logger } from '../lib/logger';
import { startOnce } from '../workflows/start-once';
import { deliveryStartOptions, webhookDeliveryWorkflow } from '../workflows/webhook-delivery';

/**
 * Starts delivery workflows for deliveries a committed transaction wrote. `start` waits for the starts and throws;
 * `startOrLeave` waits and says whether they started (a person's "send again" or test event answers with it);
 * `dispatch` does not wait (a billable request's answer never waits for its webhooks). Whatever is not started
 * here, the dispatch Schedule starts within a minute or two.
 */
export interface WebhookDispatcher extends DeliveryDispatch {
  start(deliveries: DeliveryStart[]): Promise<void>;
  startOrLeave(deliveries: DeliveryStart[]): Promise<boolean>;
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
      deliveries.map((d) =>
        startOnce(() =>
          deps.temporal.workflow.start(webhookDeliveryWorkflow, {
            ...deliveryStartOptions(d, deps.schedule),
            taskQueue: deps.taskQueue,
          }),
        ),
      ),
    );
    await markDeliveriesStarted(
      deps.sql,
      deliveries.map((d) => d.deliveryId),
    );
  };
  const startOrLeave = (deliveries: DeliveryStart[]) =>
    start(deliveries).then(
      () => true,
      (err: Error) => {
        deps.logger.warn(
          { err: err.message, deliveries: deliveries.map((d) => d.deliveryId) },
          'webhook delivery start failed; the dispatch Schedule will start it',
        );
        return false;
      },
    );
  return {
    start,
    startOrLeave,
    dispatch(deliveries) {
      if (deliveries.length === 0) return;
      void startOrLeave(deliveries);
    },
  };
}
