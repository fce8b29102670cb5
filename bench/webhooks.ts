import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import type { Sql } from '../db/client';
import { claimRequest, completeRequest } from '../db/requests';
import { emitEvent, type DeliveryStart } from '../db/webhooks';
import { createAccount, createKey } from '../db/provisioning';
import { DEFAULT_RETRY_SCHEDULE } from '../contract/webhooks';
import { newId } from '../lib/ids';
import { createLogger } from '../lib/logger';
import { refusedUrls } from '../lib/net/refused-urls';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { freePort, type StopList } from '../scripts/stack/processes';
import { startApi, startWorker } from '../scripts/stack/services';
import { startWebhookReceiver } from '../test/helpers/webhook-receiver';
import { createWebhookDispatcher } from '../webhooks/dispatch';
import { createEndpointManager } from '../webhooks/endpoints';
import { COPY_BODY } from './floor';
import { postJson } from './http';
import { measure, percentileOf, type RunStats } from './stats';

export interface WebhookBench {
  delivery: RunStats;
  /** From the event's commit to its arrival at the receiver, per event. */
  commitToReceipt: { p50: number; p95: number };
  /** The terminal write's transaction on the database, without and with an endpoint listening. */
  terminalWrite: { without: RunStats; with: RunStats };
  /** A copy request end to end (HTTP, Temporal, worker), without and with an endpoint listening. */
  copy: { without: RunStats; with: RunStats };
}

/**
 * Webhooks on their own worker and API (their task queue, the receiver on loopback allowed): events delivered
 * per second with 16 delivery workflows in flight, and what emitting an event adds to a billable request.
 */
