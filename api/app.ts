import express, { type RequestHandler } from 'express';
import type { Client } from '@temporalio/client';
import { ServiceError } from '../contract/errors';
import { API_VERSION } from '../contract/version';
import type { Sql } from '../db/client';
import type { CursorCodec } from '../lib/cursor';
import { newId } from '../lib/ids';
import type { Logger } from '../lib/logger';
import { authenticate } from './auth';
import { createBillableRunner } from './claim-and-run';
import { createErrorHandler, notFound } from './errors';
import { createHealthRouter } from './health';
import { createMediaRouter } from './media';
import { routerFor } from './route-table';
import type { PlatformWebhookLimits, RateLimits } from './rate-limit';
import { createBrandProfilesRouter } from './routes/brand-profiles';
import { createCapabilitiesRouter } from './routes/capabilities';
import { createCopyRouter } from './routes/copy';
import { createProblemsRouter } from './routes/problems';
import { createRequestsRouter } from './routes/requests';
import { createImagesRouter } from './routes/images';
import { createSpeechRouter } from './routes/speech';
import { createUploadsRouter, type UploadRouteDeps } from './routes/uploads';
import { createUsageRouter } from './routes/usage';
import { createCampaignsRouter } from './routes/campaigns';
import { createQuoteRouter } from './routes/quote';
import { createPlatformEventsRouter } from './routes/platform-events';
import { createTemplatesRouter } from './routes/templates';
import { createAdLibraryRouter } from './routes/ad-library';
import { createAdPreviewRouter } from './routes/ad-previews';
import { createWebsiteContextRouter } from './routes/website-context';
import { createOpenApiRouter } from './routes/openapi';
import { createDocsRouter } from './routes/docs';
import { createDashboardRouter } from './dashboard';
import type { Config } from '../lib/config';
import type { SecretBox } from '../lib/secrets';
import type { RetrySchedule } from '../contract/webhooks';
import { createWebhookDispatcher } from '../webhooks/dispatch';
import { createCommit } from '../db/commit';
import { createMcpRouter } from './mcp';
import type { MediaStore } from '../storage';
import { createEndpointManager } from '../webhooks/endpoints';
import type { WebhookOutbound } from '../webhooks/policy';
import { createWebhookTestEventsRouter } from './routes/webhook-test-events';
import type { TrustProxy } from '../lib/config';
import { rejectUnstorableText } from './validation';
import type { Completions } from './completions';
import { httpMetrics, metricsHandler, type Metrics } from '../lib/metrics';

export interface AppDeps {
  sql: Sql;
  temporal: Client;
  logger: Logger;
  usageCursors: CursorCodec;
  brandCursors: CursorCodec;
  taskQueue: string;
  textProvider: string;
  imageProvider: string;
  jsonBodyLimit: string;
  resultWaitMs: number;
  /** Terminal writes as PostgreSQL announces their commit (api/completions.ts); absent, answers wait for results. */
  completions?: Completions | null;
  rateLimits: RateLimits;
  /** The platform webhook's caps: changes per delivery, deliveries and changes per hook and minute. */
  platformWebhookLimits: PlatformWebhookLimits;
  /** The local media store's directory; null when media live in GCS. */
  mediaDir: string | null;
  /** The origin of media URLs in GCS, which the dashboard's pages may load; null with the local store. */
  mediaOrigin: string | null;
  uploads: UploadRouteDeps['uploads'] & { caFile?: string };
  /** Prometheus metrics of this process, served at /metrics (with the bearer token when one is set). */
  metrics: Metrics;
  metricsToken: string | null;
  /** The README's curl walk-through, shown in the reference docs (null where the README is not shipped). */
  walkthrough?: string | null;
  /** The API's own public origin: preview URLs are built on it. */
  publicBaseUrl: string;
  /** Opens the platform secrets; null when SECRETS_KEY is not configured (no webhook can then exist). */
  secrets: SecretBox | null;
  /** Where this API answers itself (loopback): MCP tool calls are requests to their routes. Null: no /mcp. */
  selfUrl?: string | null;
  /** The web origins whose pages may call /mcp (PUBLIC_BASE_URL's and MCP_ALLOWED_ORIGINS); default: publicBaseUrl's. */
  mcpAllowedOrigins?: readonly string[];
  /** The media store, read by /mcp (inline thumbnails and audio, resources/read); null: MCP results link only. */
  mediaStore?: MediaStore | null;
  /** Outbound webhooks: the retry schedule fixed into each delivery the API starts ("send again", reports). */
  webhookSchedule: RetrySchedule;
  /** WEBHOOK_ALLOW_PRIVATE_ENDPOINTS (development only): endpoints may be http, loopback or private. */
  allowPrivateWebhookEndpoints?: boolean;
  /** FAULT_INJECTION: a crash point the tests name (never set in production; config refuses it there). */
  faultInjection?: Config['faultInjection'];
  /** True once the process is stopping: /readyz then fails so that balancers send nothing new. */
  draining?: () => boolean;
  /**
   * TRUST_PROXY: whose X-Forwarded-For and X-Forwarded-Proto to believe (default none), so that req.ip is the
   * client behind a balancer (the dashboard's sign-in limits count per client address) and req.secure its scheme.
   */
  trustProxy?: TrustProxy;
}

/** Every response carries its request id and the contract version; one log line per request, never the key. */
function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.locals.requestId = newId('req');
    res.setHeader('X-Request-Id', res.locals.requestId);
    res.setHeader('Service-API-Version', API_VERSION);
    res.on('finish', () => {
      logger.info(
        {
          request_id: res.getHeader('X-Request-Id'),
          account_id: res.locals.auth?.accountId ?? null,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          latency_ms: Number(process.hrtime.bigint() - started) / 1e6,
        },
        'request',
      );
    });
    next();
  };
}

