import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { paths, components, operations } from './schema';

/**
 * A typed client of the Campaign Generation Service, generated from /v1/openapi.json (openapi-typescript types,
 * openapi-fetch calls): paths, bodies, query and header parameters are checked by the compiler.
 *
 *   const cgs = createCgsClient({ baseUrl: 'http://localhost:8080', apiKey });
 *   const { data, error } = await cgs.POST('/v1/copy-generations', {
 *     params: { header: { 'Idempotency-Key': 'order-42' } },
 *     body: { description: 'قهوة مختصة', market: 'SA' },
 *   });
 */
export function createCgsClient(options: {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
}): Client<paths> {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
