import type { Sql } from '../db/client';
import { closedPort, freePort } from '../scripts/stack/processes';
import { startApi, startWorker } from '../scripts/stack/services';
import { balanceOf, call, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { readStack, serviceEnv } from './helpers/stack-file';

jest.setTimeout(120_000);

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

describe('what an orchestrator probes', () => {
  it('/healthz and /readyz answer 200 with their bodies on a healthy stack, without a key', async () => {
    const live = await call('GET', '/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', temporal: 'ok', draining: false },
    });
    expect((await call('POST', '/readyz')).status).toBe(405);
  });

  it('an API whose Temporal is away starts, is live but not ready, and answers a billable POST 503 with nothing charged', async () => {
    const stack = readStack();
    const port = await freePort();
    const dead = await closedPort();
    const env = { ...serviceEnv(stack, 'test-no-temporal'), TEMPORAL_ADDRESS: `127.0.0.1:${dead}` };
    const api = await startApi(env, `${stack.logsDir}/health-no-temporal-api.log`, port);
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      expect((await call('GET', '/healthz', { baseUrl })).status).toBe(200);
      const ready = await call('GET', '/readyz', { baseUrl });
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ code: 'service_unavailable', status: 503 });
      expect(ready.body.detail).toContain('Temporal');
      expect(ready.headers.get('retry-after')).toBe('1');

      const { key, accountId } = await newAccount(sql, 10);
      const res = await call('POST', '/v1/copy-generations', {
        key,
        baseUrl,
        idempotencyKey: uniqueKey('away'),
        body: { description: 'قهوة مختصة في الرياض، خصم 20% على أول طلب.', market: 'SA' },
      });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'service_unavailable' });
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await balanceOf(sql, accountId)).toBe(10);
    } finally {
      await api.stop();
    }
  });

  it('a stopping API fails /readyz for SHUTDOWN_DELAY_MS while it still answers, then closes', async () => {
    const stack = readStack();
    const port = await freePort();
    const env = { ...serviceEnv(stack, stack.taskQueue), SHUTDOWN_DELAY_MS: '1500' };
    const api = await startApi(env, `${stack.logsDir}/health-drain-api.log`, port);
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      expect((await call('GET', '/readyz', { baseUrl })).status).toBe(200);
      api.child.kill('SIGTERM');
      await until(
        'readiness to fail',
        async () => (await call('GET', '/readyz', { baseUrl })).status === 503,
      );
      const draining = await call('GET', '/readyz', { baseUrl });
      expect(draining.body.detail).toContain('draining');
      expect((await call('GET', '/healthz', { baseUrl })).status).toBe(200);
      expect((await call('GET', '/v1/capabilities', { baseUrl })).status).toBe(200);
      expect(await api.exited).toBe(0);
      await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
    } finally {
      await api.stop();
    }
  });

  it('a worker with a metrics port is ready while it polls, and drains on SIGTERM', async () => {
    const stack = readStack();
    const port = await freePort();
    const worker = await startWorker(
      { ...serviceEnv(stack, `test-health-${Date.now()}`), WORKER_METRICS_PORT: String(port) },
      `${stack.logsDir}/health-worker.log`,
    );
    try {
      await until(
        'the worker to be ready',
        async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200,
        60_000,
      );
      expect(await (await fetch(`http://127.0.0.1:${port}/readyz`)).text()).toBe('RUNNING\n');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    } finally {
      await worker.stop();
    }
  });
});
