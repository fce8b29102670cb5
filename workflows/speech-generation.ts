import type { SpeechRequest } from '../contract/speech';
import { generateSpeech } from './activity-options';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';

/** POST /v1/speech-generations: debit, synthesize (fallback voice included) and store, store the receipt. */
export async function speechGenerationWorkflow(args: BillableArgs<SpeechRequest>): Promise<BillableOutcome> {
  return runBillable(args, async (usage) => ({
    httpStatus: 201,
    body: await generateSpeech({
      requestId: args.requestId,
      accountId: args.accountId,
      resourceId: args.resourceId,
      request: args.input,
      usage,
    }),
  }));
}
