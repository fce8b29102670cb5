import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSql } from '../db/client';
import { createAccount, createKey } from '../db/provisioning';
import { startFreshStack } from '../scripts/stack/fresh-stack';
import { freePort, StopList } from '../scripts/stack/processes';
import { ROOT, startApi, startWorker } from '../scripts/stack/services';
import { cpuPerOperation, cpuSeconds } from './cpu';
import {
  bundleMap,
  monotonicMicros,
  summarizeProfiles,
  type JsThread,
  type ProfileSummary,
  type Window,
} from './cpu-profile';
import { COPY_BODY } from './floor';
import { postJson } from './http';
import { formatStats, measure, type RunStats } from './stats';
import { threadCpuDelta, threadCpuSeconds } from './threads';

/**
 * `npm run profile:copy`: where the worker's and the API's CPU goes per billable copy request. The stack the
 * bench's dev topology runs (embedded PostgreSQL, the Temporal dev server, one worker, one API), with the worker
 * and the API under `node --cpu-prof`; after a warm-up, PROFILE_REQUESTS copy requests at 16 clients; then both
 * stop cleanly (SIGTERM), which writes their profiles. CPU per request comes from /proc (by thread); the
 * profiles' samples inside the measured window share the JS threads' part out by category.
 */
const DIR = path.join(ROOT, '.data', 'profile');
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 400);
const WARMUP = Number(process.env.PROFILE_WARMUP ?? 150);
const CLIENTS = Number(process.env.PROFILE_CLIENTS ?? 16);
/** PROFILE_SAMPLING=0: no profiler, only CPU per thread (the sampler's own cost out of the figures). */
const SAMPLING = process.env.PROFILE_SAMPLING !== '0';
const TOP = Number(process.env.PROFILE_TOP ?? 25);

/** The sampler's own thread: its cost is the profiler's, left out of the totals. */
const PROFILER_THREAD = 'v8:ProfEvntProc';

interface ProcessReport {
  name: string;
  /** CPU ms per request of the whole process (every thread but the sampler's), from /proc. */
  total: number;
  /** CPU ms per request by thread name, from /proc. */
  threads: Record<string, number>;
  /** CPU ms per request by category: each JS thread's CPU shared out as its profile's samples say. */
  categories: Record<string, number>;
  /** CPU ms per request of threads that ended during the window (vm timeout watchdogs), from the process total. */
  ended: number;
  /** Sampled ms per request by function, unscaled. */
  functions: Record<string, number>;
  /** Sampled ms per request by JavaScript thread, unscaled. */
  jsThreads: Record<string, number>;
  /** Each JS thread's CPU over its sampled non-idle time: below 1, the thread waited (for a core, in a call). */
  scale: Partial<Record<JsThread, number>>;
}

const fmt = (ms: number) => ms.toFixed(2).padStart(7);

function report(
  name: string,
  requests: number,
  threadDelta: Record<string, number>,
  processTotal: number,
  summary: ProfileSummary | null,
): ProcessReport {
  const threads = Object.fromEntries(Object.entries(threadDelta).map(([k, s]) => [k, (s * 1000) / requests]));
  const live = Object.values(threads).reduce((a, b) => a + b, 0);
  const ended = Math.max(0, processTotal - live);
  const total = live + ended - (threads[PROFILER_THREAD] ?? 0);
  const categories: Record<string, number> = {};
  const scale: ProcessReport['scale'] = {};
  for (const thread of ['main', 'node worker threads'] as const) {
    const sampled = Object.values(summary?.categories[thread] ?? {}).reduce((a, b) => a + b, 0) / requests;
    if (!summary || sampled === 0) continue;
    scale[thread] = (threads[thread] ?? 0) / sampled;
    for (const [c, ms] of Object.entries(summary.categories[thread]))
      categories[c] = (categories[c] ?? 0) + (ms / requests) * scale[thread]!;
  }
  const per = (into: Record<string, number>) =>
    Object.fromEntries(Object.entries(into).map(([c, ms]) => [c, ms / requests]));
  return {
    name,
    total,
    threads,
    categories,
    ended,
    functions: summary ? per(summary.functions) : {},
    jsThreads: summary ? per(summary.threads) : {},
    scale,
  };
}

