import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by each named process and its unnamed descendants (PostgreSQL's backends). Linux only. */
export function cpuSeconds(processes: Record<string, number>): Record<string, number> {
  const all = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s) all.set(Number(entry), s);
  }
  const children = new Map<number, number[]>();
  for (const [pid, s] of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  // A named process's descendants count to it unless they are named themselves (the bench starts the stack).
  const named = new Set(Object.values(processes));
  const tree = (pid: number): number =>
    (all.get(pid)?.ticks ?? 0) +
    (children.get(pid) ?? []).filter((c) => !named.has(c)).reduce((sum, c) => sum + tree(c), 0);
  return Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, tree(pid) / TICKS_PER_SECOND]),
  );
}

/** CPU milliseconds per operation of each process between two snapshots. */
export function cpuPerOperation(
  before: Record<string, number>,
  after: Record<string, number>,
  operations: number,
): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after).map((name) => [name, ((after[name]! - (before[name] ?? 0)) * 1000) / operations]),
  );
}

export function formatCpu(perOperation: Record<string, number>): string {
  const total = Object.values(perOperation).reduce((a, b) => a + b, 0);
  const parts = Object.entries(perOperation)
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`);
  return `${total.toFixed(1)} ms CPU per request: ${parts.join(', ')}`;
}

/** Proportional set size: shared pages (PostgreSQL's shared buffers, a runtime's code) split among their users. */
function pssKb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB/m);
    return line ? Number(line[1]) : 0;
  } catch {
    return 0;
  }
}

/** Memory (PSS) in MB of each named process and its unnamed descendants, now. Linux only. */
export function residentMb(processes: Record<string, number>): Record<string, number> {
  const named = new Set(Object.values(processes));
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const s = stat(Number(entry));
    if (s) parents.set(Number(entry), s.ppid);
  }
  const owner = (pid: number): number | null => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parents.get(p))
      if (named.has(p)) return p;
    return null;
  };
  const byPid = new Map<number, number>();
  for (const pid of parents.keys()) {
    const o = owner(pid);
    if (o !== null) byPid.set(o, (byPid.get(o) ?? 0) + pssKb(pid));
  }
  return Object.fromEntries(
    Object.entries(processes).map(([name, pid]) => [name, (byPid.get(pid) ?? 0) / 1024]),
  );
}

export function formatMemory(mb: Record<string, number>): string {
  return Object.entries(mb)
    .filter(([name]) => !name.startsWith('idle '))
    .sort((a, b) => b[1] - a[1])
    .map(([name, m]) => `${name} ${m.toFixed(0)} MB`)
    .join(', ');
}
