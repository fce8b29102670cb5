import { ProviderError } from './errors';

/** Retry-After as seconds or an HTTP date, in milliseconds. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** google.rpc.RetryInfo's "17s" in an error body, when there is one. */
function googleRetryDelayMs(body: unknown): number | undefined {
  const details = (body as { error?: { details?: Array<{ '@type'?: string; retryDelay?: string }> } } | null)
    ?.error?.details;
  const info = details?.find(
    (d) => d['@type']?.endsWith('google.rpc.RetryInfo') ?? d.retryDelay !== undefined,
  );
  const match = info?.retryDelay ? /^(\d+(?:\.\d+)?)s$/.exec(info.retryDelay) : null;
  return match ? Math.round(Number(match[1]) * 1000) : undefined;
}

function errorMessage(body: unknown): string {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' ? ` ${message}` : '';
}

/**
 * POSTs JSON to a provider and returns its JSON answer. Unreachable, 429 and 5xx are retryable ProviderErrors
 * carrying the provider's requested delay (RetryInfo, else Retry-After); other non-2xx answers are final.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  who: string,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    throw new ProviderError(`${who} unreachable: ${(err as Error).message}`, true);
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.status === 429 || response.status >= 500) {
    const delay = googleRetryDelayMs(json) ?? retryAfterMs(response.headers.get('retry-after'));
    throw new ProviderError(`${who} answered ${response.status}`, true, delay);
  }
  if (!response.ok)
    throw new ProviderError(`${who} refused the request with ${response.status}${errorMessage(json)}`, false);
  return json;
}
