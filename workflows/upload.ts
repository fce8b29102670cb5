import type { UploadRequest } from '../contract/uploads';
import { importUpload } from './activity-options';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';

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
