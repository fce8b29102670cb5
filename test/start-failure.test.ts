import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startFreshStack } from '../scripts/stack/fresh-stack';
import { freePort } from '../scripts/stack/processes';
import { ROOT } from '../scripts/stack/services';
import { until } from './helpers/client';

jest.setTimeout(180_000);

/** Command lines of running processes that mention `marker` (a directory only this test uses). */
function processesMentioning(marker: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (cmdline.includes(marker) && Number(pid) !== process.pid) found.push(`${pid}: ${cmdline}`);
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Holds a port so that the server meant for it cannot start. */
async function occupy(): Promise<{ port: number; release(): Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, release: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function expectNothingLeft(markers: string[], ports: number[]): Promise<void> {
  // Stopping is awaited before the start fails, so there is nothing to wait for: this looks once.
  for (const marker of markers) expect(processesMentioning(marker)).toEqual([]);
  for (const port of ports) expect(await portOpen(port)).toBe(false);
}

describe('a start that fails stops what it started', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(ROOT, '.data', 'start-failure-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the Temporal server failing to start stops the PostgreSQL started beside it', async () => {
    const blocked = await occupy();
    const postgresPort = await freePort();
    try {
      await expect(startFreshStack(dir, { temporal: blocked.port, postgres: postgresPort })).rejects.toThrow(
        /temporal exited/,
      );
      await expectNothingLeft([dir], [postgresPort]);
    } finally {
      await blocked.release();
    }
  });

  it('PostgreSQL failing to start stops the Temporal server started beside it', async () => {
    const blocked = await occupy();
    const temporalPort = await freePort();
    try {
      await expect(startFreshStack(dir, { postgres: blocked.port, temporal: temporalPort })).rejects.toThrow(
        /postgres exited/,
      );
      await expectNothingLeft([dir], [temporalPort]);
    } finally {
      await blocked.release();
    }
  });
});

describe('npm run dev', () => {
  let dir: string;
  let ports: { api: number; postgres: number; temporal: number; ui: number };
  beforeEach(async () => {
    // mkdtemp makes a directory only its owner may enter: as root, PostgreSQL's data cannot live in it.
    dir = mkdtempSync(path.join(os.tmpdir(), 'cgs-dev-'));
    ports = {
      api: await freePort(),
      postgres: await freePort(),
      temporal: await freePort(),
      ui: await freePort(),
    };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function startDev() {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/dev.ts')], {
      cwd: ROOT,
      env: {
        ...process.env,
        DEV_DATA_DIR: dir,
        DEV_POSTGRES_PORT: String(ports.postgres),
        DEV_TEMPORAL_PORT: String(ports.temporal),
        DEV_TEMPORAL_UI_PORT: String(ports.ui),
        PORT: String(ports.api),
        DATABASE_URL: '',
        TEMPORAL_ADDRESS: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  /** Every place our processes could be named: the data directory, and where PostgreSQL's data were moved. */
  const markers = (output: string) => [
    dir,
    ...[...output.matchAll(/PostgreSQL data: (\S+)/g)].map((m) => m[1]!),
  ];
  const allPorts = () => [ports.api, ports.postgres, ports.temporal, ports.ui];

  it('serves the API with a demo key, and Ctrl-C stops everything', async () => {
    const dev = startDev();
    try {
      await until('the demo key', () => dev.output().includes('Demo API key'), 150_000);
      const key = readFileSync(path.join(dir, 'demo-api-key'), 'utf8').trim();
      const usage = await fetch(`http://127.0.0.1:${ports.api}/v1/usage`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(usage.status).toBe(200);
      expect(((await usage.json()) as { balance: number }).balance).toBe(10_000);
      // The MCP endpoint the banner names answers with every tool for the demo key.
      expect(dev.output()).toContain(`MCP          http://localhost:${ports.api}/mcp`);
      const tools = await fetch(`http://127.0.0.1:${ports.api}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });
      expect(tools.status).toBe(200);
      expect(((await tools.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(17);
    } finally {
      dev.child.kill('SIGINT');
      expect(await dev.exited).toBe(130);
    }
    await expectNothingLeft(markers(dev.output()), allPorts());
    for (const moved of markers(dev.output()).slice(1)) rmSync(moved, { recursive: true, force: true });
  });

  it('the Temporal server failing to start stops PostgreSQL and exits non-zero', async () => {
    const blocked = await occupy();
    ports.temporal = blocked.port;
    const dev = startDev();
    try {
      expect(await dev.exited).toBe(1);
      expect(dev.output()).toMatch(/temporal exited/);
      await expectNothingLeft(markers(dev.output()), [ports.api, ports.postgres]);
    } finally {
      await blocked.release();
      for (const moved of markers(dev.output()).slice(1)) rmSync(moved, { recursive: true, force: true });
    }
  });

  it('an interrupt while starting stops what already runs', async () => {
    const dev = startDev();
    await until(
      'the Temporal start',
      () => dev.output().includes('Starting the Temporal dev server'),
      120_000,
    );
    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(143);
    await expectNothingLeft(markers(dev.output()), allPorts());
    for (const moved of markers(dev.output()).slice(1)) rmSync(moved, { recursive: true, force: true });
  });
});
