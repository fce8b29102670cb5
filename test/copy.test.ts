import type { Sql } from '../db/client';
import { balanceOf, call, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

describe('POST /v1/copy-generations', () => {
  it('generates Saudi copy for a Saudi market brief and debits 2 credits once', async () => {
    const { key, accountId } = await newAccount(sql, 100);
    const res = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey(),
      body: {
        description: 'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب.',
        market: 'SA',
        required_keywords: ['خصم 20%'],
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    expect(res.headers.get('service-api-version')).toBe('2026-09-19');
    expect(res.body).toMatchObject({
      object: 'copy_generation',
      status: 'completed',
      type: 'ad_copy',
      output_language: 'ar',
      market: 'SA',
      dialect: 'saudi',
      dialect_source: 'market',
      platform: 'chat_business',
      usage: { credits_used: 2, balance_after: 98 },
      saved_to: 'api_request',
    });
    expect(res.body.id).toMatch(/^cpy_[a-z2-7]{26}$/);
    expect(res.body.variants).toHaveLength(3);
    for (const variant of res.body.variants) {
      expect(variant.content).toContain('خصم 20%');
      expect(variant.keyword_compliance.matched_required).toEqual(['خصم 20%']);
    }
    expect(await balanceOf(sql, accountId)).toBe(98);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 2 }]);
  });
});
