import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { createSql } from '../../db/client';
import { migrate } from '../../db/migrate';
import { startEmbeddedPostgres } from './postgres';
import { freePort, StopList } from './processes';
import { ROOT } from './services';
import { startTemporalDevServer } from './temporal';

export interface FreshStack {
  databaseUrl: string;
  temporalAddress: string;
  /** Workflows bundled once, so that every worker started on this stack skips bundling. */
  bundlePath: string;
  logsDir: string;
  /** Process ids of the servers, by name (benchmarks account CPU to them). */
  pids: Record<string, number>;
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
export async function startFreshStack(
  dir: string,
  ports: { postgres?: number; temporal?: number } = {},
): Promise<FreshStack> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const logsDir = path.join(dir, 'logs');
  const stops = new StopList();
  // Whatever fails (either server, the bundle, the migrations), what did come up is stopped before the throw.
  const [pg, temporal, bundle] = await stops.startAll([
    startEmbeddedPostgres({
      dataDir: path.join(dir, 'postgres'),
      port: ports.postgres ?? (await freePort()),
      fresh: true,
      logFile: path.join(logsDir, 'postgres.log'),
    }),
    startTemporalDevServer({
      root: ROOT,
      port: ports.temporal ?? (await freePort()),
      uiPort: null,
      dbFile: path.join(dir, 'temporal.db'),
      logFile: path.join(logsDir, 'temporal.log'),
    }),
    bundleWorkflowCode({ workflowsPath: path.join(ROOT, 'workflows'), logger: quiet }).then((b) => ({
      ...b,
      stop: async () => undefined,
    })),
  ] as const);
  const bundlePath = path.join(dir, 'workflow-bundle.js');
  try {
    writeFileSync(bundlePath, bundle.code);
    const sql = createSql(pg.url, 1);
    await migrate(sql).finally(() => sql.end({ timeout: 5 }));
  } catch (err) {
    await stops.stopAll();
    throw err;
  }
  return {
    databaseUrl: pg.url,
    temporalAddress: temporal.address,
    bundlePath,
    logsDir,
    pids: {
      postgres: pg.service.child.pid ?? 0,
      ...(temporal.pid ? { 'temporal-dev-server': temporal.pid } : {}),
    },
    stop: () => stops.stopAll(),
  };
}
