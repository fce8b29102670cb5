import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { freePort, type Service } from '../../scripts/stack/processes';
import { startApi, startWorker } from '../../scripts/stack/services';
import { startFakeProvider, type FakeAnswer, type FakeProvider } from './fake-provider';
import { readStack, serviceEnv } from './stack-file';

export interface ExtraStack {
  apiUrl: string;
  taskQueue: string;
  worker: Service;
  api: Service;
  env: NodeJS.ProcessEnv;
  restartWorker(): Promise<void>;
  /** Starts the API again on its port, with `overrides` on top of its environment (a knob turned off, say). */
  restartApi(overrides?: NodeJS.ProcessEnv): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A worker and an API of their own (own task queue, own port), on the shared PostgreSQL and Temporal: for
 * tests that kill processes or configure another provider without disturbing other tests.
 */
export async function startExtraStack(name: string, env: NodeJS.ProcessEnv = {}): Promise<ExtraStack> {
  const stack = readStack();
  const taskQueue = `test-${name}-${process.pid}-${Date.now()}`;
  const port = await freePort();
  const fullEnv = { ...serviceEnv(stack, taskQueue), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...env };
  const logs = (what: string) => path.join(stack.logsDir, `${name}-${what}.log`);
  const worker = await startWorker(fullEnv, logs('worker'));
  const api = await startApi(fullEnv, logs('api'), port).catch(async (err: unknown) => {
    await worker.stop();
    throw err;
  });
  const extra: ExtraStack = {
    apiUrl: `http://127.0.0.1:${port}`,
    taskQueue,
    env: fullEnv,
    worker,
    api,
    async restartWorker() {
      extra.worker = await startWorker(fullEnv, logs('worker'));
    },
    async restartApi(overrides = {}) {
      extra.api = await startApi({ ...fullEnv, ...overrides }, logs('api'), port);
    },
    async stop() {
      await Promise.all([extra.api.stop(), extra.worker.stop()]);
      // The worker made its queue's Schedules; nothing would run them once this queue has no worker.
      const connection = await Connection.connect({ address: stack.temporalAddress });
      try {
        const client = new Client({ connection });
        for (const schedule of ['refund-reconciler', 'webhook-dispatch', 'retention'])
          await client.schedule
            .getHandle(`${schedule}-${taskQueue}`)
            .delete()
            .catch(() => undefined);
      } finally {
        await connection.close();
      }
    },
  };
  return extra;
}

/**
 * For a describe block: a fake provider answering `answer`, and an extra stack configured against it by `env`,
 * started before its tests and stopped after them.
 */
export function useFakeProviderStack(
  name: string,
  answer: FakeAnswer,
  env: (fakeUrl: string) => NodeJS.ProcessEnv,
): { fake: FakeProvider; stack: ExtraStack } {
  const ctx = {} as { fake: FakeProvider; stack: ExtraStack };
  beforeAll(async () => {
    ctx.fake = await startFakeProvider();
    ctx.fake.answer(answer);
    ctx.stack = await startExtraStack(name, env(ctx.fake.url));
  });
  afterAll(async () => {
    await ctx.stack?.stop();
    await ctx.fake?.close();
  });
  return ctx;
}
