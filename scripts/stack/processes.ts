import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Service {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

/** Every child still running, with the signal that ends it at once should this process exit without stopping it. */
const running = new Map<ChildProcess, NodeJS.Signals>();
let exitGuardInstalled = false;

/**
 * The last line of defence of every start path: whatever way this process exits (an error, process.exit, the
 * end of a jest run), no child it started outlives it. Graceful stops come first through StopList; this only
 * catches what they missed, such as a server still starting when a sibling failed.
 */
function guardExit(): void {
  if (exitGuardInstalled) return;
  exitGuardInstalled = true;
  process.on('exit', () => {
    for (const [child, signal] of running) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
  });
}

/** Starts a process whose output goes to logFile (or inherits the terminal when logFile is null). */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: {
    env?: NodeJS.ProcessEnv;
    cwd?: string;
    logFile: string | null;
    uid?: number;
    gid?: number;
    /** Sent when this process exits with the child still running (PostgreSQL: SIGQUIT, immediate shutdown). */
    emergencySignal?: NodeJS.Signals;
  },
): Service {
  guardExit();
  let out: 'inherit' | 'pipe' = 'inherit';
  if (options.logFile) {
    mkdirSync(path.dirname(options.logFile), { recursive: true });
    out = 'pipe';
  }
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', out, out],
    uid: options.uid,
    gid: options.gid,
  });
  running.set(child, options.emergencySignal ?? 'SIGKILL');
  if (options.logFile) {
    const log = createWriteStream(options.logFile, { flags: 'a' });
    // Both streams feed one file: neither may end it (stderr writing after stdout ended it is "write after
    // end"); it ends once the child's stdio has closed.
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('close', () => log.end());
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', (code) => resolve(code));
  });
  void exited.then(() => running.delete(child));
  return {
    name,
    child,
    exited,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null || !running.has(child)) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** What a start path has started, stopped last started first; stopping twice is harmless. */
export class StopList {
  private readonly stops: Array<() => Promise<void>> = [];

  add(stop: () => Promise<void>): void {
    this.stops.push(stop);
  }

  async stopAll(): Promise<void> {
    for (const stop of this.stops.splice(0).reverse()) {
      await stop().catch((err: unknown) => console.error(err));
    }
  }

  /**
   * Starts things in parallel. Each one that came up joins the list; if any failed, everything on the list is
   * stopped (the ones that did come up included) and the first failure is thrown.
   */
  async startAll<T extends readonly { stop(): Promise<void> }[]>(starts: {
    [K in keyof T]: Promise<T[K]>;
  }): Promise<T> {
    const settled = await Promise.allSettled(starts);
    for (const s of settled) if (s.status === 'fulfilled') this.add(() => s.value.stop());
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) {
      await this.stopAll();
      throw failed.reason;
    }
    return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value) as unknown as T;
  }

  /** SIGINT, SIGTERM and SIGHUP stop everything, then exit with the conventional 128 + signal number. */
  stopOnSignals(before?: () => void): void {
    const codes: Partial<Record<NodeJS.Signals, number>> = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
    for (const [signal, code] of Object.entries(codes)) {
      process.once(signal, () => {
        before?.();
        void this.stopAll().then(() => process.exit(code));
      });
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `count` consecutive free ports starting below `below` (the Temporal server stores its membership ports in a
 * PostgreSQL smallint: they must stay under 32768, where the system's own ephemeral ports rarely land).
 */
export async function freePortRange(count: number, below = 32768, from = 20000): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const base = from + Math.floor(Math.random() * (below - from - count));
    let free = true;
    for (let p = base; p < base + count && free; p++) free = await portFree(p);
    if (free) return base;
  }
  throw new Error(`No ${count} consecutive free ports between ${from} and ${below}`);
}

/**
 * A port where nothing listens, for tests of a refused connection. It lies below every range the tests' servers take
 * theirs from (the system's ephemeral ports, which `listen(0)` hands out, and `freePortRange`'s 20000–32767), so a
 * server started meanwhile by a test running beside it cannot take it.
 */
export function closedPort(): Promise<number> {
  return freePortRange(1, 20000, 10000);
}

function exitedAs(service: Service): string | null {
  const { exitCode, signalCode } = service.child;
  return exitCode !== null || signalCode !== null ? String(exitCode ?? signalCode) : null;
}

/** A check that has not answered in this time counts as "not yet" (a client stuck on a half-open server). */
const CHECK_TIMEOUT_MS = 3000;

function bounded(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>(
    (resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)),
  );
  return Promise.race([check().catch(() => false), late]).finally(() => clearTimeout(timer));
}

/**
 * Polls until check() holds. A check that throws or hangs counts as "not yet" (a server still opening its port);
 * the service it waits for exiting fails the wait at once instead of after the timeout.
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 60_000,
  service?: Service,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await bounded(check)) return;
    const exited = service ? exitedAs(service) : null;
    if (exited !== null) throw new Error(`${service!.name} exited with ${exited} before ${what} was ready`);
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function waitForHttp(url: string, service?: Service, timeoutMs = 60_000): Promise<void> {
  await waitFor(url, async () => (await fetch(url)).ok, timeoutMs, service);
}
