import { ServiceError } from '../contract/errors';
import type { Sql } from '../db/client';
import { emitTestEvent, findEndpoint, type EndpointRow } from '../db/webhooks';
import { WEBHOOK_LIMITS } from '../contract/webhooks';
import { isId } from '../lib/ids';
import type { WebhookDispatcher } from './dispatch';
import { refusedEndpointUrl, type WebhookOutbound } from './policy';

/** Where a test event was asked for: it says so in its data. */
export type TestEventSource = 'dashboard' | 'admin_cli' | 'api';

export interface TestEventDeps {
  sql: Sql;
  outbound: WebhookOutbound;
  dispatcher: WebhookDispatcher;
  logger: { warn(fields: object, message: string): void };
}

export interface TestEventSent {
  eventId: string;
  deliveryId: string;
  endpoint: EndpointRow;
  /** False when Temporal could not be reached now: the dispatch Schedule starts the delivery within minutes. */
  started: boolean;
}

/**
 * Sends a `webhook.test` event to one endpoint of the account (any account's when `accountId` is null: the admin
 * CLI): written and delivered through the same delivery workflow as every event, signed with the endpoint's
 * secret. Refused, with nothing written, for an unknown id (another account's included), a disabled endpoint
 * and a URL this service's configuration refuses now.
 */
export async function sendTestEvent(
  deps: TestEventDeps,
  accountId: string | null,
  endpointId: string,
  source: TestEventSource,
): Promise<TestEventSent> {
  const endpoint = isId('whe', endpointId) ? await findEndpoint(deps.sql, accountId, endpointId) : undefined;
  if (!endpoint) throw new ServiceError('not_found', 'No webhook endpoint with this id.');
  if (endpoint.status !== 'active')
    throw new ServiceError(
      'unprocessable',
      'The endpoint is disabled: enable it, then send the test event again.',
    );
  const refused = refusedEndpointUrl(endpoint.url, deps.outbound);
  if (refused) throw new ServiceError('unprocessable', refused);
  const emitted = await emitTestEvent(deps.sql, {
    accountId: endpoint.account_id,
    endpointId: endpoint.id,
    data: {
      object: 'webhook_test',
      endpoint_id: endpoint.id,
      sent_from: source,
      message:
        'A test event: your endpoint received it, and can verify its signature with its signing secret.',
    },
  });
  if (!emitted)
    throw new ServiceError(
      'rate_limited',
      'A test event to this endpoint is still being delivered: send another once it has its answer.',
      undefined,
      Math.ceil(WEBHOOK_LIMITS.attempt_timeout_ms / 1000),
    );
  const { eventId, start } = emitted;
  // The row is written: were Temporal away now, the dispatch Schedule starts it within a minute or two.
  const started = await deps.dispatcher.startOrLeave([start]);
  return { eventId, deliveryId: start.deliveryId, endpoint, started };
}