const requireJsonBody: RequestHandler = (req, _res, next) => {
  const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
  if (hasBody && !req.is('application/json')) {
    throw new ServiceError('unsupported_media_type', 'Send the request body as application/json.');
  }
  next();
};

export function createApp(deps: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.set('trust proxy', deps.trustProxy ?? false);
  app.use(requestContext(deps.logger));
  app.use(httpMetrics(deps.metrics));
  app.use(routerFor({ metrics: metricsHandler(deps.metrics, deps.metricsToken) }, ''));
  app.use(
    createHealthRouter({ sql: deps.sql, temporal: deps.temporal, draining: deps.draining ?? (() => false) }),
  );
  app.use(createDocsRouter());
  if (deps.selfUrl)
    app.use(
      createMcpRouter({
        sql: deps.sql,
        logger: deps.logger,
        rateLimits: deps.rateLimits,
        jsonBodyLimit: deps.jsonBodyLimit,
        selfUrl: deps.selfUrl,
        allowedOrigins: deps.mcpAllowedOrigins ?? [new URL(deps.publicBaseUrl).origin],
        media: deps.mediaStore ?? null,
      }),
    );
  const webhooks = createWebhookDispatcher({
    sql: deps.sql,
    temporal: deps.temporal,
    taskQueue: deps.taskQueue,
    schedule: deps.webhookSchedule,
    logger: deps.logger,
  });
  const outbound: WebhookOutbound = {
    allowHosts: deps.uploads.allowHosts,
    refusedUrls: deps.uploads.refusedUrls,
    allowLocalNetwork: deps.allowPrivateWebhookEndpoints === true,
  };
  const testEvents = { sql: deps.sql, outbound, dispatcher: webhooks, logger: deps.logger };
  app.use(
    createDashboardRouter({
      sql: deps.sql,
      logger: deps.logger,
      cursors: deps.usageCursors,
      publicBaseUrl: deps.publicBaseUrl,
      webhooks,
      endpoints: createEndpointManager({ sql: deps.sql, secrets: deps.secrets, outbound }),
      testEvents,
      mediaOrigin: deps.mediaOrigin,
    }),
  );

  const v1 = express.Router();
  v1.use(createCapabilitiesRouter({ providers: { text: deps.textProvider, image: deps.imageProvider } }));
  v1.use(createProblemsRouter());
  v1.use(createOpenApiRouter(deps.publicBaseUrl, deps.walkthrough ?? null));
  v1.use(createAdPreviewRouter({ sql: deps.sql }));
  // Signed by the platform instead of a bearer key, and verified over the raw body: before JSON parsing and auth.
  v1.use(
    createPlatformEventsRouter({
      sql: deps.sql,
      temporal: deps.temporal,
      taskQueue: deps.taskQueue,
      secrets: deps.secrets,
      config: { faultInjection: deps.faultInjection ?? null },
      limits: deps.platformWebhookLimits,
    }),
  );
  v1.use(requireJsonBody, express.json({ limit: deps.jsonBodyLimit, strict: true }), rejectUnstorableText);
  v1.use(authenticate(deps.sql, deps.logger, deps.rateLimits));
  const runBillable = createBillableRunner({
    sql: deps.sql,
    temporal: deps.temporal,
    taskQueue: deps.taskQueue,
    resultWaitMs: deps.resultWaitMs,
    localGeneration: deps.textProvider === 'local',
    completions: deps.completions ?? null,
    metrics: deps.metrics,
  });
  v1.use(createCopyRouter({ sql: deps.sql, runBillable }));
  v1.use(createSpeechRouter({ runBillable }));
  v1.use(
    createImagesRouter({
      sql: deps.sql,
      runBillable,
      canTranslate: deps.textProvider !== 'local',
      imageProvider: deps.imageProvider,
    }),
  );
  v1.use(
    createCampaignsRouter({
      sql: deps.sql,
      runBillable,
      canTranslate: deps.textProvider !== 'local',
      imageProvider: deps.imageProvider,
    }),
  );
  v1.use(
    createQuoteRouter({
      sql: deps.sql,
      canTranslate: deps.textProvider !== 'local',
      imageProvider: deps.imageProvider,
    }),
  );
  v1.use(createUploadsRouter({ sql: deps.sql, runBillable, uploads: deps.uploads }));
  v1.use(createAdLibraryRouter({ sql: deps.sql, runBillable, publicBaseUrl: deps.publicBaseUrl }));
  v1.use(
    createTemplatesRouter({
      sql: deps.sql,
      temporal: deps.temporal,
      taskQueue: deps.taskQueue,
      runBillable,
      config: { faultInjection: deps.faultInjection ?? null },
      commit: createCommit(deps.sql, webhooks),
    }),
  );
  v1.use(createWebsiteContextRouter({ fetch: deps.uploads }));
  v1.use(createRequestsRouter({ sql: deps.sql }));
  v1.use(createUsageRouter({ sql: deps.sql, cursors: deps.usageCursors }));
  v1.use(createBrandProfilesRouter({ sql: deps.sql, cursors: deps.brandCursors }));
  v1.use(createWebhookTestEventsRouter(testEvents));

  app.use('/v1', v1);
  if (deps.mediaDir) app.use(createMediaRouter(deps.mediaDir));
  app.use(notFound);
  app.use(createErrorHandler(deps.logger));
  return app;
}
