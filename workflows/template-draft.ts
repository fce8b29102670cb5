import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import type { TemplateDraftRequest } from '../contract/templates';
import { runBillable, type BillableArgs, type BillableOutcome } from './billable';

// The body of a MARKETING draft is written by the text provider: the same budget as copy generation.
const PROVIDER = {
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '5 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '30 seconds',
    maximumAttempts: 3,
  },
} as const;

const remote = proxyActivities<Activities>(PROVIDER);
const inWorker = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: PROVIDER.retry,
});

/** POST /v1/messaging-template-drafts: debit, write and preflight the draft, store the receipt. */
export async function templateDraftWorkflow(
  args: BillableArgs<TemplateDraftRequest>,
): Promise<BillableOutcome> {
  const { generateTemplateDraft } = args.localGeneration ? inWorker : remote;
  return runBillable(args, async (usage) => ({
    httpStatus: 201,
    body: await generateTemplateDraft({
      requestId: args.requestId,
      accountId: args.accountId,
      resourceId: args.resourceId,
      request: args.input,
      usage,
    }),
  }));
}
