import type { Sql, Tx } from './client';
import type { DeliveryStart } from './webhooks';

/** Starts the delivery workflows of events a committed transaction wrote, without waiting for them. */
export interface DeliveryDispatch {
  dispatch(deliveries: DeliveryStart[]): void;
}

/** A transaction's writes; `emit` names the deliveries of the events it wrote, started once it has committed. */
export type Write<T> = (tx: Tx, emit: (deliveries: DeliveryStart[]) => void) => Promise<T>;

export type Commit = <T>(write: Write<T>) => Promise<T>;

/**
 * The one way a state change and its events are written: one transaction, then its deliveries dispatched once
 * it has committed, never before (a rolled-back write announces nothing) and never forgotten by a caller.
 */
export function createCommit(sql: Sql, events: DeliveryDispatch): Commit {
  return async <T>(write: Write<T>) => {
    let deliveries: DeliveryStart[] = [];
    const result = await sql.begin((tx) => {
      deliveries = [];
      return write(tx, (emitted) => deliveries.push(...emitted));
    });
    events.dispatch(deliveries);
    return result as T;
  };
}
