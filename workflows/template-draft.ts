import type { TemplateDraftRequest } from '../contract/templates';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';
import { textActivities } from './activity-options';

/** POST /v1/messaging-template-drafts: debit, write and preflight the draft, store the receipt. */
export async function templateDraftWorkflow(
  args: BillableArgs<TemplateDraftRequest>,
): Promise<BillableOutcome> {
  // A MARKETING body is written by the text provider: the same budget as copy generation.
  const { generateTemplateDraft } = textActivities(args.localGeneration);
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
