import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSql } from '../db/client';
import { migrate } from '../db/migrate';
import { loadConfig } from '../lib/config';
import { createAccount, createKey } from '../lib/provisioning';
import { hashApiKey } from '../lib/api-keys';
import { createDashboardUser } from './admin-dashboard';
import { startEmbeddedPostgres, type RunningPostgres } from './stack/postgres';
import { StopList, type Service } from './stack/processes';
import { ROOT, startApi, startWorker } from './stack/services';
import { startTemporalDevServer, type RunningTemporal } from './stack/temporal';

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

async function main() {
  const config = loadConfig();
  const data = config.dev.dataDir;
  mkdirSync(data, { recursive: true });
  let stopping = false;
  // Ctrl-C or a kill while starting or running: everything started so far stops, last started first.
  stops.stopOnSignals(() => {
    stopping = true;
    console.log('\nStopping…');
  });

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

  const env = {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalAddress,
    CURSOR_SECRET: config.cursorSecret ?? persistedSecret(path.join(data, 'cursor-secret')),
    SECRETS_KEY: config.secretsKey ?? persistedSecret(path.join(data, 'secrets-key')),
    MEDIA_DIR: config.media.dir,
  };
  const worker: Service = await startWorker(env, null);
  stops.add(() => worker.stop());
  const api: Service = await startApi(env, null, config.port);
  stops.add(() => api.stop());
  for (const service of [worker, api]) {
    void service.exited.then(async (code) => {
      if (stopping) return;
      stopping = true;
      console.error(`${service.name} exited with ${code}; stopping everything.`);
      await stops.stopAll();
      process.exit(1);
    });
  }

  const keyFile = path.join(data, 'demo-api-key');
  const { key, password } = await demoAccount(
    databaseUrl,
    keyFile,
    path.join(data, 'demo-dashboard-password'),
  );
  const shownKeyFile = path.relative(process.cwd(), keyFile);
  const base = `http://localhost:${config.port}/v1`;
  console.log(`
Campaign Generation Service is running.

  API          ${base}
  Temporal UI  ${uiUrl ?? '(external Temporal at ' + temporalAddress + ')'}
  Demo API key ${key}
               (also in ${shownKeyFile}; 10,000 credits, every scope)
  Dashboard    http://localhost:${config.port}/dashboard
               sign in as ${DEMO_EMAIL} with password ${password}
  API docs     http://localhost:${config.port}/docs

Try it:
  curl -s ${base}/copy-generations \\
    -H "Authorization: Bearer $(cat ${shownKeyFile})" \\
    -H "Idempotency-Key: demo-1" -H "Content-Type: application/json" \\
    -d '{"description":"عرض خاص على القهوة المختصة: خصم 20% لأول طلب","market":"SA","platform":"chat_business"}'

Press Ctrl-C to stop everything.`);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? err.message : err);
  console.error('Start failed; stopping what was started.');
  await stops.stopAll();
  process.exit(1);
});
