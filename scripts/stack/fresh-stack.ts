import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { createSql } from '../../db/client';
import { migrate } from '../../db/migrate';
import { startEmbeddedPostgres } from './postgres';
import { freePort } from './processes';
import { ROOT } from './services';
import { startTemporalDevServer } from './temporal';

export interface FreshStack {
  databaseUrl: string;
  temporalAddress: string;
  /** Workflows bundled once, so that every worker started on this stack skips bundling. */
  bundlePath: string;
  logsDir: string;
  stop(): Promise<void>;
}

const quiet = {
  log() {},
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error: (m: string) => console.error(m),
};

/**
 * A new, empty stack in `dir` on free ports (tests, benchmarks): embedded PostgreSQL with migrations applied
 * and a headless Temporal dev server, started in parallel with the workflow bundle.
 */
export async function startFreshStack(dir: string): Promise<FreshStack> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const logsDir = path.join(dir, 'logs');
  const [pgPort, temporalPort] = [await freePort(), await freePort()];
  const [pg, temporal, bundle] = await Promise.all([
    startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: pgPort }),
    startTemporalDevServer({
      root: ROOT,
      port: temporalPort,
      uiPort: null,
      dbFile: path.join(dir, 'temporal.db'),
      logFile: path.join(logsDir, 'temporal.log'),
    }),
    bundleWorkflowCode({ workflowsPath: path.join(ROOT, 'workflows'), logger: quiet }),
  ]);
  const bundlePath = path.join(dir, 'workflow-bundle.js');
  writeFileSync(bundlePath, bundle.code);
  const sql = createSql(pg.url, 1);
  await migrate(sql);
  await sql.end({ timeout: 5 });
  return {
    databaseUrl: pg.url,
    temporalAddress: temporal.address,
    bundlePath,
    logsDir,
    stop: async () => {
      await temporal.stop();
      await pg.stop();
    },
  };
}
