import { DefaultLogger, NativeConnection, Runtime, type LogLevel, type TLSConfig } from '@temporalio/worker';
import { Client, ScheduleAlreadyRunning, ScheduleOverlapPolicy } from '@temporalio/client';
import { createSql } from '../db/client';
import { surviveDatabaseSocketFaults } from '../lib/driver-faults';
import { loadConfig } from '../lib/config';
import { createLogger, type Logger } from '../lib/logger';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { temporalTls } from '../lib/temporal-tls';
import { createImageProvider } from '../providers/image';
import { createSpeechProviders } from '../providers/speech';
import { createTextProvider } from '../providers/text';
import { createMediaStore, ownMediaUrls } from '../storage';
import { createWorker } from './create-worker';
import { becomeCurrentVersion, loadWorkflowBundle, workerVersion } from './deployment';
import { refundReconcilerWorkflow } from '../workflows/refund-reconciler';
import { retentionSweepWorkflow } from '../workflows/retention';
import { webhookDispatchWorkflow } from '../workflows/webhook-delivery';
import { createWebhookDispatcher } from '../webhooks/dispatch';
import { createMetrics, instrumentProvider, serveWorkerMetrics, type Metrics } from '../lib/metrics';
import type { SpeechProviders } from '../activities/speech';

function instrumentSpeech(metrics: Metrics, providers: SpeechProviders): SpeechProviders {
  return {
    primary: instrumentProvider(metrics, 'speech', providers.primary),
    fallback: providers.fallback ? instrumentProvider(metrics, 'speech', providers.fallback) : null,
  };
}

// The sleeping sweeper of earlier releases: replaced by the retention Schedule.
const LEGACY_RETENTION_WORKFLOW_ID = 'retention-sweeper';

/**
 * A Temporal Schedule of this queue (visible under Schedules in the UI), created once: a worker that finds it
 * already there leaves it (and its interval) as it is.
 */
async function ensureSchedule(
  client: Client,
  config: ReturnType<typeof loadConfig>,
  scheduleId: string,
  workflowType:
    typeof refundReconcilerWorkflow | typeof retentionSweepWorkflow | typeof webhookDispatchWorkflow,
  everySeconds: number,
  overlap: ScheduleOverlapPolicy,
): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: `${scheduleId}-${config.temporal.taskQueue}`,
      spec: { intervals: [{ every: `${everySeconds}s` }] },
      action: {
        type: 'startWorkflow',
        workflowType,
        taskQueue: config.temporal.taskQueue,
        args: [],
        workflowRunTimeout: '10 minutes',
      },
      policies: { overlap, catchupWindow: '1 minute' },
    });
  } catch (err) {
    if (!(err instanceof ScheduleAlreadyRunning)) throw err;
  }
}

