import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { Sql } from '../db/client';
import { PYTHON_CLIENT_DIR, PYTHON_CLIENT_RUNTIME } from '../scripts/generate-python-client';
import { closedPort, freePort, type Service } from '../scripts/stack/processes';
import { startApi } from '../scripts/stack/services';
import { launchBrowser } from './helpers/browser';
import { balanceOf, newAccount, testSql, until } from './helpers/client';
import {
  fencedBlocks,
  jsonLines,
  readme,
  ROOT,
  runSteps,
  section,
  steps,
  type StepRun,
} from './helpers/readme';
import { readStack, serviceEnv } from './helpers/stack-file';

// The README's commands, read from README.md itself and run as printed against the test stack, which listens on a
// free port: the "moved port" case. The variables are the ones `npm run dev`'s banner exports.
jest.setTimeout(300_000);

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

/** The banner's export line, for a fresh account's key. */
async function bannerEnv(credits: number) {
  const stack = readStack();
  const { accountId, key } = await newAccount(sql, credits);
  return {
    accountId,
    env: { CGS_API_URL: stack.apiUrl, CGS_API_KEY: key, CGS_TEMPORAL_ADDRESS: stack.temporalAddress },
  };
}

type Check = (run: StepRun, api: string) => void;

/** What each step's comment promises, by the start of its comment; every step of the README needs one. */
function holdTo(runs: StepRun[], expectations: Array<[string, Check]>, api: string) {
  for (const run of runs) {
    const matching = expectations.filter(([start]) => run.title.startsWith(start));
    // A step added to the README needs its expectation here; a step removed leaves one unused (below).
    expect({ step: run.title, expectations: matching.length }).toEqual({ step: run.title, expectations: 1 });
    try {
      matching[0]![1](run, api);
    } catch (err) {
      throw new Error(
        `README step "${run.title}" did not answer as it says:\n${(err as Error).message}\n` +
          `statuses ${JSON.stringify(run.statuses)}\nstdout:\n${run.stdout.slice(0, 2000)}\nstderr:\n${run.stderr.slice(0, 2000)}`,
        { cause: err },
      );
    }
  }
  for (const [start] of expectations)
    expect({ expectation: start, used: runs.some((r) => r.title.startsWith(start)) }).toEqual({
      expectation: start,
      used: true,
    });
}

const only = (run: StepRun) => {
  const bodies = jsonLines(run.stdout);
  expect(bodies).toHaveLength(1);
  return bodies[0];
};

test('the quick start: the first request answers 201 with 3 variants, on the port the banner names', async () => {
  const { env } = await bannerEnv(10);
  const [block] = fencedBlocks(section(readme(), 'Quick start'), 'sh').filter((b) => b.includes('curl'));
  const { runs } = await runSteps(steps(block!), env, 60_000);
  holdTo(
    runs,
    [
      [
        'Saudi-dialect ad copy for a Saudi market: 2 credits, 201 with 3 variants.',
        (run) => {
          expect(run.statuses).toEqual([201]);
          expect(only(run)).toMatchObject({ object: 'copy_generation', usage: { credits_used: 2 } });
          expect(only(run).variants).toHaveLength(3);
        },
      ],
    ],
    env.CGS_API_URL,
  );
});

