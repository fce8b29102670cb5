import { LIMITS } from '../contract/limits';
import { queryParameters, requestBody } from '../contract/openapi';
import { ROUTES, type JsonSchema, type McpTool, type Route } from '../contract/routes';
import { SCOPES, type Scope } from '../contract/enums';
import { z } from 'zod';

/**
 * The MCP tools (Step 16, decision 021), each one route of the route table: its input the route's own JSON Schema
 * (the one the OpenAPI document publishes, from the same zod schemas the route validates with), plus the path's
 * ids and, where the route takes an Idempotency-Key, `idempotency_key`. A call is that route's request: the
 * server never does a tool's work itself.
 */
export interface ToolSpec extends McpTool {
  route: Route;
}

/** Where the API serves the tools (Streamable HTTP): outside the route table, as the document does not list it. */
export const MCP_PATH = '/mcp';

/** Every route's tools, in their listed order. */
export const TOOLS: ToolSpec[] = ROUTES.flatMap((route) =>
  (route.mcp ?? []).map((tool) => ({ ...tool, route })),
).sort((a, b) => a.listed - b.listed);

const WRITE_SCOPES = SCOPES.filter((s) => s.endsWith(':write'));

/** Whether a key with these scopes may call the tool (quote: any write scope; it checks the quoted one). */
export function allowed(tool: ToolSpec, scopes: readonly string[]): boolean {
  const scope = tool.route.scope;
  if (scope === null) return true;
  if (scope === 'quote') return WRITE_SCOPES.some((s) => scopes.includes(s));
  return scopes.includes(scope as Scope);
}

/** Whether the route takes an Idempotency-Key (every billable route, paid or free). */
export const needsKey = (tool: ToolSpec) => tool.route.billable === true;

const IDEMPOTENCY_KEY = {
  type: 'string',
  minLength: LIMITS.idempotency_key_length.min,
  maxLength: LIMITS.idempotency_key_length.max,
  pattern: '^[\\x21-\\x7e]+$',
  description:
    'Required. A fresh value (a UUID) for each new request; the same value to retry it after a timeout or an error: the retry answers the stored result and never charges twice.',
};

const schemas = new Map<ToolSpec, JsonSchema>();

/**
 * The tool's input schema: the route's body schema (or its query parameters) with the path's ids. Built once per
 * tool (every tools/list and tools/call reads it).
 */
export function inputSchema(tool: ToolSpec): JsonSchema {
  let schema = schemas.get(tool);
  if (!schema) schemas.set(tool, (schema = buildInputSchema(tool)));
  return schema;
}

function buildInputSchema(tool: ToolSpec): JsonSchema {
  const r = tool.route;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  let extra: JsonSchema = {};
  if (r.body) {
    const body = requestBody(r as Route & { body: z.ZodType }) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    } & JsonSchema;
    const { properties: bodyProps = {}, required: bodyRequired = [], ...rest } = body;
    delete rest.type;
    for (const [k, v] of Object.entries(bodyProps)) if (!tool.omit?.includes(k)) properties[k] = v;
    required.push(...bodyRequired.filter((k) => !tool.omit?.includes(k)));
    // Rules across fields name the omitted ones too: a tool that fixes a field keeps only the shared definitions.
    extra = tool.omit?.length ? (rest.$defs ? { $defs: rest.$defs } : {}) : rest;
  }
  if (r.query) {
    for (const p of queryParameters(r.query, r.integers, r.described) as Array<{
      name: string;
      schema: JsonSchema;
      required?: boolean;
      description?: string;
    }>) {
      properties[p.name] = { ...p.schema, ...(p.description ? { description: p.description } : {}) };
      if (p.required) required.push(p.name);
    }
  }
  for (const [name, what] of Object.entries(r.params ?? {})) {
    properties[name] = { type: 'string', minLength: 1, maxLength: 200, description: what };
    required.push(name);
  }
  if (needsKey(tool)) {
    properties.idempotency_key = IDEMPOTENCY_KEY;
    required.push('idempotency_key');
  }
  return { ...extra, type: 'object', properties, required, additionalProperties: false };
}

/** The HTTP request a tool call is: method, path with its ids, query, body and Idempotency-Key. */
export function toRequest(
  tool: ToolSpec,
  args: Record<string, unknown>,
): { method: string; path: string; body?: unknown; idempotencyKey?: string } {
  const r = tool.route;
  const rest: Record<string, unknown> = { ...args };
  let path = r.path;
  for (const name of Object.keys(r.params ?? {})) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(rest[name] ?? '')));
    delete rest[name];
  }
  // Absent stays absent: the route then answers idempotency_key_missing, as over HTTP.
  const idempotencyKey =
    needsKey(tool) && rest.idempotency_key !== undefined ? String(rest.idempotency_key) : undefined;
  delete rest.idempotency_key;
  if (r.method === 'get') {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(rest))
      for (const item of Array.isArray(v) ? v : [v])
        if (item !== undefined && item !== null) query.append(k, String(item));
    const text = query.toString();
    return { method: 'GET', path: text ? `${path}?${text}` : path };
  }
  return { method: r.method.toUpperCase(), path, body: { ...rest, ...tool.fixed }, idempotencyKey };
}
