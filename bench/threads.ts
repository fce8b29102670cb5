import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU seconds used so far by each thread of a process, summed by thread name: `main` (JavaScript), `node worker
 * threads` (JavaScript: the workflow runner's), `tokio-runtime-w` (Temporal's Rust core), `V8 DefaultWorke` (V8's
 * GC and compiler helpers), `libuv-worker` (the thread pool). Linux only; threads that ended meanwhile are lost
 * (the process total in bench/cpu.ts keeps them).
 */
export function threadCpuSeconds(pid: number): Record<string, number> {
  const byName: Record<string, number> = {};
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return byName;
  }
  for (const tid of tids) {
    try {
      const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      // The main thread's id is the process id; Node's worker threads are named `node` too.
      const name = tid === String(pid) ? 'main' : comm === 'node' ? 'node worker threads' : comm;
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      byName[name] = (byName[name] ?? 0) + seconds;
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return byName;
}

/** The CPU seconds per thread name spent between two snapshots. */
export function threadCpuDelta(
  before: Record<string, number>,
  after: Record<string, number>,
): Record<string, number> {
  return Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - (before[k] ?? 0)]));
}
