import { ServiceError } from '../contract/errors';
import type { Charge, LedgerMove } from '../contract/billing-saga';
import type { Sql, Tx } from './client';

/**
 * Runs `work` in a transaction: a new one on a pool, or the caller's own when given one (the local copy path
 * refunds and stores its problem in the transaction that debited).
 */
function inTransaction<T>(sql: Sql | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  if ('savepoint' in sql) return work(sql);
  return sql.begin(work) as Promise<T>;
}

export type { Charge, LedgerMove } from '../contract/billing-saga';

/** A ledger move's result, and whether this call wrote the entry (false when it already existed). */
export interface LedgerOutcome {
  charge: Charge;
  written: boolean;
}

/**
 * Debits once per (request, part): a repeated call returns the first debit. The balance update and the entry
 * commit together; a concurrent duplicate loses on the unique entry_key and rolls back its balance change.
 */
export async function debit(sql: Sql, move: LedgerMove): Promise<Charge> {
  return (await debitOnce(sql, move)).charge;
}

export async function debitOnce(sql: Sql | Tx, move: LedgerMove): Promise<LedgerOutcome> {
  const entryKey = `debit:${move.requestId}:${move.part}`;
  // One statement (one round trip) instead of four: the earlier entry if there is one; else the balance update,
  // the entry and the record's total, all or nothing. A concurrent duplicate passes the "no earlier entry" test
  // on its snapshot, then loses on the unique entry_key, and its whole statement (balance change included)
  // fails: the caller's retry reads the first debit.
  const [row] = await sql<{ existing: Charge | null; written: Charge | null; balance: number | null }[]>`
    with existing as (
      select credits, balance_after from ledger_entries where entry_key = ${entryKey}
    ), account as (
      update accounts set balance = balance - ${move.credits}::int
      where id = ${move.accountId} and ${move.credits}::int > 0 and balance >= ${move.credits}::int
        and not exists (select 1 from existing)
      returning balance
    ), entry as (
      insert into ledger_entries (account_id, kind, credits, request_id, part, entry_key, balance_after, note)
      select ${move.accountId}, 'debit', ${move.credits}::int, ${move.requestId}, ${move.part}, ${entryKey},
             account.balance, ${move.note ?? null}::text
      from account
      returning credits, balance_after
    ), record as (
      update requests set credits_charged = credits_charged + ${move.credits}::int
      where id = ${move.requestId} and exists (select 1 from entry)
    )
    select (select row_to_json(e) from existing e) as existing,
           (select row_to_json(n) from entry n) as written,
           (select balance from accounts where id = ${move.accountId}) as balance`;
  if (row!.existing) return { charge: row!.existing, written: false };
  if (row!.written) return { charge: row!.written, written: true };
  if (move.credits === 0) return { charge: { credits: 0, balance_after: row!.balance ?? 0 }, written: false };
  throw new ServiceError(
    'insufficient_credits',
    `This request costs ${move.credits} credits; the balance is lower.`,
  );
}

/**
 * Refunds once per (request, part), never more than the request was debited in total. Returns the refunded
 * amount (0 when nothing was debited) and the balance after it.
 */
export async function refund(sql: Sql, move: LedgerMove): Promise<Charge> {
  return (await refundOnce(sql, move)).charge;
}

export async function refundOnce(sql: Sql | Tx, move: LedgerMove): Promise<LedgerOutcome> {
  const entryKey = `refund:${move.requestId}:${move.part}`;
  return inTransaction(sql, async (tx) => {
    const [existing] = await tx<Charge[]>`
      select credits, balance_after from ledger_entries where entry_key = ${entryKey}`;
    if (existing) return { charge: existing, written: false };
    // Lock the account first so that concurrent refunds of one request see each other's entries.
    const [locked] = await tx<{ balance: number }[]>`
      select balance from accounts where id = ${move.accountId} for update`;
    const [totals] = await tx<{ debited: number; refunded: number }[]>`
      select coalesce(sum(credits) filter (where kind = 'debit'), 0)::int as debited,
             coalesce(sum(credits) filter (where kind = 'refund'), 0)::int as refunded
      from ledger_entries where request_id = ${move.requestId} and account_id = ${move.accountId}`;
    const amount = Math.min(move.credits, totals!.debited - totals!.refunded);
    if (amount <= 0) return { charge: { credits: 0, balance_after: locked?.balance ?? 0 }, written: false };
    const [account] = await tx<{ balance: number }[]>`
      update accounts set balance = balance + ${amount} where id = ${move.accountId} returning balance`;
    await tx`
      insert into ledger_entries (account_id, kind, credits, request_id, part, entry_key, balance_after, note)
      values (${move.accountId}, 'refund', ${amount}, ${move.requestId}, ${move.part}, ${entryKey},
              ${account!.balance}, ${move.note ?? null})`;
    await tx`update requests set credits_refunded = credits_refunded + ${amount} where id = ${move.requestId}`;
    return { charge: { credits: amount, balance_after: account!.balance }, written: true };
  });
}

/** Administrative grant, once per grant key. */
export async function grant(
  sql: Sql,
  accountId: string,
  credits: number,
  grantKey: string,
  note: string | null,
): Promise<Charge> {
  const entryKey = `grant:${accountId}:${grantKey}`;
  return sql.begin(async (tx) => {
    const [existing] = await tx<Charge[]>`
      select credits, balance_after from ledger_entries where entry_key = ${entryKey}`;
    if (existing) return existing;
    const [account] = await tx<{ balance: number }[]>`
      update accounts set balance = balance + ${credits} where id = ${accountId} returning balance`;
    if (!account) throw new ServiceError('not_found', `No account ${accountId}.`);
    await tx`
      insert into ledger_entries (account_id, kind, credits, entry_key, balance_after, note)
      values (${accountId}, 'grant', ${credits}, ${entryKey}, ${account.balance}, ${note})`;
    return { credits, balance_after: account.balance };
  });
}
