import { buildProblem, type Problem } from '../contract/errors';
import { LIMITS } from '../contract/limits';
import type { CompletedStatus, RequestStatus } from '../contract/requests';
import type { KeysetPosition, Sql, Tx } from './client';
import { isId } from '../lib/ids';
import { subscribedEndpoints, writeEvent, type DeliveryStart } from './webhooks';

export interface RequestRow {
  id: string;
  account_id: string;
  operation: string;
  resource_id: string;
  idempotency_key: string;
  request_hash: string;
  input: unknown;
  credits: number;
  status: RequestStatus;
  http_status: number | null;
  response_body: string | null;
  error: Problem | null;
  /** The quality guard's findings on a networked provider's first answer, when a repair followed. */
  quality_findings: string[] | null;
  credits_charged: number;
  credits_refunded: number;
  created_at: Date;
  completed_at: Date | null;
  expires_at: Date;
}

/** The attempt failed and its refund has not settled yet (the workflow refunds before it marks failure). */
export function refundPending(row: RequestRow): boolean {
  return row.status === 'failed' && row.credits_refunded < row.credits_charged;
}

export interface NewRequest {
  id: string;
  accountId: string;
  operation: string;
  resourceId: string;
  idempotencyKey: string;
  requestHash: string;
  input: unknown;
  credits: number;
}

export type Claim =
  | { kind: 'created'; request: RequestRow }
  /** A new attempt the balance could not cover: stored as its terminal 402, so the same key replays it. */
  | { kind: 'refused'; request: RequestRow }
  | { kind: 'pending'; request: RequestRow }
  | { kind: 'replay'; request: RequestRow }
  | { kind: 'mismatch' };

const RETENTION = `${LIMITS.request_retention_days} days`;

// The pieces of a claim, shared by its one-statement path and its transaction, so that both bind keys alike.

/** Rows from the account when its balance covers the request: the gate of a new record. */
const funded = (sql: Sql | Tx, r: NewRequest) =>
  sql`from accounts where id = ${r.accountId} and balance >= ${r.credits}::int`;

/**
 * Binds the key to this request when the key is fresh or its retention ran out (returning the request id), and
 * leaves a live key alone (returning nothing). `source` is the FROM clause that gates the row, or nothing.
 */
const bindKey = (sql: Sql | Tx, r: NewRequest, source: ReturnType<typeof funded> | null) => sql`
  insert into idempotency_keys (account_id, key, request_hash, request_id, expires_at)
  select ${r.accountId}, ${r.idempotencyKey}, ${r.requestHash}, ${r.id}, now() + ${RETENTION}::interval
  ${source ?? sql``}
  on conflict (account_id, key) do update
    set request_hash = excluded.request_hash, request_id = excluded.request_id,
        created_at = now(), expires_at = excluded.expires_at
    where idempotency_keys.expires_at <= now()
  returning request_id`;

/** Inserts the pending record, one row per row of `source`. */
const insertRecord = (sql: Sql | Tx, r: NewRequest, source: ReturnType<typeof funded>) => sql`
  insert into requests (id, account_id, operation, resource_id, idempotency_key, request_hash, input, credits, expires_at)
  select ${r.id}, ${r.accountId}, ${r.operation}, ${r.resourceId}, ${r.idempotencyKey}, ${r.requestHash},
         ${sql.json(r.input as never)}::jsonb, ${r.credits}::int, now() + ${RETENTION}::interval
  ${source}
  returning *`;

/**
 * Inserts the pending record when the balance covers it. When it does not, the attempt is terminal at once: the
 * record is stored failed with its 402 problem (nothing charged), like a 402 decided later at the debit, so the
 * same key and body replay the same answer whichever step decided it.
 */
async function insertRequest(tx: Tx, r: NewRequest): Promise<Claim> {
  // The balance check and the insert in one round trip; the balance is read again only to word the refusal.
  const [row] = await tx<RequestRow[]>`${insertRecord(tx, r, funded(tx, r))}`;
  if (row) return { kind: 'created', request: row };
  const [account] = await tx<{ balance: number }[]>`select balance from accounts where id = ${r.accountId}`;
  const problem = buildProblem(
    'insufficient_credits',
    `This request costs ${r.credits} credits; the balance is ${account?.balance ?? 0}.`,
    r.id,
  );
  const [refused] = await tx<RequestRow[]>`
    insert into requests (id, account_id, operation, resource_id, idempotency_key, request_hash, input, credits,
                          status, http_status, error, response_body, completed_at, expires_at)
    values (${r.id}, ${r.accountId}, ${r.operation}, ${r.resourceId}, ${r.idempotencyKey}, ${r.requestHash},
            ${tx.json(r.input as never)}::jsonb, ${r.credits}::int, 'failed', ${problem.status},
            ${tx.json(problem as never)}, ${problemBody(problem)}, now(), now() + ${RETENTION}::interval)
    returning *`;
  return { kind: 'refused', request: refused! };
}

