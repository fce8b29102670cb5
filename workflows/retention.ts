import { continueAsNew, proxyActivities, sleep } from '@temporalio/workflow';
import type { Activities } from '../activities';

const { purgeExpiredRecords, purgeExpiredMedia } = proxyActivities<Activities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '5 seconds', maximumInterval: '5 minutes' },
});

const SWEEPS_PER_RUN = 24;

/** Deletes request records, idempotency keys and media past their 30 days, hourly; continues as new daily. */
export async function retentionWorkflow(interval: string = '1 hour'): Promise<void> {
  for (let sweep = 0; sweep < SWEEPS_PER_RUN; sweep++) {
    await purgeExpiredRecords();
    await purgeExpiredMedia();
    await sleep(interval);
  }
  await continueAsNew<typeof retentionWorkflow>(interval);
}
