import type { Sql } from '../db/client';
import { revokeApiKey } from '../db/api-keys';
import { balanceOf, call, countRows, newAccount, testSql, uniqueKey } from './helpers/client';
import { expectProblem } from './helpers/problems';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const VALID = { description: 'قهوة مختصة محمصة يومياً. خصم 20% على أول طلب.' };

describe('bad input changes nothing', () => {
  let key: string;
  let accountId: string;
  beforeEach(async () => {
    ({ key, accountId } = await newAccount(sql, 50));
  });
  afterEach(async () => {
    expect(await balanceOf(sql, accountId)).toBe(50);
    expect(await countRows(sql, accountId)).toEqual({ requests: 0, keys: 0, ledger: 1 });
  });
  const post = (
    body: unknown,
    extra: { rawBody?: string; idempotencyKey?: string | null; headers?: Record<string, string> } = {},
  ) =>
    call('POST', '/v1/copy-generations', {
      key,
      body: extra.rawBody === undefined ? body : undefined,
      rawBody: extra.rawBody,
      idempotencyKey: extra.idempotencyKey === null ? undefined : (extra.idempotencyKey ?? uniqueKey()),
      headers: extra.headers,
    });

  it('malformed JSON is a 400', async () => {
    expectProblem(await post(undefined, { rawBody: '{"description": ' }), 400, 'invalid_request');
  });

  it('an unknown property is a 400 that points at it', async () => {
    const res = await post({ ...VALID, colour: 'red' });
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors).toEqual([{ pointer: '/colour', detail: 'is not a known property' }]);
  });

  it.each([
    [{ description: '' }, '/description'],
    [{ description: 'x'.repeat(8001) }, '/description'],
    [{ ...VALID, count: 4 }, '/count'],
    [{ ...VALID, count: 1.5 }, '/count'],
    [{ ...VALID, max_characters: 4001 }, '/max_characters'],
    [{ ...VALID, market: 'SAU' }, '/market'],
    [{ ...VALID, dialect: 'moroccan' }, '/dialect'],
    [{ ...VALID, platform: 'fax' }, '/platform'],
    [{ ...VALID, tone: 'x'.repeat(101) }, '/tone'],
    [{ ...VALID, call_to_action: 'x'.repeat(161) }, '/call_to_action'],
    [{ ...VALID, keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }, '/keywords'],
    [{ ...VALID, required_keywords: ['قهوة', 'قهوة'] }, '/required_keywords'],
    [{ ...VALID, excluded_keywords: ['x'.repeat(81)] }, '/excluded_keywords/0'],
    [{ ...VALID, metadata: { k: 'x'.repeat(501) } }, '/metadata/k'],
    [
      { ...VALID, metadata: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v'])) },
      '/metadata',
    ],
    [{ ...VALID, external_id: 'x'.repeat(201) }, '/external_id'],
  ])('an out-of-bound value is a 400 (%#)', async (body, pointer) => {
    const res = await post(body);
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
  });

  it.each([
    [{ ...VALID, output_language: 'en', dialect: 'saudi' }, '/dialect'],
    [{ ...VALID, type: 'headlines', framework: 'aida' }, '/framework'],
    [{ ...VALID, audience: 'specific' }, '/specific_audience'],
    [{ ...VALID, specific_audience: 'new mothers' }, '/specific_audience'],
    [{ ...VALID, required_keywords: ['قهوة'], excluded_keywords: ['قهوة'] }, '/required_keywords/0'],
    [{ ...VALID, source_dialect: 'saudi' }, '/source_dialect'],
    [{ ...VALID, type: 'dialect_conversion', source_dialect: 'saudi' }, '/target_dialect'],
    [
      { ...VALID, type: 'dialect_conversion', source_dialect: 'saudi', target_dialect: 'saudi' },
      '/target_dialect',
    ],
    [
      {
        description: 'Plain English text',
        type: 'dialect_conversion',
        source_dialect: 'saudi',
        target_dialect: 'egyptian',
      },
      '/description',
    ],
  ])('a forbidden combination is a 400 (%#)', async (body, pointer) => {
    const res = await post(body);
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
  });

  it('a missing Idempotency-Key is a 400', async () => {
    expectProblem(await post(VALID, { idempotencyKey: null }), 400, 'idempotency_key_missing');
  });

  it('an over-long Idempotency-Key is a 400', async () => {
    expectProblem(await post(VALID, { idempotencyKey: 'k'.repeat(201) }), 400, 'idempotency_key_invalid');
  });

  it('a body over the size limit is a 413', async () => {
    expectProblem(
      await post(undefined, { rawBody: JSON.stringify({ description: 'x'.repeat(300_000) }) }),
      413,
      'payload_too_large',
    );
  });

  it('a body that is not JSON is a 415', async () => {
    expectProblem(
      await post(undefined, { rawBody: 'description=x', headers: { 'content-type': 'text/plain' } }),
      415,
      'unsupported_media_type',
    );
  });

  it('a request costing more than the balance is a terminal 402: nothing charged, replayed for the same key and body', async () => {
    const { key: poorKey, accountId: poor } = await newAccount(sql, 1);
    const idempotencyKey = uniqueKey();
    const res = await call('POST', '/v1/copy-generations', { key: poorKey, idempotencyKey, body: VALID });
    expectProblem(res, 402, 'insufficient_credits');
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await balanceOf(sql, poor)).toBe(1);
    // The refusal is the attempt's terminal record: no debit, the key bound to it.
    expect(await countRows(sql, poor)).toEqual({ requests: 1, keys: 1, ledger: 1 });
    const again = await call('POST', '/v1/copy-generations', { key: poorKey, idempotencyKey, body: VALID });
    expect(again.status).toBe(402);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(res.text);
    const record = await call('GET', `/v1/requests/${res.body.request_id}`, { key: poorKey });
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ status: 'failed', error: { code: 'insufficient_credits' } });
    // A top-up does not turn the stored refusal into a new attempt: a new key does.
    await sql`update accounts set balance = 10 where id = ${poor}`;
    const replayed = await call('POST', '/v1/copy-generations', {
      key: poorKey,
      idempotencyKey,
      body: VALID,
    });
    expect(replayed.status).toBe(402);
    expect(replayed.text).toBe(res.text);
  });

  it("another account's request id is a 404 that discloses nothing", async () => {
    const other = await newAccount(sql, 10);
    const made = await call('POST', '/v1/copy-generations', {
      key: other.key,
      idempotencyKey: uniqueKey(),
      body: VALID,
    });
    expect(made.status).toBe(201);
    const foreign = await call('GET', `/v1/requests/${made.body.request_id}`, { key });
    const unknown = await call('GET', '/v1/requests/req_aaaaaaaaaaaaaaaaaaaaaaaaaa', { key });
    expectProblem(foreign, 404, 'not_found');
    expectProblem(unknown, 404, 'not_found');
    expect(foreign.body.detail).toBe(unknown.body.detail);
  });

  it('a tampered or foreign usage cursor is a 400', async () => {
    const other = await newAccount(sql, 10);
    for (let i = 0; i < 2; i++) {
      await call('POST', '/v1/copy-generations', {
        key: other.key,
        idempotencyKey: uniqueKey(),
        body: VALID,
      });
    }
    const page = await call('GET', '/v1/usage?limit=1', { key: other.key });
    const cursor: string = page.body.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    expectProblem(
      await call('GET', `/v1/usage?cursor=${encodeURIComponent(cursor)}`, { key }),
      400,
      'invalid_request',
    );
    const tampered = `${cursor.slice(0, -2)}${cursor.endsWith('AA') ? 'BB' : 'AA'}`;
    expectProblem(
      await call('GET', `/v1/usage?cursor=${encodeURIComponent(tampered)}`, { key: other.key }),
      400,
      'invalid_request',
    );
    expectProblem(await call('GET', '/v1/usage?limit=101', { key }), 400, 'invalid_request');
    expectProblem(await call('GET', '/v1/usage?limit=0', { key }), 400, 'invalid_request');
  });
});

