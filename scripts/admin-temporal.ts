import type { Config } from '../lib/config';

/**
 * The Temporal frontend the admin CLI signals (`refunds verify|deny`, `webhooks test`): TEMPORAL_ADDRESS when set
 * (production, or a server of one's own); else the dev server of an `npm run dev` that DEV_TEMPORAL_PORT moved, on
 * the address its banner prints; else the default. The CLI and the dev stack beside it read the same variables, so
 * they meet on the same server.
 */
export function adminTemporalAddress(config: Config): string {
  if (config.dev.externalTemporal) return config.temporal.address;
  if (config.dev.temporalPortMoved) return `127.0.0.1:${config.dev.temporalPort}`;
  return config.temporal.address;
}
