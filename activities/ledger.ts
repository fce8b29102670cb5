import type { Sql } from '../db/client';
import { debit, refund, type Charge, type LedgerMove } from '../db/ledger';
import { translated } from './failure';

export type { Charge, LedgerMove } from '../db/ledger';

/** Exactly-once by the ledger's unique entry keys: a retried or replayed activity returns the first result. */
export function createLedgerActivities({ sql }: { sql: Sql }) {
  return {
    debitCredits: (move: LedgerMove): Promise<Charge> => translated(() => debit(sql, move)),
    refundCredits: (move: LedgerMove): Promise<Charge> => translated(() => refund(sql, move)),
  };
}
