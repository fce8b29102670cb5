import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSql } from '../db/client';
import { createAccount, createKey } from '../db/provisioning';
import { startFreshStack } from '../scripts/stack/fresh-stack';
import { freePort, StopList } from '../scripts/stack/processes';
import { ROOT, startApi, startTsService, startWorker } from '../scripts/stack/services';
import { cpuPerOperation, cpuSeconds } from './cpu';
import {
  bundleMap,
  monotonicMicros,
  summarizeProfiles,
  type ThreadProfile,
  type ProfileSummary,
  type Window,
} from './cpu-profile';
import { COPY_BODY } from './floor';
import {
  formatWorkerTimes,
  meanWorkerTimes,
  workerTimes,
  type MeanWorkerTimes,
  type WorkerTimes,
} from './composer';
import { floorWorkflow } from './floor-workflows';
import { postJson } from './http';
import { AREA_ORDER, areaOf, threadArea } from './cpu-areas';
import { formatStats, measure, type RunStats } from './stats';
import { threadDelta, threadSnapshot, type ThreadCpu } from './threads';

/**
 * `npm run profile:copy`: where the worker's and the API's CPU goes per billable copy request. The stack the
 * bench's dev topology runs (embedded PostgreSQL, the Temporal dev server, one worker, one API), with the worker
 * and the API under `node --cpu-prof`; after a warm-up, PROFILE_REQUESTS copy requests at 16 clients. Then the
 * same for the bench's Temporal floor (an empty workflow with one no-op local activity), its worker a process of
 * its own under the profiler too and its client this process. Last, every process stops cleanly (SIGTERM), which
 * writes the profiles. CPU per request comes from /proc (by thread); the profiles' samples inside each measured
 * window share each JavaScript thread's CPU out by category.
 */
const DIR = path.join(ROOT, '.data', 'profile');
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 400);
const WARMUP = Number(process.env.PROFILE_WARMUP ?? 150);
const CLIENTS = Number(process.env.PROFILE_CLIENTS ?? 16);
/** PROFILE_SAMPLING=0: no profiler, only CPU per thread (the sampler's own cost out of the figures). */
const SAMPLING = process.env.PROFILE_SAMPLING !== '0';
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const FLOOR_QUEUE = 'profile-floor';

/** The sampler's own thread: its cost is the profiler's, left out of the totals. */
const PROFILER_THREAD = 'v8:ProfEvntProc';

/** Node's threads other than its JavaScript ones are all named `node` too: V8's helpers and libuv's pool. */
const NODE_HELPERS = 'other Node threads (V8 GC and compiler helpers, libuv pool, tsx loader)';

interface ProcessReport {
  name: string;
  /** CPU ms per request of the whole process (every thread but the sampler's), from /proc. */
  total: number;
  /** CPU ms per request by thread (JavaScript threads by their profile's label, others by name), from /proc. */
  threads: Record<string, number>;
  /** CPU ms per request of threads that ended during the window (vm timeout watchdogs), from the process total. */
  ended: number;
  /** CPU ms per request by category: each JavaScript thread's CPU shared out as its profile's samples say. */
  categories: Record<string, number>;
  /** Per JavaScript thread, its categories in CPU ms per request. */
  byThread: Record<string, Record<string, number>>;
  /** Sampled ms per request by function, unscaled. */
  functions: Record<string, number>;
  /** CPU ms per request by area (bench/cpu-areas.ts): JavaScript threads by their categories, others whole. */
  areas: Record<string, number>;
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);

/**
 * The workflow thread's profile is told from V8's and libuv's threads (all named `node`) by its start: a profiler
 * starts just after its thread, and /proc gives each thread's start to 10 ms; the workflow thread starts once the
 * worker has its bundle, apart from Node's own threads. Other worker threads (tsx's loader, idle) start with
 * Node's own and count with them.
 */
