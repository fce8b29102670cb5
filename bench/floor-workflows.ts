import { proxyLocalActivities } from '@temporalio/workflow';

const { noop } = proxyLocalActivities<{ noop(): Promise<number> }>({ startToCloseTimeout: '10 seconds' });

/** The cheapest billable-shaped workflow: one local activity. Its latency is the Temporal floor here. */
export async function floorWorkflow(): Promise<number> {
  return noop();
}
