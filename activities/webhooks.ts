import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  attemptVerdict,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT_TYPE,
  type AttemptVerdict,
  type RetrySchedule,
} from '../contract/webhooks';
import type { Sql } from '../db/client';
import {
  abandonDelivery,
  deliveryForAttempt,
  giveUpDelivery,
  markDeliveriesStarted,
  recordAttempt,
  refuseDelivery,
  undispatchedDeliveries,
  type DeliveryStart,
} from '../db/webhooks';
import type { Metrics } from '../lib/metrics';
import type { RefusedUrls } from '../lib/net/refused-urls';
import { safePost, SafeFetchError, type SafeFetchOptions } from '../lib/net/safe-fetch';
import type { SecretBox } from '../lib/secrets';
import { signWebhook } from '../lib/webhook-signature';
import {
  outboundOptions,
  refusalSentence,
  refusedEndpointUrl,
  type WebhookOutbound,
} from '../webhooks/policy';
import { heartbeating } from './heartbeat';

export interface WebhookDeps {
  sql: Sql;
  secrets: SecretBox | null;
  /** The outbound fetch's policy, shared with uploads: public https only (test hosts aside). */
  uploads: { allowHosts: ReadonlySet<string>; caFile?: string; refusedUrls: RefusedUrls };
  /** allowPrivateEndpoints: http, localhost, loopback and private addresses too (development only). */
  webhooks: { schedule: RetrySchedule; allowPrivateEndpoints?: boolean };
  metrics?: Metrics | null;
}

/** How long a delivery must have been waiting for its start before the dispatch Schedule starts it. */
const DISPATCH_GRACE_MS = 30_000;
const DISPATCH_BATCH = 500;

/** The status class an attempt is counted under: 2xx, 3xx, 4xx, 5xx, or error (no answer). */
const statusClass = (code: number | null) => (code === null ? 'error' : `${Math.floor(code / 100)}xx`);

export function createWebhookActivities({ sql, secrets, uploads, webhooks, metrics }: WebhookDeps) {
  const outbound: WebhookOutbound = {
    allowHosts: uploads.allowHosts,
    refusedUrls: uploads.refusedUrls,
    allowLocalNetwork: webhooks.allowPrivateEndpoints === true,
  };
  const postOptions: SafeFetchOptions = {
    maxBytes: WEBHOOK_LIMITS.response_read_bytes,
    timeoutMs: WEBHOOK_LIMITS.attempt_timeout_ms,
    maxRedirects: 0,
    ...outboundOptions(outbound),
    ca: uploads.caFile ? readFileSync(uploads.caFile, 'utf8') : undefined,
    userAgent: 'campaign-generation-service/webhooks',
  };
  return {
    /**
     * One signed POST of the delivery's event to its endpoint, recorded (status, latency, the answer's start)
     * with what it means for the endpoint. `stopped` when the endpoint was disabled or removed meanwhile;
     * `refused` when this service's configuration refuses its URL: the delivery fails at once with the reason
     * instead of retrying for days against a setting, not the endpoint. A name resolving to a non-public address
     * is a failed attempt like any other.
     */
    async attemptWebhookDelivery(input: {
      deliveryId: string;
      attemptAt: number;
    }): Promise<AttemptVerdict | 'stopped' | 'refused'> {
      const found = await deliveryForAttempt(sql, input.deliveryId);
      if (!found) return 'stopped';
      const { delivery, endpoint, body } = found;
      // A retried activity whose first run recorded its answer: that answer stands, nothing is sent again.
      if (delivery.status === 'delivered') return 'delivered';
      if (delivery.status === 'failed') return 'stopped';
      if (endpoint.status !== 'active') {
        await abandonDelivery(sql, delivery.id, 'The endpoint was disabled before this delivery succeeded.');
        metrics?.webhookDeliveries.inc({ outcome: 'stopped' });
        return 'stopped';
      }
      if (!secrets) throw new Error('SECRETS_KEY is not configured: webhook secrets cannot be opened');
      const headers = signWebhook(
        secrets.open(endpoint.secretSealed),
        delivery.event_id,
        Date.now() / 1000,
        body,
      );
      const started = performance.now();
      let statusCode: number | null = null;
      let error: string | null = null;
      let answer: string | null = null;
      try {
        const res = await heartbeating(() =>
          safePost(
            endpoint.url,
            { body, headers: { ...headers, 'content-type': 'application/json' } },
            postOptions,
          ),
        );
        statusCode = res.status;
        answer = res.body.toString('utf8');
      } catch (err) {
        if (!(err instanceof SafeFetchError)) throw err;
        // Refused by the URL itself under this configuration (an http or loopback endpoint added in development):
        // failed at once and flagged. A name that resolves to a non-public address is an attempt that failed,
        // retried (DNS may change) and counted towards disabling the endpoint, as before.
        if (err.kind === 'blocked' && refusedEndpointUrl(endpoint.url, outbound) !== null) {
          await refuseDelivery(
            sql,
            delivery.id,
            `Not sent: ${refusalSentence(err.message, outbound)} Failed at once, without retries; send it again once the endpoint or the setting is fixed.`,
          );
          metrics?.webhookDeliveries.inc({ outcome: 'refused' });
          return 'refused';
        }
        error = err.message;
      }
      const latencyMs = performance.now() - started;
      const verdict = attemptVerdict(statusCode);
      await recordAttempt(sql, {
        deliveryId: delivery.id,
        verdict,
        statusCode,
        error,
        responseBody: answer,
        latencyMs,
        attemptAt: new Date(input.attemptAt),
      });
      metrics?.webhookAttempts.inc({ result: statusClass(statusCode) });
      metrics?.webhookAttemptDuration.observe({ result: statusClass(statusCode) }, latencyMs / 1000);
      if (verdict !== 'retry') metrics?.webhookDeliveries.inc({ outcome: verdict });
      // A test event is tried once: it asks whether the endpoint answers now, and a partner sends another
      // (no 3-day retries a read-scoped key could pile up).
      if (verdict === 'retry' && delivery.event_type === WEBHOOK_TEST_EVENT_TYPE) {
        await abandonDelivery(
          sql,
          delivery.id,
          'A test event is tried once: send another once the endpoint answers 2xx.',
        );
        metrics?.webhookDeliveries.inc({ outcome: 'stopped' });
        return 'stopped';
      }
      return verdict;
    },

    /** The delivery's window is over; its endpoint is disabled when it failed throughout. */
    async giveUpWebhookDelivery(input: { deliveryId: string; firstAttemptAt: number; failed: number }) {
      const days = Math.round(webhooks.schedule.windowMs / 86_400_000);
      const window =
        days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${webhooks.schedule.windowMs / 1000} s`;
      const result = await giveUpDelivery(sql, {
        deliveryId: input.deliveryId,
        firstAttemptAt: new Date(input.firstAttemptAt),
        reason: `Every delivery failed for ${window} (${input.failed} attempts of the last one): disabled. Fix the endpoint, then enable it.`,
      });
      metrics?.webhookDeliveries.inc({ outcome: 'gave_up' });
      return result;
    },

    async undispatchedWebhookDeliveries(): Promise<{ deliveries: DeliveryStart[]; schedule: RetrySchedule }> {
      return {
        deliveries: await undispatchedDeliveries(sql, DISPATCH_GRACE_MS, DISPATCH_BATCH),
        schedule: webhooks.schedule,
      };
    },

    async markWebhookDeliveriesStarted(deliveryIds: string[]): Promise<void> {
      await markDeliveriesStarted(sql, deliveryIds);
    },
  };
}
