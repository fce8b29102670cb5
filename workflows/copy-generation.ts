import type { CopyRequest } from '../contract/copy';
import { runBillable, type BillableArgs, type BillableOutcome } from './billable';
import { textActivities } from './text-activities';

export async function copyGenerationWorkflow(args: BillableArgs<CopyRequest>): Promise<BillableOutcome> {
  const { generateCopy } = textActivities(args.localGeneration);
  return runBillable(args, async (usage) => ({
    httpStatus: 201,
    body: await generateCopy({
      requestId: args.requestId,
      accountId: args.accountId,
      resourceId: args.resourceId,
      request: args.input,
      usage,
    }),
  }));
}
