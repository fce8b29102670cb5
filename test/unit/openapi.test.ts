import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createApp } from '../../api/app';
import { buildOpenApi, ROUTES } from '../../contract/openapi';
import { createMetrics } from '../../lib/metrics';
import { refusedUrls } from '../../lib/net/refused-urls';
import { DASHBOARD_ROUTES } from '../helpers/dashboard-fuzz';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string;
}

/** Every method and path the Express app routes, mount paths included, `:param` written as `{param}`. */
function appRoutes(): string[] {
  const app = createApp({
    sql: {} as never,
    temporal: {} as never,
    logger: {} as never,
    usageCursors: {} as never,
    brandCursors: {} as never,
    taskQueue: 'unused',
    textProvider: 'local',
    imageProvider: 'local',
    jsonBodyLimit: '256kb',
    resultWaitMs: 1000,
    rateLimits: { billablePerMinute: 1, readPerMinute: 1 },
    mediaDir: '/nonexistent',
    uploads: { allowHosts: new Set(), refusedUrls: refusedUrls([]) },
    publicBaseUrl: 'http://localhost:8080',
    metrics: createMetrics('api'),
    metricsToken: null,
    secrets: null,
  });
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods))
          if (on && method !== '_all')
            found.push(`${method.toUpperCase()} ${prefix}${layer.route.path.replace(/:(\w+)/g, '{$1}')}`);
      } else if (layer.handle.stack) {
        walk(layer.handle.stack, prefix + (layer.rawPath && layer.rawPath !== '/' ? layer.rawPath : ''));
      } else if (layer.rawPath === '/media') {
        found.push('GET /media/{key}'); // express.static below /media
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...new Set(found)].sort();
}

// The dashboard is pages for people (HTML forms, a session cookie), not the partner API: it is not in the
// document (decision 012), and every one of its routes is in the dashboard fuzz cases instead.
const isDashboard = (route: string) => route.split(' ')[1]!.startsWith('/dashboard');

test('every route of the Express app is in the document, and every documented route exists', () => {
  const documented = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
  expect(appRoutes().filter((r) => !isDashboard(r))).toEqual(documented);
});

test('every dashboard route is attacked by the fuzz suite', () => {
  const fuzzed = DASHBOARD_ROUTES.map(
    (r) => `${r.method} ${r.path.replace('{key}', '{key_id}').replace('{req}', '{request_id}')}`,
  );
  expect(appRoutes().filter(isDashboard)).toEqual([...fuzzed].sort());
});

test('the document validates as OpenAPI 3.1', () => {
  const doc = buildOpenApi('http://localhost:8080');
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let input = '';
    process.stdin.on('data', (c) => (input += c));
    process.stdin.on('end', async () => {
      const validator = new Validator();
      const result = await validator.validate(JSON.parse(input));
      console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors }));
    });`;
  // The validator is an ES module: it runs in its own Node process, not in jest's module system.
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(doc),
    cwd: path.resolve(__dirname, '..', '..'),
  }).toString();
  const result = JSON.parse(out) as { valid: boolean; version: string; errors?: unknown };
  expect({ valid: result.valid, errors: result.errors ?? null }).toEqual({ valid: true, errors: null });
  expect(result.version).toBe('3.1');
});

test('request bodies are the validators’ own schemas', () => {
  const doc = buildOpenApi('http://localhost:8080') as any;
  const copy = doc.paths['/v1/copy-generations'].post;
  const body = copy.requestBody.content['application/json'].schema;
  expect(body.properties.description).toMatchObject({ type: 'string', maxLength: 8000 });
  expect(body.additionalProperties).toBe(false);
  expect(copy.security).toEqual([{ bearer: ['copy:write'] }]);
  expect(copy.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
  expect(Object.keys(copy.responses)).toEqual(
    expect.arrayContaining(['201', '400', '401', '402', '403', '409', '422', '429']),
  );
  const search = doc.paths['/v1/ad-library'].get.parameters.map((p: any) => p.name);
  expect(search).toEqual(
    expect.arrayContaining(['q', 'brief', 'limit', 'page', 'offset', 'industry', 'sector', 'style']),
  );
});
