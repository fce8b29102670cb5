import type { Config } from '../lib/config';

/** A crash the tests cause on purpose (FAULT_INJECTION, refused in production): the process dies right here. */
export function crashPoint(config: Pick<Config, 'faultInjection'>, point: string): void {
  if (config.faultInjection === point) process.kill(process.pid, 'SIGKILL');
}
