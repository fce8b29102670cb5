import {
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT_TYPE,
  type AttemptVerdict,
  type DeliveredEventType,
  type DeliveryStatus,
  type EndpointStatus,
  type WebhookEvent,
  type WebhookEventType,
} from '../contract/webhooks';
import { LIMITS } from '../contract/limits';
import { newId } from '../lib/ids';
import type { Sql, Tx } from './client';

export interface EndpointRow {
  id: string;
  account_id: string;
  url: string;
  event_types: WebhookEventType[];
  description: string;
  secret_sealed: string;
  status: EndpointStatus;
  disabled_reason: string | null;
  disabled_at: Date | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
  id: string;
  event_id: string;
  endpoint_id: string;
  account_id: string;
  workflow_id: string;
  workflow_started_at: Date | null;
  status: DeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_response_body: string | null;
  last_latency_ms: number | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  finished_at: Date | null;
  created_at: Date;
}

/** What starting a delivery's workflow needs; written with the event, started after the commit. */
export interface DeliveryStart {
  deliveryId: string;
  workflowId: string;
  accountId: string;
  endpointId: string;
  eventType: DeliveredEventType;
}

// --- Endpoints ------------------------------------------------------------------------------------------------

/**
 * Adds an endpoint: `limit` when the account already has its limit, `repeated` when this form already added one
 * (a form posted twice adds one endpoint).
 */
export async function createEndpoint(
  sql: Sql,
  input: {
    accountId: string;
    url: string;
    eventTypes: WebhookEventType[];
    description: string;
    secretSealed: string;
    formId: string | null;
  },
): Promise<{ kind: 'created'; row: EndpointRow } | { kind: 'limit' } | { kind: 'repeated' }> {
  return sql.begin(async (tx) => {
    await tx`select id from accounts where id = ${input.accountId} for update`;
    if (input.formId) {
      const [seen] = await tx`select id from webhook_endpoints where created_by_form = ${input.formId}`;
      if (seen) return { kind: 'repeated' as const };
    }
    const [row] = await tx<EndpointRow[]>`
      insert into webhook_endpoints (id, account_id, url, event_types, description, secret_sealed, created_by_form)
      select ${newId('whe')}, ${input.accountId}, ${input.url}, ${input.eventTypes}::text[], ${input.description},
             ${input.secretSealed}, ${input.formId}
      where (select count(*) from webhook_endpoints where account_id = ${input.accountId})
            < ${WEBHOOK_LIMITS.endpoints_per_account}
      returning *`;
    return row ? { kind: 'created' as const, row } : { kind: 'limit' as const };
  });
}

export async function listEndpoints(sql: Sql, accountId?: string): Promise<EndpointRow[]> {
  return sql<EndpointRow[]>`
    select * from webhook_endpoints ${accountId ? sql`where account_id = ${accountId}` : sql``}
    order by created_at desc, id desc`;
}

/** The account's endpoint; any account's when `accountId` is null (the admin CLI). */
export async function findEndpoint(
  sql: Sql | Tx,
  accountId: string | null,
  id: string,
): Promise<EndpointRow | undefined> {
  const [row] = await sql<EndpointRow[]>`
    select * from webhook_endpoints
    where id = ${id} ${accountId === null ? sql`` : sql`and account_id = ${accountId}`}`;
  return row;
}

export async function rotateEndpointSecret(
  sql: Sql,
  accountId: string | null,
  id: string,
  secretSealed: string,
): Promise<EndpointRow | undefined> {
  const [row] = await sql<EndpointRow[]>`
    update webhook_endpoints set secret_sealed = ${secretSealed}, updated_at = now()
    where id = ${id} ${accountId === null ? sql`` : sql`and account_id = ${accountId}`}
    returning *`;
  return row;
}

