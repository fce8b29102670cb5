import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Connection } from '@temporalio/client';
import { ADMIN_TEXT_MAX, adminText } from '../contract/admin-text';
import { ServiceError } from '../contract/errors';
import { WEBHOOK_EVENT_TYPES, webhookEndpointInputSchema } from '../contract/webhooks';
import { findAccount } from '../db/accounts';
import type { Sql } from '../db/client';
import { findDelivery, findEndpoint, listEndpoints, type EndpointRow } from '../db/webhooks';
import type { Config } from '../lib/config';
import { isId } from '../lib/ids';
import { createLogger } from '../lib/logger';
import { temporalTls } from '../lib/temporal-tls';
import { adminTemporalAddress } from './admin-temporal';
import { ownMediaUrls } from '../storage';
import { createWebhookDispatcher } from '../webhooks/dispatch';
import { createEndpointManager } from '../webhooks/endpoints';
import type { WebhookOutbound } from '../webhooks/policy';
import { sendTestEvent } from '../webhooks/test-event';
import { secretBox } from './admin-refunds';

export const WEBHOOK_OPTIONS = {
  url: { type: 'string' },
  events: { type: 'string' },
} as const;

export const WEBHOOK_USAGE = `  webhooks add --account ACCOUNT_ID --url HTTPS_URL --events TYPE,TYPE,... [--description TEXT]
      (prints the signing secret once; http, localhost and private addresses too with
      WEBHOOK_ALLOW_PRIVATE_ENDPOINTS=true, on by default on the database of npm run dev)
  webhooks list [--account ACCOUNT_ID]
  webhooks rotate WHE_ID          (prints the new signing secret once; the old one stops at once)
  webhooks disable WHE_ID [--reason TEXT]
  webhooks enable WHE_ID
  webhooks remove WHE_ID          (with its deliveries)
  webhooks test WHE_ID            (sends a signed webhook.test event and waits up to 15 s for the answer)
      Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}`;

type Values = Record<string, string | boolean | undefined>;

/** How long `webhooks test` waits for the first attempt's answer before saying it is still on its way. */
const TEST_WAIT_MS = 15_000;

/**
 * `webhooks test`: a webhook.test event through the delivery workflow (Temporal, as the API and worker reach
 * it), then the first attempt's outcome as the delivery log records it.
 */
async function testCommand(sql: Sql, config: Config, outbound: WebhookOutbound, id: string) {
  const connection = Connection.lazy({
    address: adminTemporalAddress(config),
    tls: temporalTls(config.temporal.tls),
  });
  try {
    const dispatcher = createWebhookDispatcher({
      sql,
      temporal: new Client({ connection, namespace: config.temporal.namespace }),
      taskQueue: config.temporal.taskQueue,
      schedule: config.webhooks.schedule,
      logger: createLogger('silent', 'admin'),
    });
    const sent = await sendTestEvent(
      { sql, outbound, dispatcher, logger: { warn: () => undefined } },
      null,
      id,
      'admin_cli',
    ).catch((err: unknown) => {
      // The service's refusals (disabled, refused URL) as the CLI's one line.
      throw err instanceof ServiceError ? new Error(err.message) : err;
    });
    const what = `webhook.test ${sent.eventId} to ${sent.endpoint.url} (delivery ${sent.deliveryId})`;
    if (!sent.started)
      return {
        human: `Queued ${what}: Temporal is not reachable now; the dispatch Schedule starts it within a couple of minutes.`,
        data: { event_id: sent.eventId, delivery_id: sent.deliveryId, status: 'pending', attempts: 0 },
      };
    const deadline = Date.now() + TEST_WAIT_MS;
    let d = await findDelivery(sql, null, sent.deliveryId);
    while (d && d.status === 'pending' && d.attempts === 0 && Date.now() < deadline) {
      await sleep(250);
      d = await findDelivery(sql, null, sent.deliveryId);
    }
    const data = {
      event_id: sent.eventId,
      delivery_id: sent.deliveryId,
      status: d?.status ?? 'pending',
      attempts: d?.attempts ?? 0,
      status_code: d?.last_status_code ?? null,
      error: d?.last_error ?? null,
      latency_ms: d?.last_latency_ms ?? null,
      response_body: d?.last_response_body ?? null,
    };
    const outcome =
      data.status === 'delivered'
        ? `delivered: HTTP ${data.status_code} in ${data.latency_ms} ms`
        : data.attempts === 0 && data.status === 'pending'
          ? `not tried within ${TEST_WAIT_MS / 1000} s (is the worker running?); it is delivered when it is`
          : `${data.status === 'failed' ? 'failed' : 'not delivered yet, retried with back-off'}: ${
              data.status_code !== null ? `HTTP ${data.status_code}` : data.error
            }`;
    return { human: `Sent ${what}: ${outcome}`, data };
  } finally {
    await connection.close();
  }
}

const FLAGS = { url: '--url', event_types: '--events', description: '--description' } as const;

