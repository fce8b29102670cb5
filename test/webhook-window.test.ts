import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { createWebhookActivities } from '../activities/webhooks';
import { DEFAULT_RETRY_SCHEDULE } from '../contract/webhooks';
import type { Sql } from '../db/client';
import { emitEvent } from '../db/webhooks';
import { createLogger } from '../lib/logger';
import { refusedUrls } from '../lib/net/refused-urls';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { createWebhookDispatcher } from '../webhooks/dispatch';
import { createEndpointManager } from '../webhooks/endpoints';
import { newAccount, testSql, uniqueKey, until } from './helpers/client';
import { readStack } from './helpers/stack-file';
import { timeSkippingEnvironment } from './helpers/time-skipping';
import { startWebhookReceiver, type Behaviour, type WebhookReceiver } from './helpers/webhook-receiver';

// The 3-day window of a delivery, and a receiver down for a minute, on Temporal's time-skipping test server: its
// timers fire at once, while every attempt is a real signed POST to a real receiver and a real write to PostgreSQL.

jest.setTimeout(180_000);

const TASK_QUEUE = 'webhook-window';
let sql: Sql;
let env: TestWorkflowEnvironment;
let worker: Worker;
let running: Promise<void>;
let receiver: WebhookReceiver;
const box = createSecretBox(parseSecretsKey(readStack().secretsKey));

beforeAll(async () => {
  sql = testSql();
  Runtime.install({ logger: new DefaultLogger('WARN') });
  receiver = await startWebhookReceiver();
  env = await timeSkippingEnvironment();
  worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: TASK_QUEUE,
    workflowBundle: { codePath: readStack().bundlePath },
    activities: createWebhookActivities({
      sql,
      secrets: box,
      uploads: {
        allowHosts: new Set([`127.0.0.1:${receiver.port}`]),
        caFile: receiver.caFile,
        refusedUrls: refusedUrls([]),
      },
      webhooks: { schedule: DEFAULT_RETRY_SCHEDULE },
    }),
  });
  running = worker.run();
});
afterAll(async () => {
  worker?.shutdown();
  await running;
  await env?.teardown();
  await receiver?.close();
  await sql?.end({ timeout: 5 });
});

/** An endpoint answering as `behaviour` says, and one event on its way to it by a real delivery workflow. */
async function startDelivery(behaviour: Behaviour) {
  const { accountId } = await newAccount(sql, 5);
  const path = `/window/${uniqueKey()}`;
  const { endpoint, secret } = await createEndpointManager({
    sql,
    secrets: box,
    outbound: { allowHosts: new Set([`127.0.0.1:${receiver.port}`]), refusedUrls: refusedUrls([]) },
  }).add(accountId, { url: receiver.url(path), event_types: ['request.failed'], description: '' });
  receiver.listen(path, secret, behaviour);
  const starts = await sql.begin((tx) =>
    emitEvent(tx, { accountId, type: 'request.failed', subjectId: 'req_window', data: { status: 'failed' } }),
  );
  await createWebhookDispatcher({
    sql,
    temporal: env.client,
    taskQueue: TASK_QUEUE,
    schedule: DEFAULT_RETRY_SCHEDULE,
    logger: createLogger('silent', 'test'),
  }).start(starts);
  return { endpoint, path, starts };
}

/** One event delivered by a real delivery workflow to an endpoint answering as `behaviour` says. */
async function deliverOne(behaviour: Behaviour) {
  const { endpoint, path, starts } = await startDelivery(behaviour);
  const outcome = await env.client.workflow.result(starts[0]!.workflowId);
  const [row] = await sql<{ status: string; disabled_reason: string | null; failing_since: Date | null }[]>`
    select status, disabled_reason, failing_since from webhook_endpoints where id = ${endpoint.id}`;
  const [delivery] = await sql<{ status: string; attempts: number }[]>`
    select status, attempts from webhook_deliveries where id = ${starts[0]!.deliveryId}`;
  return { outcome, endpoint: row!, delivery: delivery!, received: receiver.received(path), starts };
}

const deliveryRow = async (id: string) =>
  (
    await sql<
      {
        status: string;
        attempts: number;
        event_id: string;
        last_status_code: number | null;
        last_error: string | null;
      }[]
    >`select status, attempts, event_id, last_status_code, last_error from webhook_deliveries where id = ${id}`
  )[0]!;

describe('a delivery’s retries (time-skipping)', () => {
  it('an endpoint that fails for 3 days is disabled with a notice; every attempt carried the same webhook-id', async () => {
    const started = await env.currentTimeMs();
    const { outcome, endpoint, delivery, received } = await deliverOne(() => 503);
    expect(outcome).toBe('gave_up');
    // Three days passed on the workflow's clock, in seconds of ours.
    expect((await env.currentTimeMs()) - started).toBeGreaterThanOrEqual(72 * 3600_000);
    expect(endpoint.status).toBe('disabled');
    expect(endpoint.disabled_reason).toMatch(
      /^Every delivery failed for 3 days \(\d+ attempts of the last one\)/,
    );
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts).toBe(received.length);
    expect(received.length).toBeGreaterThan(40);
    expect(new Set(received.map((r) => r.id)).size).toBe(1);
    for (const r of received) expect(r.verified).toMatchObject({ ok: true });
  });

  it('an endpoint that comes back after 20 failed attempts (about 21 hours) gets the event and stays enabled', async () => {
    const { outcome, endpoint, delivery, received } = await deliverOne((n) => (n <= 20 ? 500 : 200));
    expect(outcome).toBe('delivered');
    expect(endpoint).toMatchObject({ status: 'active', disabled_reason: null, failing_since: null });
    expect(delivery).toEqual({ status: 'delivered', attempts: 21 });
    expect(received).toHaveLength(21);
  });

  it('a receiver stopped for a minute gets the event when it comes back, with the same webhook-id', async () => {
    await receiver.pause();
    let started: Awaited<ReturnType<typeof startDelivery>>;
    try {
      started = await startDelivery(() => 200);
      // The minute passes on the workflow's clock: its retries, 5 s apart and doubling, find the port closed.
      await env.sleep('1 minute');
      await until(
        'a refused attempt',
        async () => (await deliveryRow(started.starts[0]!.deliveryId)).attempts >= 2,
      );
    } finally {
      await receiver.resume();
    }
    const down = await deliveryRow(started.starts[0]!.deliveryId);
    expect(down).toMatchObject({ status: 'pending', last_status_code: null });
    expect(down.last_error).toMatch(/refused/);
    expect(await env.client.workflow.result(started.starts[0]!.workflowId)).toBe('delivered');
    const [got] = await receiver.waitFor(started.path, 1, 15_000);
    expect(got!.id).toBe(down.event_id);
    expect(got!.verified).toMatchObject({ ok: true });
    expect((await deliveryRow(started.starts[0]!.deliveryId)).status).toBe('delivered');
  });
});
