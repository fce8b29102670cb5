import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES, TAGS } from '../contract/routes';
import type { Sql } from '../db/client';
import {
  generatePythonClient,
  generatorWarnings,
  PYTHON_CLIENT_DIR,
  PYTHON_CLIENT_RUNTIME,
} from '../scripts/generate-python-client';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';
import { droppingProxy } from './helpers/dropping-proxy';
import { readStack } from './helpers/stack-file';

jest.setTimeout(180_000);

/** Every file under `dir` by its relative path, less Python's bytecode caches. */
function tree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || file.split(path.sep).includes('__pycache__')) continue;
    files[path.relative(dir, file)] = readFileSync(file, 'utf8');
  }
  return files;
}

let generated: { dir: string; stderr: string; status: number };
beforeAll(() => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'cgs-python-client-')), 'python');
  generated = { dir, ...generatePythonClient(dir) };
});
afterAll(() => {
  rmSync(path.dirname(generated.dir), { recursive: true, force: true });
});

test('the committed Python client is what the current document generates', () => {
  // Regenerate with `npm run client:python` after changing a route or a schema.
  expect(generated.status).toBe(0);
  const committed = tree(PYTHON_CLIENT_DIR);
  const fresh = tree(generated.dir);
  expect(Object.keys(committed).sort()).toEqual(Object.keys(fresh).sort());
  for (const [file, text] of Object.entries(fresh))
    expect({ file, text }).toEqual({ file, text: committed[file] });
});

test('the generator models every part of the document but binary media', () => {
  // Each warning is a response or a schema left out of the client; only image bytes are expected to be.
  expect(generatorWarnings(generated.stderr)).toBe('');
});

