import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { SpeechRequest } from '../contract/speech';
import { SPEECH_PRIMARY_ATTEMPTS } from '../contract/speech-retries';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';

const SYNTHESIS = {
  startToCloseTimeout: '3 minutes',
  // The activity heartbeats every second: a worker that dies mid-call is replaced within seconds.
  heartbeatTimeout: '5 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '30 seconds',
    maximumAttempts: SPEECH_PRIMARY_ATTEMPTS + 1,
  },
} as const;

/** The speech activity with the stand-alone operation's budget, fallback included (campaigns use it too). */
export const { generateSpeech } = proxyActivities<Activities>(SYNTHESIS);

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
