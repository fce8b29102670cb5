import type { Sql } from '../db/client';
import { debitOnce, refundOnce, type Charge, type LedgerMove } from '../db/ledger';
import type { Metrics } from '../lib/metrics';
import { translated } from './failure';

export type { Charge, LedgerMove } from '../db/ledger';

/** Exactly-once by the ledger's unique entry keys: a retried or replayed activity returns the first result. */
export function createLedgerActivities({ sql, metrics }: { sql: Sql; metrics?: Metrics | null }) {
  return {
    debitCredits: (move: LedgerMove): Promise<Charge> =>
      translated(async () => {
        const { charge, written } = await debitOnce(sql, move);
        if (written) metrics?.creditsDebited.inc({ part: move.part }, charge.credits);
        return charge;
      }),
    refundCredits: (move: LedgerMove): Promise<Charge> =>
      translated(async () => {
        const { charge, written } = await refundOnce(sql, move);
        if (written) metrics?.creditsRefunded.inc({ part: move.part }, charge.credits);
        return charge;
      }),
  };
}