export async function webhookBench(opts: {
  env: NodeJS.ProcessEnv;
  sql: Sql;
  secretsKey: string;
  logsDir: string;
  stops: StopList;
  deliveries: number;
  requests: number;
}): Promise<WebhookBench> {
  const receiver = await startWebhookReceiver();
  opts.stops.add(receiver.close);
  const allow = `127.0.0.1:${receiver.port}`;
  const taskQueue = 'bench-webhooks';
  const env = {
    ...opts.env,
    TEMPORAL_TASK_QUEUE: taskQueue,
    UPLOAD_TEST_ALLOW_HOSTS: allow,
    UPLOAD_TEST_CA_FILE: receiver.caFile,
  };
  const worker = await startWorker(env, path.join(opts.logsDir, 'worker-webhooks.log'));
  opts.stops.add(() => worker.stop());
  const port = await freePort();
  const api = await startApi(env, path.join(opts.logsDir, 'api-webhooks.log'), port);
  opts.stops.add(() => api.stop());
  const connection = await Connection.connect({ address: String(opts.env.TEMPORAL_ADDRESS) });
  opts.stops.add(() => connection.close());
  const temporal = new Client({ connection });
  const endpoints = createEndpointManager({
    sql: opts.sql,
    secrets: createSecretBox(parseSecretsKey(opts.secretsKey)),
    outbound: { allowHosts: new Set([allow]), refusedUrls: refusedUrls([]) },
  });

  /** An account (its key) with, or without, one endpoint on the receiver listening to every request event. */
  const account = async (listening: boolean) => {
    const acct = await createAccount(opts.sql, 'bench-webhooks', 10_000_000);
    const { key } = await createKey(opts.sql, acct.id);
    if (listening) {
      const pathName = `/bench/${acct.id}`;
      const { secret } = await endpoints.add(acct.id, {
        url: receiver.url(pathName),
        event_types: ['request.completed', 'request.partial', 'request.failed'],
        description: 'bench',
      });
      receiver.listen(pathName, secret);
    }
    return { id: acct.id, key };
  };

  // 1. Deliveries: 16 loops, each emitting an event, starting its workflow and waiting for the workflow's end.
  const listening = await account(true);
  const dispatcher = createWebhookDispatcher({
    sql: opts.sql,
    temporal,
    taskQueue,
    schedule: DEFAULT_RETRY_SCHEDULE,
    logger: createLogger('silent', 'bench'),
  });
  const committed = new Map<string, number>();
  const delivery = await measure(16, opts.deliveries, async (i) => {
    const starts = await opts.sql.begin((tx) =>
      emitEvent(tx, {
        accountId: listening.id,
        type: 'request.completed',
        subjectId: `req_bench_${i}`,
        data: { object: 'request', id: `req_bench_${i}`, status: 'completed' },
      }),
    );
    const [start] = starts;
    const [row] = await opts.sql<{ event_id: string }[]>`
      select event_id from webhook_deliveries where id = ${start!.deliveryId}`;
    committed.set(row!.event_id, Date.now());
    await dispatcher.start(starts);
    const outcome = await temporal.workflow.result(start!.workflowId);
    if (outcome !== 'delivered') throw new Error(`delivery ${start!.deliveryId}: ${String(outcome)}`);
  });
  const received = receiver.received(`/bench/${listening.id}`);
  const lags = received.filter((r) => committed.has(r.id)).map((r) => r.at - committed.get(r.id)!);
  if (received.some((r) => !r.verified.ok)) throw new Error('a bench delivery failed verification');

  // 2. The terminal write's transaction, with and without an endpoint listening (interleaved).
  const quiet = await account(false);
  const pending = async (accountId: string) => {
    const claim = await claimRequest(opts.sql, {
      id: newId('req'),
      accountId,
      operation: 'copy_generation',
      resourceId: newId('cpy'),
      idempotencyKey: newId('req'),
      requestHash: 'bench',
      input: {},
      credits: 1,
    });
    if (claim.kind !== 'created') throw new Error(`claim ${claim.kind}`);
    return claim.request.id;
  };
  const written: DeliveryStart[] = [];
  const writeOnce = async (accountId: string) => {
    const id = await pending(accountId);
    const t = performance.now();
    const done = await opts.sql.begin((tx) => completeRequest(tx, id, 'completed', 201, '{"object":"copy"}'));
    const ms = performance.now() - t;
    written.push(...(done?.deliveries ?? []));
    return ms;
  };
  const writes = { without: [] as number[], with: [] as number[] };
  for (let i = 0; i < opts.requests; i++) {
    writes.without.push(await writeOnce(quiet.id));
    writes.with.push(await writeOnce(listening.id));
  }
  // Their deliveries, delivered before the next measurement rather than by the dispatch Schedule during it.
  await dispatcher.start(written);
  await Promise.all(written.map((d) => temporal.workflow.result(d.workflowId)));

  // 3. A copy request end to end, interleaved the same way.
  const copies = { without: [] as number[], with: [] as number[] };
  const copyOnce = async (key: string, i: number, tag: string) => {
    const t = performance.now();
    await postJson(`http://127.0.0.1:${port}/v1/copy-generations`, key, `bench-wh-${tag}-${i}`, COPY_BODY);
    return performance.now() - t;
  };
  // Each pair waits for the delivery of its event: a delivery still running would slow the next request down.
  const heard = () => receiver.received(`/bench/${listening.id}`).length;
  // Which goes first alternates: the first request after a pause finds the worker's pollers idle.
  const withOne = async (i: number) => {
    const before = heard();
    copies.with.push(await copyOnce(listening.key, i, 'with'));
    while (heard() === before) await new Promise((r) => setTimeout(r, 5));
  };
  for (let i = 0; i < opts.requests; i++) {
    if (i % 2 === 0) {
      copies.without.push(await copyOnce(quiet.key, i, 'without'));
      await withOne(i);
    } else {
      await withOne(i);
      copies.without.push(await copyOnce(quiet.key, i, 'without'));
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const stats = (samples: number[]): RunStats => ({
    requests: samples.length,
    mean: samples.reduce((a, b) => a + b, 0) / samples.length,
    p50: percentileOf(samples, 50),
    p95: percentileOf(samples, 95),
    p99: percentileOf(samples, 99),
    rps: NaN,
  });
  return {
    delivery,
    commitToReceipt: { p50: percentileOf(lags, 50), p95: percentileOf(lags, 95) },
    terminalWrite: { without: stats(writes.without), with: stats(writes.with) },
    copy: { without: stats(copies.without), with: stats(copies.with) },
  };
}

export function printWebhookBench(w: WebhookBench): void {
  const ms = (s: { p50: number; p95: number }) => `p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`;
  console.log('\nWebhooks: signed deliveries to a local HTTPS receiver, one delivery workflow per event');
  console.log(
    `  16 delivery workflows in flight  ${w.delivery.rps.toFixed(1)} events/s delivered (${w.delivery.requests} events; emit + start + deliver + end: ${ms(w.delivery)})`,
  );
  console.log(`  commit to receipt                ${ms(w.commitToReceipt)}`);
  const added = (x: { without: RunStats; with: RunStats }) => x.with.p50 - x.without.p50;
  console.log(
    `  terminal write transaction       without an endpoint ${ms(w.terminalWrite.without)}; with one ${ms(w.terminalWrite.with)}`,
  );
  const emission = added(w.terminalWrite);
  console.log(
    `  added by emitting the event      ${emission.toFixed(2)} ms at p50 (target: under 2 ms) ${emission < 2 ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `  copy request end to end, 1 client without an endpoint ${ms(w.copy.without)}; with one ${ms(w.copy.with)}; difference ${added(w.copy).toFixed(2)} ms at p50`,
  );
}