test('the walk-through answers every step as its comment says, and charges what it says', async () => {
  const credits = 100;
  const { accountId, env } = await bannerEnv(credits);
  const [block] = fencedBlocks(section(readme(), 'Walk-through'), 'sh');
  const { runs } = await runSteps(steps(block!), env, 240_000);
  const api = env.CGS_API_URL;
  const media = (url: unknown) => expect(String(url)).toMatch(new RegExp(`^${api}/media/`));
  holdTo(
    runs,
    [
      ['The address and key npm run dev printed', (run) => expect(run.statuses).toEqual([])],
      [
        'What the service supports',
        (run) => {
          expect(run.statuses).toEqual([200, 200]);
          expect(run.stdout).toContain('"object":"capabilities"');
          expect(run.stdout).toContain('"openapi":"3.1.0"');
        },
      ],
      [
        'Saudi-dialect ad copy for a Saudi market: 2 credits, 3 variants.',
        (run) => {
          expect(run.statuses).toEqual([201]);
          expect(only(run)).toMatchObject({
            object: 'copy_generation',
            dialect: 'saudi',
            usage: { credits_used: 2 },
          });
          expect(only(run).variants).toHaveLength(3);
        },
      ],
      [
        'The same key and body again',
        (run) => {
          expect(run.statuses).toEqual([201]);
          expect(run.stdout).toMatch(/^Idempotent-Replayed: true\r?$/im);
        },
      ],
      [
        'English headlines (1 credit) and a dialect conversion',
        (run) => {
          expect(run.statuses).toEqual([201, 201]);
          const [headlines, conversion] = jsonLines(run.stdout);
          expect(headlines).toMatchObject({
            type: 'headlines',
            output_language: 'en',
            usage: { credits_used: 1 },
          });
          expect(conversion).toMatchObject({
            type: 'dialect_conversion',
            dialect: 'saudi',
            usage: { credits_used: 1 },
          });
        },
      ],
      [
        'Balance, gross and net credits',
        (run) => {
          expect(run.statuses).toEqual([200]);
          expect(only(run)).toMatchObject({ object: 'usage_summary', balance: credits - 4 });
          expect(only(run).requests).toHaveLength(2);
          expect(only(run).next_cursor).toEqual(expect.any(String));
        },
      ],
      [
        'One request record',
        (run) => {
          expect(run.statuses).toEqual([200, 200]);
          expect(run.stdout).toMatch(
            /^\{"object":"request","id":"req_[a-z0-9]+","operation":"copy","status":"completed"/m,
          );
        },
      ],
      [
        'A voice-over (5 credits)',
        (run) => {
          expect(run.statuses).toEqual([201]);
          expect(only(run)).toMatchObject({ object: 'speech_generation', status: 'completed' });
          media(only(run).audio.url);
        },
      ],
      [
        'An offer image (4 credits)',
        (run) => {
          expect(run.statuses).toEqual([201]);
          expect(only(run)).toMatchObject({ object: 'image_generation', status: 'completed' });
          media(only(run).image.url);
        },
      ],
      [
        'Uploads take public https URLs only',
        (run) => {
          expect(run.statuses).toEqual([400]);
          expect(only(run)).toMatchObject({ code: 'invalid_request', errors: [{ pointer: '/url' }] });
        },
      ],
      [
        'A URL whose host does not resolve',
        (run) => {
          expect(run.statuses).toEqual([422]);
          expect(only(run)).toMatchObject({ code: 'source_unreachable' });
          expect(only(run).detail).toContain('no-such-host.invalid');
        },
      ],
      [
        'A messaging-template draft (2 credits)',
        (run) => {
          expect(run.statuses).toEqual([201]);
          expect(only(run)).toMatchObject({ object: 'whatsapp_template_draft', status: 'UNSUBMITTED' });
          expect(only(run).payload_hash).toMatch(/^[0-9a-f]{64}$/);
          expect(only(run).compliance.findings).toEqual(expect.any(Array));
        },
      ],
      [
        'What a campaign would cost',
        (run) => {
          expect(run.statuses).toEqual([200]);
          expect(only(run)).toMatchObject({ status: 'ready', quote: { total_credits: 2 + 4 + 5 } });
        },
      ],
      [
        'The campaign itself (11 credits)',
        (run) => {
          expect(run.statuses).toEqual([201]);
          const campaign = only(run);
          expect(campaign).toMatchObject({ object: 'campaign', status: 'completed' });
          for (const part of ['copy', 'image', 'speech', 'template_draft'])
            expect(campaign[part]).toBeTruthy();
        },
      ],
      [
        'The ad library (free to search)',
        (run) => {
          expect(run.statuses).toEqual([200]);
          expect(only(run)).toMatchObject({ object: 'list', mode: 'brief', limit: 2 });
          expect(only(run).data.length).toBeGreaterThan(0);
          for (const ad of only(run).data) expect(ad.match).toBeTruthy();
        },
      ],
      [
        'Keywords match every word first',
        (run) => {
          expect(run.statuses).toEqual([200]);
          expect(only(run)).toMatchObject({
            object: 'list',
            mode: 'q',
            filters: { industry: 'Food & Beverage' },
          });
        },
      ],
      [
        'One ad in Arabic',
        (run) => {
          expect(run.statuses).toEqual([200, 200]);
          expect(run.stdout).toMatch(/^\{"object":"ad_library_ad","id":"ad_[a-z0-9]+"/m);
        },
      ],
      [
        'Prepare it once (1 credit',
        (run) => {
          expect(run.statuses).toHaveLength(2);
          expect(run.statuses[0]).toBeLessThan(300);
          expect(run.statuses[1]).toBe(201);
          expect(run.stdout).toMatch(/^\{"object":"ad_preparation",.*"status":"ready"/m);
          const generation = jsonLines(run.stdout).find((b) => b.object === 'ad_library_generation');
          expect(generation).toMatchObject({ status: 'completed' });
          media(generation.image.url);
        },
      ],
      [
        'Website context (free, nothing stored)',
        (run) => {
          expect(run.statuses).toEqual([200]);
          expect(only(run)).toMatchObject({
            object: 'website_context',
            requested_url: 'https://example.com/',
          });
        },
      ],
      [
        'Errors are application/problem+json',
        (run) => {
          expect(run.statuses).toEqual([400]);
          expect(only(run)).toMatchObject({ code: 'invalid_request', errors: [{ pointer: '/dialect' }] });
        },
      ],
      [
        "The request's workflow in Temporal",
        (run) => {
          expect(run.statuses).toEqual([]);
          expect(run.stdout).toContain('WorkflowExecutionCompleted');
        },
      ],
    ],
    api,
  );
  // What the comments price: copy 2, headlines 1, conversion 1, speech 5, image 4, draft 2, campaign 11,
  // prepare 1, ad generation 4; uploads, quotes, searches and website context free; errors refunded or never charged.
  expect(await balanceOf(sql, accountId)).toBe(credits - (2 + 1 + 1 + 5 + 4 + 2 + 11 + 1 + 4));
});

/** Runs a command from the repository root; resolves with how it ended. */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, timeout: timeoutMs });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

test('the TypeScript example runs as the README says (copy.mts with npx tsx) and prints 201 and a variant', async () => {
  const { env } = await bannerEnv(10);
  const text = section(readme(), 'Typed TypeScript client');
  expect(text).toContain('`npx tsx copy.mts`');
  const [snippet] = fencedBlocks(text, 'ts');
  // Where the README says to save it: the repository root (it imports ./clients/typescript).
  const file = path.join(ROOT, `copy-readme-${process.pid}.mts`);
  writeFileSync(file, snippet!);
  try {
    const result = await run('npx', ['tsx', path.basename(file)], env);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    expect(result.stdout).toMatch(/^201 \S/);
  } finally {
    rmSync(file, { force: true });
  }
});

test('the Python example makes a campaign and prints its copy, image URL and speech URL', async () => {
  const { env } = await bannerEnv(20);
  const [snippet] = fencedBlocks(section(readme(), 'Python client'), 'python');
  const dir = mkdtempSync(path.join(tmpdir(), 'cgs-readme-'));
  const file = path.join(dir, 'campaign.py');
  writeFileSync(file, snippet!);
  try {
    const result = await run('python3', [file], {
      ...env,
      PYTHONPATH: [PYTHON_CLIENT_DIR, PYTHON_CLIENT_RUNTIME].join(path.delimiter),
      PYTHONDONTWRITEBYTECODE: '1',
    });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = result.stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.at(-2)).toMatch(new RegExp(`^${env.CGS_API_URL}/media/.+\\.png$`));
    expect(lines.at(-1)).toMatch(new RegExp(`^${env.CGS_API_URL}/media/.+\\.wav$`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the MCP Inspector commands list the tools and call one, over HTTP and through npm run mcp', async () => {
  const { env } = await bannerEnv(10);
  const blocks = fencedBlocks(section(readme(), 'Agents: the MCP server'), 'sh');
  const block = blocks.find((b) => b.includes('@modelcontextprotocol/inspector@'));
  expect(block).toBeDefined();
  // The pinned version, never a range or "latest": the README's output stays the README's.
  expect(block).toMatch(/@modelcontextprotocol\/inspector@\d+\.\d+\.\d+\n/);
  const { runs } = await runSteps(steps(block!), env, 280_000);
  const toolNames = (stdout: string) =>
    (JSON.parse(stdout) as { tools: Array<{ name: string }> }).tools.map((t) => t.name);
  holdTo(
    runs,
    [
      ['The address and key npm run dev printed', (r) => expect(r.stdout.trim()).toBe('')],
      ['The tools this key may call', (r) => expect(toolNames(r.stdout)).toContain('generate_copy')],
      [
        'A call: Saudi ad copy, 2 credits',
        (r) => {
          const result = JSON.parse(r.stdout) as {
            isError?: boolean;
            content: Array<{ type: string; text: string }>;
          };
          expect(result.isError ?? false).toBe(false);
          expect(JSON.parse(result.content[0]!.text)).toMatchObject({
            object: 'copy_generation',
            usage: { credits_used: 2 },
          });
        },
      ],
      [
        'The same tools over stdio',
        (r) => {
          expect(toolNames(r.stdout)).toContain('generate_copy');
          expect(r.stderr).toContain(`tools from ${env.CGS_API_URL}/mcp`);
        },
      ],
    ],
    env.CGS_API_URL,
  );
});

test('npm run mcp names the URL it could not reach', async () => {
  const port = await closedPort(); // nothing listens there
  const result = await run('npm', ['run', '--silent', 'mcp'], {
    CGS_API_URL: `http://127.0.0.1:${port}`,
    CGS_API_KEY: 'cgs_live_unused',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`MCP bridge failed: could not reach http://127.0.0.1:${port}/mcp`);
  expect(result.stderr).toContain('ECONNREFUSED');
  expect(result.stderr).toContain('CGS_API_URL');
});

describe('/docs shows the walk-through with the address it works at', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** The walk-through's text as the reference page renders it. */
  async function renderedWalkthrough(url: string): Promise<string> {
    const page = await browser.newPage();
    try {
      await page.goto(`${url}/docs`);
      const code = page
        .locator('.info .renderedMarkdown pre')
        .filter({ hasText: 'copy-generations' })
        .first();
      await code.waitFor({ timeout: 30_000 });
      return await code.innerText();
    } finally {
      await page.close();
    }
  }

  it('the address the page was reached at, on a moved port (PUBLIC_BASE_URL the loopback default)', async () => {
    const { apiUrl } = readStack();
    const text = await renderedWalkthrough(apiUrl);
    expect(text).toContain(`API=${apiUrl}/v1`);
    expect(text).not.toContain('localhost:8080');
  });

  it('PUBLIC_BASE_URL when it names a host of its own', async () => {
    const stack = readStack();
    const port = await freePort();
    const env = {
      ...serviceEnv(stack, `test-readme-docs-${process.pid}`),
      PUBLIC_BASE_URL: 'https://api.example.test',
    };
    const api: Service = await startApi(env, path.join(stack.logsDir, 'readme-docs-api.log'), port);
    try {
      const text = await renderedWalkthrough(`http://127.0.0.1:${port}`);
      expect(text).toContain('API=https://api.example.test/v1');
      expect(text).not.toContain('localhost:8080');
      expect(text).not.toContain(`127.0.0.1:${port}`);
    } finally {
      await api.stop();
    }
  });
});

describe("npm run dev's banner, on moved ports", () => {
  // Every port moved and the data elsewhere, as a developer whose 8080 and 7233 are taken would run it.
  let dir: string;
  let ports: { api: number; postgres: number; temporal: number; ui: number };
  let dev: ReturnType<typeof spawn>;
  let output = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cgs-readme-dev-'));
    ports = {
      api: await freePort(),
      postgres: await freePort(),
      temporal: await freePort(),
      ui: await freePort(),
    };
    dev = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/dev.ts')], {
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
    dev.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    dev.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await until('the banner', () => output.includes('Press Ctrl-C to stop everything.'), 150_000);
  });
  afterAll(async () => {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    if (dev.exitCode === null) dev.kill('SIGINT');
    await exited;
    // As root, PostgreSQL's data moved where the postgres user may enter (README, "As root").
    for (const moved of [...output.matchAll(/PostgreSQL data: (\S+)/g)].map((m) => m[1]!))
      rmSync(moved, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  /** The banner's line that holds `text` (its indentation dropped). */
  const bannerLine = (text: string) => {
    const line = output.split('\n').find((l) => l.includes(text));
    if (!line) throw new Error(`The banner has no line with "${text}":\n${output}`);
    return line.trim();
  };

  it('prints the export line with the moved address, key file and Temporal port', () => {
    expect(bannerLine('export CGS_API_URL=')).toBe(
      `export CGS_API_URL=http://localhost:${ports.api} CGS_API_KEY=$(cat ${path.join(dir, 'demo-api-key')}) ` +
        `CGS_TEMPORAL_ADDRESS=127.0.0.1:${ports.temporal}`,
    );
  });

  it('the export line makes the quick start and the Temporal line work as printed', async () => {
    const [block] = fencedBlocks(section(readme(), 'Quick start'), 'sh').filter((b) => b.includes('curl'));
    const list = [
      { title: 'export', script: bannerLine('export CGS_API_URL=') },
      ...steps(block!),
      { title: 'temporal', script: bannerLine('workflow list --address $CGS_TEMPORAL_ADDRESS') },
    ];
    const { runs } = await runSteps(list, {}, 60_000);
    expect(runs[1]!.statuses).toEqual([201]);
    expect(only(runs[1]!)).toMatchObject({ object: 'copy_generation', usage: { credits_used: 2 } });
    // The workflow of that request, listed from the moved Temporal port.
    expect(runs[2]!.stdout).toContain(only(runs[1]!).request_id);
  });

  it("the stdio MCP line reaches the moved API and lists the demo key's tools", async () => {
    const line = /stdio: (CGS_API_URL=\S+ CGS_API_KEY=\$\(cat \S+\) npm run --silent mcp)\)$/.exec(
      bannerLine('stdio: '),
    );
    expect(line).not.toBeNull();
    expect(line![1]).toContain(`CGS_API_URL=http://localhost:${ports.api} `);
    const bridge = spawn('bash', ['-c', line![1]!], { cwd: ROOT, detached: true });
    let stdout = '';
    let stderr = '';
    bridge.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    bridge.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const send = (message: object) => bridge.stdin.write(`${JSON.stringify(message)}\n`);
    try {
      send({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: {
          protocolVersion: '2025-06-18',
          capabilities: {},
          clientInfo: { name: 'readme-test', version: '1' },
        },
      });
      await until('the bridge to answer initialize', () => stdout.includes('"id":1'), 60_000);
      send({ jsonrpc: '2.0', method: 'notifications/initialized' });
      send({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
      await until('the tool list', () => stdout.includes('"id":2'), 60_000);
      // Every line is a protocol message: anything else on stdout (npm's own banner, say) breaks an MCP client.
      const listed = stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { id?: number; result?: { tools: Array<{ name: string }> } })
        .find((m) => m.id === 2);
      expect(listed!.result!.tools.map((t) => t.name)).toContain('generate_copy');
      expect(stderr).toContain(`tools from http://localhost:${ports.api}/mcp`);
    } finally {
      // bash, npm and the bridge share the group the detached spawn made.
      process.kill(-bridge.pid!, 'SIGTERM');
    }
  });
});

test('every relative link of the README names a file or directory of the repository', () => {
  const links = [...readme().matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z]+:/.test(href));
  expect(links.length).toBeGreaterThan(0);
  const missing = links.filter((href) => {
    const target = path.resolve(ROOT, href);
    return !target.startsWith(`${ROOT}${path.sep}`) || !existsSync(target);
  });
  expect(missing).toEqual([]);
});

test('every #anchor of the README names one of its headings', () => {
  const text = readme().replace(/^```[\s\S]*?^```$/gm, '');
  // GitHub's slugs: lower case, punctuation dropped (hyphens and underscores kept), spaces to hyphens.
  const slugs = new Set(
    [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
  const anchors = [...text.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
  expect(anchors.length).toBeGreaterThan(10);
  expect(anchors.filter((a) => !slugs.has(a))).toEqual([]);
});
