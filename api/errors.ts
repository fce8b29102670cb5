import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
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

/**
 * The client-side failures Express and body-parser raise as http-errors (a `status` below 500 with `expose`),
 * and the path parameter that does not percent-decode. Everything else unknown is a 500 that never leaks its
 * message.
 */
function asServiceError(err: unknown): ServiceError | null {
  if (err instanceof ServiceError) return err;
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
