import { retryingFetch } from '../../clients/typescript';

const BASE = 'http://cgs.test';
const problem = (status: number, code: string, retryAfter?: number) =>
  new Response(JSON.stringify({ code, status }), {
    status,
    headers: {
      'content-type': 'application/problem+json',
      ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }),
    },
  });
const created = () => new Response('{"object":"copy_generation"}', { status: 201 });

/** A fetch that answers from a script and records the Idempotency-Key and body of each attempt. */
function scripted(...answers: Array<Response | Error>) {
  const attempts: Array<{ key: string | null; body: string }> = [];
  const fetch = async (request: Request) => {
    attempts.push({ key: request.headers.get('Idempotency-Key'), body: await request.text() });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, attempts };
}
const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${BASE}${path}`, { method: 'POST', body: '{"description":"x"}', headers });
const fast = { baseDelayMs: 1 };

test('a billable call without a key gets a UUID v4; a caller’s own key is kept', async () => {
  const mine = scripted(created());
  await retryingFetch(mine.fetch, fast)(post('/v1/copy-generations', { 'Idempotency-Key': 'order-42' }));
  expect(mine.attempts.map((a) => a.key)).toEqual(['order-42']);
  const made = scripted(created());
  await retryingFetch(made.fetch, fast)(post('/v1/ad-library/ad_abc/prepare'));
  expect(made.attempts[0]!.key).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});

test('a network failure is retried with the same key and the same body, at most `retries` times', async () => {
  const reset = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } });
  const { fetch, attempts } = scripted(reset, reset, created());
  const answer = await retryingFetch(fetch, fast)(post('/v1/copy-generations'));
  expect(answer.status).toBe(201);
  expect(attempts).toHaveLength(3);
  expect(new Set(attempts.map((a) => a.key)).size).toBe(1);
  expect(attempts.map((a) => a.body)).toEqual(Array(3).fill('{"description":"x"}'));

  const failing = scripted(reset, reset, reset);
  await expect(retryingFetch(failing.fetch, { ...fast, retries: 2 })(post('/v1/campaigns'))).rejects.toBe(
    reset,
  );
  expect(failing.attempts).toHaveLength(3);
});

test('the problems the contract says to retry are retried after Retry-After; other errors are answers', async () => {
  for (const [status, code] of [
    [409, 'request_in_progress'],
    [429, 'rate_limited'],
    [503, 'service_unavailable'],
  ] as const) {
    const { fetch, attempts } = scripted(problem(status, code, 0), created());
    expect((await retryingFetch(fetch, fast)(post('/v1/copy-generations'))).status).toBe(201);
    expect(attempts).toHaveLength(2);
  }
  for (const [status, code] of [
    [400, 'invalid_request'],
    [409, 'idempotency_key_reused'],
    [500, 'internal_error'],
    [502, 'provider_error'],
    [503, 'provider_unavailable'],
  ] as const) {
    const { fetch, attempts } = scripted(problem(status, code, 0), created());
    expect((await retryingFetch(fetch, fast)(post('/v1/copy-generations'))).status).toBe(status);
    expect(attempts).toHaveLength(1);
  }
  // A reset further away than 30 s is the caller's to wait for.
  const far = scripted(problem(429, 'allowance_exhausted', 3600), created());
  expect((await retryingFetch(far.fetch, fast)(post('/v1/ad-library/ad_abc/prepare'))).status).toBe(429);
  expect(far.attempts).toHaveLength(1);
});

test('a call that is neither a GET nor keyed is sent once: its failure is the caller’s', async () => {
  const reset = new TypeError('fetch failed');
  const quote = scripted(reset, created());
  await expect(retryingFetch(quote.fetch, fast)(post('/v1/quote'))).rejects.toBe(reset);
  expect(quote.attempts).toEqual([{ key: null, body: '{"description":"x"}' }]);
  const read = scripted(reset, new Response('{}', { status: 200 }));
  const usage = await retryingFetch(read.fetch, fast)(new Request(`${BASE}/v1/usage`));
  expect(usage.status).toBe(200);
  expect(read.attempts).toHaveLength(2);
});
