import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildOpenApi } from '../../contract/openapi';
import { ROUTES } from '../../contract/routes';
import { appRoutes } from '../helpers/app-routes';
import { DASHBOARD_ROUTES } from '../helpers/dashboard-fuzz';

// The dashboard is pages for people (HTML forms, a session cookie), not the partner API: it is not in the
// document (decision 012), and every one of its routes is in the dashboard fuzz cases instead.
const isDashboard = (route: string) => route.split(' ')[1]!.startsWith('/dashboard');

test('every route of the Express app is in the document, and every documented route exists', () => {
  const documented = ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
  expect(appRoutes().filter((r) => !isDashboard(r))).toEqual(documented);
});

test('every dashboard route is attacked by the fuzz suite', () => {
  const fuzzed = DASHBOARD_ROUTES.map(
    (r) =>
      `${r.method} ${r.path
        .replace('{key}', '{key_id}')
        .replace('{req}', '{request_id}')
        .replace('{whe}', '{endpoint_id}')
        .replace('{whd}', '{delivery_id}')}`,
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

type Node = Record<string, unknown>;
/** Every schema object under `root`, with its JSON pointer (default values are data, not schemas). */
function schemasIn(root: unknown, at = ''): Array<[string, Node]> {
  if (Array.isArray(root)) return root.flatMap((item, i) => schemasIn(item, `${at}/${i}`));
  if (root === null || typeof root !== 'object') return [];
  return [
    [at, root as Node],
    ...Object.entries(root)
      .filter(([key]) => key !== 'default' && key !== 'example')
      .flatMap(([key, value]) => schemasIn(value, `${at}/${key}`)),
  ];
}

const openapi = () => buildOpenApi('http://localhost:8080') as any;
const operations = () =>
  Object.entries(openapi().paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );

test('no array anywhere in the document is without items', () => {
  const bare = schemasIn(openapi()).filter(([, s]) => s.type === 'array' && !('items' in s));
  expect(bare.map(([at]) => at)).toEqual([]);
});

test('no request body has an untyped value, but the quote’s free-form request (section 4.1)', () => {
  const untyped = operations().flatMap(({ path, method, op }) =>
    schemasIn(op.requestBody?.content['application/json'].schema, `${method} ${path}`)
      // A map of properties is no schema; a schema with nothing but words is any value.
      .filter(([at]) => !/\/(properties|dependentSchemas)$/.test(at))
      .filter(([, s]) => Object.keys(s).every((k) => k === 'description'))
      .map(([at]) => at),
  );
  expect(untyped).toEqual(['post /v1/quote/properties/request/additionalProperties']);
});

test('the campaign types its brief and deliverables as the stand-alone operations do', () => {
  const doc = openapi();
  const schema = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;
  const brief = schema('/v1/campaigns').properties.brief;
  const copy = schema('/v1/copy-generations');
  expect(brief.required).toEqual(['description']);
  for (const field of ['description', 'output_language', 'dialect', 'keywords', 'audience'])
    expect(brief.properties[field]).toEqual(copy.properties[field]);
  const image = schema('/v1/campaigns').properties.deliverables.properties.image.properties;
  expect(image.logo_mode).toEqual(schema('/v1/image-generations').properties.logo_mode);
  expect(brief.dependentSchemas.dialect).toEqual({ properties: { output_language: { enum: ['ar'] } } });
});

test('strings carry the storable-text pattern, and the Idempotency-Key its visible-ASCII one', () => {
  const doc = openapi();
  const strings = operations()
    .flatMap(({ path, method, op }) => [
      ...schemasIn(op.requestBody?.content['application/json'].schema, `${method} ${path}`),
      ...(op.parameters ?? []).flatMap((p: any) =>
        p.schema ? schemasIn(p.schema, `${method} ${path} ${p.name}`) : [],
      ),
    ])
    .filter(([, s]) => s.type === 'string' && !('enum' in s) && !('const' in s));
  expect(strings.filter(([, s]) => typeof s.pattern !== 'string').map(([at]) => at)).toEqual([]);
  const key = doc.components.parameters.IdempotencyKey.schema;
  expect(key).toEqual({ type: 'string', minLength: 1, maxLength: 200, pattern: '^[!-~]+$' });
  const pattern = new RegExp(
    doc.paths['/v1/copy-generations'].post.requestBody.content['application/json'].schema.properties
      .description.pattern,
    'u',
  );
  expect(['نص', 'a😀b'].map((s) => pattern.test(s))).toEqual([true, true]);
  expect(pattern.test('a\u0000b')).toBe(false);
});

test('the ad-library filters are enums', () => {
  const parameters = openapi().paths['/v1/ad-library'].get.parameters as any[];
  const of = (name: string) => parameters.find((p) => p.name === name).schema.enum;
  expect(of('industry')).toContain('AI Tools');
  expect(of('sector')).toEqual(expect.arrayContaining(['all', 'saas', 'general']));
  expect(of('style')).toEqual(expect.arrayContaining(['all', 'hook']));
});

test('every operation documents the statuses it can answer', () => {
  for (const { path, method, op } of operations()) {
    const statuses = Object.keys(op.responses);
    const expected = ['431'];
    if (op.security.length > 0) expected.push('400', '401', '403', '429', '500', '503');
    if (op.parameters.some((p: any) => p.$ref === '#/components/parameters/IdempotencyKey'))
      expect(statuses).toEqual(expect.arrayContaining(['402', '409']));
    if (op.requestBody) expected.push('413', '415');
    expect({ path, method, statuses }).toEqual({ path, method, statuses: expect.arrayContaining(expected) });
  }
  const media = Object.keys(openapi().paths['/media/{key}'].get.responses);
  expect(media).toEqual(expect.arrayContaining(['200', '206', '304', '404', '416']));
});
