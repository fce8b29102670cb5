import { patched } from '@temporalio/workflow';
import type { CopyRequest } from '../contract/copy';
import { refundAndFail, runBillable, type BillableArgs, type BillableOutcome } from './saga';
import { bookkeeping, textActivities } from './activity-options';

/**
 * Copy with the in-process composer: the whole saga in one local activity and one transaction (decision 014).
 * The API starts it under its own type, not behind a patch: `patched()` records a marker and upserts the
 * TemporalChangeVersion search attribute (one more visibility write) on every execution.
 */
export async function localCopyWorkflow(args: BillableArgs<CopyRequest>): Promise<BillableOutcome> {
  try {
    return await bookkeeping.settleCopyLocally(args);
  } catch (err) {
    // Nothing of the failed transaction stands; what earlier attempts may have written is settled as usual.
    return refundAndFail(args, err);
  }
}

/** Copy through a networked provider: the saga of decision 003 (the provider call holds no transaction). */
export async function copyGenerationWorkflow(args: BillableArgs<CopyRequest>): Promise<BillableOutcome> {
  // Copies with the local composer started by an API older than localCopyWorkflow, and their replays: the patch
  // keeps the three-step history of copies started before the one-transaction path existed.
  if (args.localGeneration && patched('copy-settles-in-one-transaction')) return localCopyWorkflow(args);
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