/** Disables an active endpoint with the reason a person reads; enabling clears the reason and the failure clock. */
export async function setEndpointStatus(
  sql: Sql | Tx,
  accountId: string | null,
  id: string,
  change: { status: 'disabled'; reason: string } | { status: 'active' },
): Promise<EndpointRow | undefined> {
  const disabled = change.status === 'disabled';
  const [row] = await sql<EndpointRow[]>`
    update webhook_endpoints
    set status = ${change.status},
        disabled_reason = ${disabled ? change.reason : null},
        disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : null},
        failing_since = ${disabled ? sql`failing_since` : null},
        updated_at = now()
    where id = ${id} ${accountId === null ? sql`` : sql`and account_id = ${accountId}`}
    returning *`;
  return row;
}

/** Removes an endpoint and its deliveries; a delivery still running finds it gone and stops. */
export async function removeEndpoint(sql: Sql, accountId: string | null, id: string): Promise<boolean> {
  const gone = await sql`
    delete from webhook_endpoints
    where id = ${id} ${accountId === null ? sql`` : sql`and account_id = ${accountId}`}
    returning id`;
  return gone.length > 0;
}

// --- Events ---------------------------------------------------------------------------------------------------

type Fragment = ReturnType<Sql['unsafe']>;

/**
 * The ids (text[]) of the account's active endpoints subscribed to `type`, as a fragment: a terminal write asks for
 * them in its own statement (`accountId` then names the written row's column), saving a round trip.
 */
export function subscribedEndpoints(
  sql: Sql | Tx,
  accountId: string | Fragment,
  type: WebhookEventType,
): Fragment {
  return sql`array(
    select id from webhook_endpoints
    where account_id = ${accountId} and status = 'active' and ${type} = any(event_types))`;
}

/**
 * Writes an event in the caller's transaction (the one that commits the state change it reports) with one
 * delivery per active endpoint of the account that subscribes to its type. Nothing is written when no endpoint
 * listens. Returns the deliveries to start once the transaction has committed.
 */
export async function emitEvent(
  tx: Tx,
  input: { accountId: string; type: WebhookEventType; subjectId: string; data: unknown },
): Promise<DeliveryStart[]> {
  const [found] = await tx<{ endpoints: string[] }[]>`
    select ${subscribedEndpoints(tx, input.accountId, input.type)} as endpoints`;
  return writeEvent(tx, found!.endpoints, { ...input, data: () => input.data });
}

/**
 * Writes the event and one delivery per endpoint; nothing without endpoints, and its data is then never built.
 * Returns the deliveries to start once the transaction has committed.
 */
export async function writeEvent(
  tx: Tx,
  endpointIds: string[],
  input: { accountId: string; type: WebhookEventType; subjectId: string; data: () => unknown },
): Promise<DeliveryStart[]> {
  if (endpointIds.length === 0) return [];
  const eventId = newId('evt');
  const starts = endpointIds.map((endpointId): DeliveryStart => {
    const deliveryId = newId('whd');
    return {
      deliveryId,
      workflowId: `webhook-delivery-${deliveryId}`,
      accountId: input.accountId,
      endpointId,
      eventType: input.type,
    };
  });
  await tx`
    with event as (
      insert into webhook_events (id, account_id, type, subject_id, data)
      values (${eventId}, ${input.accountId}, ${input.type}, ${input.subjectId}, ${tx.json(input.data() as never)})
    )
    insert into webhook_deliveries (id, event_id, endpoint_id, account_id, workflow_id)
    select d.id, ${eventId}, d.endpoint_id, ${input.accountId}, d.workflow_id
    from unnest(${starts.map((s) => s.deliveryId)}::text[], ${starts.map((s) => s.endpointId)}::text[],
                ${starts.map((s) => s.workflowId)}::text[]) as d(id, endpoint_id, workflow_id)`;
  return starts;
}

/**
 * Writes a `webhook.test` event and its one delivery to the endpoint, whatever types it subscribes to. The
 * event is about the endpoint itself (its subject), so no request page lists it.
 */
/**
 * Writes a test event and its one delivery, unless a test delivery to the endpoint is still pending (null then:
 * one at a time per endpoint, each tried once).
 */
