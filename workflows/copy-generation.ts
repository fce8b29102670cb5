import { patched } from '@temporalio/workflow';
import type { CopyRequest } from '../contract/copy';
import { bookkeeping, problemFrom, runBillable, type BillableArgs, type BillableOutcome } from './billable';
import { textActivities } from './text-activities';

export async function copyGenerationWorkflow(args: BillableArgs<CopyRequest>): Promise<BillableOutcome> {
  // The in-process composer: the whole saga in one local activity and one transaction (decision 014). Patched,
  // so that a copy started by an older worker and replayed by a newer one keeps its three-step history.
  if (args.localGeneration && patched('copy-settles-in-one-transaction')) {
    try {
      return await bookkeeping.settleCopyLocally(args);
    } catch (err) {
      // Nothing of the failed transaction stands; what earlier attempts may have written is settled as usual.
      const problem = problemFrom(err, args.requestId);
      const move = {
        accountId: args.accountId,
        requestId: args.requestId,
        part: 'main',
        credits: args.credits,
      };
      await bookkeeping.refundCredits({ ...move, note: problem.code });
      await bookkeeping.failRequest({ requestId: args.requestId, problem });
      return { status: 'failed', httpStatus: problem.status };
    }
  }
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
