import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sql } from '../db/client';
import { balanceOf, call, newAccount, testSql, rateWindowWithRoom, uniqueKey } from './helpers/client';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { readStack } from './helpers/stack-file';

let sql: Sql;
let stack: ExtraStack;
beforeAll(async () => {
  sql = testSql();
  stack = await startExtraStack('ratelimit', {
    RATE_LIMIT_BILLABLE_PER_MINUTE: '2',
    RATE_LIMIT_READ_PER_MINUTE: '3',
  });
});
afterAll(async () => {
  await stack.stop();
  await sql.end({ timeout: 5 });
});

describe('per-key rate limits', () => {
  it('answers 429 rate_limited with Retry-After and RateLimit headers past the billable quota, charging nothing', async () => {
    const { key, accountId } = await newAccount(sql, 50);
    const body = { description: 'بخور وعود فاخر، شحن مجاني.', count: 1 };
    const post = () =>
      call('POST', '/v1/copy-generations', { key, idempotencyKey: uniqueKey(), body, baseUrl: stack.apiUrl });
    await rateWindowWithRoom();
    const first = await post();
    expect(first.status).toBe(201);
    expect(first.headers.get('ratelimit-policy')).toBe('"billable";q=2;w=60');
    expect(first.headers.get('ratelimit')).toMatch(/^"billable";r=1;t=\d+$/);
    expect((await post()).status).toBe(201);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('ratelimit')).toMatch(/^"billable";r=0;t=\d+$/);
    expect(await balanceOf(sql, accountId)).toBe(50 - 4);

    // Reads have their own bucket, and another key has its own windows.
    expect((await call('GET', '/v1/usage', { key, baseUrl: stack.apiUrl })).status).toBe(200);
    const other = await newAccount(sql, 10);
    expect(
      (await call('GET', '/v1/usage', { key: other.key, baseUrl: stack.apiUrl })).headers.get('ratelimit'),
    ).toMatch(/^"read";r=2;/);
  });

  it('past the quota, a request without a usable Idempotency-Key is told what to fix (400), counted all the same', async () => {
    const { key, accountId } = await newAccount(sql, 50);
    const body = { description: 'بخور وعود فاخر، شحن مجاني.', count: 1 };
    const post = (idempotencyKey?: string, path = '/v1/copy-generations') =>
      call('POST', path, { key, idempotencyKey, body, baseUrl: stack.apiUrl });
    await rateWindowWithRoom();
    expect((await post(uniqueKey())).status).toBe(201);
    expect((await post(uniqueKey())).status).toBe(201);
    expect((await post(uniqueKey())).status).toBe(429);
    const missing = await post();
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'idempotency_key_missing', status: 400 });
    expect(missing.headers.get('ratelimit')).toMatch(/^"billable";r=0;t=\d+$/);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await post('key with spaces')).body).toMatchObject({ code: 'idempotency_key_invalid' });
    // A route with a path parameter, and one that takes no key at all (past the quota, a 429 as before).
    expect((await post(undefined, '/v1/ad-library/any-id/prepare')).body.code).toBe(
      'idempotency_key_missing',
    );
    expect((await post(undefined, '/v1/quote')).status).toBe(429);
    expect(await balanceOf(sql, accountId)).toBe(50 - 4);
  });

  it('keeps its windows in an unlogged table: counting a request writes no WAL', async () => {
    const [table] = await sql`select relpersistence from pg_class where relname = 'rate_limit_windows'`;
    expect(table!.relpersistence).toBe('u');
  });
});

describe('request logs', () => {
  it('log one line per request with the request id and account id, never the API key', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const res = await call('GET', '/v1/usage', { key });
    const requestId = res.headers.get('x-request-id')!;
    const logFile = path.join(readStack().logsDir, 'api.log');
    let line: any;
    for (let i = 0; i < 50 && !line; i++) {
      line = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
        .find((l) => l.request_id === requestId);
      if (!line) await new Promise((r) => setTimeout(r, 50));
    }
    expect(line).toMatchObject({
      request_id: requestId,
      account_id: accountId,
      method: 'GET',
      path: '/v1/usage',
      status: 200,
    });
    expect(typeof line.latency_ms).toBe('number');
    expect(readFileSync(logFile, 'utf8')).not.toContain(key);
  });
});
