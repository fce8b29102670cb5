import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { UploadRequest } from '../contract/uploads';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';

// One outbound fetch, bounded by its own 15 s limit. Refusals are business failures and are not retried.
const FETCH = {
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 2 },
} as const;

const { importUpload } = proxyActivities<Activities>(FETCH);

/** Uploads cost nothing, but ride the same idempotent request records as billable operations (0 credits). */
export async function uploadWorkflow(args: BillableArgs<UploadRequest>): Promise<BillableOutcome> {
  return runBillable(args, async () => ({
    httpStatus: 201,
    body: await importUpload({
      requestId: args.requestId,
      accountId: args.accountId,
      resourceId: args.resourceId,
      request: args.input,
    }),
  }));
}
