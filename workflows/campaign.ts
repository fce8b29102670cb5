import { patched, startChild, workflowInfo, type ChildWorkflowHandle } from '@temporalio/workflow';
import {
  campaignReceipt,
  campaignSpeechRequest,
  campaignTemplateRequest,
  failedParts,
  partUsage,
  type PartOutcome,
} from '../contract/campaigns';
import { problemFrom } from '../contract/failures';
import { draftFromCopy, textActivities } from './activity-options';
import { campaignImageWorkflow, campaignSpeechWorkflow, type CampaignInput } from './campaign-parts';
import { legacyCampaign } from './campaign-legacy';
import { runSaga, type BillableArgs, type BillableOutcome } from './saga';

export type { CampaignInput } from './campaign-parts';

/** Marks campaigns run on their critical path; histories without it are the frozen children-for-all campaign. */
export const CRITICAL_PATH_PATCH = 'campaign-critical-path';

/**
 * POST /v1/campaigns (decision 019), the billing saga with these states:
 *
 *   debited ─copy─▶ copy written ─start image ∥ speech─▶ parts running ─draft─▶ drafted ─parts end─▶ settled
 *      settled ─refund each failed part─▶ stored: 201 completed, or 207 partial when image or speech failed
 *   copy or draft fails: the whole debit refunded, the campaign failed with that part's problem
 *
 * Copy is an activity of this workflow (without it there is no campaign); image and speech are child
 * workflows that can fail alone, each refunded under its own ledger part; the draft is built in the worker from
 * the copy while they run. Only the copy and the slower of image and speech sit on the critical path.
 */
export async function campaignWorkflow(args: BillableArgs<CampaignInput>): Promise<BillableOutcome> {
  if (!patched(CRITICAL_PATH_PATCH)) return legacyCampaign(args);
  const { requestId, accountId } = args;
  const { plan, ids, request, templateLanguage } = args.input;
  return runSaga(args, async (charge) => {
    const copy = await textActivities(args.localGeneration).generateCopy({
      requestId,
      accountId,
      resourceId: ids.copy,
      request: plan.copy,
      usage: partUsage(plan, 'copy', charge),
    });

    // Image and speech start as children that can fail alone; the draft is built from the copy while they run
    // (started first: a local activity holds back the commands of its workflow task until it ends).
    const child = { accountId, requestId };
    const [imageRun, speechRun] = await Promise.all([
      plan.image &&
        startChild(campaignImageWorkflow, {
          workflowId: `${requestId}:image`,
          args: [
            { ...child, resourceId: ids.image, request: plan.image, usage: partUsage(plan, 'image', charge) },
          ],
        }),
      plan.speech &&
        startChild(campaignSpeechWorkflow, {
          workflowId: `${requestId}:speech`,
          args: [
            {
              ...child,
              resourceId: ids.speech,
              request: campaignSpeechRequest(plan.speech, copy),
              usage: partUsage(plan, 'speech', charge),
            },
          ],
        }),
    ]);
    const templateDraft = await draftFromCopy({
      ...child,
      resourceId: ids.template,
      request: campaignTemplateRequest(requestId, plan, templateLanguage, copy.variants[0]!.content),
      usage: partUsage(plan, 'template_draft', charge),
      core: copy.variants[0]!.content,
    });
    // A part not asked for, or one that ended as its child workflow did: completed, or failed alone.
    const settled = async (run: ChildWorkflowHandle<() => Promise<unknown>> | null): Promise<PartOutcome> => {
      if (!run) return { status: 'not_requested' };
      try {
        return { status: 'completed', result: await run.result() };
      } catch (err) {
        return { status: 'failed', problem: problemFrom(err, requestId) };
      }
    };
    const [image, speech] = await Promise.all([settled(imageRun), settled(speechRun)]);

    const outcomes = { image, speech };
    return {
      failedParts: failedParts(plan, outcomes),
      receipt: (settlement) =>
        campaignReceipt({
          resourceId: args.resourceId,
          requestId,
          request,
          plan,
          credits: args.credits,
          copy,
          outcomes,
          templateDraft,
          settlement,
          createdAt: new Date(workflowInfo().startTime).toISOString(),
        }),
    };
  });
}
