import { buildOpenApi } from '../contract/openapi';
import { TAGS, type Tag } from '../contract/routes';

type JsonSchema = Record<string, unknown>;
type Operation = { tags: Tag[]; operationId: string; parameters: JsonSchema[] };

const SCHEMAS = '#/components/schemas/';
const IDEMPOTENCY_KEY = '#/components/parameters/IdempotencyKey';

/** One operation of the clients: where it is, its group, and whether it takes an Idempotency-Key. */
export interface ClientOperation {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  operationId: string;
  tag: Tag;
  billable: boolean;
}

/**
 * The document the clients are generated from: the served one less the operations whose tag is for no client
 * (docs, health, metrics, media), its Idempotency-Key optional (the clients make one when the caller gives none),
 * and every titled schema a named component (its title the name), so both generators name the models alike.
 */
export function clientDocument(): JsonSchema {
  const doc = buildOpenApi('http://localhost:8080') as {
    tags: Array<{ name: Tag }>;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, JsonSchema>; parameters: Record<string, JsonSchema> };
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods))
      if (!op.tags.every((tag) => TAGS[tag].clients)) delete methods[method];
    if (Object.keys(methods).length === 0) delete doc.paths[path];
  }
  doc.tags = doc.tags.filter((tag) => TAGS[tag.name].clients);
  doc.components.parameters.IdempotencyKey = {
    ...doc.components.parameters.IdempotencyKey,
    required: false,
    description:
      'Leave it out and the client makes one (a random UUID) and sends the same one again when it retries. Same key and body: the stored answer again; same key, other body: 409.',
  };
  nameTitledSchemas(doc);
  return doc;
}

/** The operations of the client document, in its order. */
export function clientOperations(doc: JsonSchema): ClientOperation[] {
  return Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as ClientOperation['method'],
      path,
      operationId: op.operationId,
      tag: op.tags[0]!,
      billable: op.parameters.some((p) => p.$ref === IDEMPOTENCY_KEY),
    })),
  );
}

/**
 * Moves every schema with a title into components.schemas under its title and points at it ($ref); components
 * are renamed by their titles. One title names one schema: the same title on two different schemas is refused.
 */
function nameTitledSchemas(doc: {
  paths: Record<string, unknown>;
  components: { schemas: Record<string, JsonSchema> };
}): void {
  const named = new Map<string, JsonSchema>();
  const renamed = new Map<string, string>();
  const name = (title: string, schema: JsonSchema) => {
    const seen = named.get(title);
    if (seen && JSON.stringify(seen) !== JSON.stringify(schema))
      throw new Error(`two different schemas are titled ${title}`);
    named.set(title, schema);
  };
  const hoist = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(hoist);
    if (node === null || typeof node !== 'object') return node;
    const copy = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, hoist(v)]));
    if (typeof copy.title !== 'string' || !isSchema(copy)) return copy;
    name(copy.title, copy);
    return { $ref: `${SCHEMAS}${copy.title}` };
  };
  doc.paths = hoist(doc.paths) as Record<string, unknown>;
  for (const [key, schema] of Object.entries(doc.components.schemas)) {
    const inner = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, hoist(v)]));
    const title = typeof schema.title === 'string' ? schema.title : key;
    renamed.set(`${SCHEMAS}${key}`, `${SCHEMAS}${title}`);
    name(title, inner);
  }
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([k, v]) => [
        k,
        k === '$ref' && typeof v === 'string' ? (renamed.get(v) ?? v) : rewrite(v),
      ]),
    );
  };
  doc.paths = rewrite(doc.paths) as Record<string, unknown>;
  const schemas = new Map([...named].map(([title, schema]) => [title, rewrite(schema) as JsonSchema]));
  // Only what an operation of the clients reaches (the health bodies go with their routes).
  const reached = new Set<string>();
  const reach = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(reach);
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMAS)) {
        const title = v.slice(SCHEMAS.length);
        if (!reached.has(title)) {
          reached.add(title);
          reach(schemas.get(title));
        }
      } else reach(v);
    }
  };
  reach(doc.paths);
  doc.components.schemas = Object.fromEntries([...schemas].filter(([title]) => reached.has(title)));
}

/** A schema, not a map of properties that happens to hold a property named title. */
const isSchema = (node: JsonSchema) =>
  'type' in node || 'properties' in node || 'enum' in node || 'oneOf' in node || 'anyOf' in node;