export async function emitTestEvent(
  sql: Sql,
  input: { accountId: string; endpointId: string; data: unknown },
): Promise<{ eventId: string; start: DeliveryStart } | null> {
  const eventId = newId('evt');
  const deliveryId = newId('whd');
  const start: DeliveryStart = {
    deliveryId,
    workflowId: `webhook-delivery-${deliveryId}`,
    accountId: input.accountId,
    endpointId: input.endpointId,
    eventType: WEBHOOK_TEST_EVENT_TYPE,
  };
  const written = await sql`
    with gate as (
      select 1 where not exists (
        select 1 from webhook_deliveries d join webhook_events e on e.id = d.event_id
        where d.endpoint_id = ${input.endpointId} and d.status = 'pending' and e.type = ${WEBHOOK_TEST_EVENT_TYPE})
    ), event as (
      insert into webhook_events (id, account_id, type, subject_id, data)
      select ${eventId}, ${input.accountId}, ${WEBHOOK_TEST_EVENT_TYPE}, ${input.endpointId},
             ${sql.json(input.data as never)}
      from gate
      returning id
    )
    insert into webhook_deliveries (id, event_id, endpoint_id, account_id, workflow_id)
    select ${deliveryId}, event.id, ${input.endpointId}, ${input.accountId}, ${start.workflowId} from event
    returning id`;
  return written.length === 1 ? { eventId, start } : null;
}

/** The event as an endpoint receives it: the stored row, the same bytes on every attempt. */
export function eventBody(row: {
  id: string;
  type: string;
  created_at: Date;
  account_id: string;
  data: unknown;
}) {
  const event: WebhookEvent = {
    id: row.id,
    type: row.type as DeliveredEventType,
    created_at: row.created_at.toISOString(),
    account_id: row.account_id,
    data: row.data,
  };
  return JSON.stringify(event);
}

// --- Deliveries -----------------------------------------------------------------------------------------------

export async function markDeliveriesStarted(sql: Sql, deliveryIds: string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await sql`
    update webhook_deliveries set workflow_started_at = now()
    where id = any(${deliveryIds}::text[]) and workflow_started_at is null`;
}

/** Deliveries whose workflow start was never confirmed (a crash right after the commit): the dispatch Schedule's. */
export async function undispatchedDeliveries(
  sql: Sql,
  olderThanMs: number,
  limit: number,
): Promise<DeliveryStart[]> {
  const rows = await sql<(DeliveryRow & { type: DeliveredEventType })[]>`
    select d.*, e.type from webhook_deliveries d join webhook_events e on e.id = d.event_id
    where d.workflow_started_at is null and d.created_at < now() - ${`${olderThanMs} milliseconds`}::interval
    order by d.created_at
    limit ${limit}`;
  return rows.map((r) => ({
    deliveryId: r.id,
    workflowId: r.workflow_id,
    accountId: r.account_id,
    endpointId: r.endpoint_id,
    eventType: r.type,
  }));
}

/** One attempt's inputs: the delivery, its event and its endpoint (undefined when the endpoint was removed). */
export async function deliveryForAttempt(sql: Sql, deliveryId: string) {
  const [row] = await sql<
    (DeliveryRow & {
      event_type: string;
      event_created_at: Date;
      event_data: unknown;
      url: string;
      secret_sealed: string;
      endpoint_status: EndpointStatus;
    })[]
  >`
    select d.*, e.type as event_type, e.created_at as event_created_at, e.data as event_data,
           w.url, w.secret_sealed, w.status as endpoint_status
    from webhook_deliveries d
    join webhook_events e on e.id = d.event_id
    join webhook_endpoints w on w.id = d.endpoint_id
    where d.id = ${deliveryId}`;
  if (!row) return undefined;
  return {
    delivery: row,
    body: eventBody({
      id: row.event_id,
      type: row.event_type,
      created_at: row.event_created_at,
      account_id: row.account_id,
      data: row.event_data,
    }),
    endpoint: {
      id: row.endpoint_id,
      url: row.url,
      secretSealed: row.secret_sealed,
      status: row.endpoint_status,
    },
  };
}

export interface AttemptRecord {
  deliveryId: string;
  verdict: AttemptVerdict;
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  latencyMs: number;
  /** The attempt's time on the workflow's clock: what the endpoint's failure clock counts in. */
  attemptAt: Date;
}

