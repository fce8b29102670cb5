import { setTimeout as sleep } from 'node:timers/promises';
import type { Request, Response } from 'express';
import { WorkflowIdConflictPolicy, WorkflowIdReusePolicy, type Client } from '@temporalio/client';
import { ServiceError } from '../contract/errors';
import type { Sql, Tx } from '../db/client';
import { claimRequest, findStoredAnswer, type RequestRow } from '../db/requests';
import { canonicalJson, sha256Hex } from '../lib/canonical-json';
import { newId } from '../lib/ids';
import { startOnce } from '../workflows/start-once';
import type { BillableInputs, BillableOperation } from '../contract/billable-operations';
import type { AuthContext } from './auth';
import type { Metrics } from '../lib/metrics';
import type { Completions } from './completions';
import { BILLABLE_OPERATIONS, type BillableWorkflow } from './operations';

export interface BillableDeps {
  sql: Sql;
  temporal: Client;
  taskQueue: string;
  resultWaitMs: number;
  localGeneration: boolean;
  /** Terminal writes as PostgreSQL announces their commit; without it, answers wait for the workflow's result. */
  completions?: Completions | null;
  metrics?: Metrics | null;
}

/**
 * How long a wait that hears commits lets the commit come before it also asks Temporal for the workflow's result
 * (a long poll, the server's and this process's work): a copy's commit comes in tens of milliseconds, hundreds
 * under load; a commit this late, or one this process did not hear, is answered from the result as before.
 */
const RESULT_BACKSTOP_MS = 1_000;

/** What the wait saw first: the terminal write's commit, announced by PostgreSQL. */
const COMMITTED: unique symbol = Symbol('committed');

const RETRY_AFTER_SECONDS = 1;

/** What an answer is made of: the record's stored status and body. */
type StoredAnswer = Pick<RequestRow, 'id' | 'status' | 'http_status' | 'response_body'>;

function sendStored(res: Response, row: StoredAnswer, replayed: boolean): void {
  const status = row.http_status!;
  res.setHeader('X-Request-Id', row.id);
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  res
    .status(status)
    .type(status >= 400 ? 'application/problem+json' : 'application/json')
    .send(row.response_body);
}

/**
 * The input stored with a record this operation claimed: its route parsed and wrote it. A key sent again for
 * another operation never reaches here (the request hash names the operation), so the type is the operation's.
 */
function storedInput<Op extends BillableOperation>(_operation: Op, row: RequestRow): BillableInputs[Op] {
  return row.input as BillableInputs[Op];
}

/** One billable request as its route parsed it: the operation, its input and price, and the caller's key. */
export interface BillableSpec<Op extends BillableOperation> {
  operation: Op;
  credits: number;
  input: BillableInputs[Op];
  idempotencyKey: string;
  /** What the path adds to the body's identity (the ad id): the same key and body for another ad is a mismatch. */
  hashExtra?: string;
  /** Checks and price that depend on state, run inside the claim when a new attempt is created. */
  beforeCreate?: (tx: Tx, requestId: string) => Promise<{ credits: number } | void>;
}

