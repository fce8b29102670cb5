import net from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Sql } from '../db/client';
import { createCursorCodec } from '../lib/cursor';
import { newId } from '../lib/ids';
import { balanceOf, call, countRows, newAccount, testSql, uniqueKey } from './helpers/client';
import { expectProblem } from './helpers/problems';
import { rawRequest } from './helpers/raw-http';
import { readStack } from './helpers/stack-file';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const COPY = { description: 'قهوة مختصة محمصة يومياً. خصم 20% على أول طلب.' };

describe('bad input is a 4xx problem that changes nothing', () => {
  let key: string;
  let accountId: string;
  beforeEach(async () => {
    ({ key, accountId } = await newAccount(sql, 50));
  });
  afterEach(async () => {
    expect(await balanceOf(sql, accountId)).toBe(50);
    expect(await countRows(sql, accountId)).toEqual({ requests: 0, keys: 0, ledger: 1 });
  });

  it.each([
    '/v1/requests/req_%FF',
    '/v1/requests/req_%zz',
    '/v1/requests/req_%',
    '/v1/requests/%C0%80',
    '/v1/requests/%ED%A0%80',
    '/v1/requests/req_%00',
    '/v1/problems/%FF',
    '/v1/brand-profiles/brp_%FF',
    '/v1/brand-profiles/brp_%00',
  ])('GET %s is 404 not_found', async (path) => {
    expectProblem(await call('GET', path, { key }), 404, 'not_found');
  });

  const nul = 'a\u0000b';
  it.each([
    ['/v1/copy-generations', { ...COPY, description: `قهوة ${nul} مختصة` }, '/description'],
    ['/v1/copy-generations', { ...COPY, metadata: { campaign: nul } }, '/metadata/campaign'],
    ['/v1/copy-generations', { ...COPY, metadata: { [nul]: 'x' } }, `/metadata/${nul}`],
    ['/v1/copy-generations', { ...COPY, brand_profile_id: `brp_${nul}` }, '/brand_profile_id'],
    ['/v1/copy-generations', { ...COPY, required_keywords: ['ok', nul] }, '/required_keywords/1'],
    ['/v1/speech-generations', { text: `Hello ${nul}` }, '/text'],
    ['/v1/image-generations', { prompt: `Fresh coffee ${nul}` }, '/prompt'],
    [
      '/v1/image-generations',
      { prompt: 'Fresh coffee', reference_storage_ids: [`stg_${nul}`] },
      '/reference_storage_ids/0',
    ],
    ['/v1/image-generations', { prompt: 'Fresh coffee', logo_storage_id: `stg_${nul}` }, '/logo_storage_id'],
  ])('a NUL character in %s is a 400 naming %#', async (path, body, pointer) => {
    const res = await call('POST', path, { key, idempotencyKey: uniqueKey(), body });
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors).toEqual([
      {
        pointer,
        detail: expect.stringMatching(/^(property name )?must not contain the NUL character \(U\+0000\)$/),
      },
    ]);
  });

  it('a lone surrogate in a JSON string is a 400 naming the field', async () => {
    const res = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey(),
      rawBody: '{"description":"Coffee \\ud800 for everyone, every day."}',
    });
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors).toEqual([
      { pointer: '/description', detail: 'must not contain a lone UTF-16 surrogate' },
    ]);
  });

  it.each([
    ['/v1/ad-library/uploads?storage_id=stg_%00', 'DELETE', '/storage_id'],
    ['/v1/usage?cursor=%00', 'GET', '/cursor'],
  ])('a NUL character in the query of %s is a 400 naming the parameter', async (path, method, pointer) => {
    const res = await call(method, path, { key });
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors[0].pointer).toBe(pointer);
  });

  // Signed with the stack's CURSOR_SECRET: only the position inside is hostile (it reached a ::timestamptz cast).
  const signed = (list: 'usage' | 'brand-profiles', position: Record<string, string | number>) =>
    encodeURIComponent(createCursorCodec(readStack().cursorSecret, list).encode(accountId, position));
  const at = '2026-11-21T10:00:00.123456Z';
  it.each([
    ['not-a-time', { t: 'not-a-time', id: newId('req') }],
    ['an id with NUL', { t: at, id: `req_${'a'.repeat(25)}\u0000` }],
    ['the year 9999999', { t: '9999999-01-01T00:00:00Z', id: newId('req') }],
    ['30 February', { t: '2026-02-30T00:00:00Z', id: newId('req') }],
    ['a number for the time', { t: 1_790_000_000, id: newId('req') }],
  ])('a signed cursor holding %s is a 400 on /v1/usage and /v1/brand-profiles', async (_label, position) => {
    for (const [list, path] of [
      ['usage', '/v1/usage'],
      ['brand-profiles', '/v1/brand-profiles'],
    ] as const) {
      const res = await call('GET', `${path}?cursor=${signed(list, position)}`, { key });
      expectProblem(res, 400, 'invalid_request');
      expect(res.body.errors).toEqual([
        { pointer: '/cursor', detail: 'is not a cursor this API issued to this account' },
      ]);
      // The same secret with a position of the right shape is a page: the 400 above is the position's.
      const page = await call('GET', `${path}?cursor=${signed(list, { t: at, id: newId('req') })}`, { key });
      expect(page.status).toBe(200);
    }
  });

  it.each([
    ['/v1/copy-generations', { description: '\u200b' }, '/description'],
    ['/v1/copy-generations', { description: '\u200b\u200c\u200d\u2060\ufeff \u3164' }, '/description'],
    ['/v1/copy-generations', { ...COPY, required_keywords: ['\u200e\u200f'] }, '/required_keywords/0'],
    ['/v1/speech-generations', { text: '\u2800\u200b' }, '/text'],
    ['/v1/image-generations', { prompt: '\u200b\u200b\u200b\u200b\u200b\u200b' }, '/prompt'],
  ])('text made only of invisible characters is blank in %s', async (path, body, pointer) => {
    const res = await call('POST', path, { key, idempotencyKey: uniqueKey(), body });
    expectProblem(res, 400, 'invalid_request');
    expect(res.body.errors).toContainEqual({ pointer, detail: 'must not be blank' });
  });

  const plain = Buffer.from(JSON.stringify(COPY));
  it.each([
    ['gzip', plain, 400, 'invalid_request'],
    ['deflate', plain, 400, 'invalid_request'],
    ['br', plain, 400, 'invalid_request'],
    ['gzip', gzipSync(plain).subarray(0, 20), 400, 'invalid_request'],
    ['compress', plain, 415, 'unsupported_media_type'],
  ])(
    'Content-Encoding %s with a body that does not decode as it says is a problem',
    async (encoding, body, status, code) => {
      const res = await rawPost('/v1/copy-generations', body, {
        'content-encoding': encoding,
        authorization: `Bearer ${key}`,
      });
      expectProblem(res, status, code);
    },
  );
});