/**
 * Binds an Idempotency-Key to a request record, atomically. A fresh or expired key creates the record; the same
 * body finds the earlier attempt (pending, or terminal to replay); a different body is a mismatch. An attempt
 * that ended in a 5xx is never replayed: the next call with the key becomes a new attempt.
 */
export async function claimRequest(
  sql: Sql,
  r: NewRequest,
  /**
   * Runs in the claim's transaction only when a new attempt is created, before its record: it may refuse (throw,
   * and nothing is written) or fix the price from state read under the same transaction.
   */
  beforeCreate?: (tx: Tx) => Promise<{ credits: number } | void>,
): Promise<Claim> {
  if (!beforeCreate) {
    // The common case in one statement, so one round trip and no BEGIN/COMMIT: a fresh (or expired) key on a funded
    // account binds the key and creates the record together, or neither. Anything else (a key already bound, a
    // balance too low) writes nothing here and is sorted out by the transaction below, which words the answer.
    const [created] = await sql<RequestRow[]>`
      with claimed as (${bindKey(sql, r, funded(sql, r))})
      ${insertRecord(sql, r, sql`from claimed`)}`;
    if (created) return { kind: 'created', request: created };
  }
  const create = async (tx: Tx) => {
    const priced = beforeCreate ? await beforeCreate(tx) : undefined;
    return insertRequest(tx, priced ? { ...r, credits: priced.credits } : r);
  };
  return sql.begin(async (tx) => {
    const claimed = await tx`${bindKey(tx, r, null)}`;
    if (claimed.length === 1) return create(tx);

    const [bound] = await tx<(RequestRow & { bound_hash: string })[]>`
      select r.*, k.request_hash as bound_hash
      from idempotency_keys k left join requests r on r.id = k.request_id
      where k.account_id = ${r.accountId} and k.key = ${r.idempotencyKey}
      for update of k`;
    if (!bound || bound.bound_hash !== r.requestHash) return { kind: 'mismatch' };
    // bound.id is null when retention already removed the record the key pointed at.
    if (bound.id !== null && bound.status === 'pending') return { kind: 'pending', request: bound };
    if (bound.id !== null && (bound.http_status ?? 500) < 500) return { kind: 'replay', request: bound };

    const claim = await create(tx);
    await tx`
      update idempotency_keys set request_id = ${r.id}, request_hash = ${r.requestHash}
      where account_id = ${r.accountId} and key = ${r.idempotencyKey}`;
    return claim;
  });
}

export async function findRequest(sql: Sql, accountId: string, id: string): Promise<RequestRow | undefined> {
  if (!isId('req', id)) return undefined;
  const [row] = await sql<RequestRow[]>`
    select * from requests where id = ${id} and account_id = ${accountId} and expires_at > now()`;
  return row;
}

export async function findRequestById(sql: Sql, id: string): Promise<RequestRow | undefined> {
  const [row] = await sql<RequestRow[]>`select * from requests where id = ${id}`;
  return row;
}

/** A request's stored answer alone: what a billable route sends once the workflow's write is done. */
export async function findStoredAnswer(
  sql: Sql,
  id: string,
): Promise<Pick<RequestRow, 'id' | 'status' | 'http_status' | 'response_body'> | undefined> {
  const [row] = await sql<Pick<RequestRow, 'id' | 'status' | 'http_status' | 'response_body'>[]>`
    select id, status, http_status, response_body from requests where id = ${id}`;
  return row;
}

/** What a terminal write did: the operation it ended, and the webhook deliveries to start after the commit. */
export interface Terminal {
  operation: string;
  deliveries: DeliveryStart[];
}

/**
 * Terminal writes apply once: a retried activity finds the record no longer pending and changes nothing. The
 * request's event (request.completed, .partial or .failed, carrying the record as GET /v1/requests/{id} serves
 * it) is written in the same transaction. Returns null when the record already was terminal.
 */
export async function completeRequest(
  tx: Tx,
  id: string,
  status: CompletedStatus,
  httpStatus: number,
  body: string,
): Promise<Terminal | null> {
  const [row] = await tx<Written[]>`
    with done as (
      update requests set status = ${status}, http_status = ${httpStatus}, response_body = ${body}, completed_at = now()
      where id = ${id} and status = 'pending'
      returning *
    )
    select done.*, ${subscribedEndpoints(tx, tx`done.account_id`, REQUEST_EVENTS[status])} as endpoint_ids
    from done cross join lateral (select pg_notify(${REQUEST_DONE_CHANNEL}, done.id)) as notified`;
  return row ? terminal(tx, row) : null;
}

/** A terminal write's row, with the endpoints its event goes to (read in the same statement). */
type Written = RequestRow & { endpoint_ids: string[] };

