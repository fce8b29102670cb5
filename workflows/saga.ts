import {
  ActivityFailure,
  ApplicationFailure,
  ChildWorkflowFailure,
  proxyLocalActivities,
  TimeoutFailure,
} from '@temporalio/workflow';
import type { Activities, Charge } from '../activities';
import { buildProblem, isProblemCode, type FieldError, type Problem } from '../contract/errors';

/** What every billable workflow receives: the request record it serves and the price fixed at acceptance. */
export interface BillableArgs<TInput> {
  requestId: string;
  accountId: string;
  resourceId: string;
  credits: number;
  input: TInput;
  /**
   * True when the worker's generator is in-process and fast (the local engines): generation then runs as a
   * local activity, saving two server round trips. Networked providers run as ordinary activities, with
   * heartbeats and long backoff. Either way it is the same activity function.
   */
  localGeneration: boolean;
}

export interface BillableOutcome {
  status: 'completed' | 'partial' | 'failed';
  httpStatus: number;
  /**
   * The stored answer, byte for byte, when the workflow's own write stored it: the API sends it without reading
   * the record again. Absent, the API reads the record (decision 014).
   */
  body?: string;
}

// Ledger and record writes are short database transactions, idempotent by their keys. They retry for as long
// as it takes: a refund or a terminal record must never be dropped because the database blinked.
const BOOKKEEPING = {
  startToCloseTimeout: '15 seconds',
  retry: { initialInterval: '200 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds' },
} as const;

/** The ledger and request-record activities every billable workflow (campaigns included) uses. */
export const bookkeeping = proxyLocalActivities<Activities>(BOOKKEEPING);
const { debitCredits, refundCredits, completeRequest, failRequest } = bookkeeping;

/** Maps an activity failure to the problem the partner sees; unknown causes become internal_error. */
export function problemFrom(err: unknown, requestId: string): Problem {
  // A campaign's child fails with its activity's failure inside: unwrap both layers.
  const inner = err instanceof ChildWorkflowFailure ? err.cause : err;
  const cause = inner instanceof ActivityFailure ? inner.cause : inner;
  if (cause instanceof ApplicationFailure && isProblemCode(cause.type)) {
    const errors = cause.details?.[0] as FieldError[] | undefined;
    return buildProblem(cause.type, cause.message, requestId, errors);
  }
  if (cause instanceof TimeoutFailure) {
    return buildProblem('provider_unavailable', 'The generation provider did not answer in time.', requestId);
  }
  return buildProblem('internal_error', 'The request failed unexpectedly; nothing was charged.', requestId);
}

/**
 * The saga every billable operation follows: debit before any provider is called, produce the receipt, store
 * it, and on any failure refund the debit before the record is marked failed. Debit and refund are keyed by
 * the request id, so a replayed or retried workflow never moves credits twice.
 */
export async function runBillable<TInput>(
  args: BillableArgs<TInput>,
  produce: (charge: Charge) => Promise<{ httpStatus: number; body: unknown }>,
  /** Stores the receipt; an operation that writes more in the same transaction (a saved snippet) brings its own. */
  finish: (receipt: { httpStatus: number; body: unknown }) => Promise<void> = (receipt) =>
    completeRequest({ requestId: args.requestId, status: 'completed', ...receipt }),
): Promise<BillableOutcome> {
  const move = { accountId: args.accountId, requestId: args.requestId, part: 'main', credits: args.credits };
  let charge: Charge;
  try {
    charge = await debitCredits(move);
  } catch (err) {
    const problem = problemFrom(err, args.requestId);
    await failRequest({ requestId: args.requestId, problem });
    return { status: 'failed', httpStatus: problem.status };
  }
  try {
    const receipt = await produce(charge);
    await finish(receipt);
    return { status: 'completed', httpStatus: receipt.httpStatus };
  } catch (err) {
    const problem = problemFrom(err, args.requestId);
    await refundCredits({ ...move, note: problem.code });
    await failRequest({ requestId: args.requestId, problem });
    return { status: 'failed', httpStatus: problem.status };
  }
}