/** An endpoint as the CLI prints it: named fields, so the sealed secret (or a later column) never slips out. */
function shown(e: EndpointRow) {
  return {
    id: e.id,
    account_id: e.account_id,
    url: e.url,
    event_types: e.event_types,
    description: e.description,
    status: e.status,
    disabled_reason: e.disabled_reason,
    disabled_at: e.disabled_at,
    failing_since: e.failing_since,
    created_at: e.created_at,
    updated_at: e.updated_at,
  };
}

const line = (e: EndpointRow) =>
  `${e.id}  ${e.account_id}  ${e.status}  ${e.url}  ${e.event_types.join(',')}${
    e.disabled_reason ? `\n    ${e.disabled_reason}` : ''
  }`;

/** webhooks commands: `positionals` are the words after `webhooks` (the sub-command and an endpoint id). */
export async function webhookCommand(
  sql: Sql,
  config: Config,
  positionals: string[],
  values: Values,
): Promise<{ human: string; data: unknown } | undefined> {
  const [sub, id, ...extra] = positionals;
  if (extra.length > 0) throw new Error(`Unexpected arguments: ${extra.join(' ')}`);
  // The API's and worker's policy: WEBHOOK_ALLOW_PRIVATE_ENDPOINTS, or on the database of `npm run dev` (no
  // DATABASE_URL), what `npm run dev` gives them (on unless set to false): http and loopback URLs too.
  const outbound: WebhookOutbound = {
    allowHosts: config.uploads.allowHosts,
    refusedUrls: ownMediaUrls(config),
    allowLocalNetwork: config.databaseUrl
      ? config.webhooks.allowPrivateEndpoints
      : config.dev.allowPrivateWebhookEndpoints,
  };
  // The secrets key is needed only to seal a new secret: disable, enable and remove work without it.
  const manager = (sealing: boolean) =>
    createEndpointManager({ sql, secrets: sealing ? secretBox(config) : null, outbound });
  const endpointId = async () => {
    if (!id) throw new Error(`webhooks ${sub} needs an endpoint id (whe_...)`);
    if (!isId('whe', id) || !(await findEndpoint(sql, null, id)))
      throw new Error(`No webhook endpoint ${id}`);
    return id;
  };
  switch (sub) {
    case 'add': {
      if (id) throw new Error(`Unexpected argument: ${id}`);
      const account = values.account as string | undefined;
      if (!account) throw new Error('--account is required');
      if (!(await findAccount(sql, account))) throw new Error(`No account ${account}`);
      const events = ((values.events as string | undefined) ?? '').split(',').map((t) => t.trim());
      const unknown = events.filter((t) => t && !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(t));
      if (unknown.length > 0)
        throw new Error(
          `Unknown event types: ${unknown.join(', ')} (known: ${WEBHOOK_EVENT_TYPES.join(', ')})`,
        );
      const parsed = webhookEndpointInputSchema.safeParse({
        url: values.url ?? '',
        event_types: events.filter(Boolean),
        description: values.description,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`${FLAGS[issue.path[0] as keyof typeof FLAGS]}: ${issue.message}`);
      }
      const { endpoint, secret } = await manager(true).add(account, parsed.data);
      return {
        human: `Added ${endpoint.id} for ${endpoint.account_id}: ${endpoint.url} (${endpoint.event_types.join(', ')})\nSigning secret (shown once, store it now):\n${secret}`,
        data: { ...shown(endpoint), secret },
      };
    }
    case 'list': {
      if (id) throw new Error(`Unexpected argument: ${id}`);
      const rows = await listEndpoints(sql, values.account as string | undefined);
      return { human: rows.map(line).join('\n') || 'No webhook endpoints', data: rows.map(shown) };
    }
    case 'rotate': {
      const { endpoint, secret } = await manager(true).rotate(null, await endpointId());
      return {
        human: `New signing secret for ${endpoint.id} (shown once; the old one stopped):\n${secret}`,
        data: { ...shown(endpoint), secret },
      };
    }
    case 'disable': {
      const given = values.reason;
      const reason = given === undefined ? null : adminText(given);
      if (given !== undefined && !reason)
        throw new Error(`--reason must be 1 to ${ADMIN_TEXT_MAX} characters of plain text`);
      const by = reason ? `an operator: ${reason.replace(/[.\s]+$/, '')}` : 'an operator';
      const endpoint = await manager(false).disable(null, await endpointId(), by);
      return { human: `Disabled ${endpoint.id}: ${endpoint.disabled_reason}`, data: shown(endpoint) };
    }
    case 'enable': {
      const endpoint = await manager(false).enable(null, await endpointId());
      return { human: `Enabled ${endpoint.id}`, data: shown(endpoint) };
    }
    case 'test':
      return testCommand(sql, config, outbound, await endpointId());
    case 'remove': {
      const removed = await endpointId();
      await manager(false).remove(null, removed);
      return { human: `Removed ${removed} and its deliveries`, data: { id: removed, removed: true } };
    }
    default:
      return undefined;
  }
}