function labelThreads(pid: number, threads: ThreadCpu[], summary: ProfileSummary | null) {
  const profiles = summary?.threads ?? [];
  const main = profiles.find((p) => p.label === 'main thread') ?? null;
  // The workflow thread starts once the worker has loaded its bundle, apart from the threads Node starts with.
  const workflow = profiles.filter((p) => p.label === 'workflow thread');
  const labelled = new Map<number, { label: string; profile: ThreadProfile | null }>();
  for (const t of threads) {
    if (t.tid === pid) labelled.set(t.tid, { label: 'main thread', profile: main });
    else if (t.comm !== 'node') labelled.set(t.tid, { label: t.comm, profile: null });
  }
  for (const p of workflow) {
    // The last `node` thread started before its profiler (a thread starts, then its profiler, within ~100 ms).
    const before = threads
      .filter((t) => t.comm === 'node' && !labelled.has(t.tid))
      .filter((t) => t.startedAt <= p.startTime + 20_000 && t.startedAt > p.startTime - 1_000_000)
      .sort((a, b) => b.startedAt - a.startedAt || b.tid - a.tid)[0];
    if (before) labelled.set(before.tid, { label: p.label, profile: p });
  }
  return (t: ThreadCpu) => labelled.get(t.tid) ?? { label: NODE_HELPERS, profile: null };
}

function report(
  name: string,
  pid: number,
  requests: number,
  threadCpu: ThreadCpu[],
  processTotal: number,
  summary: ProfileSummary | null,
): ProcessReport {
  const label = labelThreads(pid, threadCpu, summary);
  const threads: Record<string, number> = {};
  const byThread: ProcessReport['byThread'] = {};
  const categories: Record<string, number> = {};
  for (const t of threadCpu) {
    const { label: l, profile } = label(t);
    const ms = (t.seconds * 1000) / requests;
    threads[l] = (threads[l] ?? 0) + ms;
    if (!profile || profile.sampled === 0) continue;
    const into = (byThread[l] ??= {});
    for (const [c, sampled] of Object.entries(profile.categories)) {
      const share = (sampled / profile.sampled) * ms;
      into[c] = (into[c] ?? 0) + share;
      categories[c] = (categories[c] ?? 0) + share;
    }
  }
  const live = Object.values(threads).reduce((a, b) => a + b, 0);
  const ended = Math.max(0, processTotal - live);
  const areas: Record<string, number> = {};
  const addArea = (area: string, ms: number) => (areas[area] = (areas[area] ?? 0) + ms);
  for (const [c, ms] of Object.entries(categories)) addArea(areaOf(c), ms);
  for (const [thread, ms] of Object.entries(threads))
    if (!byThread[thread] && thread !== PROFILER_THREAD) addArea(threadArea(thread), ms);
  addArea(threadArea('threads that ended'), ended);
  return {
    areas,
    name,
    total: live + ended - (threads[PROFILER_THREAD] ?? 0),
    threads,
    ended,
    categories,
    byThread,
    functions: Object.fromEntries(
      Object.entries(summary?.functions ?? {}).map(([c, ms]) => [c, ms / requests]),
    ),
  };
}