describe('compressed request bodies', () => {
  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('a %s body that decodes is read like any other', async (encoding, compress) => {
    const { key, accountId } = await newAccount(sql, 10);
    const res = await rawPost('/v1/copy-generations', compress(Buffer.from(JSON.stringify(COPY))), {
      'content-encoding': encoding,
      authorization: `Bearer ${key}`,
      'idempotency-key': uniqueKey(),
    });
    expect(res.status).toBe(201);
    expect(await balanceOf(sql, accountId)).toBe(8);
  });
});

describe('requests Node refuses before Express', () => {
  it.each([
    [
      'a 20,000-character Authorization header',
      '/v1/usage',
      { authorization: `Bearer ${'x'.repeat(20_000)}` },
    ],
    ['a 17,000-character Idempotency-Key', '/v1/copy-generations', { 'idempotency-key': 'k'.repeat(17_000) }],
    ['a 17,000-character path', `/v1/requests/${'r'.repeat(17_000)}`, {}],
  ])('%s is a 431 problem with the usual headers', async (_what, path, headers) => {
    const res = await rawRequest('GET', path, headers);
    expectProblem(res, 431, 'request_header_fields_too_large');
    expect(res.body.detail).toBe('The request line and headers exceed 16384 bytes.');
  });

  it('bytes that are not HTTP get a 400 problem, not a bare status line', async () => {
    const { port } = new URL(readStack().apiUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    expect(head).toMatch(/\r\nContent-Type: application\/problem\+json/);
    expect(head).toMatch(/\r\nX-Request-Id: req_[a-z2-7]{26}/);
    expect(head).toMatch(/\r\nService-API-Version: 2026-09-19/);
    expect(JSON.parse(body!)).toMatchObject({ status: 400, code: 'invalid_request' });
  });
});

const rawPost = (path: string, body: Buffer, headers: Record<string, string>) =>
  rawRequest(
    'POST',
    path,
    { 'content-type': 'application/json', 'idempotency-key': uniqueKey(), ...headers },
    body,
  );
