import { z } from 'zod';

/**
 * Outbound webhooks (Step 15, decision 020): what a partner's endpoint receives, how it is signed (Standard
 * Webhooks) and how long a delivery keeps trying. Pure: the workflow, the activities, the dashboard and the admin
 * CLI read these.
 */

export const WEBHOOK_EVENT_TYPES = [
  'request.completed',
  'request.partial',
  'request.failed',
  'refund.pending_verification',
  'refund.refunded',
  'refund.denied',
  'refund.expired',
  'template_outcome.recorded',
  'ad_preparation.ready',
  'ad_preparation.failed',
] as const;

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

/** What a person reads beside each type when choosing them. */
export const WEBHOOK_EVENT_MEANINGS: Record<WebhookEventType, string> = {
  'request.completed':
    'a billable request finished (200 or 201); data is the request as GET /v1/requests/{id}',
  'request.partial': 'a campaign finished with a part refunded (207); data carries the stored receipt',
  'request.failed': 'a billable request failed after it was accepted; its credits were refunded',
  'refund.pending_verification': 'a reported rejection made a template draft a refund candidate',
  'refund.refunded': "the platform's read confirmed the rejection: credits returned, with the balance after",
  'refund.denied': 'the platform evidence did not support the refund',
  'refund.expired': 'verification ran out of time',
  'template_outcome.recorded': 'an outcome report was recorded for a template draft',
  'ad_preparation.ready': "an ad library ad's analysis is ready",
  'ad_preparation.failed': "an ad library ad's analysis failed (a later prepare retries)",
};

/**
 * The event a person sends to check an endpoint (dashboard, admin CLI, API): delivered to that one endpoint
 * whatever types it subscribes to, signed and retried like every other. Not a subscribable type.
 */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';
/** What a delivery carries: a subscribable type, or the test event. */
export type DeliveredEventType = WebhookEventType | typeof WEBHOOK_TEST_EVENT_TYPE;

/** The body POSTed to an endpoint: the same on every attempt and every "send again". */
export interface WebhookEvent {
  id: string;
  type: DeliveredEventType;
  created_at: string;
  account_id: string;
  data: unknown;
}

export const deliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const endpointStatusSchema = z.enum(['active', 'disabled']);
export type EndpointStatus = z.infer<typeof endpointStatusSchema>;

export const WEBHOOK_LIMITS = {
  /** Endpoints per account. */
  endpoints_per_account: 20,
  url_max_chars: 2048,
  description_max_chars: 200,
  /** One attempt's whole time: connect, send, answer. */
  attempt_timeout_ms: 10_000,
  /** What is read of an endpoint's answer, and what of it is stored. */
  response_read_bytes: 64 * 1024,
  response_stored_chars: 1024,
} as const;

/** The form a person (dashboard) or an operator (admin CLI) fills to add an endpoint. */
export const webhookEndpointInputSchema = z.strictObject({
  url: z
    .string()
    .trim()
    .min(1, 'An endpoint URL is required.')
    .max(WEBHOOK_LIMITS.url_max_chars, `At most ${WEBHOOK_LIMITS.url_max_chars} characters.`),
  event_types: z
    .array(webhookEventTypeSchema)
    .min(1, 'Choose at least one event type.')
    .transform((types) => [...new Set(types)].sort()),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.description_max_chars, `At most ${WEBHOOK_LIMITS.description_max_chars} characters.`)
    .default(''),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInputSchema>;

// The retry schedule lives apart, free of zod: the delivery workflow reads it (decision 034).
export { DEFAULT_RETRY_SCHEDULE, nextRetryDelay, type RetrySchedule } from './webhook-retries';

/** What one attempt's answer means for the delivery. */
export type AttemptVerdict = 'delivered' | 'gone' | 'retry';

/** 2xx ends it, 410 Gone disables the endpoint, anything else (3xx included: redirects are refused) retries. */
export function attemptVerdict(statusCode: number | null): AttemptVerdict {
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) return 'delivered';
  if (statusCode === 410) return 'gone';
  return 'retry';
}
