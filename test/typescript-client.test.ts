import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCgsClient } from '../clients/typescript';
import type { Sql } from '../db/client';
import { CLIENT_DIR, freshClientTypes } from '../scripts/generate-client';
import { newAccount, testSql, uniqueKey } from './helpers/client';
import { readStack } from './helpers/stack-file';

jest.setTimeout(60_000);

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

test('the committed client types are what the current document generates', () => {
  // Regenerate with `npm run client:generate` after changing a route or a schema.
  expect(freshClientTypes()).toBe(readFileSync(path.join(CLIENT_DIR, 'schema.d.ts'), 'utf8'));
});

test('the walk-through through the typed client: copy, campaign, usage', async () => {
  const { key } = await newAccount(sql, 100);
  const cgs = createCgsClient({ baseUrl: readStack().apiUrl, apiKey: key });

  const copy = await cgs.POST('/v1/copy-generations', {
    params: { header: { 'Idempotency-Key': uniqueKey('client-copy') } },
    body: {
      description: 'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق.',
      market: 'SA',
      platform: 'chat_business',
      required_keywords: ['خصم 20%'],
    },
  });
  expect(copy.response.status).toBe(201);
  expect(copy.data).toMatchObject({
    object: 'copy_generation',
    status: 'completed',
    usage: { credits_used: 2 },
  });

  const campaign = await cgs.POST('/v1/campaigns', {
    params: { header: { 'Idempotency-Key': uniqueKey('client-campaign') } },
    body: {
      brief: {
        description: 'قهوة مختصة محمصة يومياً',
        offer: 'خصم 20% على أول طلب',
        market: 'SA',
        call_to_action: 'اطلب الحين',
      },
      deliverables: { image: { enabled: true, include_text: true } },
    },
  });
  expect(campaign.response.status).toBe(201);
  expect(campaign.data).toMatchObject({ object: 'campaign', status: 'completed' });

  const usage = await cgs.GET('/v1/usage', { params: { query: { limit: 5 } } });
  expect(usage.response.status).toBe(200);
  expect(usage.data).toMatchObject({ object: 'usage_summary', balance: 100 - 2 - 6 });

  // Errors come back typed as problems.
  const bad = await cgs.POST('/v1/copy-generations', {
    params: { header: { 'Idempotency-Key': uniqueKey('client-bad') } },
    body: { description: 'Fresh dates', output_language: 'en', dialect: 'saudi' },
  });
  expect(bad.response.status).toBe(400);
  expect(bad.error).toMatchObject({ code: 'invalid_request', status: 400 });
});
