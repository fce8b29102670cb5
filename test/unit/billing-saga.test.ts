import {
  billingSaga,
  whole,
  type LedgerMove,
  type Production,
  type SagaSteps,
} from '../../contract/billing-saga';
import { buildProblem, ServiceError, type Problem } from '../../contract/errors';

/** Steps that keep a ledger in memory and write down every call, in order. */
function recorder(opts: { balance: number; debitFails?: boolean; storeFails?: boolean }) {
  const calls: string[] = [];
  let balance = opts.balance;
  const steps: SagaSteps = {
    debit: async (m: LedgerMove) => {
      calls.push(`debit ${m.part} ${m.credits}`);
      if (opts.debitFails) throw new ServiceError('insufficient_credits', 'Not enough credits.');
      balance -= m.credits;
      return { credits: m.credits, balance_after: balance };
    },
    refund: async (m: LedgerMove) => {
      calls.push(`refund ${m.part} ${m.credits} (${m.note})`);
      balance += m.credits;
      return { credits: m.credits, balance_after: balance };
    },
    store: async (r) => {
      calls.push(`store ${r.status} ${r.httpStatus}`);
      if (opts.storeFails) throw new ServiceError('not_found', 'The snippet is gone.');
      return JSON.stringify(r.body);
    },
    fail: async (p: Problem) => {
      calls.push(`fail ${p.code}`);
      return JSON.stringify(p);
    },
    problemOf: (err) =>
      err instanceof ServiceError
        ? buildProblem(err.code, err.message, 'req_1')
        : buildProblem('internal_error', 'The request failed unexpectedly; nothing was charged.', 'req_1'),
  };
  return { steps, calls };
}

const record = { requestId: 'req_1', accountId: 'acc_1', credits: 11 };
const imageFailed: Problem = buildProblem('provider_unavailable', 'The image provider is down.', 'req_1');

describe('the billing saga, as a table of what happens and what is written', () => {
  const rows: Array<{
    name: string;
    opts?: { debitFails?: boolean; storeFails?: boolean };
    work: () => Promise<Production>;
    calls: string[];
    outcome: { status: string; httpStatus: number };
  }> = [
    {
      name: 'work answers: debit, store',
      work: async () => whole({ httpStatus: 201, body: { ok: true } }),
      calls: ['debit main 11', 'store completed 201'],
      outcome: { status: 'completed', httpStatus: 201 },
    },
    {
      name: 'the debit is refused: the problem stored, nothing refunded',
      opts: { debitFails: true },
      work: async () => whole({ httpStatus: 201, body: {} }),
      calls: ['debit main 11', 'fail insufficient_credits'],
      outcome: { status: 'failed', httpStatus: 402 },
    },
    {
      name: 'the work fails: the whole debit refunded, then the problem',
      work: async () => {
        throw new ServiceError('content_rejected', 'No.');
      },
      calls: ['debit main 11', 'refund main 11 (content_rejected)', 'fail content_rejected'],
      outcome: { status: 'failed', httpStatus: 422 },
    },
    {
      name: 'an unexpected error in the work: refunded, internal_error',
      work: async () => {
        throw new TypeError('bug');
      },
      calls: ['debit main 11', 'refund main 11 (internal_error)', 'fail internal_error'],
      outcome: { status: 'failed', httpStatus: 500 },
    },
    {
      name: 'a part fails alone: that part refunded before the receipt is stored',
      work: async () => ({
        failedParts: [{ part: 'image', credits: 4, problem: imageFailed }],
        receipt: (s) => ({ status: 'partial', httpStatus: 207, body: s }),
      }),
      calls: ['debit main 11', 'refund image 4 (provider_unavailable)', 'store partial 207'],
      outcome: { status: 'partial', httpStatus: 207 },
    },
    {
      name: 'two parts fail alone: refunded in the order named',
      work: async () => ({
        failedParts: [
          { part: 'image', credits: 4, problem: imageFailed },
          { part: 'speech', credits: 5, problem: imageFailed },
        ],
        receipt: () => ({ status: 'partial', httpStatus: 207, body: {} }),
      }),
      calls: [
        'debit main 11',
        'refund image 4 (provider_unavailable)',
        'refund speech 5 (provider_unavailable)',
        'store partial 207',
      ],
      outcome: { status: 'partial', httpStatus: 207 },
    },
    {
      name: 'storing is refused: the whole debit refunded, the problem stored',
      opts: { storeFails: true },
      work: async () => whole({ httpStatus: 201, body: {} }),
      calls: ['debit main 11', 'store completed 201', 'refund main 11 (not_found)', 'fail not_found'],
      outcome: { status: 'failed', httpStatus: 404 },
    },
  ];

  it.each(rows)('$name', async (row) => {
    const { steps, calls } = recorder({ balance: 100, ...row.opts });
    const outcome = await billingSaga(record, steps, row.work);
    expect(calls).toEqual(row.calls);
    expect({ status: outcome.status, httpStatus: outcome.httpStatus }).toEqual(row.outcome);
    // The stored text comes back with the outcome: the API answers without reading the record again.
    expect(typeof outcome.body).toBe('string');
  });

  it('hands the receipt the refunds and the balance after the last one', async () => {
    const { steps } = recorder({ balance: 100 });
    const outcome = await billingSaga(record, steps, async () => ({
      failedParts: [
        { part: 'image', credits: 4, problem: imageFailed },
        { part: 'speech', credits: 5, problem: imageFailed },
      ],
      receipt: (s) => ({ status: 'partial', httpStatus: 207, body: s }),
    }));
    const settlement = JSON.parse(outcome.body!);
    expect(settlement.balanceAfter).toBe(98); // 100 − 11 + 4 + 5
    expect(settlement.refunded.map((r: { part: string; refunded: number }) => [r.part, r.refunded])).toEqual([
      ['image', 4],
      ['speech', 5],
    ]);
  });

  it('returns no body when the write found the record already terminal (a retried attempt)', async () => {
    const { steps } = recorder({ balance: 100 });
    const outcome = await billingSaga(record, { ...steps, store: async () => null }, async () =>
      whole({ httpStatus: 201, body: {} }),
    );
    expect(outcome).toEqual({ status: 'completed', httpStatus: 201 });
  });
});
