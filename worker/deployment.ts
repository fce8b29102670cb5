import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isGrpcServiceError, type Client } from '@temporalio/client';
import type { WorkerDeploymentVersion } from '@temporalio/common';
import { temporal } from '@temporalio/proto';
import { bundleWorkflowCode, type WorkerDeploymentOptions, type WorkflowBundle } from '@temporalio/worker';
import type { Config } from '../lib/config';
import type { Logger } from '../lib/logger';

export const WORKFLOWS_PATH = require.resolve('../workflows');

/** The worker's workflow code: the prebuilt bundle (tests, production images), else bundled now. */
export async function loadWorkflowBundle(bundlePath: string | undefined): Promise<WorkflowBundle> {
  if (bundlePath) return { code: await readFile(bundlePath, 'utf8') };
  return bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH });
}

/**
 * The build id a worker runs under unless WORKER_BUILD_ID names one: a hash of its workflow bundle, which changes
 * exactly when workflow code does (the bundle holds no paths or times: the same checkout gives the same id).
 */
export function workerVersion(
  deployment: Config['temporal']['deployment'],
  bundle: WorkflowBundle,
): WorkerDeploymentVersion {
  const hash = createHash('sha256').update(bundle.code).digest('hex').slice(0, 12);
  return { deploymentName: deployment.name, buildId: deployment.buildId ?? `workflows-${hash}` };
}

/**
 * Every workflow stays on the build that started it unless its definition says otherwise (the ones that wait
 * for days move to the current build: `setWorkflowOptions` beside them). Decision 028.
 */
export function deploymentOptions(version: WorkerDeploymentVersion): WorkerDeploymentOptions {
  return { version, useWorkerVersioning: true, defaultVersioningBehavior: 'PINNED' };
}

// The server learns a version from its workers' polls; until one has arrived it refuses to make it current
// (gRPC NOT_FOUND or FAILED_PRECONDITION). A server restarting meanwhile (UNAVAILABLE, DEADLINE_EXCEEDED: the
// chaos suite's kills) is waited out the same way; only the deadline ends the worker.
const TRY_AGAIN = new Set([5, 9, 14, 4]);
const BECOME_CURRENT_TIMEOUT_MS = 60_000;

const { WorkerDeploymentVersionStatus: Status } = temporal.api.enums.v1;
// A version's status once it has been current or ramping: it never goes back to INACTIVE (Temporal 1.32 does
// not fill `firstActivationTime` yet; checked on the dev server).
const ACTIVATED = new Set<number>([
  Status.WORKER_DEPLOYMENT_VERSION_STATUS_CURRENT,
  Status.WORKER_DEPLOYMENT_VERSION_STATUS_RAMPING,
  Status.WORKER_DEPLOYMENT_VERSION_STATUS_DRAINING,
  Status.WORKER_DEPLOYMENT_VERSION_STATUS_DRAINED,
]);

/** Whether this build was ever current or ramping: a restart of it then leaves the deployment's routing alone. */
async function everActive(client: Client, version: WorkerDeploymentVersion): Promise<boolean> {
  const { workerDeploymentVersionInfo: info } = await client.workflowService.describeWorkerDeploymentVersion({
    namespace: client.options.namespace,
    deploymentVersion: version,
  });
  return Boolean(info?.firstActivationTime) || ACTIVATED.has(Number(info?.status ?? 0));
}

/**
 * Makes this worker's build the deployment's current version, so that new workflows start on it (a versioned
 * worker gets no new workflows until its version is current or ramping). Call it once the worker polls.
 * 'first': only a build that was never current or ramping, so that restarting a worker of an older build (kept
 * to drain, or rolled back from) never takes the deployment back; 'always': every start (development, where a
 * checkout switched back is expected to run). A worker stopped meanwhile (`stopped`) gives up: its build
 * has nothing left to run.
 */
export async function becomeCurrentVersion(
  client: Client,
  version: WorkerDeploymentVersion,
  when: 'always' | 'first',
  logger: Logger,
  stopped: AbortSignal,
): Promise<void> {
  const deadline = Date.now() + BECOME_CURRENT_TIMEOUT_MS;
  for (let delayMs = 200; ; delayMs = Math.min(delayMs * 2, 2000)) {
    if (stopped.aborted) {
      logger.info({ ...version }, 'worker stopped before its build became current');
      return;
    }
    try {
      if (when === 'first' && (await everActive(client, version))) {
        logger.info({ ...version }, 'worker build was current before: the deployment keeps its routing');
        return;
      }
      await client.workflowService.setWorkerDeploymentCurrentVersion({
        namespace: client.options.namespace,
        deploymentName: version.deploymentName,
        buildId: version.buildId,
        identity: client.options.identity,
      });
      logger.info({ ...version }, 'worker build is the current version');
      return;
    } catch (err) {
      const waiting = isGrpcServiceError(err) && TRY_AGAIN.has(err.code);
      if (!waiting || Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}
