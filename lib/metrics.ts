import { sameSecret } from './constant-time';
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (prom-client). Each process has one registry: the API counts HTTP requests, the worker
 * counts what its activities write (credits, terminal records, refund verifications) and times every provider
 * call. Counters move once per effect: a retried activity that finds its write already done counts nothing.
 */
export function createMetrics(service: 'api' | 'worker') {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: 'cgs_' });
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
  return {
    registry,
    httpRequests: new Counter({
      name: 'cgs_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'cgs_http_request_duration_seconds',
      help: 'HTTP request latency, by route pattern, method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    billableAnswers: new Counter({
      name: 'cgs_billable_answers_total',
      help: "Billable requests the API answered after waiting, by operation and by what ended the wait: the terminal write's commit (PostgreSQL's notification), the workflow's result, or the wait's limit (202).",
      labelNames: ['operation', 'via'] as const,
      registers: [registry],
    }),
    workflowOutcomes: new Counter({
      name: 'cgs_workflow_outcomes_total',
      help: 'Billable requests that reached a terminal record, by operation and outcome.',
      labelNames: ['operation', 'outcome'] as const,
      registers: [registry],
    }),
    creditsDebited: new Counter({
      name: 'cgs_credits_debited_total',
      help: 'Credits debited by the ledger, by ledger part (main, image, speech, …).',
      labelNames: ['part'] as const,
      registers: [registry],
    }),
    creditsRefunded: new Counter({
      name: 'cgs_credits_refunded_total',
      help: 'Credits refunded by the ledger, by ledger part.',
      labelNames: ['part'] as const,
      registers: [registry],
    }),
    providerDuration: new Histogram({
      name: 'cgs_provider_call_duration_seconds',
      help: 'Provider call latency, by kind (text, image, speech), provider and method.',
      labelNames: ['kind', 'provider', 'method', 'outcome'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    providerFailures: new Counter({
      name: 'cgs_provider_failures_total',
      help: 'Provider calls that failed, by kind, provider, method and error code.',
      labelNames: ['kind', 'provider', 'method', 'code'] as const,
      registers: [registry],
    }),
    webhookDeliveries: new Counter({
      name: 'cgs_webhook_deliveries_total',
      help: 'Webhook deliveries ended, by outcome (delivered, gone: 410, stopped: endpoint disabled, gave_up).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    webhookAttempts: new Counter({
      name: 'cgs_webhook_attempts_total',
      help: "Webhook delivery attempts, by the endpoint's status class (2xx … 5xx) or error (no answer).",
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    webhookAttemptDuration: new Histogram({
      name: 'cgs_webhook_attempt_duration_seconds',
      help: 'Webhook delivery attempt latency, by result.',
      labelNames: ['result'] as const,
      buckets: seconds,
      registers: [registry],
    }),
    refundVerifications: new Counter({
      name: 'cgs_refund_verifications_total',
      help: 'Template refund verifications closed, by final state (REFUNDED, DENIED, EXPIRED).',
      labelNames: ['state'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts and times every request by its route pattern (never the raw path: ids would explode the series). */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const pattern = req.route?.path;
      const route = typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : 'unmatched';
      const labels = { method: req.method, route, status: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}

/**
 * Whether an Authorization header carries the configured bearer token (always, when none is configured), compared
 * in constant time (lib/constant-time).
 */
export function bearerCheck(token: string | null): (authorization: string | undefined) => boolean {
  if (!token) return () => true;
  return (authorization) => sameSecret(authorization ?? '', `Bearer ${token}`);
}

/** GET /metrics in the Prometheus text format; with a token configured, only with that bearer token. */
export function metricsHandler(metrics: Metrics, token: string | null): RequestHandler {
  const authorized = bearerCheck(token);
  return async (req, res) => {
    if (!authorized(req.get('authorization'))) {
      res.status(401).type('text/plain').send('metrics need the configured bearer token\n');
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}

/** The worker's own small HTTP server: /metrics, and /healthz and /readyz for orchestrators. */
export function serveWorkerMetrics(
  metrics: Metrics,
  port: number,
  token: string | null,
  /** The worker's state: ready while it polls (RUNNING); not while starting, draining or stopped. */
  state: () => string = () => 'RUNNING',
): Server {
  const authorized = bearerCheck(token);
  const server = createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
      return;
    }
    if (req.url === '/readyz') {
      const now = state();
      res.writeHead(now === 'RUNNING' ? 200 : 503, { 'content-type': 'text/plain' }).end(`${now}\n`);
      return;
    }
    if (req.url !== '/metrics' || req.method !== 'GET') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (!authorized(req.headers.authorization)) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('metrics need the configured bearer token\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${err.message}\n`),
    );
  });
  return server.listen(port);
}

/**
 * Wraps a provider so that each of its async methods is timed and each failure counted (by the problem code
 * the activity layer gives it, or the error's name). The provider's own behaviour is unchanged.
 */
export function instrumentProvider<T extends { readonly name: string }>(
  metrics: Metrics | null,
  kind: 'text' | 'image' | 'speech',
  provider: T,
): T {
  if (!metrics) return provider;
  return new Proxy(provider, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      return (...args: unknown[]) => {
        const started = process.hrtime.bigint();
        const observe = (outcome: string) =>
          metrics.providerDuration.observe(
            { kind, provider: target.name, method: prop, outcome },
            Number(process.hrtime.bigint() - started) / 1e9,
          );
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.then(
          (ok) => {
            observe('ok');
            return ok;
          },
          (err: unknown) => {
            observe('error');
            const code = (err as { code?: unknown; type?: unknown; name?: unknown }) ?? {};
            metrics.providerFailures.inc({
              kind,
              provider: target.name,
              method: prop,
              code: String(code.code ?? code.type ?? code.name ?? 'error'),
            });
            throw err;
          },
        );
      };
    },
  });
}
