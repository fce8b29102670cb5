import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** One thread of a process as /proc shows it. */
export interface ThreadCpu {
  tid: number;
  /** The thread's name: Node's own threads (main, worker threads, V8's helpers, libuv's pool) are all `node`. */
  comm: string;
  /** When the thread started, in microseconds of the monotonic clock (10 ms resolution). */
  startedAt: number;
  /** CPU seconds used so far (user and system). */
  seconds: number;
}

/** Seconds the boot-time clock (/proc's thread start times) is ahead of the monotonic clock (0 unless suspended). */
function bootOffsetSeconds(): number {
  const uptime = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  return uptime - Number(process.hrtime.bigint() / 1000n) / 1e6;
}

/** Every live thread of a process with its CPU so far. Linux only; threads that ended are not listed. */
export function threadSnapshot(pid: number): ThreadCpu[] {
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const offset = bootOffsetSeconds();
  return tids.flatMap((tid) => {
    try {
      const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      // Fields counted after the name: utime, stime and starttime are the 14th, 15th and 22nd of stat(5).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const startedAt = (Number(fields[19]) / TICKS_PER_SECOND - offset) * 1e6;
      return [{ tid: Number(tid), comm, startedAt, seconds }];
    } catch {
      return []; // the thread ended between the listing and the read
    }
  });
}

/** The CPU each thread alive at the second snapshot used between the two. */
export function threadDelta(before: ThreadCpu[], after: ThreadCpu[]): ThreadCpu[] {
  const was = new Map(before.map((t) => [t.tid, t.seconds]));
  return after.map((t) => ({ ...t, seconds: t.seconds - (was.get(t.tid) ?? 0) }));
}