/**
 * Records one attempt on the delivery and its endpoint, in one transaction: a success ends the delivery and
 * resets the endpoint's failure clock, a 410 ends it and disables the endpoint, any other failure starts the
 * clock if it was not running.
 */
export async function recordAttempt(sql: Sql, a: AttemptRecord): Promise<{ endpointDisabled: boolean }> {
  return sql.begin(async (tx) => {
    const body = a.responseBody?.slice(0, WEBHOOK_LIMITS.response_stored_chars) ?? null;
    const [delivery] = await tx<{ endpoint_id: string }[]>`
      update webhook_deliveries
      set attempts = attempts + 1, last_status_code = ${a.statusCode}, last_error = ${a.error},
          last_response_body = ${body}, last_latency_ms = ${Math.round(a.latencyMs)}, last_attempt_at = now(),
          status = ${a.verdict === 'delivered' ? 'delivered' : a.verdict === 'gone' ? 'failed' : 'pending'},
          delivered_at = ${a.verdict === 'delivered' ? sql`now()` : null},
          finished_at = ${a.verdict === 'retry' ? null : sql`now()`}
      where id = ${a.deliveryId}
      returning endpoint_id`;
    if (!delivery) return { endpointDisabled: false };
    if (a.verdict === 'delivered') {
      await tx`update webhook_endpoints set failing_since = null where id = ${delivery.endpoint_id}`;
      return { endpointDisabled: false };
    }
    if (a.verdict === 'gone') {
      const disabled = await setEndpointStatus(tx, null, delivery.endpoint_id, {
        status: 'disabled',
        reason: 'The endpoint answered 410 Gone: it asked for no more deliveries.',
      });
      return { endpointDisabled: disabled !== undefined };
    }
    await tx`
      update webhook_endpoints set failing_since = coalesce(failing_since, ${a.attemptAt})
      where id = ${delivery.endpoint_id}`;
    return { endpointDisabled: false };
  });
}

/**
 * The delivery ran out of its window. Its endpoint is disabled when it has not succeeded once since this
 * delivery's first attempt (its failure clock started no later): it has failed for the whole window.
 */
export async function giveUpDelivery(
  sql: Sql,
  input: { deliveryId: string; firstAttemptAt: Date; reason: string },
): Promise<{ endpointDisabled: boolean }> {
  return sql.begin(async (tx) => {
    const [delivery] = await tx<{ endpoint_id: string }[]>`
      update webhook_deliveries set status = 'failed', finished_at = now()
      where id = ${input.deliveryId} and status = 'pending'
      returning endpoint_id`;
    if (!delivery) return { endpointDisabled: false };
    const disabled = await tx`
      update webhook_endpoints
      set status = 'disabled', disabled_reason = ${input.reason}, disabled_at = now(), updated_at = now()
      where id = ${delivery.endpoint_id} and status = 'active'
        and failing_since is not null and failing_since <= ${input.firstAttemptAt}
      returning id`;
    return { endpointDisabled: disabled.length > 0 };
  });
}

/**
 * A delivery this service's configuration refuses to send (its URL is no longer allowed: a loopback or private
 * endpoint added with WEBHOOK_ALLOW_PRIVATE_ENDPOINTS, after a restart without it): failed at once with the
 * reason, nothing sent, no retries and no failure clock (the endpoint did nothing wrong).
 */
export async function refuseDelivery(sql: Sql, deliveryId: string, reason: string): Promise<void> {
  await sql`
    update webhook_deliveries
    set status = 'failed', last_error = ${reason}, last_status_code = null, last_response_body = null,
        last_latency_ms = null, last_attempt_at = now(), finished_at = now()
    where id = ${deliveryId} and status = 'pending'`;
}

/** A delivery that stopped before its endpoint answered: the endpoint was disabled or removed meanwhile. */
export async function abandonDelivery(sql: Sql, deliveryId: string, reason: string): Promise<void> {
  await sql`
    update webhook_deliveries set status = 'failed', last_error = ${reason}, finished_at = now()
    where id = ${deliveryId} and status = 'pending'`;
}

