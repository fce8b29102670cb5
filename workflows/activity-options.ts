import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';

// Text-provider calls (copy, template bodies) heartbeat every second; a worker that dies mid-call is noticed
// after HEARTBEAT and the attempt is retried elsewhere. Business failures (content_rejected, not_found) are
// non-retryable.
/** Three attempts with back-off: the retry budget of every provider call (text, image, ad-library renders). */
export const PROVIDER_RETRY = {
  initialInterval: '1 second',
  backoffCoefficient: 2,
  maximumInterval: '30 seconds',
  maximumAttempts: 3,
} as const;

const PROVIDER = {
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '5 seconds',
  retry: PROVIDER_RETRY,
} as const;

/** Provider-bound activities (ad-library renders too): heartbeats, three attempts. */
export const providerActivities = proxyActivities<Activities>(PROVIDER);

// The local composer answers in about a millisecond: a local activity, with the same retry budget.
/** In-worker work that answers in milliseconds (the local composer, the ad analysis). */
export const inWorkerActivities = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: PROVIDER.retry,
});

/** The activities that call the text provider, local or remote as BillableArgs.localGeneration says. */
export function textActivities(localGeneration: boolean) {
  return localGeneration ? inWorkerActivities : providerActivities;
}
