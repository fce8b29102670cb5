/**
 * The one error taxonomy. Activities throw ApplicationFailure with `type` = code, workflows branch on it, and
 * the API renders problem+json from it.
 */
export const PROBLEMS = {
  invalid_request: { status: 400, title: 'The request is not valid' },
  idempotency_key_missing: { status: 400, title: 'Idempotency-Key header is required' },
  idempotency_key_invalid: { status: 400, title: 'Idempotency-Key header is not valid' },
  unauthorized: { status: 401, title: 'Authentication failed' },
  insufficient_credits: { status: 402, title: 'Not enough credits' },
  insufficient_scope: { status: 403, title: 'The API key lacks the required scope' },
  csrf_token_invalid: { status: 403, title: 'The form did not come from this dashboard session' },
  origin_not_allowed: { status: 403, title: 'The request came from a web page this service does not answer' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  idempotency_key_reused: { status: 409, title: 'Idempotency-Key was used with a different request' },
  request_in_progress: {
    status: 409,
    title: 'An earlier request with this Idempotency-Key is still in progress',
  },
  preparation_required: { status: 409, title: 'The ad must be prepared before it is generated' },
  platform_template_id_claimed: {
    status: 409,
    title: 'The platform template id belongs to another draft',
  },
  request_timeout: { status: 408, title: 'The request was not received in time' },
  payload_too_large: { status: 413, title: 'The request body is too large' },
  unsupported_media_type: { status: 415, title: 'The request body must be JSON' },
  range_not_satisfiable: { status: 416, title: 'The requested range is beyond the end of the file' },
  unprocessable: { status: 422, title: 'The request cannot be processed' },
  source_unreachable: { status: 422, title: 'The URL could not be fetched' },
  content_rejected: { status: 422, title: 'The generated content did not pass the content policy' },
  rate_limited: { status: 429, title: 'Too many requests' },
  request_header_fields_too_large: { status: 431, title: 'The request headers are too large' },
  allowance_exhausted: { status: 429, title: 'Allowance exhausted' },
  internal_error: { status: 500, title: 'Internal error' },
  provider_error: { status: 502, title: 'The generation provider failed' },
  provider_unavailable: { status: 503, title: 'The generation provider is unavailable' },
  service_unavailable: {
    status: 503,
    title: 'The service cannot reach its database or workflow engine right now',
  },
} as const;

export type ProblemCode = keyof typeof PROBLEMS;

export interface FieldError {
  pointer: string;
  detail: string;
}

/** The stored and rendered problem body (RFC 9457 plus code, request_id and errors). */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: ProblemCode;
  request_id: string;
  errors?: FieldError[];
}

export function isProblemCode(value: unknown): value is ProblemCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(PROBLEMS, value);
}

export function buildProblem(
  code: ProblemCode,
  detail: string,
  requestId: string,
  errors?: FieldError[],
): Problem {
  const { status, title } = PROBLEMS[code];
  return {
    type: `/v1/problems/${code}`,
    title,
    status,
    detail,
    code,
    request_id: requestId,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/** A failure that maps to one problem code. Thrown in the API; activities convert it to an ApplicationFailure. */
export class ServiceError extends Error {
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    detail: string,
    readonly errors?: FieldError[],
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
    this.name = 'ServiceError';
    this.status = PROBLEMS[code].status;
  }
}

/** A 400 naming each field at fault, in the one message shape every validation error uses. */
export function invalidFields(errors: FieldError[], what = 'request body'): ServiceError {
  return new ServiceError(
    'invalid_request',
    `The ${what} is not valid: ${errors.map((e) => `${e.pointer} ${e.detail}`).join('; ')}.`,
    errors,
  );
}