describe('authentication, scopes and routing', () => {
  it('no key, a malformed key and a wrong key are 401', async () => {
    expectProblem(
      await call('POST', '/v1/copy-generations', { body: VALID, idempotencyKey: 'a' }),
      401,
      'unauthorized',
    );
    expectProblem(await call('GET', '/v1/usage', { key: 'not-a-key' }), 401, 'unauthorized');
    expectProblem(
      await call('GET', '/v1/usage', { key: 'cgs_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA000000' }),
      401,
      'unauthorized',
    );
  });

  it('a revoked key is 401', async () => {
    const { key, keyId } = await newAccount(sql, 10);
    expect((await call('GET', '/v1/usage', { key })).status).toBe(200);
    await revokeApiKey(sql, keyId);
    expectProblem(await call('GET', '/v1/usage', { key }), 401, 'unauthorized');
  });

  it("a key without the operation's scope is 403", async () => {
    const { key, accountId } = await newAccount(sql, 10, ['usage:read']);
    expectProblem(
      await call('POST', '/v1/copy-generations', { key, body: VALID, idempotencyKey: uniqueKey() }),
      403,
      'insufficient_scope',
    );
    const reader = await newAccount(sql, 10, ['copy:write']);
    expectProblem(await call('GET', '/v1/usage', { key: reader.key }), 403, 'insufficient_scope');
    expect(await balanceOf(sql, accountId)).toBe(10);
  });

  it('an unknown path is a 404 problem and a wrong method a 405 with Allow', async () => {
    const { key } = await newAccount(sql, 10);
    expectProblem(await call('GET', '/v1/nothing-here', { key }), 404, 'not_found');
    expectProblem(await call('GET', '/elsewhere'), 404, 'not_found');
    const wrong = await call('GET', '/v1/copy-generations', { key });
    expectProblem(wrong, 405, 'method_not_allowed');
    expect(wrong.headers.get('allow')).toBe('POST');
  });

  it('serves a page for every problem type', async () => {
    const page = await call('GET', '/v1/problems/insufficient_credits');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toContain('insufficient_credits');
  });
});
