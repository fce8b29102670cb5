import type { AdGenerationRequest, AdLocale } from '../contract/ad-library';
import { problemFrom } from '../contract/failures';
import { runBillable, type BillableArgs, type BillableOutcome } from './saga';
import { bookkeeping, inWorkerActivities, providerActivities } from './activity-options';

// The analysis reads the catalog and measures text with the bundled fonts: in the worker, in milliseconds. The
// render is provider-bound work with heartbeats, whichever engine draws it.
const { prepareAd } = inWorkerActivities;
const { generateAdImage } = providerActivities;
const { failPreparation, completeAdGeneration } = bookkeeping;

/**
 * POST /v1/ad-library/{id}/prepare: debit the analysis (1 credit, or 0 when the API found it ready), run it, and
 * answer with the prepared contract. A failed attempt is refunded and its preparation marked failed, so the
 * next prepare runs the analysis again.
 */
export async function adPrepareWorkflow(
  args: BillableArgs<{ ad_id: string; locale: AdLocale }>,
): Promise<BillableOutcome> {
  const outcome = await runBillable(args, async (usage) => ({
    httpStatus: 200,
    body: await prepareAd({
      requestId: args.requestId,
      accountId: args.accountId,
      adId: args.input.ad_id,
      locale: args.input.locale,
      usage,
    }),
  }));
  if (outcome.status === 'failed') {
    await failPreparation({
      accountId: args.accountId,
      adId: args.input.ad_id,
      requestId: args.requestId,
      problem: problemFrom(new Error('preparation failed'), args.requestId),
    });
  }
  return outcome;
}

/** POST /v1/ad-library/{id}/generations: 4 credits, the render, then snippet and receipt in one transaction. */
export async function adGenerationWorkflow(
  args: BillableArgs<AdGenerationRequest & { ad_id: string }>,
): Promise<BillableOutcome> {
  return runBillable(
    args,
    async (usage) => ({
      httpStatus: 201,
      body: await generateAdImage({
        requestId: args.requestId,
        accountId: args.accountId,
        resourceId: args.resourceId,
        request: args.input,
        usage,
      }),
    }),
    (receipt) =>
      completeAdGeneration({
        accountId: args.accountId,
        requestId: args.requestId,
        httpStatus: receipt.httpStatus,
        body: receipt.body,
      }),
  );
}
