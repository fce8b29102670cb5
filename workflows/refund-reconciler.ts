import { proxyActivities } from '@temporalio/workflow';
import type { Activities, ReconcileSummary } from '../activities';

const { reconcileRefunds } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', maximumInterval: '1 minute' },
});

/**
 * The outbox's second door, run by a Temporal Schedule every few minutes: finishes what a crash left between
 * storing and signalling. Starts the refund workflow of every draft awaiting verification whose start was never
 * confirmed, and hands every stored status change that never reached its workflow to it, through the same
 * delivery as the API's (refunds/delivery.ts). The first door is the platform's own redelivery, which the intake
 * treats the same way.
 */
export async function refundReconcilerWorkflow(): Promise<ReconcileSummary> {
  return reconcileRefunds();
}
