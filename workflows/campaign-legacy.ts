import { executeChild, proxyLocalActivities, workflowInfo } from '@temporalio/workflow';
import type {
  Activities,
  Charge,
  GenerateImageInput,
  GenerateSpeechInput,
  GenerateTemplateDraftInput,
} from '../activities';
import type { GenerateCopyInput } from '../activities';
import { speakable, speechDialect } from '../contract/campaign-text';
import type { CampaignInput } from '../contract/campaigns';
import type { CopyResult } from '../contract/copy';
import type { Problem } from '../contract/errors';
import { problemFrom } from '../contract/failures';
import type { TemplateDraftRequest } from '../contract/templates';
import type { BillableArgs, BillableOutcome } from './saga';
import { bookkeeping, textActivities } from './activity-options';
import { generateImage, generateSpeech } from './activity-options';

// FROZEN: the campaign of releases before the critical path (decision 019), kept verbatim so that campaigns they
// started replay their own history on a current worker; `campaignWorkflow` runs it for those histories only
// (its `patched` marker is absent from them). New campaigns never reach this code. Remove it, with the patch,
// once no worker older than that release runs (README, operating notes).

const { debitCredits, refundCredits, completeRequest, failRequest } = bookkeeping;

// The draft is built locally from the copy and retried until it succeeds: it never makes a campaign partial.
const { generateTemplateDraft } = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/** Children of the frozen campaign: each deliverable with its stand-alone operation's budget; none debits. */
export async function campaignCopyWorkflow(
  input: GenerateCopyInput & { localGeneration: boolean },
): Promise<CopyResult> {
  const { localGeneration, ...rest } = input;
  return textActivities(localGeneration).generateCopy(rest);
}
export async function campaignImageWorkflow(input: GenerateImageInput): Promise<unknown> {
  return generateImage(input);
}
export async function campaignSpeechWorkflow(input: GenerateSpeechInput): Promise<unknown> {
  return generateSpeech(input);
}
export async function campaignTemplateWorkflow(input: GenerateTemplateDraftInput): Promise<unknown> {
  return generateTemplateDraft(input);
}

type Part = 'image' | 'speech';

/**
 * POST /v1/campaigns: the whole price debited once before any provider call; copy first (its failure refunds
 * everything and fails the campaign with copy's problem); then image, speech and the template draft as parallel
 * children. A failed image or speech is refunded once (ledger parts image and speech), and the receipt is
 * stored only after every refund is applied: 201 completed, or 207 partial.
 */
