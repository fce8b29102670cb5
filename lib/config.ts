import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { productionSecretProblems, readSecretFiles, withDatabasePassword } from './secret-settings';

const providerName = z.enum(['local', 'openai', 'gemini']);

/**
 * Settings that exist for the test suite and widen what the service trusts or does: refused when NODE_ENV is
 * production. A new test-only knob belongs in this list.
 */
export const TEST_ONLY_SETTINGS = [
  'UPLOAD_TEST_ALLOW_HOSTS',
  'UPLOAD_TEST_CA_FILE',
  'FAULT_INJECTION',
] as const;

/**
 * Settings for a developer's machine that widen what the service reaches: `npm run dev` turns them on, and the
 * service refuses to start with them on unless NODE_ENV is development (its default) or test: a staging or
 * production machine never reaches its own network through a partner's webhook. Unlike the test-only knobs,
 * documented.
 */
export const DEVELOPMENT_ONLY_SETTINGS = {
  WEBHOOK_ALLOW_PRIVATE_ENDPOINTS:
    'development only (webhooks to plain http, localhost, loopback and private addresses), refused unless NODE_ENV is development or test; unset it or set it to false',
} as const;

/** The NODE_ENV values a development-only setting may be on under. */
const DEVELOPMENT_ENVS = new Set(['development', 'test']);

/** Express's `trust proxy`: off, a hop count, or the addresses and ranges of the proxies in front of the API. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function trustedProxy(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A prefix of 0 trusts every address, and so lets any client write its own address into X-Forwarded-For.
  return /^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count (1 to 16), or a comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses
 * and CIDR ranges. Never Express's `true`: it takes the left-most X-Forwarded-For entry, which any client writes.
 */
const trustProxySetting = z.string().transform((value, ctx): TrustProxy => {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 16) return hops;
  } else {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(trustedProxy)) return entries;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      'must be a hop count (1 to 16) or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDR ranges (prefix at least 1)',
  });
  return z.NEVER;
});

/**
 * MCP_ALLOWED_ORIGINS: a comma-separated list of web origins (`https://host[:port]`) whose pages may call /mcp besides
 * PUBLIC_BASE_URL's own; each as a browser writes it in `Origin` (scheme, host and port: no path, no credentials).
 */
const originList = z.string().transform((value, ctx): string[] => {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (
      !url ||
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.username ||
      url.password ||
      url.pathname !== '/' ||
      url.search ||
      url.hash
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `${JSON.stringify(entry.slice(0, 80))} is not an origin: write scheme://host[:port], like https://assistant.example`,
      });
      return z.NEVER;
    }
    origins.push(url.origin);
  }
  return origins;
});

const configSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_BASE_URL: z.url().optional(),
  MCP_ALLOWED_ORIGINS: originList.optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  TEMPORAL_ADDRESS: z.string().min(1).default('localhost:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('campaign-generation'),
  TEMPORAL_TLS_CA_FILE: z.string().min(1).optional(),
  TEMPORAL_TLS_CERT_FILE: z.string().min(1).optional(),
  TEMPORAL_TLS_KEY_FILE: z.string().min(1).optional(),
  TEMPORAL_TLS_SERVER_NAME: z.string().min(1).optional(),
  WORKFLOW_BUNDLE_PATH: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CURSOR_SECRET: z.string().min(16).optional(),
  JSON_BODY_LIMIT: z.string().default('256kb'),
  TEXT_PROVIDER: providerName.default('local'),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('llama3.1'),
  RESULT_WAIT_MS: z.coerce.number().int().min(100).max(900_000).default(300_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  WORKER_MAX_CONCURRENT_WORKFLOW_TASKS: z.coerce.number().int().min(2).max(10_000).optional(),
  WORKER_MAX_CONCURRENT_ACTIVITIES: z.coerce.number().int().min(1).max(10_000).optional(),
  WORKER_MAX_CONCURRENT_LOCAL_ACTIVITIES: z.coerce.number().int().min(1).max(10_000).optional(),
  // Worker Versioning (decision 028): the deployment a worker belongs to, its build, and whether it makes that
  // build current when it starts.
  WORKER_DEPLOYMENT_NAME: z.string().min(1).max(255).optional(),
  WORKER_BUILD_ID: z.string().min(1).max(255).optional(),
  WORKER_SET_CURRENT_VERSION: z.enum(['true', 'false', 'first']).optional(),
  RATE_LIMIT_BILLABLE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_READ_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // The platform's signed webhook, per hook (decision 031): the platform batches at most 1000 changes in a POST.
  PLATFORM_WEBHOOK_MAX_CHANGES: z.coerce.number().int().min(1).max(100_000).default(1000),
  PLATFORM_WEBHOOK_DELIVERIES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  PLATFORM_WEBHOOK_CHANGES_PER_MINUTE: z.coerce.number().int().min(1).default(5000),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_BASE_URL: z.url().default('https://generativelanguage.googleapis.com'),
  GEMINI_TEXT_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  MEDIA_STORE: z.enum(['local', 'gcs']).default('local'),
  MEDIA_DIR: z.string().min(1).optional(),
  GCS_BUCKET: z.string().min(3).optional(),
  GCS_PROJECT_ID: z.string().min(1).optional(),
  GCS_API_ENDPOINT: z.url().optional(),
  GCS_PUBLIC_BASE_URL: z.url().optional(),
  GCS_URL_MODE: z.enum(['public', 'signed']).default('signed'),
  GCS_SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(604_800),
  GCS_CREDENTIALS_JSON: z.string().min(2).optional(),
  UPLOAD_TEST_ALLOW_HOSTS: z.string().default(''),
  UPLOAD_TEST_CA_FILE: z.string().min(1).optional(),
  TRUST_PROXY: trustProxySetting.optional(),
  SPEECH_PROVIDER: z.enum(['local', 'gemini']).default('local'),
  GEMINI_TTS_MODEL: z.string().min(1).default('gemini-2.5-flash-preview-tts'),
  TTS_FALLBACK: z.enum(['none', 'chirp']).default('none'),
  GOOGLE_TTS_BASE_URL: z.url().default('https://texttospeech.googleapis.com'),
  GOOGLE_TTS_API_KEY: z.string().min(1).optional(),
  IMAGE_PROVIDER: z.enum(['local', 'gemini']).default('local'),
  GEMINI_IMAGE_MODEL: z.string().min(1).default('gemini-3.1-flash-image-preview'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  SECRETS_KEY: z.string().min(32).optional(),
  META_GRAPH_BASE_URL: z.url().default('https://graph.facebook.com'),
  META_GRAPH_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  METRICS_TOKEN: z.string().min(16).optional(),
  // Test only: the process SIGKILLs itself at this point (the outbox tests). Refused when NODE_ENV=production.
  FAULT_INJECTION: z.enum(['after-platform-event-stored', 'after-outcome-stored']).optional(),
  REFUND_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(180),
  // How long the reconciler leaves the API to finish its own start or signal before it steps in.
  REFUND_RECONCILE_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  // Webhook deliveries: back-off from the first wait, doubling to the longest, for the window (3 days).
  WEBHOOK_RETRY_INITIAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  WEBHOOK_RETRY_MAX_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(7200),
  WEBHOOK_RETRY_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(30 * 86_400)
    .default(3 * 86_400),
  // Development: webhook endpoints may be plain http on localhost, loopback and private addresses.
  WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: z.enum(['true', 'false']).optional(),
  WEBHOOK_DISPATCH_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  TEMPORAL_METRICS_ADDRESS: z
    .string()
    .regex(/^[^:\s]+:\d{1,5}$/, 'must be host:port')
    .optional(),
  DEV_DATA_DIR: z.string().min(1).default('.data'),
  DEV_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DEV_TEMPORAL_PORT: z.coerce.number().int().min(1).max(65535).default(7233),
  DEV_TEMPORAL_UI_PORT: z.coerce.number().int().min(1).max(65535).default(8233),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * TLS to the Temporal frontend: off unless one of the four is set. A client certificate (mTLS) needs its key and
 * the key its certificate; the CA file is for a private CA, the server name for a certificate whose name differs
 * from TEMPORAL_ADDRESS's host.
 */
function temporalTlsFiles(c: z.infer<typeof configSchema>) {
  const caFile = c.TEMPORAL_TLS_CA_FILE;
  const certFile = c.TEMPORAL_TLS_CERT_FILE;
  const keyFile = c.TEMPORAL_TLS_KEY_FILE;
  const serverName = c.TEMPORAL_TLS_SERVER_NAME;
  if (!certFile !== !keyFile) {
    throw new Error(
      'Invalid configuration:\nTEMPORAL_TLS_CERT_FILE, TEMPORAL_TLS_KEY_FILE: set both (mTLS) or neither',
    );
  }
  if (!caFile && !certFile && !serverName) return null;
  return { caFile, clientCert: certFile && keyFile ? { certFile, keyFile } : undefined, serverName };
}

/** The only reader of process.env: everything else receives a parsed Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset: docker compose passes `${VAR:-}` through as "".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  // Before the schema: whatever value a test-only knob has, production does not start with it.
  const testOnly = TEST_ONLY_SETTINGS.filter((name) => set[name] !== undefined);
  if (set.NODE_ENV === 'production' && testOnly.length > 0) {
    const lines = testOnly.map((name) => `${name}: test only, refused when NODE_ENV is production`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // A development setting that is on (any value but false) does not start in production either.
  const developmentOnly = Object.entries(DEVELOPMENT_ONLY_SETTINGS).filter(
    ([name]) => set[name] !== undefined && set[name] !== 'false',
  );
  if (!DEVELOPMENT_ENVS.has(set.NODE_ENV ?? 'development') && developmentOnly.length > 0) {
    const lines = developmentOnly.map(([name, why]) => `${name}: ${why}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // Secrets: NAME_FILE read into NAME, the database password into the URL, and production's refusals, together.
  const secrets = readSecretFiles(set);
  const database = withDatabasePassword(secrets.env.DATABASE_URL, secrets.env.DATABASE_PASSWORD);
  const refused = [
    ...secrets.problems,
    ...(database.problem ? [database.problem] : []),
    // Every deployment that is not development or a test is held to production's secrets (a staging too).
    ...(!DEVELOPMENT_ENVS.has(set.NODE_ENV ?? 'development')
      ? productionSecretProblems(secrets.env, secrets.failed)
      : []),
  ];
  if (refused.length > 0) throw new Error(`Invalid configuration:\n${[...new Set(refused)].join('\n')}`);
  const parsed = configSchema.safeParse({ ...secrets.env, DATABASE_URL: database.url });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.TEXT_PROVIDER === 'openai' && !c.OPENAI_BASE_URL) {
    throw new Error('Invalid configuration:\nOPENAI_BASE_URL: required when TEXT_PROVIDER is openai');
  }
  if (c.TEXT_PROVIDER === 'gemini' && !c.GEMINI_API_KEY) {
    throw new Error('Invalid configuration:\nGEMINI_API_KEY: required when TEXT_PROVIDER is gemini');
  }
  if (c.SPEECH_PROVIDER === 'gemini' && !c.GEMINI_API_KEY) {
    throw new Error('Invalid configuration:\nGEMINI_API_KEY: required when SPEECH_PROVIDER is gemini');
  }
  if (c.IMAGE_PROVIDER === 'gemini' && !c.GEMINI_API_KEY) {
    throw new Error('Invalid configuration:\nGEMINI_API_KEY: required when IMAGE_PROVIDER is gemini');
  }
  if (c.TTS_FALLBACK === 'chirp' && !(c.GOOGLE_TTS_API_KEY ?? c.GEMINI_API_KEY)) {
    throw new Error('Invalid configuration:\nGOOGLE_TTS_API_KEY: required when TTS_FALLBACK is chirp');
  }
  if (c.PLATFORM_WEBHOOK_CHANGES_PER_MINUTE < c.PLATFORM_WEBHOOK_MAX_CHANGES) {
    // Else a full delivery could never be taken, and the platform would retry it for a week in vain.
    throw new Error(
      'Invalid configuration:\nPLATFORM_WEBHOOK_CHANGES_PER_MINUTE: must be at least PLATFORM_WEBHOOK_MAX_CHANGES',
    );
  }
  if (c.MEDIA_STORE === 'gcs' && !c.GCS_BUCKET) {
    throw new Error('Invalid configuration:\nGCS_BUCKET: required when MEDIA_STORE is gcs');
  }
  let credentials: { client_email: string; private_key: string } | undefined;
  if (c.GCS_CREDENTIALS_JSON) {
    const parsedCredentials = z
      .object({ client_email: z.string(), private_key: z.string() })
      .safeParse(jsonOrNull(c.GCS_CREDENTIALS_JSON));
    if (!parsedCredentials.success) {
      throw new Error('Invalid configuration:\nGCS_CREDENTIALS_JSON: needs client_email and private_key');
    }
    credentials = parsedCredentials.data;
  }
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    publicBaseUrl: c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`,
    /**
     * The web origins whose pages /mcp answers (DNS-rebinding protection): PUBLIC_BASE_URL's and
     * MCP_ALLOWED_ORIGINS. A request without Origin (not from a browser page) is answered whatever this says.
     */
    mcpAllowedOrigins: [
      ...new Set([
        new URL(c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`).origin,
        ...(c.MCP_ALLOWED_ORIGINS ?? []),
      ]),
    ],
    databaseUrl: c.DATABASE_URL,
    /** Which proxies' X-Forwarded-For (and -Proto) the API believes: req.ip is then the client behind them. */
    trustProxy: c.TRUST_PROXY ?? (false as TrustProxy),
    databasePoolMax: c.DATABASE_POOL_MAX,
    temporal: {
      address: c.TEMPORAL_ADDRESS,
      namespace: c.TEMPORAL_NAMESPACE,
      taskQueue: c.TEMPORAL_TASK_QUEUE,
      workflowBundlePath: c.WORKFLOW_BUNDLE_PATH,
      tls: temporalTlsFiles(c),
      /** Worker Versioning: workflows stay on the build that started them (decision 028). */
      deployment: {
        /** One deployment per task queue unless named: a test's own queue is a deployment of its own. */
        name: c.WORKER_DEPLOYMENT_NAME ?? c.TEMPORAL_TASK_QUEUE,
        /** Unset: the worker derives it from its workflow bundle (worker/deployment.ts). */
        buildId: c.WORKER_BUILD_ID ?? null,
        /**
         * On start, the worker makes its build the deployment's current version (new workflows go to it): every
         * time ('true', the default outside production), only a build never current or ramping before ('first',
         * production's default: a restarted old build never takes the deployment back), or never ('false').
         */
        setCurrent: setCurrentWhen(c.WORKER_SET_CURRENT_VERSION, c.NODE_ENV),
      },
    },
    /** AES-256-GCM key of the platform secrets at rest; required where webhooks or status reads run. */
    secretsKey: c.SECRETS_KEY,
    metaGraph: { baseUrl: c.META_GRAPH_BASE_URL.replace(/\/$/, ''), version: c.META_GRAPH_VERSION },
    /** How often the refund reconciler's Schedule runs (the outbox between storing and signalling). */
    refundReconcileIntervalSeconds: c.REFUND_RECONCILE_INTERVAL_SECONDS,
    /** How old an unstarted verification or undelivered change must be before the reconciler takes it over. */
    refundReconcileGraceMs: c.REFUND_RECONCILE_GRACE_SECONDS * 1000,
    webhooks: {
      /** Fixed into each delivery when it starts (its workflow's argument). */
      schedule: {
        initialMs: c.WEBHOOK_RETRY_INITIAL_SECONDS * 1000,
        maxIntervalMs: Math.max(c.WEBHOOK_RETRY_MAX_INTERVAL_SECONDS, c.WEBHOOK_RETRY_INITIAL_SECONDS) * 1000,
        windowMs: c.WEBHOOK_RETRY_WINDOW_SECONDS * 1000,
      },
      /** How often the dispatch Schedule starts deliveries whose start was lost. */
      dispatchIntervalSeconds: c.WEBHOOK_DISPATCH_INTERVAL_SECONDS,
      /** Development only: endpoints may be plain http on localhost, loopback and private addresses. */
      allowPrivateEndpoints: c.WEBHOOK_ALLOW_PRIVATE_ENDPOINTS === 'true',
    },
    faultInjection: c.FAULT_INJECTION ?? null,
    /** `npm run dev` only: where the embedded stack keeps its data, and its ports. */
    dev: {
      dataDir: path.resolve(c.DEV_DATA_DIR),
      postgresPort: c.DEV_POSTGRES_PORT,
      temporalPort: c.DEV_TEMPORAL_PORT,
      /** DEV_TEMPORAL_PORT given: the dev server listens there, and the admin CLI beside it looks there too. */
      temporalPortMoved: set.DEV_TEMPORAL_PORT !== undefined,
      temporalUiPort: c.DEV_TEMPORAL_UI_PORT,
      /** TEMPORAL_ADDRESS given: use that server instead of starting the dev server. */
      externalTemporal: set.TEMPORAL_ADDRESS !== undefined,
      /** What `npm run dev` gives its API and worker: private webhook endpoints on, unless set to false. */
      allowPrivateWebhookEndpoints:
        DEVELOPMENT_ENVS.has(c.NODE_ENV) && c.WEBHOOK_ALLOW_PRIVATE_ENDPOINTS !== 'false',
    },
    logLevel: c.LOG_LEVEL,
    /** Prometheus: /metrics on the API's port, the worker's own port (0: none), the Temporal SDK's exporter. */
    metrics: {
      token: c.METRICS_TOKEN ?? null,
      workerPort: c.WORKER_METRICS_PORT,
      temporalAddress: c.TEMPORAL_METRICS_ADDRESS ?? null,
    },
    resultWaitMs: c.RESULT_WAIT_MS,
    /** API: after SIGTERM, /readyz fails for this long before the listener closes (balancers stop sending). */
    shutdownDelayMs: c.SHUTDOWN_DELAY_MS,
    /** Worker: after SIGTERM, running activities get this long to finish before they are cancelled. */
    workerShutdownGraceMs: c.WORKER_SHUTDOWN_GRACE_MS,
    /** Worker slots (unset: the SDK's defaults); see the README's operating notes. */
    workerConcurrency: {
      workflowTasks: c.WORKER_MAX_CONCURRENT_WORKFLOW_TASKS,
      activities: c.WORKER_MAX_CONCURRENT_ACTIVITIES,
      localActivities: c.WORKER_MAX_CONCURRENT_LOCAL_ACTIVITIES,
    },
    rateLimits: {
      billablePerMinute: c.RATE_LIMIT_BILLABLE_PER_MINUTE,
      readPerMinute: c.RATE_LIMIT_READ_PER_MINUTE,
    },
    /** The platform's webhook: changes one delivery may carry, and what one hook may send a minute. */
    platformWebhookLimits: {
      maxChanges: c.PLATFORM_WEBHOOK_MAX_CHANGES,
      deliveriesPerMinute: c.PLATFORM_WEBHOOK_DELIVERIES_PER_MINUTE,
      changesPerMinute: c.PLATFORM_WEBHOOK_CHANGES_PER_MINUTE,
    },
    cursorSecret: c.CURSOR_SECRET,
    jsonBodyLimit: c.JSON_BODY_LIMIT,
    media: {
      store: c.MEDIA_STORE,
      dir: path.resolve(c.MEDIA_DIR ?? path.join(c.DEV_DATA_DIR, 'media')),
      gcs: {
        bucket: c.GCS_BUCKET,
        projectId: c.GCS_PROJECT_ID,
        apiEndpoint: c.GCS_API_ENDPOINT,
        publicBaseUrl: c.GCS_PUBLIC_BASE_URL,
        urlMode: c.GCS_URL_MODE,
        signedUrlTtlSeconds: c.GCS_SIGNED_URL_TTL_SECONDS,
        credentials,
      },
    },
    speech: {
      provider: c.SPEECH_PROVIDER,
      gemini: { baseUrl: c.GEMINI_BASE_URL, apiKey: c.GEMINI_API_KEY, model: c.GEMINI_TTS_MODEL },
      fallback: c.TTS_FALLBACK,
      chirp: { baseUrl: c.GOOGLE_TTS_BASE_URL, apiKey: c.GOOGLE_TTS_API_KEY ?? c.GEMINI_API_KEY },
      timeoutMs: c.PROVIDER_TIMEOUT_MS,
    },
    image: {
      provider: c.IMAGE_PROVIDER,
      gemini: { baseUrl: c.GEMINI_BASE_URL, apiKey: c.GEMINI_API_KEY, model: c.GEMINI_IMAGE_MODEL },
      timeoutMs: c.PROVIDER_TIMEOUT_MS,
    },
    uploads: {
      // Test only, off by default: lets the upload tests reach their HTTPS server on loopback.
      allowHosts: new Set(
        c.UPLOAD_TEST_ALLOW_HOSTS.split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
      caFile: c.UPLOAD_TEST_CA_FILE,
    },
    text: {
      provider: c.TEXT_PROVIDER,
      openai: { baseUrl: c.OPENAI_BASE_URL, apiKey: c.OPENAI_API_KEY, model: c.OPENAI_MODEL },
      gemini: { baseUrl: c.GEMINI_BASE_URL, apiKey: c.GEMINI_API_KEY, model: c.GEMINI_TEXT_MODEL },
      timeoutMs: c.PROVIDER_TIMEOUT_MS,
    },
  };
}

/** JSON.parse's own error quotes the text it read: for a secret, that would print it. */
function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function setCurrentWhen(
  setting: 'true' | 'false' | 'first' | undefined,
  env: string,
): 'always' | 'first' | 'never' {
  const chosen = setting ?? (env === 'production' ? 'first' : 'true');
  return chosen === 'true' ? 'always' : chosen === 'false' ? 'never' : 'first';
}
