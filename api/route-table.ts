import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { BillableOperation } from '../contract/billable-operations';
import { ROUTE_TABLE, ROUTES, type Route, type RouteName } from '../contract/routes';
import { requireScope } from './auth';
import type { BillableRunner, BillableSpec } from './claim-and-run';
import { readIdempotencyKey } from './idempotency-key';
import { methodNotAllowed } from './errors';
import { parseOrThrow } from './validation';

/** A router's handlers, by the name of their route in the table. */
export type RouteHandlers = Partial<Record<RouteName, RequestHandler | RequestHandler[]>>;

// The Allow header lists a path's methods in this order, whatever order the table gives them.
const METHOD_ORDER: ReadonlyArray<Route['method']> = ['get', 'post', 'delete'];

/** Only a named scope has a guard: a public route has none, the webhook checks its signature, the quote its operation's scope. */
function scopeGuard(route: Route): RequestHandler[] {
  const { scope } = route;
  return scope === null || scope === 'signature' || scope === 'quote' ? [] : [requireScope(scope)];
}

/** The table's `/v1/ad-library/{id}` as Express writes it below its mount point: `/ad-library/:id`. */
function expressPath(path: string, mountedAt: string): string {
  if (!path.startsWith(mountedAt)) throw new Error(`${path} is not below ${mountedAt}`);
  return path.slice(mountedAt.length).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * A router of these routes, mounted at `mountedAt`: each behind its scope guard, and every other method on its
 * path answered with 405 and the path's methods from the table (a path's routes are mounted together).
 */
export function routerFor(handlers: RouteHandlers, mountedAt = '/v1'): Router {
  const router = Router();
  const named = (Object.keys(handlers) as RouteName[]).map((name) => {
    const route: Route = ROUTE_TABLE[name];
    return { route, handle: handlers[name]! };
  });
  for (const path of new Set(named.map((n) => n.route.path))) {
    const methods = ROUTES.filter((r) => r.path === path).map((r) => r.method);
    const chain = router.route(expressPath(path, mountedAt));
    for (const { route, handle } of named.filter((n) => n.route.path === path))
      chain[route.method](...scopeGuard(route), ...[handle].flat());
    chain.all(
      methodNotAllowed(...METHOD_ORDER.filter((m) => methods.includes(m)).map((m) => m.toUpperCase())),
    );
  }
  return router;
}

/** A route that starts a billable operation, with the schema it parses its body with. */
type BillableRoute = Route & { operation: BillableOperation; body: z.ZodType };

/** What a billable route fixes from its parsed body: the operation's input, its price, and checks before the debit. */
export type Admission<Op extends BillableOperation> = Omit<BillableSpec<Op>, 'operation' | 'idempotencyKey'>;

/**
 * The handler of every route that starts a billable operation: the Idempotency-Key first (a request without a
 * usable one is refused with nothing parsed or written), then the body by the route's schema, then the route's
 * own admission (ownership, references, price), then the claim and the workflow.
 */
export function billableHandler<R extends BillableRoute>(
  runBillable: BillableRunner,
  route: R,
  admit: (body: z.output<R['body']>, req: Request, res: Response) => Promise<Admission<R['operation']>>,
): RequestHandler {
  return async (req, res) => {
    const idempotencyKey = readIdempotencyKey(req);
    const body = parseOrThrow<R['body']>(route.body, req.body ?? route.omittedBody);
    const admitted = await admit(body, req, res);
    await runBillable(req, res, { ...admitted, operation: route.operation, idempotencyKey });
  };
}
