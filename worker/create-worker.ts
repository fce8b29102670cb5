import type { WorkerDeploymentVersion } from '@temporalio/common';
import { NativeConnection, Worker, type WorkflowBundle } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../activities';
import type { Config } from '../lib/config';
import { deploymentOptions } from './deployment';

export async function createWorker(
  config: Config,
  connection: NativeConnection,
  code: { bundle: WorkflowBundle; version: WorkerDeploymentVersion },
  deps: ActivityDeps,
): Promise<Worker> {
  return Worker.create({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    workflowBundle: code.bundle,
    workerDeploymentOptions: deploymentOptions(code.version),
    activities: createActivities(deps),
    // A worker that dies holds its cached workflows' next tasks on its sticky queue until this passes; short,
    // so that a crash delays a request by seconds, not by the 10 s default.
    stickyQueueScheduleToStartTimeout: '3 seconds',
    // Draining on SIGTERM: polling stops at once; running activities get this long to finish before they are
    // cancelled (a cancelled attempt is retried elsewhere; every charge and refund is keyed, so nothing doubles).
    shutdownGraceTime: config.workerShutdownGraceMs,
    // Slots per process (README, operating notes); unset values keep the SDK's defaults.
    ...(config.workerConcurrency.workflowTasks
      ? { maxConcurrentWorkflowTaskExecutions: config.workerConcurrency.workflowTasks }
      : {}),
    ...(config.workerConcurrency.activities
      ? { maxConcurrentActivityTaskExecutions: config.workerConcurrency.activities }
      : {}),
    ...(config.workerConcurrency.localActivities
      ? { maxConcurrentLocalActivityExecutions: config.workerConcurrency.localActivities }
      : {}),
  });
}