export function createBillableRunner(deps: BillableDeps) {
  /** Starts the request's workflow, or attaches to it: the workflow id is the request id, never reused. */
  async function ensureStarted<Op extends BillableOperation>(operation: Op, row: RequestRow) {
    const { workflow, localWorkflow } = BILLABLE_OPERATIONS[operation];
    const chosen = (deps.localGeneration && localWorkflow) || workflow;
    const started = await startOnce(() =>
      deps.temporal.workflow.start(chosen, {
        taskQueue: deps.taskQueue,
        workflowId: row.id,
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
        args: [
          {
            requestId: row.id,
            accountId: row.account_id,
            resourceId: row.resource_id,
            credits: row.credits,
            input: storedInput(operation, row),
            localGeneration: deps.localGeneration,
          },
        ],
      }),
    );
    return started ?? deps.temporal.workflow.getHandle<BillableWorkflow<Op>>(row.id);
  }

  async function waitForOutcome(operation: BillableOperation, row: RequestRow): Promise<StoredAnswer | null> {
    // Watched before the start: the commit may come before the start's own answer does.
    const commit = deps.completions?.watch(row.id);
    const polling = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      const handle = await ensureStarted(operation, row);
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), deps.resultWaitMs);
      });
      // While this API hears commits, the workflow's result is only the backstop: asked for when the commit is late.
      const asked = commit
        ? sleep(RESULT_BACKSTOP_MS, undefined, { signal: polling.signal })
        : Promise.resolve();
      const result = asked.then(() => deps.temporal.withAbortSignal(polling.signal, () => handle.result()));
      const outcome = await Promise.race([
        result,
        timeout,
        ...(commit ? [commit.committed.then((): typeof COMMITTED => COMMITTED)] : []),
      ]);
      const via = outcome === null ? 'timeout' : outcome === COMMITTED ? 'commit' : 'result';
      deps.metrics?.billableAnswers.inc({ operation, via });
      if (outcome === null) return null;
      // The record holds the answer the workflow's own write stored, as the workflow's result would carry it.
      if (outcome === COMMITTED) return (await findStoredAnswer(deps.sql, row.id)) ?? null;
      // The body the workflow's own write stored comes back with its result; otherwise the record has it.
      if (typeof outcome.body === 'string') {
        return {
          id: row.id,
          status: outcome.status,
          http_status: outcome.httpStatus,
          response_body: outcome.body,
        };
      }
      return (await findStoredAnswer(deps.sql, row.id)) ?? null;
    } finally {
      // The long poll is not left running on the server once the answer is known (or the wait is over).
      polling.abort();
      commit?.stop();
      clearTimeout(timer);
    }
  }

  /**
   * The idempotent path of every billable POST: claim the key, then either replay the stored receipt, report
   * the attempt in progress, or run the workflow and answer with the receipt it stored.
   */
  return async function runBillableRequest<Op extends BillableOperation>(
    req: Request,
    res: Response,
    spec: BillableSpec<Op>,
  ): Promise<void> {
    const auth = res.locals.auth as AuthContext;
    const claim = await claimRequest(
      deps.sql,
      {
        id: res.locals.requestId,
        accountId: auth.accountId,
        operation: spec.operation,
        resourceId: newId(BILLABLE_OPERATIONS[spec.operation].resourcePrefix),
        idempotencyKey: spec.idempotencyKey,
        requestHash: sha256Hex(
          `${spec.operation}\n${spec.hashExtra ? `${spec.hashExtra}\n` : ''}${canonicalJson(req.body ?? {})}`,
        ),
        input: spec.input,
        credits: spec.credits,
      },
      spec.beforeCreate && ((tx) => spec.beforeCreate!(tx, res.locals.requestId)),
    );
    if (claim.kind === 'mismatch') {
      throw new ServiceError(
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request body.',
      );
    }
    if (claim.kind === 'replay') return sendStored(res, claim.request, true);
    if (claim.kind === 'refused') return sendStored(res, claim.request, false);
    if (claim.kind === 'pending') {
      // A client retrying after our crash revives the attempt; the workflow id makes that start idempotent.
      await ensureStarted(spec.operation, claim.request);
      throw new ServiceError(
        'request_in_progress',
        `Request ${claim.request.id} with this Idempotency-Key is still in progress; retry with the same key and body.`,
        undefined,
        RETRY_AFTER_SECONDS,
      );
    }
    const done = await waitForOutcome(spec.operation, claim.request);
    if (!done || done.status === 'pending') {
      throw new ServiceError(
        'request_in_progress',
        `Request ${claim.request.id} is taking longer than usual; retry with the same key and body.`,
        undefined,
        RETRY_AFTER_SECONDS,
      );
    }
    sendStored(res, done, false);
  };
}

export type BillableRunner = ReturnType<typeof createBillableRunner>;
