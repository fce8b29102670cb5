import type { Request } from 'express';
import { ROUTES } from '../../contract/routes';
import { idempotencyKeyRefusal } from '../../api/idempotency-key';

/** A request as the rate limit sees it: below the /v1 mount, its path parameters filled in. */
function request(method: string, path: string, key?: string): Request {
  const below = path.replace(/^\/v1/u, '').replace(/\{\w+\}/gu, 'x_1');
  return {
    method: method.toUpperCase(),
    baseUrl: '/v1',
    path: below,
    get: (name: string) => (name.toLowerCase() === 'idempotency-key' ? key : undefined),
  } as unknown as Request;
}

describe('the Idempotency-Key refusal the rate limit asks for', () => {
  it('is the route table’s: every route that takes a key refuses none, a bad one, and no other route does', () => {
    for (const route of ROUTES) {
      const missing = idempotencyKeyRefusal(request(route.method, route.path));
      if (route.billable) {
        expect(missing?.code).toBe('idempotency_key_missing');
        expect(idempotencyKeyRefusal(request(route.method, route.path, 'a b'))?.code).toBe(
          'idempotency_key_invalid',
        );
        expect(idempotencyKeyRefusal(request(route.method, route.path, 'retry-7'))).toBeNull();
      } else expect(missing).toBeNull();
    }
    expect(ROUTES.filter((r) => r.billable).length).toBeGreaterThanOrEqual(9);
  });

  it('matches as Express does: any case, a trailing slash, a path parameter of any value', () => {
    expect(idempotencyKeyRefusal(request('post', '/v1/Copy-Generations/'))).not.toBeNull();
    expect(idempotencyKeyRefusal(request('post', '/v1/ad-library/{id}/prepare'))).not.toBeNull();
    expect(idempotencyKeyRefusal(request('get', '/v1/copy-generations'))).toBeNull();
    expect(idempotencyKeyRefusal(request('post', '/v1/ad-library/a/b/prepare'))).toBeNull();
  });
});
