import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createSql } from '../../db/client';
import { migrate } from '../../db/migrate';
import { startBalancer, type Balancer } from './balancer';
import { startEmbeddedPostgres } from './postgres';
import { freePort, freePortRange, StopList, type Service } from './processes';
import { startApi, startWorker } from './services';
import { databaseOf, prepareTemporalSchemas, startTemporalServer } from './temporal-server';

/** One process of the topology that can be killed the hard way and started again in its place. */
export interface Member {
  name: string;
  service: Service | null;
  /** SIGKILL (or `signal`), and wait for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again with the same ports, data and configuration; resolves once it is ready. */
  start(): Promise<void>;
  running(): boolean;
  /** A graceful stop (no unexpected-exit report). */
  stop(): Promise<void>;
}

export interface Cluster {
  databaseUrl: string;
  temporalAddress: string;
  /** The balancer in front of the APIs. */
  apiUrl: string;
  apiPorts: number[];
  postgres: Member | null;
  temporal: Member;
  workers: Member[];
  apis: Member[];
  balancer: Balancer;
  /** The environment the APIs and workers run with (DATABASE_URL and TEMPORAL_ADDRESS included). */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  dir: string;
  /** Remove earlier data first (tests, benchmarks). */
  fresh: boolean;
  /** A PostgreSQL of one's own; otherwise the embedded one runs in dir/postgres. */
  databaseUrl?: string | null;
  postgresPort?: number;
  /** The embedded PostgreSQL's data directory; dir/postgres unless given. */
  postgresDataDir?: string;
  temporalPort?: number;
  /** The balancer's port; the APIs listen on the ports after it. */
  apiPort?: number;
  apis?: number;
  workers?: number;
  /** Everything the API and worker processes need besides DATABASE_URL and TEMPORAL_ADDRESS. */
  env: NodeJS.ProcessEnv;
  /** Per-process log files in dir/logs; null sends output to the terminal. */
  logs: boolean;
  /** Called with a member's name when it exits without being killed or stopped here. */
  onUnexpectedExit?: (name: string, code: number | null) => void;
}

function member(
  name: string,
  start: () => Promise<Service>,
  onUnexpectedExit: ((name: string, code: number | null) => void) | undefined,
  graceful: { signal: NodeJS.Signals; graceMs: number } = { signal: 'SIGTERM', graceMs: 10_000 },
): Member {
  let expectedExit = false;
  const m: Member = {
    name,
    service: null,
    running: () =>
      m.service !== null && m.service.child.exitCode === null && m.service.child.signalCode === null,
    async stop() {
      expectedExit = true;
      await m.service?.stop(graceful.signal, graceful.graceMs);
    },
    async kill(signal = 'SIGKILL') {
      if (!m.service) return;
      expectedExit = true;
      m.service.child.kill(signal);
      await m.service.exited;
    },
    async start() {
      expectedExit = false;
      const service = await start();
      m.service = service;
      void service.exited.then((code) => {
        if (!expectedExit && m.service === service) onUnexpectedExit?.(name, code);
      });
    },
  };
  return m;
}

async function retrying<T>(what: string, attempts: number, start: () => Promise<T>): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await start();
    } catch (err) {
      if (i >= attempts) throw err;
      console.error(`${what}: start ${i} failed (${(err as Error).message.split('\n')[0]}); again in 1 s`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/**
 * The production topology on one machine: PostgreSQL (embedded, or the one DATABASE_URL names), the real
 * Temporal server on it, `workers` workers and `apis` API processes behind a round-robin balancer, every
 * process a member that can be killed and restarted (the chaos suite does).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.fresh) rmSync(options.dir, { recursive: true, force: true });
  mkdirSync(options.dir, { recursive: true });
  const logsDir = path.join(options.dir, 'logs');
  const log = (name: string) => (options.logs ? path.join(logsDir, `${name}.log`) : null);
  const stops = new StopList();
  try {
    let databaseUrl = options.databaseUrl ?? null;
    let postgres: Member | null = null;
    if (!databaseUrl) {
      const port = options.postgresPort ?? (await freePort());
      let url = '';
      postgres = member(
        'postgres',
        async () => {
          const pg = await retrying('PostgreSQL', 10, () =>
            startEmbeddedPostgres({
              dataDir: options.postgresDataDir ?? path.join(options.dir, 'postgres'),
              port,
              logFile: path.join(logsDir, 'postgres.log'),
            }),
          );
          url = pg.url;
          return pg.service;
        },
        options.onUnexpectedExit,
        // SIGINT is PostgreSQL's fast shutdown.
        { signal: 'SIGINT', graceMs: 30_000 },
      );
      await postgres.start();
      stops.add(() => postgres!.stop());
      databaseUrl = url;
    }
    const sql = createSql(databaseUrl, 1);
    await migrate(sql).finally(() => sql.end({ timeout: 5 }));
    const db = databaseOf(databaseUrl);
    await prepareTemporalSchemas(db);

    // The frontend's port and the nine after it (ops/temporal/server.yaml).
    const temporalPort = options.temporalPort ?? (await freePortRange(10));
    const temporalAddress = `127.0.0.1:${temporalPort}`;
    const temporal = member(
      'temporal-server',
      async () =>
        (
          await retrying('the Temporal server', 3, () =>
            startTemporalServer({ db, port: temporalPort, logFile: log('temporal-server') }),
          )
        ).service,
      options.onUnexpectedExit,
      { signal: 'SIGTERM', graceMs: 20_000 },
    );
    await temporal.start();
    stops.add(() => temporal.stop());

    // Four processes share PostgreSQL's 100 connections with the Temporal server (20 + 4): 10 each, unless set.
    const env = {
      DATABASE_POOL_MAX: '10',
      ...options.env,
      DATABASE_URL: databaseUrl,
      TEMPORAL_ADDRESS: temporalAddress,
    };
    const workers = Array.from({ length: options.workers ?? 2 }, (_, i) =>
      member(`worker-${i + 1}`, () => startWorker(env, log(`worker-${i + 1}`)), options.onUnexpectedExit),
    );
    await Promise.all(workers.map((w) => w.start()));
    stops.add(async () => void (await Promise.all(workers.map((w) => w.stop()))));

    const balancerPort = options.apiPort ?? (await freePort());
    const apiPorts = await Promise.all(
      Array.from({ length: options.apis ?? 2 }, async (_, i) =>
        options.apiPort ? options.apiPort + 1 + i : freePort(),
      ),
    );
    const apis = apiPorts.map((port, i) =>
      member(`api-${i + 1}`, () => startApi(env, log(`api-${i + 1}`), port), options.onUnexpectedExit),
    );
    await Promise.all(apis.map((a) => a.start()));
    stops.add(async () => void (await Promise.all(apis.map((a) => a.stop()))));
    const balancer = await startBalancer(balancerPort, apiPorts);
    stops.add(() => balancer.close());

    return {
      databaseUrl,
      temporalAddress,
      apiUrl: `http://127.0.0.1:${balancerPort}`,
      apiPorts,
      postgres,
      temporal,
      workers,
      apis,
      balancer,
      env,
      stop: () => stops.stopAll(),
    };
  } catch (err) {
    await stops.stopAll();
    throw err;
  }
}
