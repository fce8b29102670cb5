import {
  abandon,
  billingSaga,
  whole,
  type Charge,
  type Production,
  type SagaOutcome,
  type SagaSteps,
} from '../contract/billing-saga';
import { problemFrom } from '../contract/failures';
import { bookkeeping } from './activity-options';

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

/**
 * How a billable workflow ends. `body` is the stored answer, byte for byte, when the workflow's own write
 * stored it: the API sends it without reading the record again. Absent (a retried write that found the record
 * terminal, a history from an older release), the API reads the record.
 */
export type BillableOutcome = SagaOutcome;

/** Stores a receipt; an operation that writes more in the same transaction (a saved snippet) brings its own. */
type Store<Body = unknown> = SagaSteps<Body>['store'];

/** The saga's writes as the worker's bookkeeping activities. */
function activitySteps<Body>(args: BillableArgs<unknown>, store: Store<Body>): SagaSteps<Body> {
  return {
    debit: bookkeeping.debitCredits,
    refund: bookkeeping.refundCredits,
    store,
    fail: (problem) => bookkeeping.failRequest({ requestId: args.requestId, problem }),
    problemOf: (err) => problemFrom(err, args.requestId),
  };
}

const storeReceipt =
  (args: BillableArgs<unknown>): Store =>
  (receipt) =>
    bookkeeping.completeRequest({ requestId: args.requestId, ...receipt });

/** The billing saga (decision 003) with its writes as the worker's bookkeeping activities. */
export function runSaga<TInput, Body = unknown>(
  args: BillableArgs<TInput>,
  work: (charge: Charge) => Promise<Production<Body>>,
  store: Store<Body> = storeReceipt(args),
): Promise<BillableOutcome> {
  return billingSaga(args, activitySteps(args, store), work);
}

/** The saga's way out when work done outside it failed: the whole debit refunded, the problem stored. */
export function refundAndFail(args: BillableArgs<unknown>, err: unknown): Promise<BillableOutcome> {
  return abandon(args, activitySteps(args, storeReceipt(args)), err);
}

/** The saga of an operation with one part: its work's answer is the receipt. */
export function runBillable<TInput, Body = unknown>(
  args: BillableArgs<TInput>,
  produce: (charge: Charge) => Promise<{ httpStatus: number; body: Body }>,
  store?: Store<Body>,
): Promise<BillableOutcome> {
  return runSaga(args, async (charge) => whole(await produce(charge)), store);
}
