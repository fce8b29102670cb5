import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Context } from '@temporalio/activity';
import { Client, Connection } from '@temporalio/client';
import type { temporal } from '@temporalio/proto';
import { bundleWorkflowCode, DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { createSql } from '../db/client';
import { createAccount, createKey } from '../db/provisioning';
import { startCluster } from '../scripts/stack/cluster';
import { ROOT } from '../scripts/stack/services';
import { COPY_BODY } from './floor';
import { floorWorkflow } from './floor-workflows';

/**
 * Where one request's latency goes, hop by hop, at 1 client on the production topology (HOPS_APIS APIs behind the
 * balancer, HOPS_WORKERS workers, the real Temporal server on PostgreSQL): billable copy requests and floor
 * workflows alternately, each split by its workflow history's event times (the history service's clock, the same
 * machine's) and the client's own. The floor's no-op local activity also notes when it was entered.
 *   node --import tsx bench/hops.ts      (HOPS_REQUESTS, 150 of each)
 */
const APIS = Number(process.env.HOPS_APIS ?? 1);
const WORKERS = Number(process.env.HOPS_WORKERS ?? 1);
const N = Number(process.env.HOPS_REQUESTS ?? 150);
const DIR = path.join(ROOT, '.data', 'bench-hops');
const TASK_QUEUE = 'bench-hops-floor';
const now = () => performance.timeOrigin + performance.now();

type HistoryEvent = temporal.api.history.v1.IHistoryEvent;

function eventTime(events: HistoryEvent[], attributes: keyof HistoryEvent): number {
  const event = events.find((e) => e[attributes] != null);
  if (!event?.eventTime) throw new Error(`no ${attributes} in the history`);
  return Number(event.eventTime.seconds) * 1000 + (event.eventTime.nanos ?? 0) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main() {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const quiet = { log() {}, trace() {}, debug() {}, info() {}, warn() {}, error() {} };
  const bundle = await bundleWorkflowCode({ workflowsPath: path.join(ROOT, 'workflows'), logger: quiet });
  // Beside the cluster's directory, which its fresh start empties.
  const bundlePath = `${DIR}-workflow-bundle.js`;
  writeFileSync(bundlePath, bundle.code);
  const env = {
    WORKFLOW_BUNDLE_PATH: bundlePath,
    CURSOR_SECRET: 'bench-secret-bench-secret-0123456789',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_BILLABLE_PER_MINUTE: '1000000',
    RATE_LIMIT_READ_PER_MINUTE: '1000000',
    SECRETS_KEY: randomBytes(32).toString('hex'),
  };
  const cluster = await startCluster({
    dir: DIR,
    fresh: true,
    logs: true,
    env,
    apis: APIS,
    workers: WORKERS,
  });
  const entered = new Map<string, number>();
  try {
    const sql = createSql(cluster.databaseUrl, 1);
    const account = await createAccount(sql, 'bench', 10_000_000);
    const { key } = await createKey(sql, account.id);
    await sql.end({ timeout: 5 });
    const workerConnection = await NativeConnection.connect({ address: cluster.temporalAddress });
    const worker = await Worker.create({
      connection: workerConnection,
      taskQueue: TASK_QUEUE,
      workflowsPath: require.resolve('./floor-workflows'),
      activities: {
        noop: async () => {
          entered.set(Context.current().info.workflowExecution!.workflowId, now());
          return 1;
        },
      },
    });
    const connection = await Connection.connect({ address: cluster.temporalAddress });
    const client = new Client({ connection });
    const run = `${Date.now()}`;
    const copy = async (i: number) => {
      const t0 = now();
      const res = await fetch(`${cluster.apiUrl}/v1/copy-generations`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'idempotency-key': `hops-${run}-${i}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(COPY_BODY),
      });
      await res.text();
      if (res.status !== 201) throw new Error(`copy: ${res.status}`);
      return { t0, t1: now(), id: res.headers.get('x-request-id')! };
    };
    const floor = async (i: number) => {
      const t0 = now();
      const id = `hops-floor-${run}-${i}`;
      await client.workflow.execute(floorWorkflow, { taskQueue: TASK_QUEUE, workflowId: id });
      return { t0, t1: now(), id };
    };
    await worker.runUntil(async () => {
      for (let i = 1; i <= 40; i++) {
        await floor(-i);
        await copy(-i);
      }
      const runs: Record<'floor' | 'copy', { t0: number; t1: number; id: string }[]> = {
        floor: [],
        copy: [],
      };
      for (let i = 0; i < N; i++) {
        runs.floor.push(await floor(i));
        runs.copy.push(await copy(i));
      }
      console.log(
        `Hops at 1 client, ${APIS} API(s) behind the balancer, ${WORKERS} worker(s), median ms of ${N}`,
      );
      for (const [kind, list] of Object.entries(runs)) {
        const hops = new Map<string, number[]>();
        const add = (hop: string, ms: number) => hops.set(hop, [...(hops.get(hop) ?? []), ms]);
        for (const r of list) {
          const events = (await client.workflow.getHandle(r.id).fetchHistory()).events ?? [];
          const started = eventTime(events, 'workflowExecutionStartedEventAttributes');
          const taskStarted = eventTime(events, 'workflowTaskStartedEventAttributes');
          const taskDone = eventTime(events, 'workflowTaskCompletedEventAttributes');
          const done = eventTime(events, 'workflowExecutionCompletedEventAttributes');
          add('total', r.t1 - r.t0);
          add('client sends -> workflow started', started - r.t0);
          add('workflow started -> its task started (dispatch)', taskStarted - started);
          add('task started -> task completed (worker)', taskDone - taskStarted);
          const la = entered.get(r.id);
          if (la !== undefined) add('  of which: task started -> local activity entered', la - taskStarted);
          add('task completed -> workflow completed', done - taskDone);
          add('workflow completed -> client has the answer', r.t1 - done);
        }
        console.log(kind);
        for (const [hop, ms] of hops) console.log(`  ${hop.padEnd(52)} ${median(ms).toFixed(2).padStart(7)}`);
      }
    });
    await connection.close();
    await workerConnection.close();
  } finally {
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
