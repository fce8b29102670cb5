import { z } from 'zod';

const providerName = z.enum(['local', 'openai', 'gemini']);

const configSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_BASE_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  TEMPORAL_ADDRESS: z.string().min(1).default('localhost:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('campaign-generation'),
  WORKFLOW_BUNDLE_PATH: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CURSOR_SECRET: z.string().min(16).optional(),
  JSON_BODY_LIMIT: z.string().default('256kb'),
  TEXT_PROVIDER: providerName.default('local'),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('llama3.1'),
  RESULT_WAIT_MS: z.coerce.number().int().min(100).max(900_000).default(300_000),
  RATE_LIMIT_BILLABLE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_READ_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_BASE_URL: z.url().default('https://generativelanguage.googleapis.com'),
  GEMINI_TEXT_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
});

export type Config = ReturnType<typeof loadConfig>;

/** The only reader of process.env: everything else receives a parsed Config. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = configSchema.safeParse(env);
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
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    publicBaseUrl: c.PUBLIC_BASE_URL ?? `http://localhost:${c.PORT}`,
    databaseUrl: c.DATABASE_URL,
    databasePoolMax: c.DATABASE_POOL_MAX,
    temporal: {
      address: c.TEMPORAL_ADDRESS,
      namespace: c.TEMPORAL_NAMESPACE,
      taskQueue: c.TEMPORAL_TASK_QUEUE,
      workflowBundlePath: c.WORKFLOW_BUNDLE_PATH,
    },
    logLevel: c.LOG_LEVEL,
    resultWaitMs: c.RESULT_WAIT_MS,
    rateLimits: {
      billablePerMinute: c.RATE_LIMIT_BILLABLE_PER_MINUTE,
      readPerMinute: c.RATE_LIMIT_READ_PER_MINUTE,
    },
    cursorSecret: c.CURSOR_SECRET,
    jsonBodyLimit: c.JSON_BODY_LIMIT,
    text: {
      provider: c.TEXT_PROVIDER,
      openai: { baseUrl: c.OPENAI_BASE_URL, apiKey: c.OPENAI_API_KEY, model: c.OPENAI_MODEL },
      gemini: { baseUrl: c.GEMINI_BASE_URL, apiKey: c.GEMINI_API_KEY, model: c.GEMINI_TEXT_MODEL },
      timeoutMs: c.PROVIDER_TIMEOUT_MS,
    },
  };
}