export async function legacyCampaign(args: BillableArgs<CampaignInput>): Promise<BillableOutcome> {
  const { plan, ids, request } = args.input;
  const requestId = args.requestId;
  const move = { accountId: args.accountId, requestId, part: 'main', credits: args.credits };
  let charge: Charge;
  try {
    charge = await debitCredits(move);
  } catch (err) {
    const problem = problemFrom(err, requestId);
    await failRequest({ requestId, problem });
    return { status: 'failed', httpStatus: problem.status };
  }
  const credits = Object.fromEntries(plan.lineItems.map((i) => [i.operation, i.credits])) as Record<
    string,
    number
  >;
  const usage = (part: string) => ({ credits: credits[part] ?? 0, balance_after: charge.balance_after });
  const base = { requestId, accountId: args.accountId };
  // Children run on the parent's task queue; the parent's end (terminate) ends any child still running.

  let copy: CopyResult;
  try {
    copy = await executeChild(campaignCopyWorkflow, {
      workflowId: `${requestId}:copy`,
      args: [
        {
          ...base,
          resourceId: ids.copy,
          request: plan.copy,
          usage: usage('copy'),
          localGeneration: args.localGeneration,
        },
      ],
    });
  } catch (err) {
    const problem = problemFrom(err, requestId);
    await refundCredits({ ...move, note: problem.code });
    await failRequest({ requestId, problem });
    return { status: 'failed', httpStatus: problem.status };
  }

  const first = copy.variants[0]!.content;
  const template: TemplateDraftRequest = {
    name: `campaign_${requestId.slice(4, 16)}`,
    category: 'MARKETING',
    output_language: plan.copy.output_language,
    language_code: args.input.templateLanguage,
    ...(plan.copy.market ? { market: plan.copy.market } : {}),
    ...(plan.copy.dialect ? { dialect: plan.copy.dialect } : {}),
    purpose: first.slice(0, 1000),
    opt_in_context: 'Customers who opted in to receive marketing messages from the brand.',
    variables: [],
    footer: false,
    buttons: [],
  };
  const speechDialectOf = copy.dialect === 'none' ? undefined : speechDialect(copy.dialect as never);
  const [image, speech, draft] = await Promise.allSettled([
    plan.image
      ? executeChild(campaignImageWorkflow, {
          workflowId: `${requestId}:image`,
          args: [{ ...base, resourceId: ids.image, request: plan.image, usage: usage('image') }],
        })
      : Promise.resolve(null),
    plan.speech
      ? executeChild(campaignSpeechWorkflow, {
          workflowId: `${requestId}:speech`,
          args: [
            {
              ...base,
              resourceId: ids.speech,
              request: {
                ...plan.speech,
                text: speakable(first),
                ...(speechDialectOf ? { dialect: speechDialectOf } : {}),
              },
              usage: usage('speech'),
            },
          ],
        })
      : Promise.resolve(null),
    executeChild(campaignTemplateWorkflow, {
      workflowId: `${requestId}:template`,
      args: [
        {
          ...base,
          resourceId: ids.template,
          request: template,
          usage: usage('whatsapp_template'),
          core: first,
        },
      ],
    }),
  ]);
  if (draft.status === 'rejected') throw draft.reason; // retried locally until it succeeds; never expected

  let balanceAfter = charge.balance_after;
  let refunded = 0;
  const settle = async (part: Part, outcome: PromiseSettledResult<unknown>, enabled: boolean) => {
    if (!enabled)
      return {
        name: part,
        status: 'not_requested',
        credits: 0,
        credits_refunded: 0,
        error: null,
        result: null,
      };
    if (outcome.status === 'fulfilled')
      return {
        name: part,
        status: 'completed',
        credits: credits[part]!,
        credits_refunded: 0,
        error: null,
        result: outcome.value,
      };
    const problem: Problem = problemFrom(outcome.reason, requestId);
    const back = await refundCredits({ ...move, part, credits: credits[part]!, note: problem.code });
    refunded += back.credits;
    balanceAfter = back.balance_after;
    return {
      name: part,
      status: 'failed',
      credits: credits[part]!,
      credits_refunded: back.credits,
      error: problem,
      result: null,
    };
  };
  const imagePart = await settle('image', image, plan.image !== null);
  const speechPart = await settle('speech', speech, plan.speech !== null);
  const partial = imagePart.status === 'failed' || speechPart.status === 'failed';
  const deliverable = (p: typeof imagePart) => ({
    name: p.name,
    status: p.status,
    credits: p.credits,
    credits_refunded: p.credits_refunded,
    error: p.error,
  });
  const body = {
    id: args.resourceId,
    object: 'campaign',
    request_id: requestId,
    status: partial ? 'partial' : 'completed',
    external_id: request.external_id ?? null,
    external_customer_id: request.external_customer_id ?? null,
    metadata: request.metadata ?? {},
    output_language: copy.output_language,
    market: copy.market,
    dialect: copy.dialect,
    dialect_source: copy.dialect_source,
    copy,
    image: imagePart.result,
    speech: speechPart.result,
    template_draft: draft.value,
    deliverables: [
      { name: 'copy', status: 'completed', credits: credits.copy!, credits_refunded: 0, error: null },
      deliverable(imagePart),
      deliverable(speechPart),
      { name: 'template_draft', status: 'completed', credits: 0, credits_refunded: 0, error: null },
    ],
    credits_refunded: refunded,
    refund_pending: false,
    usage: {
      credits_used: args.credits - refunded,
      gross_credits: args.credits,
      credits_refunded: refunded,
      net_credits_used: args.credits - refunded,
      balance_after: balanceAfter,
    },
    saved_to: 'api_request',
    created_at: new Date(workflowInfo().startTime).toISOString(),
  };
  const httpStatus = partial ? 207 : 201;
  await completeRequest({ requestId, status: partial ? 'partial' : 'completed', httpStatus, body });
  return { status: partial ? 'partial' : 'completed', httpStatus };
}
