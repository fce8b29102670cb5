import type { Logger } from 'pino';
import type { Sql } from '../db/client';
import { REQUEST_DONE_CHANNEL } from '../db/requests';

/**
 * The billable requests whose terminal write has committed, as PostgreSQL tells this API (LISTEN on the channel
 * every terminal write notifies, decision 035). A request's answer is its stored record, so the API reads it as soon
 * as it is stored instead of waiting for Temporal's long poll of the workflow's result, which ends about ten
 * milliseconds later; the long poll stays in the race, so an API that hears nothing (the listening connection
 * reconnecting, a write that notifies nothing) answers as before.
 */
export interface Completions {
  /** Resolves once the request's terminal write has committed, if this process hears of it; `stop` forgets it. */
  watch(requestId: string): { committed: Promise<void>; stop(): void };
  /**
   * Settles after the first attempt to listen, or after LISTEN_WAIT_MS if the database is slow to answer: the API
   * starts serving after it, and a request before it only waits for the workflow's result.
   */
  listening: Promise<void>;
}

const LISTEN_RETRY_MS = 5_000;
const LISTEN_WAIT_MS = 3_000;

export function listenForCompletions(sql: Sql, logger: Logger): Completions {
  const waiting = new Map<string, Set<() => void>>();
  // postgres.js keeps one connection of its own for LISTEN and listens again after that connection is lost; a
  // first attempt that fails (the database away at start) is tried again.
  const listen = (): Promise<void> =>
    sql
      .listen(REQUEST_DONE_CHANNEL, (id) => waiting.get(id)?.forEach((resolve) => resolve()))
      .then(
        () => undefined,
        (err: unknown) => {
          logger.warn(
            { err },
            'not listening for completed requests yet: answers wait for the workflow result',
          );
          setTimeout(() => void listen(), LISTEN_RETRY_MS).unref();
        },
      );
  return {
    listening: Promise.race([
      listen(),
      new Promise<void>((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref()),
    ]),
    watch(requestId) {
      let resolve!: () => void;
      const committed = new Promise<void>((r) => (resolve = r));
      const waiters = waiting.get(requestId) ?? new Set();
      waiters.add(resolve);
      waiting.set(requestId, waiters);
      return {
        committed,
        stop() {
          waiters.delete(resolve);
          if (waiters.size === 0 && waiting.get(requestId) === waiters) waiting.delete(requestId);
        },
      };
    },
  };
}
