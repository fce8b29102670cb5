import { proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { ImageRequest } from '../contract/images';
import { PROVIDER_RETRY } from './activity-options';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';

/** The image activity with the stand-alone operation's timeouts, heartbeat and retries (campaigns use it too). */
export const { generateImage } = proxyActivities<Activities>({
  startToCloseTimeout: '3 minutes',
  // The activity heartbeats every second: a worker that dies mid-call is replaced within seconds.
  heartbeatTimeout: '5 seconds',
  retry: PROVIDER_RETRY,
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
