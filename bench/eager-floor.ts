import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client, Connection, WorkflowIdConflictPolicy, WorkflowIdReusePolicy } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { createLogger } from '../lib/logger';
import { freePort } from '../scripts/stack/processes';
import { ROOT } from '../scripts/stack/services';
import { startTemporalDevServer } from '../scripts/stack/temporal';
import { becomeCurrentVersion, deploymentOptions } from '../worker/deployment';
import { cpuPerOperation, cpuSeconds, formatCpu } from './cpu';
import { floorWorkflow } from './floor-workflows';
import { formatStats, measure } from './stats';

/**
 * What eager workflow start would buy (decision 034, "What is left"): the floor workflow on the Temporal dev server,
 * started three ways, alternately, in rounds: by a gRPC client as the bench's floor is (`Connection`), by a client
 * on the worker's own `NativeConnection`, and by that client with `requestEagerStart`, where the server hands the
 * first workflow task back in the start's answer to the worker in the starting process. The worker is versioned as
 * ours is (PINNED, its build current) and the starts use our id policies; an API would have to host such a worker
 * for its billable starts to be eager.
 *   node --import tsx bench/eager-floor.ts      (EAGER_N1, EAGER_N16, EAGER_ROUNDS)
 */
const N1 = Number(process.env.EAGER_N1 ?? 200);
const N16 = Number(process.env.EAGER_N16 ?? 800);
const ROUNDS = Number(process.env.EAGER_ROUNDS ?? 2);
const TASK_QUEUE = 'bench-eager-floor';

async function main() {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const dir = mkdtempSync(path.join(tmpdir(), 'cgs-eager-'));
  const closing: Array<() => Promise<unknown>> = [];
  try {
    const server = await startTemporalDevServer({
      root: ROOT,
      port: await freePort(),
      uiPort: null,
      dbFile: path.join(dir, 'temporal.db'),
      logFile: path.join(dir, 'temporal.log'),
    });
    closing.unshift(() => server.stop());
    // Without the Temporal CLI the SDK runs the server as a child of this process: its CPU would count as ours.
    if (!server.pid) throw new Error('bench/eager-floor.ts needs the Temporal CLI (npm test installs it)');
    const native = await NativeConnection.connect({ address: server.address });
    closing.unshift(() => native.close());
    const grpc = await Connection.connect({ address: server.address });
    closing.unshift(() => grpc.close());
    const version = { deploymentName: 'bench-eager', buildId: `floor-${Date.now()}` };
    const worker = await Worker.create({
      connection: native,
      taskQueue: TASK_QUEUE,
      workflowsPath: require.resolve('./floor-workflows'),
      activities: { noop: async () => 1 },
      workerDeploymentOptions: deploymentOptions(version),
    });
    const clients = {
      grpc: new Client({ connection: grpc }),
      native: new Client({ connection: native }),
    };
    const run = `${Date.now()}`;
    const ways = [
      { label: 'gRPC client (the bench floor)', client: clients.grpc, eager: false },
      { label: "worker's connection", client: clients.native, eager: false },
      { label: "worker's connection, eager", client: clients.native, eager: true },
    ];
    let eagerly = 0;
    const start = (way: (typeof ways)[number], tag: string) => async (i: number) => {
      const handle = await way.client.workflow.start(floorWorkflow, {
        taskQueue: TASK_QUEUE,
        workflowId: `eager-${run}-${tag}-${i}`,
        workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
        workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
        requestEagerStart: way.eager,
      });
      if (handle.eagerlyStarted) eagerly++;
      await handle.result();
    };
    const pids = { 'temporal-dev-server': server.pid, bench: process.pid };
    await worker.runUntil(async () => {
      await becomeCurrentVersion(
        clients.native,
        version,
        'always',
        createLogger('warn', 'bench'),
        new AbortController().signal,
      );
      for (const [w, way] of ways.entries()) await measure(8, 100, start(way, `warm-${w}`));
      console.log(`Eager workflow start on the dev server: the floor workflow, ${ROUNDS} rounds of each way`);
      for (let round = 1; round <= ROUNDS; round++) {
        // Each round starts with another way, so that the machine's drift does not always favour the same one.
        for (let k = 0; k < ways.length; k++) {
          const way = ways[(round - 1 + k) % ways.length]!;
          eagerly = 0;
          const c1 = await measure(1, N1, start(way, `${round}-${k}-c1`));
          const before = cpuSeconds(pids);
          const c16 = await measure(16, N16, start(way, `${round}-${k}-c16`));
          const cpu = cpuPerOperation(before, cpuSeconds(pids), N16);
          console.log(`round ${round}, ${way.label}: ${eagerly} of ${N1 + N16} started eagerly`);
          console.log(formatStats('  1 client', c1));
          console.log(formatStats('  16 clients', c16));
          console.log(`  at 16 clients: ${formatCpu(cpu)}`);
        }
      }
    });
  } finally {
    for (const close of closing) await close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
