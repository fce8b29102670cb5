import type { Sql } from '../db/client';
import { balanceOf, call, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const BODY = { description: 'عطور شرقية فاخرة. توصيل مجاني داخل الرياض.', market: 'SA', count: 2 };

describe('Idempotency-Key', () => {
  it('100 concurrent retries of one request debit once; every answer is the receipt or request_in_progress', async () => {
    const { key, accountId } = await newAccount(sql, 100);
    const idempotencyKey = uniqueKey('burst');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('POST', '/v1/copy-generations', { key, idempotencyKey, body: BODY }),
      ),
    );
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].every((s) => s === 201 || s === 409)).toBe(true);
    const receipts = answers.filter((a) => a.status === 201);
    expect(receipts.length).toBeGreaterThanOrEqual(1);
    for (const busy of answers.filter((a) => a.status === 409)) {
      expect(busy.body.code).toBe('request_in_progress');
      expect(busy.headers.get('retry-after')).toBe('1');
    }
    const requestId = receipts[0]!.body.request_id;
    expect(new Set(receipts.map((r) => r.text)).size).toBe(1);
    expect(await ledgerRows(sql, requestId)).toEqual([{ kind: 'debit', credits: 2 }]);
    expect(await balanceOf(sql, accountId)).toBe(98);

    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/v1/copy-generations', { key, idempotencyKey, body: BODY }),
      ),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      expect(replay.text).toBe(receipts[0]!.text);
      expect(replay.headers.get('x-request-id')).toBe(requestId);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
    }
    expect(await balanceOf(sql, accountId)).toBe(98);
  });

  it('treats the same body with other key order and spacing as the same request', async () => {
    const { key } = await newAccount(sql, 10);
    const idempotencyKey = uniqueKey();
    const first = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body: BODY });
    const reordered = `{ "count": 2, "market": "SA",   "description": ${JSON.stringify(BODY.description)} }`;
    const second = await call('POST', '/v1/copy-generations', { key, idempotencyKey, rawBody: reordered });
    expect(second.status).toBe(201);
    expect(second.text).toBe(first.text);
  });

  it('a different body with a used key is 409 idempotency_key_reused and changes nothing', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const idempotencyKey = uniqueKey();
    expect((await call('POST', '/v1/copy-generations', { key, idempotencyKey, body: BODY })).status).toBe(
      201,
    );
    const reused = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey,
      body: { ...BODY, count: 1 },
    });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await balanceOf(sql, accountId)).toBe(8);
  });

  it('keys are per account: two accounts may use the same key', async () => {
    const a = await newAccount(sql, 10);
    const b = await newAccount(sql, 10);
    const idempotencyKey = uniqueKey('shared');
    const ra = await call('POST', '/v1/copy-generations', { key: a.key, idempotencyKey, body: BODY });
    const rb = await call('POST', '/v1/copy-generations', { key: b.key, idempotencyKey, body: BODY });
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(ra.body.request_id).not.toBe(rb.body.request_id);
  });

  it('replays a terminal 4xx exactly: content_rejected stays the answer for that key', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    const idempotencyKey = uniqueKey();
    const body = {
      description: BODY.description,
      max_characters: 5,
      required_keywords: ['توصيل مجاني داخل الرياض'],
    };
    const first = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body });
    expect(first.status).toBe(422);
    const again = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body });
    expect(again.status).toBe(422);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await balanceOf(sql, accountId)).toBe(10);
  });
});
