import { workflowInfo } from '@temporalio/workflow';
import {
  campaignReceipt,
  campaignSpeechRequest,
  campaignTemplateRequest,
  failedParts,
  partUsage,
  type PartOutcome,
} from '../contract/campaign-run';
import type { CampaignInput } from '../contract/campaigns';
import { problemFrom } from '../contract/failures';
import { draftFromCopy, generateImage, generateSpeech, textActivities } from './activity-options';
import { runSaga, type BillableArgs, type BillableOutcome } from './saga';

/**
 * POST /v1/campaigns (decision 019), the billing saga with these states:
 *
 *   debited ─copy─▶ copy written ─image ∥ speech ∥ draft─▶ parts settled ─refund each failed part─▶ stored
 *   stored: 201 completed, or 207 partial when image or speech failed (refunded under its own ledger part)
 *   copy or draft fails: the whole debit refunded, the campaign failed with that part's problem
 *
 * Every part is an activity of this workflow, with its stand-alone operation's timeouts and retries; image and
 * speech may fail alone. Only the copy and the slower of image and speech sit on the critical path: child
 * workflows for them cost two server hops each (start, completion) of about 50 ms, which the profile showed
 * to be most of what a campaign cost beyond its parts (decision 019).
 */
export async function campaignWorkflow(args: BillableArgs<CampaignInput>): Promise<BillableOutcome> {
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

    // Image and speech run side by side and may fail alone; the draft is built from the copy meanwhile.
    const part = { accountId, requestId };
    const alone = async <T>(run: (() => Promise<T>) | null): Promise<PartOutcome<T>> => {
      if (!run) return { status: 'not_requested' };
      try {
        return { status: 'completed', result: await run() };
      } catch (err) {
        return { status: 'failed', problem: problemFrom(err, requestId) };
      }
    };
    const { image: imagePlan, speech: speechPlan } = plan;
    // Pure and deterministic; a plan recorded before the script existed has no voiceOver and reads the first variant.
    const speechRequest = speechPlan && campaignSpeechRequest(speechPlan, copy, plan.voiceOver);
    const [image, speech, templateDraft] = await Promise.all([
      alone(
        imagePlan &&
          (() =>
            generateImage({
              ...part,
              resourceId: ids.image,
              request: imagePlan,
              usage: partUsage(plan, 'image', charge),
            })),
      ),
      alone(
        speechRequest &&
          (() =>
            generateSpeech({
              ...part,
              resourceId: ids.speech,
              request: speechRequest,
              usage: partUsage(plan, 'speech', charge),
            })),
      ),
      draftFromCopy({
        ...part,
        resourceId: ids.template,
        request: campaignTemplateRequest(requestId, plan, templateLanguage, copy.variants[0]!.content),
        usage: partUsage(plan, 'template_draft', charge),
        core: copy.variants[0]!.content,
      }),
    ]);

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
          voiceOverScript: speechRequest?.text ?? null,
          templateDraft,
          settlement,
          createdAt: new Date(workflowInfo().startTime).toISOString(),
        }),
    };
  });
}
