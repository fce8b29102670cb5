import type { Sql } from '../db/client';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const BODY = { description: 'حلويات عربية طازجة كل صباح. اطلبها الحين.', market: 'SA', count: 1 };

describe('GET /v1/usage and GET /v1/requests/{id}', () => {
  it('pages through every attempt with an opaque cursor and reports gross and net credits', async () => {
    const { key } = await newAccount(sql, 100);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', '/v1/copy-generations', {
        key,
        idempotencyKey: uniqueKey(),
        body: { ...BODY, type: i % 2 ? 'headlines' : 'ad_copy' },
      });
      expect(res.status).toBe(201);
      made.push(res.body.request_id);
    }
    const failed = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey(),
      body: { ...BODY, max_characters: 3, required_keywords: ['حلويات عربية طازجة'] },
    });
    expect(failed.status).toBe(422);
    made.push(failed.body.request_id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = await call('GET', `/v1/usage${query}`, { key });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ object: 'usage_summary', balance: 100 - 2 * 3 - 1 * 2 });
      expect(page.body.credits_used).toBe(2 * 3 + 1 * 2 + 2);
      expect(page.body.net_credits_used).toBe(2 * 3 + 1 * 2);
      seen.push(...page.body.requests.map((r: { request_id: string }) => r.request_id));
      cursor = page.body.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    const first = await call('GET', '/v1/usage', { key });
    const rejected = first.body.requests.find(
      (r: { request_id: string }) => r.request_id === failed.body.request_id,
    );
    expect(rejected).toMatchObject({
      status: 'failed',
      credits_charged: 2,
      credits_refunded: 2,
      net_credits: 0,
      partial_refund_credits: 0,
      refund_pending: false,
    });
  });

  it('shows a completed request with its stored result', async () => {
    const { key } = await newAccount(sql, 10);
    const res = await call('POST', '/v1/copy-generations', { key, idempotencyKey: uniqueKey(), body: BODY });
    const record = await call('GET', `/v1/requests/${res.body.request_id}`, { key });
    expect(record.status).toBe(200);
    expect(record.headers.get('service-api-version')).toBe('2026-09-19');
    expect(record.body).toMatchObject({
      object: 'request',
      id: res.body.request_id,
      operation: 'copy',
      status: 'completed',
      http_status: 201,
      resource_id: res.body.id,
      usage: { credits_charged: 2, credits_refunded: 0, net_credits: 0 + 2 },
      refund_pending: false,
      error: null,
    });
    expect(record.body.result).toEqual(res.body);
    const created = Date.parse(record.body.created_at);
    expect(Date.parse(record.body.expires_at) - created).toBeGreaterThanOrEqual(30 * 24 * 3600 * 1000 - 1000);
    expect(Date.parse(record.body.completed_at)).toBeGreaterThanOrEqual(created);
  });
});