function print(r: ProcessReport): void {
  console.log(`\n${r.name}: ${r.total.toFixed(2)} ms CPU per copy request`);
  console.log('  by thread (/proc):');
  for (const [k, ms] of Object.entries(r.threads).sort((a, b) => b[1] - a[1]))
    if (ms >= 0.01)
      console.log(`    ${fmt(ms)}  ${k}${k === PROFILER_THREAD ? ' (the sampler: not counted)' : ''}`);
  if (r.ended >= 0.01)
    console.log(`    ${fmt(r.ended)}  threads that ended meanwhile (vm timeout watchdogs)`);
  if (Object.keys(r.categories).length === 0) return;
  const scales = Object.entries(r.scale)
    .map(([k, x]) => `${k} x${x!.toFixed(2)}`)
    .join(', ');
  console.log(`  JavaScript threads by category (each thread's samples scaled to its CPU: ${scales}):`);
  for (const [k, ms] of Object.entries(r.categories).sort((a, b) => b[1] - a[1]))
    if (ms >= 0.01) console.log(`    ${fmt(ms)}  ${k}`);
  console.log(
    `  sampled by JavaScript thread: ${Object.entries(r.jsThreads)
      .map(([k, ms]) => `${k} ${ms.toFixed(2)}`)
      .join(', ')}`,
  );
  console.log(`  top ${TOP} functions by self time (sampled ms per request):`);
  for (const [k, ms] of Object.entries(r.functions)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(`    ${fmt(ms)}  ${k}`);
}

/** What one measured run leaves for the analysis (`PROFILE_REANALYZE=1` reads it again without a new run). */
interface RunRecord {
  requests: number;
  clients: number;
  warmup: number;
  window: Window;
  stats: RunStats;
  /** CPU ms per request of every process of the stack (with PostgreSQL's backends), from /proc. */
  byProcess: Record<string, number>;
  /** CPU seconds per thread name of the worker and the API during the window. */
  threads: { worker: Record<string, number>; api: Record<string, number> };
  bundlePath: string;
  sampling: boolean;
}

const PROFILES = { worker: path.join(DIR, 'cpu', 'worker'), api: path.join(DIR, 'cpu', 'api') };
const RUN_FILE = path.join(DIR, 'run.json');

async function measuredRun(stops: StopList): Promise<RunRecord> {
  const fresh = await startFreshStack(DIR);
  stops.add(fresh.stop);
  for (const dir of Object.values(PROFILES)) mkdirSync(dir, { recursive: true });
  const prof = (dir: string) => (SAMPLING ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);
  const env = {
    DATABASE_URL: fresh.databaseUrl,
    TEMPORAL_ADDRESS: fresh.temporalAddress,
    TEMPORAL_TASK_QUEUE: 'profile',
    WORKFLOW_BUNDLE_PATH: fresh.bundlePath,
    CURSOR_SECRET: 'profile-secret-profile-secret-0123456789',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_BILLABLE_PER_MINUTE: '1000000',
    RATE_LIMIT_READ_PER_MINUTE: '1000000',
    SECRETS_KEY: randomBytes(32).toString('hex'),
    SHUTDOWN_DELAY_MS: '0',
  };
  const worker = await startWorker(env, path.join(fresh.logsDir, 'worker.log'), prof(PROFILES.worker));
  stops.add(() => worker.stop());
  const port = await freePort();
  const api = await startApi(env, path.join(fresh.logsDir, 'api.log'), port, prof(PROFILES.api));
  stops.add(() => api.stop());
  const sql = createSql(fresh.databaseUrl, 2);
  const account = await createAccount(sql, 'profile', 10_000_000);
  const { key } = await createKey(sql, account.id);
  await sql.end({ timeout: 5 });

  const run = `${Date.now()}`;
  const copy = (tag: string) => (i: number) =>
    postJson(
      `http://127.0.0.1:${port}/v1/copy-generations`,
      key,
      `copy-${run}-${tag}-${i}`,
      COPY_BODY,
      (s) => s === 201,
    ).then(() => undefined);
  await measure(CLIENTS, WARMUP, copy('warm'));

  const pids = { ...fresh.pids, api: api.child.pid!, worker: worker.child.pid! };
  const snapshot = () => ({
    worker: threadCpuSeconds(pids.worker),
    api: threadCpuSeconds(pids.api),
    all: cpuSeconds(pids),
  });
  const before = snapshot();
  const window: Window = { start: monotonicMicros(), end: 0 };
  const stats = await measure(CLIENTS, REQUESTS, copy('measured'));
  window.end = monotonicMicros();
  const after = snapshot();
  // SIGTERM: the worker drains and returns from main, the API closes; either way Node writes the profile.
  await api.stop('SIGTERM', 60_000);
  await worker.stop('SIGTERM', 60_000);
  return {
    requests: REQUESTS,
    clients: CLIENTS,
    warmup: WARMUP,
    window,
    stats,
    byProcess: cpuPerOperation(before.all, after.all, REQUESTS),
    threads: {
      worker: threadCpuDelta(before.worker, after.worker),
      api: threadCpuDelta(before.api, after.api),
    },
    bundlePath: fresh.bundlePath,
    sampling: SAMPLING,
  };
}

function analyze(record: RunRecord): void {
  const bundle = bundleMap(record.bundlePath);
  const summary = (dir: string) =>
    record.sampling ? summarizeProfiles(dir, record.window, ROOT, bundle) : null;
  const reports = [
    report(
      'worker',
      record.requests,
      record.threads.worker,
      record.byProcess.worker!,
      summary(PROFILES.worker),
    ),
    report('api', record.requests, record.threads.api, record.byProcess.api!, summary(PROFILES.api)),
  ];
  console.log(
    formatStats(`copy, ${record.clients} clients (after ${record.warmup} to warm up)`, record.stats),
  );
  console.log(
    `CPU per copy request by process: ${Object.entries(record.byProcess)
      .map(([k, ms]) => `${k} ${ms.toFixed(1)} ms`)
      .join(', ')}`,
  );
  for (const r of reports) print(r);
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
