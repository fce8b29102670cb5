import { Client, Connection } from '@temporalio/client';
import type { Sql } from '../db/client';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';
import { readStack } from './helpers/stack-file';

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

    const handle = await client.workflow.start('retentionWorkflow', {
      taskQueue: readStack().taskQueue,
      workflowId: `retention-test-${Date.now()}`,
      args: ['200 milliseconds'],
    });
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = await sql`select count(*)::int as n from requests where id = ${first.body.request_id}`;
        if (row!.n === 0) break;
        if (Date.now() > deadline) throw new Error('the record was not purged');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await handle.terminate('test done');
    }
    const [keys] = await sql`select count(*)::int as n from idempotency_keys where key = ${idempotencyKey}`;
    expect(keys!.n).toBe(0);
    const again = await call('POST', '/v1/copy-generations', { key, idempotencyKey, body });
    expect(again.status).toBe(201);
    expect(again.body.request_id).not.toBe(first.body.request_id);
  });
});
