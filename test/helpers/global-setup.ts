import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleWorkflowCode } from '@temporalio/worker';
import { createSql } from '../../db/client';
import { migrate } from '../../db/migrate';
import { startEmbeddedPostgres } from '../../scripts/stack/postgres';
import { freePort, type Service } from '../../scripts/stack/processes';
import { ROOT, startApi, startWorker } from '../../scripts/stack/services';
import { startTemporalDevServer } from '../../scripts/stack/temporal';
import { serviceEnv, STACK_FILE, TEST_ROOT, type StackInfo } from './stack-file';

declare global {
  var __stackStops: Array<() => Promise<void>> | undefined;
}

/** Starts the real stack once per `npm test`: PostgreSQL, Temporal, one worker and one API, on free ports. */
export default async function globalSetup(): Promise<void> {
  rmSync(TEST_ROOT, { recursive: true, force: true });
  mkdirSync(TEST_ROOT, { recursive: true });
  const logsDir = path.join(TEST_ROOT, 'logs');
  const stops: Array<() => Promise<void>> = [];
  globalThis.__stackStops = stops;

  const [pgPort, temporalPort, apiPort] = [await freePort(), await freePort(), await freePort()];
  const [pg, temporal, bundle] = await Promise.all([
    startEmbeddedPostgres({ dataDir: path.join(TEST_ROOT, 'postgres'), port: pgPort }),
    startTemporalDevServer({
      root: ROOT,
      port: temporalPort,
      uiPort: null,
      dbFile: path.join(TEST_ROOT, 'temporal.db'),
      logFile: path.join(logsDir, 'temporal.log'),
    }),
    bundleWorkflowCode({
      workflowsPath: require.resolve('../../workflows'),
      logger: {
        log: () => undefined,
        trace: () => undefined,
        debug: () => undefined,
        info: () => undefined,
        warn: () => undefined,
        error: (m) => console.error(m),
      },
    }),
  ]);
  stops.push(pg.stop, temporal.stop);
  const bundlePath = path.join(TEST_ROOT, 'workflow-bundle.js');
  writeFileSync(bundlePath, bundle.code);

  const sql = createSql(pg.url, 2);
  await migrate(sql);
  await sql.end({ timeout: 5 });

  const stack: StackInfo = {
    databaseUrl: pg.url,
    temporalAddress: temporal.address,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    taskQueue: 'test-default',
    bundlePath,
    cursorSecret: randomBytes(32).toString('hex'),
    logsDir,
  };
  const env = serviceEnv(stack, stack.taskQueue);
  const worker: Service = await startWorker(env, path.join(logsDir, 'worker.log'));
  stops.push(() => worker.stop());
  const api: Service = await startApi(env, path.join(logsDir, 'api.log'), apiPort);
  stops.push(() => api.stop());
  writeFileSync(STACK_FILE, JSON.stringify(stack, null, 2));
}
