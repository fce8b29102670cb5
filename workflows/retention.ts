import { continueAsNew, proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';

const { purgeExpiredRecords, purgeExpiredMedia } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '5 seconds', maximumInterval: '5 minutes' },
});

/**
 * One retention sweep: request records, idempotency keys, drafts, platform events and media past their 30 days.
 * The worker's Temporal Schedule `retention-<task queue>` runs it hourly (visible under Schedules in the UI).
 */
export async function retentionSweepWorkflow(): Promise<void> {
  await purgeExpiredRecords();
  await purgeExpiredMedia();
}

const SWEEPS_PER_RUN = 24;

/**
 * The sleeping sweeper of releases before the Schedule, kept so that a run started by an older worker finishes
 * its history; a current worker terminates it at start and starts none.
 */
export async function retentionWorkflow(interval: string = '1 hour'): Promise<void> {
  for (let sweep = 0; sweep < SWEEPS_PER_RUN; sweep++) {
    await retentionSweepWorkflow();
    await sleep(interval);
  }
  await continueAsNew<typeof retentionWorkflow>(interval);
}
