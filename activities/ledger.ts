import { ServiceError } from '../contract/errors';
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
        // A template's refund has one door, which moves the draft in the same transaction (decision 030).
        if (move.part === 'template_refund')
          throw new ServiceError('invalid_request', 'A template refund is settled by its verification only.');
        const { charge, written } = await refundOnce(sql, move);
        if (written) metrics?.creditsRefunded.inc({ part: move.part }, charge.credits);
        return charge;
      }),
  };
}
