import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import type { Service } from '../scripts/stack/processes';
import { startWorker } from '../scripts/stack/services';
import type { Sql } from '../db/client';
import { call, newAccount, testSql, uniqueKey, until, type ApiResponse } from './helpers/client';
import { completion } from './helpers/fake-provider';
import { startExtraStack, type ExtraStack } from './helpers/services';
import { readStack } from './helpers/stack-file';

jest.setTimeout(120_000);

const COPY = completion([
  {
    content: 'Coffee roasted this morning, at your door within the hour. Order now!',
    angle: 'fresh',
    call_to_action: 'Order now',
  },
  { content: 'Your morning cup, roasted today and brewed your way.', angle: 'ritual', call_to_action: null },
  {
    content: 'Fresh beans every day: taste the difference in every cup.',
    angle: 'quality',
    call_to_action: null,
  },
]);
const BODY = { brief: { description: 'Fresh coffee roasted daily.', output_language: 'en' } };

/**
 * The text provider at the outside edge, holding every request until the test releases it: a campaign waits in
 * its copy activity, on the worker that took it, for as long as the test wants.
 */
async function startHeldProvider() {
  const waiting: http.ServerResponse[] = [];
  let released = false;
  const answer = (res: http.ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(COPY));
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => (released ? answer(res) : waiting.push(res)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    waiting: () => waiting.length,
    release() {
      released = true;
      waiting.splice(0).forEach(answer);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let sql: Sql;
let held: Awaited<ReturnType<typeof startHeldProvider>>;
let stack: ExtraStack;
let buildB: Service | null = null;
let connection: Connection;
let client: Client;
let restartedA: Service | undefined;
let buildC: Service | undefined;

beforeAll(async () => {
  sql = testSql();
  held = await startHeldProvider();
  stack = await startExtraStack('versioning', {
    TEXT_PROVIDER: 'openai',
    OPENAI_BASE_URL: held.url,
    OPENAI_MODEL: 'test-model',
    WORKER_BUILD_ID: 'build-a',
  });
  connection = await Connection.connect({ address: readStack().temporalAddress });
  client = new Client({ connection });
});
afterAll(async () => {
  held?.release();
  await buildB?.stop();
  await restartedA?.stop();
  await buildC?.stop();
  await stack?.stop();
  await held?.close();
  await connection?.close();
  await sql?.end({ timeout: 5 });
});

/** The deployment's current build (its name is the task queue's: WORKER_DEPLOYMENT_NAME unset). */
async function currentBuild(): Promise<string | null | undefined> {
  const { workerDeploymentInfo } = await client.workflowService.describeWorkerDeployment({
    namespace: 'default',
    deploymentName: stack.taskQueue,
  });
  return workerDeploymentInfo?.routingConfig?.currentDeploymentVersion?.buildId;
}

/** The build of every worker that completed one of the workflow's tasks, in order. */
async function buildsThatRan(workflowId: string): Promise<string[]> {
  const { events } = await client.workflow.getHandle(workflowId).fetchHistory();
  return (events ?? [])
    .filter((e) => e.eventType === temporal.api.enums.v1.EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED)
    .map((e) => e.workflowTaskCompletedEventAttributes?.deploymentVersion?.buildId ?? '(unversioned)');
}

async function pinnedTo(workflowId: string): Promise<{ behavior: string; buildId: string }> {
  const { raw } = await client.workflow.getHandle(workflowId).describe();
  const info = raw.workflowExecutionInfo?.versioningInfo;
  return {
    behavior: temporal.api.enums.v1.VersioningBehavior[info?.behavior ?? 0]!,
    buildId: info?.deploymentVersion?.buildId ?? '',
  };
}

const campaign = (key: string) =>
  call('POST', '/v1/campaigns', { key, idempotencyKey: uniqueKey('cmp'), body: BODY, baseUrl: stack.apiUrl });

it('finishes a running campaign on the build that started it while new campaigns run on the next build', async () => {
  // The deployment exists once build A's first poll reaches the server; A then makes itself current.
  await until('build A to be current', async () => (await currentBuild().catch(() => null)) === 'build-a');
  const { key, accountId } = await newAccount(sql, 20);

  // A campaign starts on build A and waits there in its copy activity.
  const first: Promise<ApiResponse<any>> = campaign(key);
  await until('the first campaign to ask for its copy', () => held.waiting() === 1);
  const [{ id: firstId } = { id: '' }] = await sql<{ id: string }[]>`
    select id from requests where account_id = ${accountId} and operation = 'campaign'`;

  // Build B joins the same task queue and makes itself current.
  buildB = await startWorker(
    { ...stack.env, WORKER_BUILD_ID: 'build-b' },
    path.join(readStack().logsDir, 'versioning-worker-b.log'),
  );
  await until('build B to be current', async () => (await currentBuild()) === 'build-b');

  held.release();
  const firstDone = await first;
  expect(firstDone.status).toBe(201);
  expect(firstDone.body.request_id).toBe(firstId);
  expect(await pinnedTo(firstId)).toEqual({ behavior: 'VERSIONING_BEHAVIOR_PINNED', buildId: 'build-a' });
  const firstBuilds = await buildsThatRan(firstId);
  expect(firstBuilds.length).toBeGreaterThan(1);
  expect(new Set(firstBuilds)).toEqual(new Set(['build-a']));

  const second = await campaign(key);
  expect(second.status).toBe(201);
  expect(await pinnedTo(second.body.request_id)).toEqual({
    behavior: 'VERSIONING_BEHAVIOR_PINNED',
    buildId: 'build-b',
  });
  expect(new Set(await buildsThatRan(second.body.request_id))).toEqual(new Set(['build-b']));
});

it('in production, a restarted older build leaves the deployment on the newer one, and a new build takes it', async () => {
  // Runs after the test above: build B is current, build A was current before it. Production's default ('first').
  await until('build B to be current', async () => (await currentBuild()) === 'build-b');
  const log = path.join(readStack().logsDir, 'versioning-worker-a-restarted.log');
  restartedA = await startWorker(
    { ...stack.env, WORKER_BUILD_ID: 'build-a', WORKER_SET_CURRENT_VERSION: 'first' },
    log,
  );
  await until(
    'the restarted worker to decide',
    () =>
      existsSync(log) &&
      readFileSync(log, 'utf8').includes('worker build was current before: the deployment keeps its routing'),
  );
  expect(await currentBuild()).toBe('build-b');

  // A build never current before still makes itself current under 'first': a production deploy needs no CLI.
  buildC = await startWorker(
    { ...stack.env, WORKER_BUILD_ID: 'build-c', WORKER_SET_CURRENT_VERSION: 'first' },
    path.join(readStack().logsDir, 'versioning-worker-c.log'),
  );
  await until('build C to be current', async () => (await currentBuild()) === 'build-c');
});
