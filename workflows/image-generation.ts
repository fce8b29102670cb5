import type { ImageRequest } from '../contract/images';
import { generateImage } from './activity-options';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';

/** POST /v1/image-generations: debit, generate and store the image, store the receipt. */
export async function imageGenerationWorkflow(args: BillableArgs<ImageRequest>): Promise<BillableOutcome> {
  return runBillable(args, async (usage) => ({
    httpStatus: 201,
    body: await generateImage({
      requestId: args.requestId,
      accountId: args.accountId,
      resourceId: args.resourceId,
      request: args.input,
      usage,
    }),
  }));
}
