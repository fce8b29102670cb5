import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildOpenApi } from '../../contract/openapi';
import { TAGS } from '../../contract/routes';
import { ROUTES } from '../../contract/routes';
import { clientDocument, clientOperations } from '../../scripts/client-document';

type Doc = {
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, { tags: string[]; parameters: Array<Record<string, unknown>> }>>;
  components: { schemas: Record<string, unknown>; parameters: Record<string, { required: boolean }> };
};

test('every operation of the served document has one tag, and the document lists the tags it uses', () => {
  const doc = buildOpenApi('http://localhost:8080') as unknown as Doc;
  const used = new Set<string>();
  for (const methods of Object.values(doc.paths))
    for (const op of Object.values(methods)) {
      expect(op.tags).toHaveLength(1);
      expect(Object.keys(TAGS)).toContain(op.tags[0]);
      used.add(op.tags[0]!);
    }
  expect(doc.tags.map((t) => t.name).sort()).toEqual([...used].sort());
  // The served document keeps the operator's routes (under their own tags); only the clients leave them out.
  expect(doc.paths['/healthz']!.get!.tags).toEqual(['operations']);
  expect(doc.paths['/docs']!.get!.tags).toEqual(['documentation']);
  expect(doc.paths['/media/{key}']!.get!.tags).toEqual(['media']);
});

test('the clients get every partner operation, grouped by tag, and none of docs, health, metrics or media', () => {
  const ops = clientOperations(clientDocument());
  const byTag = (tag: string) => ops.filter((op) => op.tag === tag).map((op) => `${op.method} ${op.path}`);
  expect(byTag('copy')).toEqual(['POST /v1/copy-generations']);
  expect(byTag('images')).toEqual(['POST /v1/image-generations']);
  expect(byTag('speech')).toEqual(['POST /v1/speech-generations']);
  expect(byTag('campaigns')).toEqual(['POST /v1/campaigns']);
  expect(byTag('account')).toEqual(
    expect.arrayContaining(['GET /v1/usage', 'GET /v1/requests/{request_id}', 'GET /v1/brand-profiles']),
  );
  const paths = ops.map((op) => op.path);
  for (const left of ['/docs', '/docs/init.js', '/healthz', '/readyz', '/metrics', '/media/{key}'])
    expect(paths).not.toContain(left);
  const partner = ROUTES.filter((r) => TAGS[r.tag].clients).map((r) => `${r.method.toUpperCase()} ${r.path}`);
  expect(ops.map((op) => `${op.method} ${op.path}`).sort()).toEqual(partner.sort());
  // A path's operations share one tag: the TypeScript client narrows its paths by tag.
  for (const op of ops)
    expect(new Set(ops.filter((o) => o.path === op.path).map((o) => o.tag))).toEqual(new Set([op.tag]));
});

test('the billable operations are the ones whose Idempotency-Key the clients may leave out', () => {
  const doc = clientDocument() as unknown as Doc;
  const billable = clientOperations(doc as never)
    .filter((op) => op.billable)
    .map((op) => `${op.method.toLowerCase()} ${op.path}`);
  expect(billable.sort()).toEqual(
    ROUTES.filter((r) => r.billable)
      .map((r) => `${r.method} ${r.path}`)
      .sort(),
  );
  expect(doc.components.parameters.IdempotencyKey!.required).toBe(false);
  // The served document still requires it: the service refuses a billable call without one.
  const served = buildOpenApi('http://localhost:8080') as unknown as Doc;
  expect(served.components.parameters.IdempotencyKey!.required).toBe(true);
});

test('the models have readable names: request bodies, their parts and the answers by title, no path-made names', () => {
  const names = Object.keys((clientDocument() as unknown as Doc).components.schemas);
  expect(names).toEqual(
    expect.arrayContaining([
      'CopyRequest',
      'CampaignRequest',
      'CampaignBrief',
      'SpeechDeliverable',
      'ImageDeliverable',
      'CopyGenerationResult',
      'CampaignResult',
      'TemplateDraftRequest',
      'UsageSummary',
      'AdIndustry',
      'Problem',
    ]),
  );
  for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
  for (const name of names) expect(name).not.toMatch(/^(Get|Post|Delete)V1|Body/);
  const campaign = (clientDocument() as any).paths['/v1/campaigns'].post;
  expect(campaign.requestBody.content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/CampaignRequest',
  });
});

test('the client document validates as OpenAPI 3.1', () => {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let input = '';
    process.stdin.on('data', (c) => (input += c));
    process.stdin.on('end', async () => {
      const result = await new Validator().validate(JSON.parse(input));
      console.log(JSON.stringify({ valid: result.valid, errors: result.errors ?? null }));
    });`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(clientDocument()),
    cwd: path.resolve(__dirname, '..', '..'),
  }).toString();
  expect(JSON.parse(out)).toEqual({ valid: true, errors: null });
});
