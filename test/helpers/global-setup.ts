import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFreshStack } from '../../scripts/stack/fresh-stack';
import { freePort, StopList, type Service } from '../../scripts/stack/processes';
import { startApi, startWorker } from '../../scripts/stack/services';
import { startFakeGraph } from './fake-graph';
import { serviceEnv, STACK_FILE, TEST_ROOT, type StackInfo } from './stack-file';

declare global {
  var __stack: StopList | undefined;
}

// Beside the test directory, not in it: a fresh stack empties that directory.
const LOCK = path.join(path.dirname(TEST_ROOT), 'test-run.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One test run per checkout: a second one (a `npx jest` beside `npm test`) would start its fresh stack in the
 * same directory and take the first run's PostgreSQL and stack file from under it.
 */
function claimCheckout(stops: StopList): void {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  let holder = NaN;
  try {
    holder = Number(readFileSync(LOCK, 'utf8'));
  } catch {
    // No lock: nobody is running.
  }
  if (Number.isInteger(holder) && holder !== process.pid && alive(holder))
    throw new Error(`Another test run (pid ${holder}) is using ${TEST_ROOT}; wait for it or stop it first.`);
  writeFileSync(LOCK, String(process.pid));
  stops.add(async () => rmSync(LOCK, { force: true }));
}

/** Starts the real stack once per `npm test`: PostgreSQL, Temporal, one worker and one API, on free ports. */
export default async function globalSetup(): Promise<void> {
  const stops = new StopList();
  claimCheckout(stops);
  globalThis.__stack = stops;
  // An interrupted run (Ctrl-C, a CI kill) stops the servers instead of leaving them running.
  stops.stopOnSignals();
  try {
    const fresh = await startFreshStack(TEST_ROOT);
    stops.add(fresh.stop);
    const graph = await startFakeGraph();
    stops.add(graph.close);
    const apiPort = await freePort();
    const stack: StackInfo = {
      databaseUrl: fresh.databaseUrl,
      temporalAddress: fresh.temporalAddress,
      apiUrl: `http://127.0.0.1:${apiPort}`,
      taskQueue: 'test-default',
      bundlePath: fresh.bundlePath,
      cursorSecret: randomBytes(32).toString('hex'),
      secretsKey: randomBytes(32).toString('hex'),
      logsDir: fresh.logsDir,
      mediaDir: path.join(TEST_ROOT, 'media'),
      graphUrl: graph.url,
    };
    const env = serviceEnv(stack, stack.taskQueue);
    const worker: Service = await startWorker(env, path.join(fresh.logsDir, 'worker.log'));
    stops.add(() => worker.stop());
    const api: Service = await startApi(env, path.join(fresh.logsDir, 'api.log'), apiPort);
    stops.add(() => api.stop());
    writeFileSync(STACK_FILE, JSON.stringify(stack, null, 2));
  } catch (err) {
    await stops.stopAll();
    throw err;
  }
}
