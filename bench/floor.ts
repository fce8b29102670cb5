import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { formatWorkerTimes, meanWorkerTimes, workerTimes, type MeanWorkerTimes } from './composer';
import { cpuPerOperation, cpuSeconds, formatCpu, formatMemory, residentMb } from './cpu';
import { floorWorkflow } from './floor-workflows';
import { postJson } from './http';
import { measure, type RunStats } from './stats';

export const COPY_BODY = {
  description: 'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق.',
  market: 'SA',
  required_keywords: ['خصم 20%'],
};

export interface FloorComparison {
  label: string;
  floor1: RunStats;
  copy1: RunStats;
  floor16: RunStats;
  copy16: RunStats;
  /** CPU milliseconds per request of each process during the 16-client runs (the profile by process). */
  cpu16?: { floor: Record<string, number>; copy: Record<string, number> };
  /** Memory (PSS, MB) of each process right after the 16-client copy run. */
  memory?: Record<string, number>;
  /** The local copy path as the worker's metrics timed it during the copy runs (when its metrics were scraped). */
  inWorker?: { c1: MeanWorkerTimes; c16: MeanWorkerTimes };
}

/**
 * Billable copy end to end (HTTP → API → Temporal → worker → PostgreSQL) against the Temporal floor on the same
 * server (an empty workflow with one no-op local activity, its client in this process, no HTTP, no database),
 * at 1 and 16 clients, measured alternately so that drift of the machine touches both.
 */
export async function copyAgainstFloor(opts: {
  label: string;
  temporalAddress: string;
  namespace?: string;
  apiUrl: string;
  key: string;
  n1: number;
  n16: number;
  /** The processes to account CPU to, by name (pid); this bench process is added as "bench". */
  processes?: () => Record<string, number>;
  /** The copy worker's metrics endpoints (its own and the Temporal SDK's), to time the copy activity in it. */
  workerMetrics?: { worker: string; temporal: string };
}): Promise<FloorComparison> {
  const taskQueue = `bench-floor-${opts.label.replace(/\W+/g, '-')}`;
  const workerConnection = await NativeConnection.connect({ address: opts.temporalAddress });
  const worker = await Worker.create({
    connection: workerConnection,
    namespace: opts.namespace ?? 'default',
    taskQueue,
    workflowsPath: require.resolve('./floor-workflows'),
    activities: { noop: async () => 1 },
  });
  const clientConnection = await Connection.connect({ address: opts.temporalAddress });
  const client = new Client({ connection: clientConnection, namespace: opts.namespace ?? 'default' });
  const run = `${Date.now()}`;
  const floor = (i: number, tag: string) =>
    client.workflow
      .execute(floorWorkflow, { taskQueue, workflowId: `floor-${run}-${tag}-${i}` })
      .then(() => undefined);
  const copy = (i: number, tag: string) =>
    postJson(
      `${opts.apiUrl}/v1/copy-generations`,
      opts.key,
      `copy-${run}-${tag}-${i}`,
      COPY_BODY,
      (s) => s === 201,
    ).then(() => undefined);
  try {
    return await worker.runUntil(async () => {
      await measure(4, 40, (i) => floor(i, 'warm'));
      await measure(4, 40, (i) => copy(i, 'warm'));
      const scrape = () => (opts.workerMetrics ? workerTimes(opts.workerMetrics) : null);
      const floor1 = await measure(1, opts.n1, (i) => floor(i, 'c1'));
      const w0 = await scrape();
      const copy1 = await measure(1, opts.n1, (i) => copy(i, 'c1'));
      const w1 = await scrape();
      const pids = () => ({ ...opts.processes?.(), bench: process.pid });
      const c0 = cpuSeconds(pids());
      const floor16 = await measure(16, opts.n16, (i) => floor(i, 'c16'));
      const c1 = cpuSeconds(pids());
      const w2 = await scrape();
      const copy16 = await measure(16, opts.n16, (i) => copy(i, 'c16'));
      const c2 = cpuSeconds(pids());
      const w3 = await scrape();
      const memory = residentMb(pids());
      const cpu16 = {
        floor: cpuPerOperation(c0, c1, opts.n16),
        copy: cpuPerOperation(c1, c2, opts.n16),
      };
      const inWorker =
        w0 && w1 && w2 && w3 ? { c1: meanWorkerTimes(w0, w1), c16: meanWorkerTimes(w2, w3) } : undefined;
      return { label: opts.label, floor1, copy1, floor16, copy16, cpu16, memory, inWorker };
    });
  } finally {
    await clientConnection.close();
    await workerConnection.close();
  }
}

export function formatFloorComparison(
  c: FloorComparison,
  format: (label: string, s: RunStats) => string,
): string {
  const p50 = c.copy1.p50 / c.floor1.p50;
  const rps = c.copy16.rps / c.floor16.rps;
  return [
    `${c.label}`,
    format('  floor, 1 client', c.floor1),
    format('  copy, 1 client', c.copy1),
    format('  floor, 16 clients', c.floor16),
    format('  copy, 16 clients', c.copy16),
    // Rounded toward the miss: 0.7996 prints 0.799 (not "0.80x NOT MET"), 1.2004 prints 1.201.
    `  copy p50 / floor p50 at 1 client      ${(Math.ceil(p50 * 1000) / 1000).toFixed(3)}x (target: within 1.2x) ${p50 <= 1.2 ? 'MET' : 'NOT MET'}`,
    `  copy / floor throughput at 16 clients ${(Math.floor(rps * 1000) / 1000).toFixed(3)}x (target: 0.8x or better) ${rps >= 0.8 ? 'MET' : 'NOT MET'}`,
    ...(c.cpu16
      ? [
          `  profile at 16 clients, floor: ${formatCpu(c.cpu16.floor)}`,
          `  profile at 16 clients, copy:  ${formatCpu(c.cpu16.copy)}`,
        ]
      : []),
    ...(c.memory ? [`  memory (PSS) after it:        ${formatMemory(c.memory)}`] : []),
    ...(c.inWorker
      ? [
          formatWorkerTimes('  in the worker, 1 client:  ', c.inWorker.c1, c.copy1.mean),
          formatWorkerTimes('  in the worker, 16 clients:', c.inWorker.c16, c.copy16.mean),
        ]
      : []),
  ].join('\n');
}
