import { randomUUID } from 'node:crypto';
import createFetchClient, { type Client } from 'openapi-fetch';
import { OPERATIONS } from './operations';
import type { paths } from './schema';

/** The types of the document: paths, components, operations, and each named schema (CampaignRequest …). */
export type * from './schema';
export { OPERATIONS } from './operations';

type Operation = (typeof OPERATIONS)[number];
type TagName = Operation['tag'];
/** 'ad library' → adLibrary: the property a tag's operations are under. */
type Camel<S extends string> = S extends `${infer Head} ${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
/** The same client, its paths narrowed to one tag's (a path's operations all share one tag). */
export type TagClients = {
  [T in TagName as Camel<T>]: Client<Pick<paths, Extract<Operation, { tag: T }>['path']>>;
};
export type CgsClient = Client<paths> & TagClients;

export interface RetryOptions {
  /** Retries after the first attempt (default 3: at most 4 attempts); 0 turns retrying off. */
  retries?: number;
  /** The first back-off in ms (default 500), doubled each retry up to maxDelayMs, with ±25 % jitter. */
  baseDelayMs?: number;
  /** The longest back-off in ms (default 8000); a Retry-After longer than 30 s is not waited for. */
  maxDelayMs?: number;
  /** How long one attempt may take before it counts as a network failure (default 120000 ms). */
  attemptTimeoutMs?: number;
}

/**
 * Problems the contract says to retry with the same key after Retry-After (section 7.3; 429 and 503 carry it): the
 * earlier attempt still running, the rate limit, the prepare allowance, the service briefly unavailable.
 */
const RETRYABLE_PROBLEMS = new Set([
  'request_in_progress',
  'rate_limited',
  'allowance_exhausted',
  'service_unavailable',
]);
const LONGEST_RETRY_AFTER_MS = 30_000;

const pattern = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
const MATCHERS = OPERATIONS.map((op) => ({ ...op, pattern: pattern(op.path) }));
function operationOf(request: Request): (Operation & { pattern: RegExp }) | undefined {
  const { pathname } = new URL(request.url);
  return MATCHERS.find((op) => op.method === request.method && op.pattern.test(pathname));
}

const isResponse = (outcome: unknown): outcome is Response =>
  typeof outcome === 'object' && outcome !== null && 'status' in outcome && 'headers' in outcome;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why an attempt failed and may be tried again, or null when its outcome is the answer. */
async function retryReason(outcome: unknown): Promise<{ after?: number } | null> {
  if (!isResponse(outcome)) {
    // fetch rejects with a TypeError when no answer came (refused, reset, closed early, DNS); our attempt timeout
    // aborts with a TimeoutError. A caller's own abort (AbortError) is not retried.
    // Names, not instanceof: the error may come from another realm (a test runner's sandbox, a polyfill).
    const name = (outcome as Error | undefined)?.name;
    return name === 'TypeError' || name === 'TimeoutError' ? {} : null;
  }
  if (![409, 429, 503].includes(outcome.status)) return null;
  const problem = (await outcome
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  if (!problem?.code || !RETRYABLE_PROBLEMS.has(problem.code)) return null;
  const seconds = Number(outcome.headers.get('Retry-After') ?? '1');
  const after = Number.isFinite(seconds) ? seconds * 1000 : 1000;
  return after <= LONGEST_RETRY_AFTER_MS ? { after } : null;
}

/**
 * A fetch that gives a billable call without an Idempotency-Key a fresh one (a UUID v4), and sends a call that is safe
 * to repeat (a GET, or a call with its key) again, with the same key, after a network failure or a retryable problem.
 */
export function retryingFetch(
  base: typeof fetch,
  options: RetryOptions = {},
): (request: Request, init?: RequestInit) => Promise<Response> {
  const retries = options.retries ?? 3;
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 8000;
  const attemptTimeout = options.attemptTimeoutMs ?? 120_000;
  return async (request: Request, init?: RequestInit) => {
    const op = operationOf(request);
    if (op?.billable && !request.headers.has('Idempotency-Key'))
      request.headers.set('Idempotency-Key', randomUUID());
    const repeatable = request.method === 'GET' || request.headers.has('Idempotency-Key');
    for (let attempt = 0; ; attempt++) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(attemptTimeout)]);
      const outcome = await base(new Request(request.clone(), { signal }), init).catch((err: unknown) => err);
      const reason = repeatable && attempt < retries ? await retryReason(outcome) : null;
      if (!reason) {
        if (isResponse(outcome)) return outcome;
        throw outcome;
      }
      if (isResponse(outcome)) await outcome.body?.cancel();
      const backOff = Math.min(maxDelay, baseDelay * 2 ** attempt) * (0.75 + Math.random() / 2);
      await sleep(Math.max(backOff, reason.after ?? 0));
    }
  };
}

const camel = (tag: string) => tag.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());

/**
 * A typed client of the Campaign Generation Service, generated from /v1/openapi.json (openapi-typescript types,
 * openapi-fetch calls): paths, bodies, query and header parameters are checked by the compiler. Each tag's
 * operations are also under the tag's name (cgs.copy, cgs.adLibrary, cgs.account …). A billable call without an
 * Idempotency-Key gets a random one; network failures and retryable problems are retried with the same key.
 *
 *   const cgs = createCgsClient({ baseUrl: 'http://localhost:8080', apiKey });
 *   const { data, error } = await cgs.copy.POST('/v1/copy-generations', {
 *     body: { description: 'قهوة مختصة', market: 'SA' },
 *   });
 */
export function createCgsClient(
  options: { baseUrl: string; apiKey: string; fetch?: typeof fetch } & RetryOptions,
): CgsClient {
  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    fetch: retryingFetch(options.fetch ?? globalThis.fetch, options),
  });
  const tags = Object.fromEntries(OPERATIONS.map((op) => [camel(op.tag), client]));
  return Object.assign(client, tags) as unknown as CgsClient;
}
