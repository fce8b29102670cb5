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
  // An API older than localCopyWorkflow starts local copies under this type: they settle in one transaction too.
  if (args.localGeneration) return localCopyWorkflow(args);
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
