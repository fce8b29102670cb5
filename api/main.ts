import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { createSql } from '../db/client';
import { surviveDatabaseSocketFaults } from '../lib/driver-faults';
import { loadConfig } from '../lib/config';
import { createCursorCodec } from '../lib/cursor';
import { createLogger } from '../lib/logger';
import { temporalTls } from '../lib/temporal-tls';
import { createSecretBox, parseSecretsKey } from '../lib/secrets';
import { createMediaStore, mediaOrigin, ownMediaUrls } from '../storage';
import path from 'node:path';
import { createApp } from './app';
import { listenForCompletions } from './completions';
import { readmeWalkthrough } from './routes/docs';
import { createMetrics } from '../lib/metrics';
import { createServer } from './server';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel, 'api');
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required for the API');
  if (!config.cursorSecret) logger.warn('CURSOR_SECRET is not set: cursors will not survive a restart');
  const cursorSecret = config.cursorSecret ?? randomBytes(32).toString('hex');
  surviveDatabaseSocketFaults(logger, config.databaseUrl);
  const sql = createSql(config.databaseUrl, config.databasePoolMax);
  // Lazy: the API starts and serves reads while Temporal is away (a restart); /readyz says so meanwhile.
  const connection = Connection.lazy({
    address: config.temporal.address,
    tls: temporalTls(config.temporal.tls),
  });
  const temporal = new Client({ connection, namespace: config.temporal.namespace });
  let draining = false;
  const completions = listenForCompletions(sql, logger);
  await completions.listening;
  const app = createApp({
    draining: () => draining,
    trustProxy: config.trustProxy,
    sql,
    temporal,
    logger,
    usageCursors: createCursorCodec(cursorSecret, 'usage'),
    brandCursors: createCursorCodec(cursorSecret, 'brand-profiles'),
    taskQueue: config.temporal.taskQueue,
    textProvider: config.text.provider,
    imageProvider: config.image.provider,
    jsonBodyLimit: config.jsonBodyLimit,
    resultWaitMs: config.resultWaitMs,
    completions,
    rateLimits: config.rateLimits,
    platformWebhookLimits: config.platformWebhookLimits,
    mediaDir: config.media.store === 'local' ? config.media.dir : null,
    mediaOrigin: mediaOrigin(config),
    uploads: {
      allowHosts: config.uploads.allowHosts,
      refusedUrls: ownMediaUrls(config),
      caFile: config.uploads.caFile,
    },
    publicBaseUrl: config.publicBaseUrl,
    metrics: createMetrics('api'),
    metricsToken: config.metrics.token,
    walkthrough:
      readmeWalkthrough(path.resolve(__dirname, '..', 'README.md')) ??
      readmeWalkthrough(path.resolve(__dirname, '..', '..', 'README.md')),
    secrets: config.secretsKey ? createSecretBox(parseSecretsKey(config.secretsKey)) : null,
    faultInjection: config.faultInjection,
    webhookSchedule: config.webhooks.schedule,
    allowPrivateWebhookEndpoints: config.webhooks.allowPrivateEndpoints,
    selfUrl: `http://127.0.0.1:${config.port}`,
    mcpAllowedOrigins: config.mcpAllowedOrigins,
    mediaStore: createMediaStore(config),
  });
  const server = createServer(app, logger).listen(config.port, () => {
    logger.info({ port: config.port, publicBaseUrl: config.publicBaseUrl }, 'api listening');
  });
  // Draining: /readyz fails at once; after SHUTDOWN_DELAY_MS (the balancer has seen it) the listener closes,
  // requests in flight finish (a billable one waits for its workflow as usual), idle connections close.
  const stop = () => {
    if (draining) return;
    draining = true;
    logger.info({ delay_ms: config.shutdownDelayMs }, 'api draining');
    setTimeout(() => {
      server.close(() => {
        void Promise.all([sql.end({ timeout: 5 }), connection.close()]).then(() => process.exit(0));
      });
      server.closeIdleConnections();
    }, config.shutdownDelayMs);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  // A fatal error at start (configuration, database) is one structured log line, then exit 1.
  createLogger('info', 'api').fatal({ err }, 'api failed');
  process.exit(1);
});
