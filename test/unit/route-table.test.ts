import { BILLABLE_OPERATIONS } from '../../api/operations';
import { guardName } from '../../api/auth';
import { buildOpenApi } from '../../contract/openapi';
import { QUOTE_OPERATIONS } from '../../contract/quote-request';
import { QUOTE_SCOPES, ROUTES, type Route } from '../../contract/routes';
import { allowed, TOOLS } from '../../mcp/tools';
import { appRouteHandlers } from '../helpers/app-routes';
import { FUZZ_ENDPOINTS } from '../helpers/fuzz-endpoints';

const key = (r: Route) => `${r.method.toUpperCase()} ${r.path}`;
const bearer = (r: Route) => r.scope !== null && r.scope !== 'signature';

describe('the route table', () => {
  it('is what Express mounts, each route behind the guard of its own scope', () => {
    const mounted = appRouteHandlers().filter((r) => !r.route.split(' ')[1]!.startsWith('/dashboard'));
    const guards = Object.fromEntries(
      mounted.map((r) => [r.route, r.handlers.filter((name) => name.startsWith(guardName('')))]),
    );
    const expected = Object.fromEntries(
      ROUTES.map((r) => [key(r), bearer(r) && r.scope !== 'quote' ? [guardName(r.scope!)] : []]),
    );
    expect(guards).toEqual(expected);
  });

  it('is what the document publishes: scopes, idempotency keys and bodies', () => {
    const paths = buildOpenApi('http://localhost:8080').paths as Record<string, Record<string, any>>;
    const published = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        route: `${method.toUpperCase()} ${path}`,
        scopes: op.security.flatMap((s: { bearer: string[] }) => s.bearer),
        key: op.parameters.some((p: any) => p.$ref === '#/components/parameters/IdempotencyKey'),
        body: op.requestBody !== undefined,
      })),
    );
    const quoted = [...new Set(Object.values(QUOTE_SCOPES))];
    expect(published).toEqual(
      ROUTES.map((r) => ({
        route: key(r),
        scopes: !bearer(r) ? [] : r.scope === 'quote' ? quoted : [r.scope],
        key: r.billable === true,
        body: r.body !== undefined,
      })),
    );
  });

  it('is what the MCP tools call: each tool one route of the table, listed in order, open to the route’s scope', () => {
    for (const tool of TOOLS) expect(ROUTES).toContain(tool.route);
    expect(TOOLS.map((t) => t.listed)).toEqual(TOOLS.map((_t, i) => i + 1));
    for (const tool of TOOLS.filter((t) => bearer(t.route) && t.route.scope !== 'quote'))
      expect({ tool: tool.name, allowed: allowed(tool, [tool.route.scope!]) }).toEqual({
        tool: tool.name,
        allowed: true,
      });
    expect(TOOLS.filter((t) => !bearer(t.route)).every((t) => allowed(t, []))).toBe(true);
  });

  it('is what the fuzz suite attacks: every route once, with its method, path, scope and key', () => {
    expect(FUZZ_ENDPOINTS.map((e) => key(e.route)).sort()).toEqual(ROUTES.map(key).sort());
    for (const e of FUZZ_ENDPOINTS)
      expect({ name: e.name, method: e.method, path: e.path, scope: e.scope, billable: e.billable }).toEqual({
        name: e.name,
        method: e.route.method.toUpperCase(),
        path: e.route.path.replace(/\{[^}]+\}/, '{id}'),
        scope: bearer(e.route) ? e.route.scope : null,
        billable: e.route.billable === true,
      });
  });

  it('starts every billable operation from one billable route with a body, and quotes each at its route’s scope', () => {
    const starting = ROUTES.filter((r) => r.operation !== undefined);
    expect(starting.map((r) => r.operation).sort()).toEqual(Object.keys(BILLABLE_OPERATIONS).sort());
    for (const r of starting)
      expect({ route: key(r), billable: r.billable, body: r.body !== undefined }).toEqual({
        route: key(r),
        billable: true,
        body: true,
      });
    // A quote prices what a billable route runs: each quoted operation is one such route's, and its scope is.
    const quoted = ROUTES.filter((r) => r.quotedAs !== undefined);
    expect(quoted.map((r) => r.quotedAs).sort()).toEqual([...QUOTE_OPERATIONS].sort());
    for (const r of quoted)
      expect({ route: key(r), starts: r.operation !== undefined }).toEqual({ route: key(r), starts: true });
  });
});
