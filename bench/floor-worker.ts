import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';

/**
 * The Temporal floor's worker as a process of its own (`npm run profile:copy` profiles it beside the copy worker):
 * the floor workflow, one no-op local activity, on FLOOR_TASK_QUEUE. SIGTERM drains it and ends the process.
 */
async function main() {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection,
    taskQueue: process.env.FLOOR_TASK_QUEUE ?? 'floor',
    workflowsPath: require.resolve('./floor-workflows'),
    activities: { noop: async () => 1 },
  });
  console.log('floor worker started');
  await worker.run();
  await connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
