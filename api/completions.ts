import { randomUUID } from 'node:crypto';
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
  /**
   * Resolves once the request's terminal write has committed, if this process hears of it; `stop` forgets it.
   * Null while this process is not listening (its first attempt failed): the wait then asks for the result at once.
   */
  watch(requestId: string): { committed: Promise<void>; stop(): void } | null;
  /**
   * Settles after the first attempt to listen, or after LISTEN_WAIT_MS if the database is slow to answer: the API
   * starts serving after it, and a request before it only waits for the workflow's result.
   */
  listening: Promise<void>;
}

const LISTEN_RETRY_MS = 5_000;
const LISTEN_WAIT_MS = 3_000;
const PROBE_WAIT_MS = 2_000;

export function listenForCompletions(sql: Sql, logger: Logger): Completions {
  const waiting = new Map<string, Set<() => void>>();
  let listening = false;
  // postgres.js keeps one connection of its own for LISTEN and listens again after that connection is lost; a
  // first attempt that fails (the database away at start) is tried again. Listening counts once a notification sent
  // through the pool has come back: behind a pooler that drops LISTEN (PgBouncer's transaction mode) nothing would,
  // and every answer would wait for the backstop instead of asking for the result at once.
  const probe = `probe:${randomUUID()}`;
  let heard: () => void = () => undefined;
  const listen = async (): Promise<void> => {
    try {
      await sql.listen(REQUEST_DONE_CHANNEL, (id) =>
        id === probe ? heard() : waiting.get(id)?.forEach((resolve) => resolve()),
      );
      const back = new Promise<boolean>((resolve) => {
        heard = () => resolve(true);
        setTimeout(() => resolve(false), PROBE_WAIT_MS).unref();
      });
      await sql`select pg_notify(${REQUEST_DONE_CHANNEL}, ${probe})`;
      listening = await back;
      if (!listening)
        logger.warn(
          'LISTEN hears nothing through this database connection: answers wait for the workflow result',
        );
    } catch (err) {
      logger.warn({ err }, 'not listening for completed requests yet: answers wait for the workflow result');
      setTimeout(() => void listen(), LISTEN_RETRY_MS).unref();
    }
  };
  return {
    listening: Promise.race([
      listen(),
      new Promise<void>((resolve) => setTimeout(resolve, LISTEN_WAIT_MS).unref()),
    ]),
    watch(requestId) {
      if (!listening) return null;
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
