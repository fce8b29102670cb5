import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSql } from '../db/client';
import { migrate } from '../db/migrate';
import { loadConfig } from '../lib/config';
import { createAccount, createKey } from '../lib/provisioning';
import { startEmbeddedPostgres, type RunningPostgres } from './stack/postgres';
import type { Service } from './stack/processes';
import { ROOT, startApi, startWorker } from './stack/services';
import { startTemporalDevServer, type RunningTemporal } from './stack/temporal';

const DATA = path.join(ROOT, '.data');
const DEMO_KEY_FILE = path.join(DATA, 'demo-api-key');
const EMBEDDED_PG_PORT = 54329;
const TEMPORAL_PORT = 7233;
const TEMPORAL_UI_PORT = 8233;

function persistedSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The demo account and its key are made once; later runs print the same key from .data/. */
async function demoKey(databaseUrl: string): Promise<string> {
  if (existsSync(DEMO_KEY_FILE)) return readFileSync(DEMO_KEY_FILE, 'utf8').trim();
  const sql = createSql(databaseUrl, 2);
  try {
    const account = await createAccount(sql, 'Demo account', 10_000);
    const { key } = await createKey(sql, account.id, undefined, { name: 'demo' });
    writeFileSync(DEMO_KEY_FILE, `${key}\n`, { mode: 0o600 });
    return key;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function main() {
  mkdirSync(DATA, { recursive: true });
  const config = loadConfig();
  const stops: Array<() => Promise<void>> = [];
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    for (const stop of stops.reverse()) await stop().catch((err) => console.error(err));
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log('Starting embedded PostgreSQL…');
    const pg: RunningPostgres = await startEmbeddedPostgres({
      dataDir: path.join(DATA, 'postgres'),
      port: EMBEDDED_PG_PORT,
    });
    stops.push(pg.stop);
    databaseUrl = pg.url;
    writeFileSync(path.join(DATA, 'database-url'), `${databaseUrl}\n`);
  }
  const sql = createSql(databaseUrl, 2);
  await migrate(sql);
  await sql.end({ timeout: 5 });

  let temporalAddress = process.env.TEMPORAL_ADDRESS;
  let uiUrl: string | null = null;
  if (!temporalAddress) {
    console.log('Starting the Temporal dev server…');
    const temporal: RunningTemporal = await startTemporalDevServer({
      root: ROOT,
      port: TEMPORAL_PORT,
      uiPort: TEMPORAL_UI_PORT,
      dbFile: path.join(DATA, 'temporal.db'),
      logFile: path.join(DATA, 'logs', 'temporal.log'),
    });
    stops.push(temporal.stop);
    temporalAddress = temporal.address;
    uiUrl = temporal.uiUrl;
  }

  const env = {
    DATABASE_URL: databaseUrl,
    TEMPORAL_ADDRESS: temporalAddress,
    CURSOR_SECRET: config.cursorSecret ?? persistedSecret(path.join(DATA, 'cursor-secret')),
    MEDIA_DIR: config.media.dir,
  };
  const worker: Service = await startWorker(env, null);
  stops.push(() => worker.stop());
  const api: Service = await startApi(env, null, config.port);
  stops.push(() => api.stop());
  for (const service of [worker, api]) {
    void service.exited.then((code) => {
      if (!stopping) {
        console.error(`${service.name} exited with ${code}`);
        void shutdown(1);
      }
    });
  }

  const key = await demoKey(databaseUrl);
  const base = `http://localhost:${config.port}/v1`;
  console.log(`
Campaign Generation Service is running.

  API          ${base}
  Temporal UI  ${uiUrl ?? '(external Temporal at ' + temporalAddress + ')'}
  Demo API key ${key}
               (also in .data/demo-api-key; 10,000 credits, every scope)

Try it:
  curl -s ${base}/copy-generations \\
    -H "Authorization: Bearer $(cat .data/demo-api-key)" \\
    -H "Idempotency-Key: demo-1" -H "Content-Type: application/json" \\
    -d '{"description":"عرض خاص على القهوة المختصة: خصم 20% لأول طلب","market":"SA","platform":"chat_business"}'

Press Ctrl-C to stop everything.`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
