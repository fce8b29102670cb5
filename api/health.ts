import type { Router } from 'express';
import type { Client } from '@temporalio/client';
import { ServiceError } from '../contract/errors';
import type { Sql } from '../db/client';
import { routerFor } from './route-table';

export interface HealthDeps {
  sql: Sql;
  temporal: Client;
  /** True once the process was asked to stop: it finishes what it has, and should get nothing new. */
  draining: () => boolean;
}

const CHECK_TIMEOUT_MS = 1000;

async function within(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>(
    (resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)),
  );
  const ok = check().then(
    () => true,
    () => false,
  );
  return Promise.race([ok, late]).finally(() => clearTimeout(timer));
}

/**
 * What an orchestrator probes. /healthz: the process answers HTTP (liveness; restart it when this fails).
 * /readyz: it can serve a billable request now — PostgreSQL answers, the Temporal frontend is serving, and it is
 * not draining (readiness; route no traffic to it while this fails). Neither needs a key.
 */
export function createHealthRouter(deps: HealthDeps): Router {
  return routerFor(
    {
      liveness: (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json({ status: 'ok' });
      },
      readiness: async (_req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        const [database, temporal] = await Promise.all([
          within(() => deps.sql`select 1`),
          within(() => {
            const { connection } = deps.temporal;
            return connection.withDeadline(Date.now() + CHECK_TIMEOUT_MS, () =>
              connection.workflowService.getSystemInfo({}),
            );
          }),
        ]);
        const draining = deps.draining();
        if (database && temporal && !draining) {
          res.json({ status: 'ready', checks: { database: 'ok', temporal: 'ok', draining: false } });
          return;
        }
        const failing = [
          ...(database ? [] : ['PostgreSQL does not answer']),
          ...(temporal ? [] : ['the Temporal frontend does not answer']),
          ...(draining ? ['this process is draining for a stop'] : []),
        ];
        throw new ServiceError('service_unavailable', `Not ready: ${failing.join('; ')}.`, undefined, 1);
      },
    },
    '',
  );
}