function print(r: ProcessReport): void {
  console.log(`\n${r.name}: ${r.total.toFixed(2)} ms CPU`);
  console.log('  by thread (/proc):');
  for (const [k, ms] of Object.entries(r.threads).sort((a, b) => b[1] - a[1]))
    if (ms >= 0.01)
      console.log(`    ${fmt(ms)}  ${k}${k === PROFILER_THREAD ? ' (the sampler: not counted)' : ''}`);
  if (r.ended >= 0.01)
    console.log(`    ${fmt(r.ended)}  threads that ended meanwhile (vm timeout watchdogs)`);
  for (const [thread, cats] of Object.entries(r.byThread)) {
    console.log(`  ${thread} by category (its CPU shared out as its samples say; idle excluded):`);
    for (const [k, ms] of Object.entries(cats).sort((a, b) => b[1] - a[1]))
      if (ms >= 0.01) console.log(`    ${fmt(ms)}  ${k}`);
  }
  if (Object.keys(r.functions).length === 0) return;
  console.log(`  top ${TOP} functions by self time (sampled ms per request, every thread):`);
  for (const [k, ms] of Object.entries(r.functions)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(`    ${fmt(ms)}  ${k}`);
}

/** The table of decision 034: CPU ms per request by area, one column per process. */
function printAreas(reports: ProcessReport[]): void {
  const width = Math.max(...AREA_ORDER.map((a) => a.length));
  const cell = (ms: number | undefined) => (ms && ms >= 0.005 ? ms.toFixed(2) : '–').padStart(8);
  console.log(
    `\nCPU ms per request by area\n${''.padEnd(width)} ${reports.map((r) => r.name.split(',')[0]!.padStart(12)).join(' ')}`,
  );
  for (const area of AREA_ORDER)
    if (reports.some((r) => (r.areas[area] ?? 0) >= 0.005))
      console.log(`${area.padEnd(width)} ${reports.map((r) => cell(r.areas[area]).padStart(12)).join(' ')}`);
  console.log(`${'total'.padEnd(width)} ${reports.map((r) => cell(r.total).padStart(12)).join(' ')}`);
}

/** One measured run of one kind of request: the window, the latencies and where the CPU went. */
interface Part {
  label: string;
  requests: number;
  window: Window;
  stats: RunStats;
  /** CPU ms per request of each process named (with its unnamed descendants), from /proc. */
  byProcess: Record<string, number>;
  /** The CPU each thread of the profiled processes used during the window. */
  threads: Record<string, ThreadCpu[]>;
  /** The profiled processes' ids. */
  pids: Record<string, number>;
  /** The local copy path as the worker's metrics timed it (copy only). */
  inWorker?: MeanWorkerTimes;
}

/** What a run leaves for the analysis (`PROFILE_REANALYZE=1` reads it again without a new run). */
interface RunRecord {
  clients: number;
  warmup: number;
  copy: Part;
  floor: Part;
  bundlePath: string;
  sampling: boolean;
}

/** Each profiled process writes its profiles to a folder of its own. */
const PROFILES: Record<string, string> = {
  worker: path.join(DIR, 'cpu', 'worker'),
  api: path.join(DIR, 'cpu', 'api'),
  'floor worker': path.join(DIR, 'cpu', 'floor-worker'),
};
const RUN_FILE = path.join(DIR, 'run.json');

/** Warms up, then runs `op` REQUESTS times at CLIENTS clients, with CPU snapshots of `pids` either side. */
async function measuredPart(
  label: string,
  op: (tag: string) => (i: number) => Promise<void>,
  pids: Record<string, number>,
  profiled: string[],
  scrape?: () => Promise<WorkerTimes>,
): Promise<Part> {
  await measure(CLIENTS, WARMUP, op('warm'));
  const w0 = await scrape?.();
  const snapshot = () => ({
    threads: Object.fromEntries(profiled.map((name) => [name, threadSnapshot(pids[name]!)])),
    all: cpuSeconds(pids),
  });
  const before = snapshot();
  const window: Window = { start: monotonicMicros(), end: 0 };
  const stats = await measure(CLIENTS, REQUESTS, op('measured'));
  window.end = monotonicMicros();
  const after = snapshot();
  const w1 = await scrape?.();
  return {
    ...(w0 && w1 ? { inWorker: meanWorkerTimes(w0, w1) } : {}),
    label,
    requests: REQUESTS,
    window,
    stats,
    byProcess: cpuPerOperation(before.all, after.all, REQUESTS),
    threads: Object.fromEntries(
      profiled.map((name) => [name, threadDelta(before.threads[name]!, after.threads[name]!)]),
    ),
    pids: Object.fromEntries(profiled.map((name) => [name, pids[name]!])),
  };
}

async function measuredRun(stops: StopList): Promise<RunRecord> {
  const fresh = await startFreshStack(DIR);
  stops.add(fresh.stop);
  for (const dir of Object.values(PROFILES)) mkdirSync(dir, { recursive: true });
  const prof = (name: string) => (SAMPLING ? ['--cpu-prof', `--cpu-prof-dir=${PROFILES[name]}`] : []);
  const metricsPorts = { worker: await freePort(), temporal: await freePort() };
  const env = {
    WORKER_METRICS_PORT: String(metricsPorts.worker),
    TEMPORAL_METRICS_ADDRESS: `127.0.0.1:${metricsPorts.temporal}`,
    DATABASE_URL: fresh.databaseUrl,
    TEMPORAL_ADDRESS: fresh.temporalAddress,
    TEMPORAL_TASK_QUEUE: 'profile',
    WORKFLOW_BUNDLE_PATH: fresh.bundlePath,
    CURSOR_SECRET: 'profile-secret-profile-secret-0123456789',
    // The bench's level; PROFILE_LOG_LEVEL=info profiles what the default level costs.
    LOG_LEVEL: process.env.PROFILE_LOG_LEVEL ?? 'warn',
    RATE_LIMIT_BILLABLE_PER_MINUTE: '1000000',
    RATE_LIMIT_READ_PER_MINUTE: '1000000',
    SECRETS_KEY: randomBytes(32).toString('hex'),
    SHUTDOWN_DELAY_MS: '0',
  };
  const worker = await startWorker(env, path.join(fresh.logsDir, 'worker.log'), prof('worker'));
  stops.add(() => worker.stop());
  const floorWorker = startTsService(
    'floor worker',
    'bench/floor-worker.ts',
    { TEMPORAL_ADDRESS: fresh.temporalAddress, FLOOR_TASK_QUEUE: FLOOR_QUEUE },
    path.join(fresh.logsDir, 'floor-worker.log'),
    prof('floor worker'),
  );
  stops.add(() => floorWorker.stop());
  const port = await freePort();
  const api = await startApi(env, path.join(fresh.logsDir, 'api.log'), port, prof('api'));
  stops.add(() => api.stop());
  const sql = createSql(fresh.databaseUrl, 2);
  const account = await createAccount(sql, 'profile', 10_000_000);
  const { key } = await createKey(sql, account.id);
  await sql.end({ timeout: 5 });
  const connection = await Connection.connect({ address: fresh.temporalAddress });
  stops.add(() => connection.close());
  const client = new Client({ connection });

  const run = `${Date.now()}`;
  const copy = (tag: string) => (i: number) =>
    postJson(
      `http://127.0.0.1:${port}/v1/copy-generations`,
      key,
      `copy-${run}-${tag}-${i}`,
      COPY_BODY,
      (s) => s === 201,
    ).then(() => undefined);
  const floor = (tag: string) => (i: number) =>
    client.workflow
      .execute(floorWorkflow, { taskQueue: FLOOR_QUEUE, workflowId: `floor-${run}-${tag}-${i}` })
      .then(() => undefined);
  const pids = {
    ...fresh.pids,
    api: api.child.pid!,
    worker: worker.child.pid!,
    'floor worker': floorWorker.child.pid!,
    'floor client (this process)': process.pid,
  };
  const copyPart = await measuredPart('copy', copy, pids, ['worker', 'api'], () =>
    workerTimes({
      worker: `http://127.0.0.1:${metricsPorts.worker}/metrics`,
      temporal: `http://127.0.0.1:${metricsPorts.temporal}/metrics`,
    }),
  );
  const floorPart = await measuredPart('floor', floor, pids, ['floor worker']);
  // SIGTERM: the workers drain and return from main, the API closes; either way Node writes the profile.
  for (const service of [api, worker, floorWorker]) await service.stop('SIGTERM', 60_000);
  return {
    clients: CLIENTS,
    warmup: WARMUP,
    copy: copyPart,
    floor: floorPart,
    bundlePath: fresh.bundlePath,
    sampling: SAMPLING,
  };
}

function analyze(record: RunRecord): void {
  const bundle = bundleMap(record.bundlePath);
  const reportOf = (part: Part, name: string, title: string) =>
    report(
      title,
      part.pids[name]!,
      part.requests,
      part.threads[name]!,
      part.byProcess[name]!,
      record.sampling ? summarizeProfiles(PROFILES[name]!, part.window, ROOT, bundle) : null,
    );
  const reports = [
    reportOf(record.copy, 'worker', 'worker, per copy request'),
    reportOf(record.copy, 'api', 'api, per copy request'),
    reportOf(record.floor, 'floor worker', 'floor worker, per floor workflow'),
  ];
  const line = (part: Part) =>
    `${part.label}: ${Object.entries(part.byProcess)
      .filter(([, ms]) => ms >= 0.05)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
      .join(', ')}`;
  console.log(formatStats(`copy, ${record.clients} clients (after ${record.warmup})`, record.copy.stats));
  console.log(formatStats(`floor, ${record.clients} clients (after ${record.warmup})`, record.floor.stats));
  console.log(`CPU ms per request by process (/proc) during the ${line(record.copy)}`);
  console.log(`CPU ms per request by process (/proc) during the ${line(record.floor)}`);
  if (record.copy.inWorker)
    console.log(
      formatWorkerTimes('In the worker (wall clock):', record.copy.inWorker, record.copy.stats.mean),
    );
  for (const r of reports) print(r);
  printAreas(reports);
  const out = path.join(DIR, 'profile-summary.json');
  writeFileSync(out, JSON.stringify({ ...record, reports }, null, 2));
  console.log(`\nProfiles in ${path.join(DIR, 'cpu')} (open in Chrome DevTools); summary in ${out}`);
}

async function main() {
  if (process.env.PROFILE_REANALYZE === '1') {
    analyze(JSON.parse(readFileSync(RUN_FILE, 'utf8')) as RunRecord);
    return;
  }
  const stops = new StopList();
  stops.stopOnSignals();
  try {
    const record = await measuredRun(stops);
    writeFileSync(RUN_FILE, JSON.stringify(record));
    analyze(record);
  } finally {
    await stops.stopAll();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
