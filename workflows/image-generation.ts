import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { ImageRequest } from '../contract/images';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';

/** The image activity with the stand-alone operation's timeouts, heartbeat and retries (campaigns use it too). */
export const { generateImage } = proxyActivities<Activities>({
  startToCloseTimeout: '3 minutes',
  // The activity heartbeats every second: a worker that dies mid-call is replaced within seconds.
  heartbeatTimeout: '5 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '30 seconds',
    maximumAttempts: 3,
  },
});

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
