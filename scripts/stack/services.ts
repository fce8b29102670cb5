import path from 'node:path';
import { startService, waitForHttp, type Service } from './processes';

export const ROOT = path.resolve(__dirname, '..', '..');

/** Runs a TypeScript entry point with Node through tsx, as `npm run dev` and the tests do. */
export function startTsService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  logFile: string | null,
  nodeArgs: string[] = [],
): Service {
  return startService(name, process.execPath, [...nodeArgs, '--import', 'tsx', path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    logFile,
  });
}

/** `nodeArgs` go to Node before the entry (the profiler's `--cpu-prof`). */
export async function startWorker(
  env: NodeJS.ProcessEnv,
  logFile: string | null,
  nodeArgs: string[] = [],
): Promise<Service> {
  return startTsService('worker', 'worker/main.ts', env, logFile, nodeArgs);
}

export async function startApi(
  env: NodeJS.ProcessEnv,
  logFile: string | null,
  port: number,
  nodeArgs: string[] = [],
): Promise<Service> {
  const api = startTsService('api', 'api/main.ts', { ...env, PORT: String(port) }, logFile, nodeArgs);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/v1/capabilities`, api);
  } catch (err) {
    await api.stop();
    throw err;
  }
  return api;
}
