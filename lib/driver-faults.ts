import type { Logger } from './logger';

/** The host and port of a postgres:// URL (the database the process talks to). */
function databaseAddress(databaseUrl: string): { host: string; port: number } | null {
  try {
    const url = new URL(databaseUrl);
    return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 5432) };
  } catch {
    return null;
  }
}

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether an unhandled rejection is a bare socket error of a connection to our database: what postgres.js 3.4.9
 * can leave unawaited when the database restarts under load (a reconnect refused; the chaos suite saw it once
 * in many runs, with no query of ours attached). Every query that was waiting has been failed with its own error.
 */
export function isDatabaseSocketFault(reason: unknown, databaseUrl: string): boolean {
  const address = databaseAddress(databaseUrl);
  if (!address || !(reason instanceof Error)) return false;
  const e = reason as Error & { code?: string; address?: string; port?: number; syscall?: string };
  const local = (h: string) => (h === 'localhost' ? '127.0.0.1' : h);
  return (
    SOCKET_CODES.has(e.code ?? '') &&
    e.port === address.port &&
    local(e.address ?? '') === local(address.host) &&
    !('query' in e)
  );
}

/**
 * Keeps the process up through the driver's stray socket rejection during a database outage (logged as an
 * error); any other unhandled rejection still ends the process, as Node does by default.
 */
export function surviveDatabaseSocketFaults(logger: Logger, databaseUrl: string): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseSocketFault(reason, databaseUrl)) {
      logger.error(
        { err: reason },
        'stray database socket error from the driver (the database is away); going on',
      );
      return;
    }
    throw reason;
  });
}
