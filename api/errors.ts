import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { isGrpcServiceError, NamespaceNotFoundError } from '@temporalio/client';
import { buildProblem, ServiceError, type Problem } from '../contract/errors';
import type { Logger } from '../lib/logger';

export function sendProblem(res: Response, problem: Problem, retryAfterSeconds?: number): void {
  if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
}

interface HttpError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

// postgres.js's own connection failures, and PostgreSQL's "connection exception" (08) and "operator
// intervention" (57: shutting down, starting up) classes.
const DATABASE_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_UNAVAILABLE = 14;

/**
 * PostgreSQL or the Temporal frontend out of reach (a restart, a failover): a 503 the client retries with the
 * same Idempotency-Key, never a 500. Nothing is half-written: a claim is one transaction, and a record claimed
 * before Temporal went away is pending, revived by that retry.
 */
export function dependencyDown(err: unknown): boolean {
  const e = (err ?? {}) as { code?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (DATABASE_DOWN.has(e.code) || /^(08|57P)/.test(e.code))) return true;
  // Right after a Temporal server restart its namespace cache may not have loaded yet: transient, like the above.
  if (err instanceof NamespaceNotFoundError) return true;
  if (isGrpcServiceError(err)) return err.code === GRPC_UNAVAILABLE || err.code === GRPC_DEADLINE_EXCEEDED;
  // The Temporal client wraps gRPC errors in its ServiceError with the gRPC error as the cause.
  return e.cause !== undefined && e.cause !== err && dependencyDown(e.cause);
}

/**
 * The client-side failures Express and body-parser raise as http-errors (a `status` below 500 with `expose`),
 * and the path parameter that does not percent-decode. Everything else unknown is a 500 that never leaks its
 * message.
 */
function asServiceError(err: unknown): ServiceError | null {
  if (err instanceof ServiceError) return err;
  if (dependencyDown(err))
    return new ServiceError(
      'service_unavailable',
      'The service cannot reach its database or workflow engine; retry with the same Idempotency-Key.',
      undefined,
      1,
    );
  // Express decodes path parameters with decodeURIComponent: an id that does not decode names nothing.
  if (err instanceof URIError) return new ServiceError('not_found', 'No such resource.');
  const e = (err ?? {}) as HttpError;
  if (e.type === 'entity.parse.failed')
    return new ServiceError('invalid_request', 'The request body is not valid JSON.');
  if (e.type === 'entity.too.large')
    return new ServiceError('payload_too_large', 'The request body exceeds the size limit.');
  if (e.type === 'encoding.unsupported')
    return new ServiceError(
      'unsupported_media_type',
      'Content-Encoding must be identity, gzip, deflate or br.',
    );
  if (e.type === 'charset.unsupported')
    return new ServiceError('unsupported_media_type', 'The request body must be UTF-8 JSON.');
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.expose) {
    // A body that does not inflate as its Content-Encoding says, or that ended early.
    return new ServiceError(
      'invalid_request',
      `The request body could not be read: ${e.message ?? 'unreadable'}.`,
    );
  }
  return null;
}

/**
 * The problem a failure is answered with, and its Retry-After: known failures as they are, anything else a 500
 * that is logged and never shows its message.
 */
export function problemFor(
  err: unknown,
  res: Response,
  logger: Logger,
): { problem: Problem; retryAfterSeconds?: number } {
  const known = asServiceError(err);
  if (!known) logger.error({ err, request_id: res.locals.requestId }, 'unhandled error');
  else if (known.code === 'service_unavailable' && !(err instanceof ServiceError))
    logger.warn({ err, request_id: res.locals.requestId }, 'a dependency is out of reach');
  return known
    ? {
        problem: buildProblem(known.code, known.message, res.locals.requestId, known.errors),
        retryAfterSeconds: known.retryAfterSeconds,
      }
    : { problem: buildProblem('internal_error', 'An unexpected error occurred.', res.locals.requestId) };
}

export function createErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const { problem, retryAfterSeconds } = problemFor(err, res, logger);
    sendProblem(res, problem, retryAfterSeconds);
  };
}

export const notFound: RequestHandler = () => {
  throw new ServiceError('not_found', 'No such resource.');
};

export function methodNotAllowed(...allowed: string[]): RequestHandler {
  return (req, res) => {
    res.setHeader('Allow', allowed.join(', '));
    throw new ServiceError(
      'method_not_allowed',
      `${req.method} is not allowed here; use ${allowed.join(' or ')}.`,
    );
  };
}
