import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSql } from '../db/client';
import { migrate } from '../db/migrate';
import { loadConfig, type Config } from '../lib/config';
import { createAccount, createKey } from '../db/provisioning';
import { hashApiKey } from '../lib/api-keys';
import { createDashboardUser } from './admin-dashboard';
import { startEmbeddedPostgres, type RunningPostgres } from './stack/postgres';
import { StopList, type Service } from './stack/processes';
import { ROOT, startApi, startWorker } from './stack/services';
import { findTemporalCli, startTemporalDevServer, type RunningTemporal } from './stack/temporal';
import { startCluster } from './stack/cluster';
import { TEMPORAL_SERVER_VERSION } from './stack/temporal-server';

function persistedSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const DEMO_EMAIL = 'demo@example.com';

/**
 * The demo account, its key and its dashboard user are made once; later runs print the same key and password
 * from .data/.
 */
async function demoAccount(
  databaseUrl: string,
  keyFile: string,
  passwordFile: string,
): Promise<{ key: string; password: string }> {
  if (existsSync(keyFile) && existsSync(passwordFile))
    return {
      key: readFileSync(keyFile, 'utf8').trim(),
      password: readFileSync(passwordFile, 'utf8').trim(),
    };
  const sql = createSql(databaseUrl, 2);
  try {
    let accountId: string;
    let key: string;
    if (existsSync(keyFile)) {
      key = readFileSync(keyFile, 'utf8').trim();
      const [row] = await sql<{ account_id: string }[]>`
        select account_id from api_keys where key_hash = ${hashApiKey(key)}`;
      accountId = row!.account_id;
    } else {
      const account = await createAccount(sql, 'Demo account', 10_000);
      accountId = account.id;
      key = (await createKey(sql, accountId, undefined, { name: 'demo' })).key;
      writeFileSync(keyFile, `${key}\n`, { mode: 0o600 });
    }
    const password = randomBytes(12).toString('base64url');
    await createDashboardUser(sql, accountId, DEMO_EMAIL, 'Demo', password);
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    return { key, password };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const stops = new StopList();

interface Running {
  databaseUrl: string;
  /** The Temporal frontend's host:port, for the CLI's --address. */
  temporalAddress: string;
  /** Lines for the banner: what runs where. */
  lines: string[];
  /** Where the demo account's key and password are kept. */
  dataDir: string;
  services: Service[];
}

/** One of each: embedded PostgreSQL, the Temporal dev server (SQLite) with its UI, a worker, an API. */
async function startDevTopology(config: Config, env: NodeJS.ProcessEnv): Promise<Running> {
  const data = config.dev.dataDir;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log('Starting embedded PostgreSQL…');
    const pg: RunningPostgres = await startEmbeddedPostgres({
      dataDir: path.join(data, 'postgres'),
      port: config.dev.postgresPort,
      logFile: path.join(data, 'logs', 'postgres.log'),
    });
    stops.add(pg.stop);
    databaseUrl = pg.url;
    writeFileSync(path.join(data, 'database-url'), `${databaseUrl}\n`);
  }
  const sql = createSql(databaseUrl, 2);
  await migrate(sql).finally(() => sql.end({ timeout: 5 }));

  let temporalAddress = config.temporal.address;
  let uiUrl: string | null = null;
  if (!config.dev.externalTemporal) {
    console.log('Starting the Temporal dev server…');
    const temporal: RunningTemporal = await startTemporalDevServer({
      root: ROOT,
      port: config.dev.temporalPort,
      uiPort: config.dev.temporalUiPort,
      dbFile: path.join(data, 'temporal.db'),
      logFile: path.join(data, 'logs', 'temporal.log'),
    });
    stops.add(temporal.stop);
    temporalAddress = temporal.address;
    uiUrl = temporal.uiUrl;
  }
  const serviceEnv = { ...env, DATABASE_URL: databaseUrl, TEMPORAL_ADDRESS: temporalAddress };
  const worker: Service = await startWorker(serviceEnv, null);
  stops.add(() => worker.stop());
  const api: Service = await startApi(serviceEnv, null, config.port);
  stops.add(() => api.stop());
  return {
    databaseUrl,
    temporalAddress,
    dataDir: data,
    services: [worker, api],
    lines: [
      `  Temporal     ${temporalAddress}${uiUrl ? '' : ' (external)'}; UI ${uiUrl ?? '(none started)'}`,
    ],
  };
}

/**
 * The production topology (README, "Production topology"): the real Temporal server on PostgreSQL, two workers
 * and two APIs behind one port. The same PostgreSQL data as the dev topology (accounts, keys, records carry
 * over; the Temporal server adds its two databases); its logs in .data/cluster/logs.
 */
async function startProductionTopology(config: Config, env: NodeJS.ProcessEnv): Promise<Running> {
  const dir = path.join(config.dev.dataDir, 'cluster');
  console.log('Starting PostgreSQL, the Temporal server on it, two workers and two APIs…');
  const cluster = await startCluster({
    dir,
    fresh: false,
    databaseUrl: config.databaseUrl,
    postgresPort: config.dev.postgresPort,
    postgresDataDir: path.join(config.dev.dataDir, 'postgres'),
    temporalPort: config.dev.temporalPort,
    apiPort: config.port,
    env,
    logs: true,
  });
  stops.add(cluster.stop);
  const rel = (p: string) => path.relative(process.cwd(), p);
  return {
    databaseUrl: cluster.databaseUrl,
    temporalAddress: cluster.temporalAddress,
    dataDir: config.dev.dataDir,
    services: [...cluster.workers, ...cluster.apis].map((m) => m.service!),
    lines: [
      `  Temporal     ${cluster.temporalAddress} (temporal-server ${TEMPORAL_SERVER_VERSION} on PostgreSQL; no UI:`,
      `               temporal workflow list --address ${cluster.temporalAddress})`,
      `  Processes    2 APIs on ports ${cluster.apiPorts.join(' and ')} behind port ${config.port}, 2 workers`,
      `  Logs         ${rel(path.join(dir, 'logs'))}/`,
    ],
  };
}

function topologyArg(argv: string[]): 'dev' | 'production' {
  const i = argv.findIndex((a) => a === '--topology' || a.startsWith('--topology='));
  if (i < 0) return 'dev';
  const value = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  if (value === 'dev' || value === 'production') return value;
  throw new Error(`--topology must be dev or production, not ${value ?? '(nothing)'}`);
}

async function main() {
  const topology = topologyArg(process.argv.slice(2));
  const config = loadConfig();
  const data = config.dev.dataDir;
  mkdirSync(data, { recursive: true });
  let stopping = false;
  // Ctrl-C or a kill while starting or running: everything started so far stops, last started first.
  stops.stopOnSignals(() => {
    stopping = true;
    console.log('\nStopping…');
  });

  const env = {
    CURSOR_SECRET: config.cursorSecret ?? persistedSecret(path.join(data, 'cursor-secret')),
    SECRETS_KEY: config.secretsKey ?? persistedSecret(path.join(data, 'secrets-key')),
    MEDIA_DIR: config.media.dir,
    // Webhooks to a receiver on this laptop (http://localhost:3000/…): on unless set to false.
    WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: String(config.dev.allowPrivateWebhookEndpoints),
  };
  const running =
    topology === 'production'
      ? await startProductionTopology(config, env)
      : await startDevTopology(config, env);
  for (const service of running.services) {
    void service.exited.then(async (code) => {
      if (stopping) return;
      stopping = true;
      console.error(`${service.name} exited with ${code}; stopping everything.`);
      await stops.stopAll();
      process.exit(1);
    });
  }

  const keyFile = path.join(running.dataDir, 'demo-api-key');
  const { key, password } = await demoAccount(
    running.databaseUrl,
    keyFile,
    path.join(running.dataDir, 'demo-dashboard-password'),
  );
  // Relative to the repository root (where the README's commands run) when the data is under it.
  const relKeyFile = path.relative(process.cwd(), keyFile);
  const shownKeyFile = relKeyFile.startsWith('..') ? keyFile : relKeyFile;
  const origin = `http://localhost:${config.port}`;
  const base = `${origin}/v1`;
  const cli = findTemporalCli(ROOT);
  const temporalCli =
    cli && (path.relative(process.cwd(), cli).startsWith('..') ? cli : path.relative(process.cwd(), cli));
  // The README's walk-through, `npm run mcp` and its Temporal commands read these: they work as printed on
  // moved ports (PORT, DEV_TEMPORAL_PORT, DEV_DATA_DIR) too.
  const exports = `export CGS_API_URL=${origin} CGS_API_KEY=$(cat ${shownKeyFile}) CGS_TEMPORAL_ADDRESS=${running.temporalAddress}`;
  console.log(`
Campaign Generation Service is running (${topology} topology).

  API          ${base}
${running.lines.join('\n')}
  Demo API key ${key}
               (also in ${shownKeyFile}; 10,000 credits, every scope)
  Dashboard    ${origin}/dashboard
               sign in as ${DEMO_EMAIL} with password ${password}
  API docs     ${origin}/docs
  MCP          ${origin}/mcp (Streamable HTTP, the key as a bearer token;
               stdio: CGS_API_URL=${origin} CGS_API_KEY=$(cat ${shownKeyFile}) npm run --silent mcp)

In another terminal at the repository root, for the README's commands:
  ${exports}

Try it:
  curl -s $CGS_API_URL/v1/copy-generations \\
    -H "Authorization: Bearer $CGS_API_KEY" \\
    -H "Idempotency-Key: demo-1" -H "Content-Type: application/json" \\
    -d '{"description":"عرض خاص على القهوة المختصة: خصم 20% لأول طلب","market":"SA","platform":"chat_business"}'
${temporalCli ? `  ${temporalCli} workflow list --address $CGS_TEMPORAL_ADDRESS\n` : ''}
Press Ctrl-C to stop everything.`);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  console.error('Start failed; stopping what was started.');
  await stops.stopAll();
  process.exit(1);
});
