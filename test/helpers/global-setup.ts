import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFreshStack } from '../../scripts/stack/fresh-stack';
import { freePort, type Service } from '../../scripts/stack/processes';
import { startApi, startWorker } from '../../scripts/stack/services';
import { serviceEnv, STACK_FILE, TEST_ROOT, type StackInfo } from './stack-file';

declare global {
  var __stackStops: Array<() => Promise<void>> | undefined;
}

/** Starts the real stack once per `npm test`: PostgreSQL, Temporal, one worker and one API, on free ports. */
export default async function globalSetup(): Promise<void> {
  const stops: Array<() => Promise<void>> = [];
  globalThis.__stackStops = stops;
  const fresh = await startFreshStack(TEST_ROOT);
  stops.push(fresh.stop);
  const apiPort = await freePort();
  const stack: StackInfo = {
    databaseUrl: fresh.databaseUrl,
    temporalAddress: fresh.temporalAddress,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    taskQueue: 'test-default',
    bundlePath: fresh.bundlePath,
    cursorSecret: randomBytes(32).toString('hex'),
    logsDir: fresh.logsDir,
    mediaDir: path.join(TEST_ROOT, 'media'),
  };
  const env = serviceEnv(stack, stack.taskQueue);
  const worker: Service = await startWorker(env, path.join(fresh.logsDir, 'worker.log'));
  stops.push(() => worker.stop());
  const api: Service = await startApi(env, path.join(fresh.logsDir, 'api.log'), apiPort);
  stops.push(() => api.stop());
  writeFileSync(STACK_FILE, JSON.stringify(stack, null, 2));
}