/**
 * The channel every terminal write notifies with the request's id: PostgreSQL delivers it when the write commits,
 * and an API waiting for that request reads the stored answer at once (api/completions.ts, decision 035).
 */
export const REQUEST_DONE_CHANNEL = 'cgs_request_done';

const REQUEST_EVENTS = {
  completed: 'request.completed',
  partial: 'request.partial',
  failed: 'request.failed',
} as const satisfies Record<Exclude<RequestStatus, 'pending'>, string>;

async function terminal(tx: Tx, written: Written): Promise<Terminal> {
  const { endpoint_ids: endpoints, ...row } = written;
  const type = REQUEST_EVENTS[row.status as Exclude<RequestStatus, 'pending'>];
  // The event carries the record as GET /v1/requests/{id} serves it, built only when an endpoint listens.
  const deliveries = await writeEvent(tx, endpoints, {
    accountId: row.account_id,
    type,
    subjectId: row.id,
    data: () => requestView(row),
  });
  return { operation: row.operation, deliveries };
}

/** GET /v1/requests/{id}: the record as a partner reads it, and the data of its webhook events. */
export function requestView(row: RequestRow) {
  const terminal = row.status !== 'pending';
  const body = row.response_body === null ? null : (JSON.parse(row.response_body) as unknown);
  return {
    object: 'request',
    id: row.id,
    operation: row.operation,
    status: row.status,
    http_status: row.http_status,
    resource_id: row.status === 'completed' || row.status === 'partial' ? row.resource_id : null,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
    expires_at: row.expires_at.toISOString(),
    usage: {
      credits_charged: row.credits_charged,
      credits_refunded: row.credits_refunded,
      net_credits: row.credits_charged - row.credits_refunded,
    },
    credits_refunded: row.credits_refunded,
    refund_pending: refundPending(row),
    result: terminal && row.status !== 'failed' ? body : null,
    error: row.error,
    quality_findings: row.quality_findings ?? [],
  };
}

/** Keeps what the quality guard found in a first answer that the provider's repair round then fixed. */
export async function recordQualityFindings(sql: Sql | Tx, id: string, findings: string[]): Promise<void> {
  await sql`update requests set quality_findings = ${sql.json(findings as never)} where id = ${id}`;
}

/** The stored answer of a failed request: its problem document. */
export const problemBody = (problem: Problem): string => JSON.stringify(problem);

/** Stores the problem as the request's answer, with its request.failed event; null when already terminal. */
export async function failRequest(tx: Tx, id: string, problem: Problem): Promise<Terminal | null> {
  const [row] = await tx<Written[]>`
    with done as (
      update requests set status = 'failed', http_status = ${problem.status}, error = ${tx.json(problem as never)},
        response_body = ${problemBody(problem)}, completed_at = now()
      where id = ${id} and status = 'pending'
      returning *
    )
    select done.*, ${subscribedEndpoints(tx, tx`done.account_id`, REQUEST_EVENTS.failed)} as endpoint_ids
    from done cross join lateral (select pg_notify(${REQUEST_DONE_CHANNEL}, done.id)) as notified`;
  return row ? terminal(tx, row) : null;
}

export async function listRecentRequests(
  sql: Sql,
  accountId: string,
  limit: number,
  after: KeysetPosition | null,
): Promise<(RequestRow & { position_ts: string })[]> {
  // The position keeps microseconds: two attempts in one millisecond must not be skipped or repeated.
  return sql<(RequestRow & { position_ts: string })[]>`
    select *, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position_ts
    from requests
    where account_id = ${accountId} and expires_at > now()
      -- ::text first: a parameter typed timestamptz is serialized through a JS Date, losing microseconds.
      ${after ? sql`and (created_at, id) < (${after.created_at}::text::timestamptz, ${after.id})` : sql``}
    order by created_at desc, id desc
    limit ${limit}`;
}

export async function usageTotals(
  sql: Sql,
  accountId: string,
  window: number,
): Promise<{ gross: number; net: number }> {
  const [row] = await sql<{ gross: number; net: number }[]>`
    select coalesce(sum(credits_charged), 0)::int as gross,
           coalesce(sum(credits_charged - credits_refunded), 0)::int as net
    from (select credits_charged, credits_refunded from requests
          where account_id = ${accountId} and expires_at > now()
          order by created_at desc, id desc limit ${window}) recent`;
  return row!;
}

/** Retention: terminal records, their idempotency keys and payloads go after 30 days. */
export async function purgeExpired(sql: Sql): Promise<{ requests: number; keys: number }> {
  return sql.begin(async (tx) => {
    const keys = await tx`delete from idempotency_keys where expires_at <= now() returning key`;
    const requests =
      await tx`delete from requests where expires_at <= now() and status <> 'pending' returning id`;
    return { requests: requests.length, keys: keys.length };
  });
}
