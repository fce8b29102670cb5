import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApi } from '../../contract/openapi';

type Json = Record<string, any>;

const doc = buildOpenApi('http://localhost') as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: doc.components }, 'openapi');

/** The documented operation for a method and a concrete path, if any (path templates matched segment by segment). */
function operationFor(method: string, pathname: string): Json | null {
  for (const [template, item] of Object.entries(doc.paths as Record<string, Json>)) {
    const pattern = new RegExp(
      `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    );
    if (pattern.test(pathname)) return (item[method.toLowerCase()] as Json | undefined) ?? null;
  }
  return null;
}

const refs = (schema: Json): Json =>
  JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"openapi#/components'));

/**
 * What every answer of a documented operation must be: a documented status, the documented content type, and a
 * body valid against the document's schema for it. Returns the violations (empty when none). Undocumented paths
 * (unknown routes, on purpose) and methods (405 tests) are not checked here.
 */
export function contractViolations(
  method: string,
  url: string,
  res: { status: number; headers: Headers; body: unknown; text?: string },
): string[] {
  const pathname = new URL(url).pathname;
  const op = operationFor(method, pathname);
  if (!op) return [];
  const response = (op.responses as Json)[String(res.status)] as Json | undefined;
  if (!response) return [`${method} ${pathname} answered ${res.status}, which the document does not list`];
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const content = (response.content ?? {}) as Json;
  if (Object.keys(content).length > 0 && !(type in content))
    return [
      `${method} ${pathname} ${res.status} answered ${type}; documented: ${Object.keys(content).join(', ')}`,
    ];
  const schema = (content[type] as Json | undefined)?.schema as Json | undefined;
  // A JSON answer is checked as what it parses to; a text answer (the handshake's challenge) as its text.
  const json = type === 'application/json' || type.endsWith('+json');
  const value = json ? res.body : type.startsWith('text/') ? res.text : undefined;
  if (!schema || value === undefined) return [];
  const validate = ajv.compile(refs(schema));
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${method} ${pathname} ${res.status}: ${e.instancePath || '/'} ${e.message}` +
      (e.keyword === 'additionalProperties' ? ` (${String(e.params.additionalProperty)})` : ''),
  );
}
