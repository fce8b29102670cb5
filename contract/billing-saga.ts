import type { CompletedStatus, RequestOutcomeStatus } from './requests';
import type { Problem } from './errors';

/** A debit or refund of one part of a request; the ledger keys it by (request, part). */
export interface LedgerMove {
  accountId: string;
  requestId: string;
  part: string;
  credits: number;
  note?: string;
}

/** What a debit or refund did: the credits it moved and the balance after. */
export interface Charge {
  credits: number;
  balance_after: number;
}

/** What every billable run needs of its request record: who pays, how much, and for which record. */
export interface BillableRecord {
  requestId: string;
  accountId: string;
  credits: number;
}

/** A billable operation's answer before it is stored; `Body` is the operation's own answer type. */
export interface Receipt<Body = unknown> {
  status: CompletedStatus;
  httpStatus: number;
  body: Body;
}

/** A part that failed on its own (a campaign's image): refunded under its own ledger part. */
export interface PartFailure {
  part: string;
  credits: number;
  problem: Problem;
}

/** What the per-part refunds gave back, in the order the parts were named, and the balance after the last. */
export interface Settlement {
  refunded: Array<PartFailure & { refunded: number }>;
  balanceAfter: number;
}

/** The work's result: the parts that failed alone, and the receipt to build once they are refunded. */
export interface Production<Body = unknown> {
  failedParts: PartFailure[];
  receipt(settlement: Settlement): Receipt<Body>;
}

/** How a run ended; `body` is the stored answer when this run stored it (absent when it found it stored). */
export interface SagaOutcome {
  status: RequestOutcomeStatus;
  httpStatus: number;
  body?: string;
}

/**
 * The writes the saga makes, bound to where they happen: Temporal activities in a workflow, or one database
 * transaction in the one-transaction local copy. Each is idempotent by the request id (and part).
 */
export interface SagaSteps<Body = unknown> {
  debit(move: LedgerMove): Promise<Charge>;
  refund(move: LedgerMove): Promise<Charge>;
  /** Stores the receipt; returns the stored text when this call stored it. */
  store(receipt: Receipt<Body>): Promise<string | null | void>;
  /** Stores the problem as the answer; returns its text when this call stored it. */
  fail(problem: Problem): Promise<string | null | void>;
  /** The problem the partner sees for a failure of the debit or the work. */
  problemOf(err: unknown): Problem;
}

/**
 * The billing saga of every paid operation (decision 003): debit the whole price before any provider is
 * called; do the work; refund each part that failed alone; store the receipt. When the debit or the work fails,
 * whatever was debited is refunded before the problem is stored. Nothing else moves credits.
 */
export async function billingSaga<Body>(
  record: BillableRecord,
  steps: SagaSteps<Body>,
  work: (charge: Charge) => Promise<Production<Body>>,
): Promise<SagaOutcome> {
  const move = mainMove(record);
  let charge: Charge;
  try {
    charge = await steps.debit(move);
  } catch (err) {
    return stored(steps, steps.problemOf(err));
  }
  try {
    const production = await work(charge);
    const settlement: Settlement = { refunded: [], balanceAfter: charge.balance_after };
    for (const part of production.failedParts) {
      const back = await steps.refund({
        ...move,
        part: part.part,
        credits: part.credits,
        note: part.problem.code,
      });
      settlement.refunded.push({ ...part, refunded: back.credits });
      settlement.balanceAfter = back.balance_after;
    }
    const receipt = production.receipt(settlement);
    const body = await steps.store(receipt);
    return { status: receipt.status, httpStatus: receipt.httpStatus, ...(body ? { body } : {}) };
  } catch (err) {
    return abandon(record, steps, err);
  }
}

/** The saga's way out after a debit: the whole debit refunded (once, whatever was debited), then the problem. */
export async function abandon<Body>(
  record: BillableRecord,
  steps: SagaSteps<Body>,
  err: unknown,
): Promise<SagaOutcome> {
  const problem = steps.problemOf(err);
  await steps.refund({ ...mainMove(record), note: problem.code });
  return stored(steps, problem);
}

const mainMove = ({ accountId, requestId, credits }: BillableRecord): LedgerMove => ({
  accountId,
  requestId,
  part: 'main',
  credits,
});

async function stored<Body>(steps: SagaSteps<Body>, problem: Problem): Promise<SagaOutcome> {
  const body = await steps.fail(problem);
  return { status: 'failed', httpStatus: problem.status, ...(body ? { body } : {}) };
}

/** The production of an operation with one part: its answer is the receipt. */
export function whole<Body>(answer: { httpStatus: number; body: Body }): Production<Body> {
  return { failedParts: [], receipt: () => ({ status: 'completed', ...answer }) };
}
