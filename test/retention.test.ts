import { Client, Connection } from '@temporalio/client';
import type { Sql } from '../db/client';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';
import { readStack } from './helpers/stack-file';
import { createDraft, rejection, reportOutcome, UTILITY_DRAFT } from './helpers/templates';

let sql: Sql;
let connection: Connection;
let client: Client;
beforeAll(async () => {
  sql = testSql();
  connection = await Connection.connect({ address: readStack().temporalAddress });
  client = new Client({ connection });
});
afterAll(async () => {
  await connection.close();
  await sql.end({ timeout: 5 });
});

describe('retention', () => {
  it('deletes request records and idempotency keys after 30 days; the key then starts a new request', async () => {
    const { key } = await newAccount(sql, 10);
    const idempotencyKey = uniqueKey();
    const body = { description: 'ورود طبيعية للمناسبات. توصيل في نفس اليوم.', count: 1 };
    const first = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body });
    expect(first.status).toBe(201);
    // 30 days pass for this record only.
    await sql`update requests set expires_at = now() - interval '1 second' where id = ${first.body.request_id}`;
    await sql`update idempotency_keys set expires_at = now() - interval '1 second' where request_id = ${first.body.request_id}`;
    expect((await call('GET', `/v1/requests/${first.body.request_id}`, { key })).status).toBe(404);

    // Retention is the worker's Temporal Schedule, hourly; it runs now when triggered.
    const schedule = client.schedule.getHandle(`retention-${readStack().taskQueue}`);
    expect((await schedule.describe()).spec.intervals?.[0]?.every).toBe(3_600_000);
    await schedule.trigger();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await sql`select count(*)::int as n from requests where id = ${first.body.request_id}`;
      if (row!.n === 0) break;
      if (Date.now() > deadline) throw new Error('the record was not purged');
      await new Promise((r) => setTimeout(r, 100));
    }
    const [keys] = await sql`select count(*)::int as n from idempotency_keys where key = ${idempotencyKey}`;
    expect(keys!.n).toBe(0);
    const again = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body });
    expect(again.status).toBe(201);
    expect(again.body.request_id).not.toBe(first.body.request_id);
  });

  it('removes template drafts past their 30 days with their reports and claims, but not a candidacy still awaiting verification', async () => {
    const { key } = await newAccount(sql, 10);
    const { body: plain } = await createDraft(key, UTILITY_DRAFT);
    const { body: pending } = await createDraft(key, UTILITY_DRAFT);
    const id = `9${Date.now()}`;
    await reportOutcome(key, plain.id, { ...rejection(`${id}1`, 'f'.repeat(64)), outcome: 'APPROVED' });
    await reportOutcome(key, pending.id, rejection(`${id}2`, pending.payload_hash));
    await sql`update template_drafts set expires_at = now() - interval '1 second' where id in ${sql([plain.id, pending.id])}`;
    await client.schedule.getHandle(`retention-${readStack().taskQueue}`).trigger();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [row] = await sql`select count(*)::int as n from template_drafts where id = ${plain.id}`;
      if (row!.n === 0) break;
      if (Date.now() > deadline) throw new Error('the draft was not purged');
      await new Promise((r) => setTimeout(r, 100));
    }
    const [left] = await sql`
      select (select count(*) from template_outcomes where draft_id = ${plain.id})::int as outcomes,
             (select count(*) from platform_template_claims where draft_id = ${plain.id})::int as claims,
             (select count(*) from template_drafts where id = ${pending.id})::int as pending`;
    expect(left).toEqual({ outcomes: 0, claims: 0, pending: 1 });
    expect((await call('GET', `/v1/messaging-template-drafts/${pending.id}`, { key })).status).toBe(404);
  });
});