/** A worker started while the Temporal frontend is away (a restart, a deploy in the wrong order) waits for it. */
async function connectWhenUp(
  address: string,
  tls: TLSConfig | undefined,
  logger: Logger,
): Promise<NativeConnection> {
  for (let delayMs = 500; ; delayMs = Math.min(delayMs * 2, 5000)) {
    try {
      return await NativeConnection.connect({ address, tls });
    } catch (err) {
      logger.warn({ err: (err as Error).message, retry_in_ms: delayMs }, 'Temporal not reachable yet');
      await new Promise((r) => setTimeout(r, delayMs));
    }
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'worker');
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required for the worker');
  // The SDK's own logs go through the same pino root as ours.
  Runtime.install({
    logger: new DefaultLogger(
      config.logLevel === 'silent' ? 'ERROR' : (config.logLevel.toUpperCase() as LogLevel),
      (entry) => logger.child({ sdk: true }).info(entry.meta ?? {}, entry.message),
    ),
    // The SDK's own metrics (task latencies, slots, polls, sticky cache) on a Prometheus endpoint of its own.
    ...(config.metrics.temporalAddress
      ? { telemetryOptions: { metrics: { prometheus: { bindAddress: config.metrics.temporalAddress } } } }
      : {}),
  });
  const metrics = createMetrics('worker');
  let state = (): string => 'STARTING';
  const metricsServer =
    config.metrics.workerPort > 0
      ? serveWorkerMetrics(metrics, config.metrics.workerPort, config.metrics.token, () => state())
      : null;
  surviveDatabaseSocketFaults(logger, config.databaseUrl);
  const sql = createSql(config.databaseUrl, config.databasePoolMax);
  const connection = await connectWhenUp(config.temporal.address, temporalTls(config.temporal.tls), logger);
  const client = new Client({ connection, namespace: config.temporal.namespace });
  const webhookDispatcher = createWebhookDispatcher({
    sql,
    temporal: client,
    taskQueue: config.temporal.taskQueue,
    schedule: config.webhooks.schedule,
    logger,
  });
  const bundle = await loadWorkflowBundle(config.temporal.workflowBundlePath);
  const code = { bundle, version: workerVersion(config.temporal.deployment, bundle) };
  const worker = await createWorker(config, connection, code, {
    sql,
    text: instrumentProvider(metrics, 'text', createTextProvider(config.text)),
    media: createMediaStore(config),
    speech: instrumentSpeech(metrics, createSpeechProviders(config.speech)),
    image: instrumentProvider(metrics, 'image', createImageProvider(config.image)),
    metrics,
    uploads: { ...config.uploads, refusedUrls: ownMediaUrls(config) },
    secrets: config.secretsKey ? createSecretBox(parseSecretsKey(config.secretsKey)) : null,
    metaGraph: config.metaGraph,
    temporal: { client, taskQueue: config.temporal.taskQueue },
    refundReconcileGraceMs: config.refundReconcileGraceMs,
    providerTimeoutMs: config.text.timeoutMs,
    webhooks: {
      dispatcher: webhookDispatcher,
      schedule: config.webhooks.schedule,
      allowPrivateEndpoints: config.webhooks.allowPrivateEndpoints,
    },
  });

  // Periodic work as Temporal Schedules, one per queue: the refund reconciler and the webhook dispatcher (the
  // outboxes' second doors) and retention. A sweep started by a trigger while one runs waits for it (BUFFER_ONE);
  // reconciles and dispatches skip.
  await ensureSchedule(
    client,
    config,
    'refund-reconciler',
    refundReconcilerWorkflow,
    config.refundReconcileIntervalSeconds,
    ScheduleOverlapPolicy.SKIP,
  );
  await ensureSchedule(
    client,
    config,
    'webhook-dispatch',
    webhookDispatchWorkflow,
    config.webhooks.dispatchIntervalSeconds,
    ScheduleOverlapPolicy.SKIP,
  );
  await ensureSchedule(
    client,
    config,
    'retention',
    retentionSweepWorkflow,
    3600,
    ScheduleOverlapPolicy.BUFFER_ONE,
  );
  await client.workflow
    .getHandle(`${LEGACY_RETENTION_WORKFLOW_ID}-${config.temporal.taskQueue}`)
    .terminate('replaced by the retention Schedule')
    .catch(() => undefined);

  state = () => worker.getState();
  logger.info(
    {
      taskQueue: config.temporal.taskQueue,
      ...code.version,
      text: config.text.provider,
      image: config.image.provider,
    },
    'worker started',
  );
  // Polling starts with run(); the server knows this build once a poll has reached it. A worker stopped before
  // then (SIGTERM at start-up) stops trying.
  const stopped = new AbortController();
  const running = worker.run().finally(() => stopped.abort());
  const { setCurrent } = config.temporal.deployment;
  await Promise.all([
    running,
    setCurrent === 'never'
      ? null
      : becomeCurrentVersion(client, code.version, setCurrent, logger, stopped.signal),
  ]);
  metricsServer?.close();
  await sql.end({ timeout: 5 });
  await connection.close();
  logger.info('worker stopped');
}

main().catch((err) => {
  // A fatal error at start (configuration, database, Temporal) is one structured log line, then exit 1.
  createLogger('info', 'worker').fatal({ err }, 'worker failed');
  process.exit(1);
});
