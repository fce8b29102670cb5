import { proxyActivities, proxyLocalActivities } from '@temporalio/workflow';
import type { Activities } from '../activities';
import { SPEECH_PRIMARY_ATTEMPTS } from '../contract/speech-retries';

// The timeouts and retries of every activity a billable workflow calls, in one place. Business failures
// (content_rejected, not_found, …) are non-retryable ApplicationFailures whatever the policy says.

/** Three attempts with back-off: the retry budget of every provider call (text, image, speech, ad renders). */
export const PROVIDER_RETRY = {
  initialInterval: '1 second',
  backoffCoefficient: 2,
  maximumInterval: '30 seconds',
  maximumAttempts: 3,
} as const;

// Ledger and record writes are short database transactions, idempotent by their keys. They retry for as long
// as it takes: a refund or a terminal record must never be dropped because the database blinked.
/** The ledger and request-record activities every billable workflow uses. */
export const bookkeeping = proxyLocalActivities<Activities>({
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});

// Provider calls heartbeat every second: a worker that dies mid-call is noticed after the heartbeat timeout
// and the attempt is retried elsewhere.
/** Provider-bound activities (text bodies, ad-library renders): heartbeats, three attempts. */
export const providerActivities = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '5 seconds',
  retry: PROVIDER_RETRY,
});

/** In-worker work that answers in milliseconds (the local composer, the ad analysis), same retry budget. */
export const inWorkerActivities = proxyLocalActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: PROVIDER_RETRY,
});

/** The activities that call the text provider, local or remote as BillableArgs.localGeneration says. */
export function textActivities(localGeneration: boolean) {
  return localGeneration ? inWorkerActivities : providerActivities;
}

/** Image generation, stand-alone or in a campaign: a longer limit, the provider budget. */
export const { generateImage } = proxyActivities<Activities>({
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '5 seconds',
  retry: PROVIDER_RETRY,
});

/** Speech, stand-alone or in a campaign: the primary voice's attempts, then one on the fallback engine. */
export const { generateSpeech } = proxyActivities<Activities>({
  startToCloseTimeout: '3 minutes',
  heartbeatTimeout: '5 seconds',
  retry: { ...PROVIDER_RETRY, maximumAttempts: SPEECH_PRIMARY_ATTEMPTS + 1 },
});

/** An upload is one outbound fetch, bounded by its own 15 s limit; refusals are not retried. */
export const { importUpload } = proxyActivities<Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', maximumAttempts: 2 },
});

/**
 * A campaign's draft is built from its copy, with no provider call: only its database write can fail, so it
 * gets minutes of retries; past them the campaign fails and is refunded like any failure. An ordinary activity,
 * not a local one: a local activity would hold back the image and speech scheduled in the same workflow task.
 */
export const { generateTemplateDraft: draftFromCopy } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds', maximumAttempts: 10 },
});
