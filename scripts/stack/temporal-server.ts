import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Connection } from '@temporalio/client';
import Long from 'long';
import postgres from 'postgres';
import { SEARCH_ATTRIBUTES } from '../../contract/search-attributes';
import { startService, waitFor, type Service } from './processes';
import { ROOT } from './services';

const run = promisify(execFile);

/** The pinned server version (ops/temporal/VERSION, read by scripts/run.mjs too, which builds it). */
export const TEMPORAL_SERVER_VERSION = readFileSync(
  path.join(ROOT, 'ops', 'temporal', 'VERSION'),
  'utf8',
).trim();
const TOOLS = path.join(ROOT, '.tools', `temporal-server-${TEMPORAL_SERVER_VERSION}`);
const SERVER_BIN = path.join(TOOLS, 'bin', 'server');
const SQL_TOOL = path.join(TOOLS, 'bin', 'sql');
const SCHEMA = path.join(TOOLS, 'schema', 'v12');

/** Where the server keeps its state: a PostgreSQL server it may create two databases in. */
export interface TemporalDatabase {
  host: string;
  port: number;
  user: string;
  password: string;
}

export function databaseOf(url: string): TemporalDatabase {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}

const DATABASES = [
  { name: 'temporal', schema: path.join(SCHEMA, 'temporal', 'versioned') },
  { name: 'temporal_visibility', schema: path.join(SCHEMA, 'visibility', 'versioned') },
];

function assertBuilt(): void {
  if (!existsSync(SERVER_BIN) || !existsSync(SQL_TOOL) || !existsSync(SCHEMA))
    throw new Error(
      `The Temporal server ${TEMPORAL_SERVER_VERSION} is not built in ${path.relative(ROOT, TOOLS)}: ` +
        'start through `npm run dev -- --topology production`, `npm test` or `npm run bench`, which build it.',
    );
}

/**
 * Creates the Temporal and visibility databases and brings their schemas to the server's version, as
 * temporal-sql-tool does in a real deployment: created once, then only the missing versions are applied.
 */
export async function prepareTemporalSchemas(db: TemporalDatabase): Promise<void> {
  assertBuilt();
  const admin = postgres({ ...db, database: 'postgres', max: 1, onnotice: () => undefined });
  try {
    for (const { name, schema } of DATABASES) {
      const base = [
        '--plugin',
        'postgres12',
        '--endpoint',
        db.host,
        '--port',
        String(db.port),
        '--user',
        db.user,
        '--password',
        db.password,
        '--database',
        name,
      ];
      const exists = await admin`select 1 from pg_database where datname = ${name}`;
      if (exists.length === 0) await run(SQL_TOOL, [...base, 'create-database']);
      const dbSql = postgres({ ...db, database: name, max: 1, onnotice: () => undefined });
      const [versioned] = await dbSql<{ present: boolean }[]>`
        select to_regclass('public.schema_version') is not null as present`.finally(() =>
        dbSql.end({ timeout: 5 }),
      );
      if (!versioned!.present) await run(SQL_TOOL, [...base, 'setup-schema', '-v', '0.0']);
      await run(SQL_TOOL, [...base, 'update-schema', '-d', schema]);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export interface TemporalServer {
  address: string;
  service: Service;
  stop(): Promise<void>;
}

/**
 * The real Temporal server (all four services in one process) on PostgreSQL, configured by
 * ops/temporal/server.yaml; ready once the namespace and the search attributes are there. The frontend listens
 * on `port`; the other services on the eight ports after it.
 */
export async function startTemporalServer(options: {
  db: TemporalDatabase;
  port: number;
  logFile: string | null;
  namespace?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<TemporalServer> {
  assertBuilt();
  const address = `127.0.0.1:${options.port}`;
  const namespace = options.namespace ?? 'default';
  const service = startService(
    'temporal-server',
    SERVER_BIN,
    ['--config-file', path.join(ROOT, 'ops', 'temporal', 'server.yaml'), '--allow-no-auth', 'start'],
    {
      cwd: ROOT,
      logFile: options.logFile,
      env: {
        ...process.env,
        TEMPORAL_PORT: String(options.port),
        TEMPORAL_METRICS_PORT: String(options.port + 9),
        TEMPORAL_DB_HOST: options.db.host,
        TEMPORAL_DB_PORT: String(options.db.port),
        TEMPORAL_DB_USER: options.db.user,
        TEMPORAL_DB_PASSWORD: options.db.password,
        TEMPORAL_DYNAMIC_CONFIG: path.join(ROOT, 'ops', 'temporal', 'dynamicconfig.yaml'),
        ...options.env,
      },
    },
  );
  const stop = () => service.stop('SIGTERM', 20_000);
  try {
    await waitFor(
      `the Temporal server at ${address}`,
      () => registerNamespace(address, namespace),
      120_000,
      service,
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { address, service, stop };
}

/** What `temporal operator namespace create` and `search-attribute create` do; true once both are in place. */
async function registerNamespace(address: string, namespace: string): Promise<boolean> {
  const connection = await Connection.connect({ address, connectTimeout: 2000 });
  try {
    const { workflowService, operatorService } = connection;
    try {
      await workflowService.describeNamespace({ namespace });
    } catch {
      await workflowService
        .registerNamespace({
          namespace,
          workflowExecutionRetentionPeriod: { seconds: Long.fromNumber(3 * 24 * 3600) },
        })
        .catch(() => undefined); // already registered by a concurrent start: the next check sees it
      return false;
    }
    const { customAttributes } = await operatorService.listSearchAttributes({ namespace });
    const missing = SEARCH_ATTRIBUTES.filter((a) => !customAttributes?.[a.name]);
    if (missing.length > 0) {
      await operatorService.addSearchAttributes({
        namespace,
        // temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD
        searchAttributes: Object.fromEntries(missing.map((a) => [a.name, 2])),
      });
      return false;
    }
    return true;
  } finally {
    await connection.close();
  }
}