/** Runs a Python script on the committed client and its dependencies; resolves with how it ended. */
function python(script: string, env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('python3', [script], {
      env: {
        ...process.env,
        ...env,
        PYTHONPATH: [PYTHON_CLIENT_DIR, PYTHON_CLIENT_RUNTIME].join(path.delimiter),
        // Nothing written into the committed client (the tree comparison above ignores caches all the same).
        PYTHONDONTWRITEBYTECODE: '1',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('the walk-through through the Python client', () => {
  let sql: Sql;
  beforeAll(() => {
    sql = testSql();
  });
  afterAll(async () => {
    await sql.end({ timeout: 5 });
  });

  test('copy, a campaign with image and speech, a draft and its outcome, usage and problems, read as typed attributes', async () => {
    const credits = 100;
    const { key } = await newAccount(sql, credits);
    const run = await python(path.join(__dirname, 'python', 'walkthrough.py'), {
      CGS_API_URL: readStack().apiUrl,
      CGS_API_KEY: key,
      CGS_CREDITS: String(credits),
      CGS_RUN: uniqueKey('python'),
    });
    const lines = run.stdout.trim().split('\n');
    let report: { read: Record<string, unknown>; failures: string[] } | undefined;
    try {
      report = JSON.parse(lines[lines.length - 1] ?? '') as typeof report;
    } catch {
      // The script died before its report: its stderr says why.
    }
    // The failed steps, each with its reason; the tracebacks are in the script's stderr.
    expect({ failures: report?.failures, stderr: report ? undefined : run.stderr }).toEqual({
      failures: [],
      stderr: undefined,
    });
    expect(run.status).toBe(0);
    const media = new RegExp(`^${readStack().apiUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/media/`);
    expect(report?.read).toEqual({
      copy_variants: 3,
      campaign_id: expect.stringMatching(/^cmp_/),
      campaign_copy_variants: 3,
      image_url: expect.stringMatching(media),
      speech_url: expect.stringMatching(media),
      draft_id: expect.stringMatching(/^wtd_/),
      refund_status: 'PENDING_VERIFICATION',
      balance: credits - 2 - 11 - 2,
      problem_400: 'invalid_request',
      problem_401: 'unauthorized',
    });
  });
});

describe('the Python client’s idempotency keys and retries', () => {
  let sql: Sql;
  beforeAll(() => {
    sql = testSql();
  });
  afterAll(async () => {
    await sql.end({ timeout: 5 });
  });

  test('keys a call itself, retries a lost connection with the same key (sync and asyncio), bills each call once', async () => {
    const { key } = await newAccount(sql, 20);
    const proxy = await droppingProxy(readStack().apiUrl);
    const asyncProxy = await droppingProxy(readStack().apiUrl);
    let run: Awaited<ReturnType<typeof python>>;
    try {
      run = await python(path.join(__dirname, 'python', 'retries.py'), {
        CGS_API_URL: readStack().apiUrl,
        CGS_PROXY_URL: proxy.url,
        CGS_ASYNC_PROXY_URL: asyncProxy.url,
        CGS_API_KEY: key,
      });
    } finally {
      await proxy.close();
      await asyncProxy.close();
    }
    expect({ status: run.status, stderr: run.status === 0 ? '' : run.stderr }).toEqual({
      status: 0,
      stderr: '',
    });
    const read = JSON.parse(run.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(read.direct).toEqual({ status: 201, replayed: null, credits_used: 2 }); // a first answer: no replay header
    // The answer of the second attempt is the first one's, stored: the work was done once.
    expect(read.proxied).toEqual({ status: 201, replayed: 'true', credits_used: 2 });
    expect(read.proxied_async).toEqual({ status: 201, replayed: 'true', credits_used: 2 });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const p of [proxy, asyncProxy]) {
      const [first, second, ...more] = p.keys();
      expect({ first, more }).toEqual({ first: expect.stringMatching(uuid), more: [] });
      expect(second).toBe(first);
      expect(p.connections()).toBe(2);
    }
    expect(proxy.keys()[0]).not.toBe(asyncProxy.keys()[0]);
    // Three calls, each charged once.
    const usage = await call('GET', '/v1/usage', { key });
    expect(usage.body).toMatchObject({ balance: 20 - 3 * 2, credits_used: 3 * 2 });
    expect(usage.body.requests).toHaveLength(3);
    for (const request of usage.body.requests)
      expect(request).toMatchObject({ credits_charged: 2, net_credits: 2 });

    // What the transport retries, the service played by a script (httpx's MockTransport, wrapped by the client's).
    const scripted = read.scripted as Record<string, Array<string | null>>;
    /** n attempts under one fresh key. */
    const same = (keys: Array<string | null> | undefined, n: number) => {
      expect(keys?.slice(0, n)).toEqual(Array(n).fill(keys?.[0]));
      expect(keys?.[0]).toMatch(uuid);
    };
    same(scripted['refused twice'], 3);
    expect(scripted['refused twice']).toHaveLength(3);
    same(scripted['refused four times'], 4);
    expect(scripted['refused four times']?.[4]).toBe('raised');
    for (const retried of ['request_in_progress', 'rate_limited', 'service_unavailable']) {
      expect(scripted[retried]).toHaveLength(2);
      expect(scripted[retried]![1]).toBe(scripted[retried]![0]);
    }
    for (const answered of ['allowance in an hour', 'internal_error', 'idempotency_key_reused'])
      expect(scripted[answered]).toHaveLength(1);
    expect(scripted['quote refused']).toEqual([null, 'raised']);

    // One module per tag of the clients (a new route's tag brings its module with the regenerated client).
    const tags = new Set(ROUTES.filter((r) => TAGS[r.tag].clients).map((r) => r.tag.replaceAll(' ', '_')));
    expect(read.tag_modules).toEqual([...tags].sort());
    expect(read.tag_modules).toEqual(
      expect.arrayContaining(['copy', 'images', 'speech', 'campaigns', 'ad_library']),
    );
    expect(read.models_named_by_path).toEqual([]);
    expect(read.readable_models).toEqual(['CampaignRequest', 'SpeechDeliverable', 'CopyGenerationResult']);
  });
});