export interface DeliveryListRow extends DeliveryRow {
  event_type: DeliveredEventType;
  subject_id: string;
  event_created_at: Date;
  event_data: unknown;
}

/** The exact body a delivery signs and POSTs (the same bytes on every attempt): what its log shows. */
export const sentBody = (d: DeliveryListRow) =>
  eventBody({
    id: d.event_id,
    type: d.event_type,
    created_at: d.event_created_at,
    account_id: d.account_id,
    data: d.event_data,
  });

/** An endpoint's recent deliveries, newest first. */
export async function listDeliveries(
  sql: Sql,
  accountId: string | null,
  endpointId: string,
  limit: number,
): Promise<DeliveryListRow[]> {
  return sql<DeliveryListRow[]>`
    select d.*, e.type as event_type, e.subject_id, e.created_at as event_created_at, e.data as event_data
    from webhook_deliveries d join webhook_events e on e.id = d.event_id
    where d.endpoint_id = ${endpointId} ${accountId === null ? sql`` : sql`and d.account_id = ${accountId}`}
    order by d.created_at desc, d.id desc
    limit ${limit}`;
}

/** One delivery of the account's (any account's when `accountId` is null), with its endpoint's status. */
export async function findDelivery(
  sql: Sql,
  accountId: string | null,
  id: string,
): Promise<(DeliveryRow & { endpoint_status: EndpointStatus }) | undefined> {
  const [row] = await sql<(DeliveryRow & { endpoint_status: EndpointStatus })[]>`
    select d.*, w.status as endpoint_status
    from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
    where d.id = ${id} ${accountId === null ? sql`` : sql`and d.account_id = ${accountId}`}`;
  return row;
}

/** The deliveries of events about one resource (a request's page lists them). */
export async function deliveriesOfSubject(
  sql: Sql,
  accountId: string,
  subjectId: string,
): Promise<(DeliveryListRow & { url: string })[]> {
  return sql<(DeliveryListRow & { url: string })[]>`
    select d.*, e.type as event_type, e.subject_id, e.created_at as event_created_at, e.data as event_data, w.url
    from webhook_events e
    join webhook_deliveries d on d.event_id = e.id
    join webhook_endpoints w on w.id = d.endpoint_id
    where e.subject_id = ${subjectId} and e.account_id = ${accountId}
    order by d.created_at desc, d.id desc
    limit 50`;
}

/** "Send again": a new delivery of the same event to the same endpoint (same event id, a new workflow). */
export async function redeliver(
  sql: Sql,
  accountId: string | null,
  deliveryId: string,
): Promise<DeliveryStart | undefined> {
  const [source] = await sql<(DeliveryRow & { type: DeliveredEventType; endpoint_status: EndpointStatus })[]>`
    select d.*, e.type, w.status as endpoint_status
    from webhook_deliveries d
    join webhook_events e on e.id = d.event_id
    join webhook_endpoints w on w.id = d.endpoint_id
    where d.id = ${deliveryId} ${accountId === null ? sql`` : sql`and d.account_id = ${accountId}`}`;
  if (!source) return undefined;
  const id = newId('whd');
  const start: DeliveryStart = {
    deliveryId: id,
    workflowId: `webhook-delivery-${id}`,
    accountId: source.account_id,
    endpointId: source.endpoint_id,
    eventType: source.type,
  };
  await sql`
    insert into webhook_deliveries (id, event_id, endpoint_id, account_id, workflow_id)
    values (${id}, ${source.event_id}, ${source.endpoint_id}, ${source.account_id}, ${start.workflowId})`;
  return start;
}

/** Retention: events (and their deliveries) go after the records they report on. */
export async function purgeOldWebhookEvents(sql: Sql): Promise<number> {
  const gone = await sql`
    delete from webhook_events
    where created_at < now() - ${`${LIMITS.request_retention_days} days`}::interval
      and not exists (select 1 from webhook_deliveries d where d.event_id = webhook_events.id and d.status = 'pending')
    returning id`;
  return gone.length;
}
