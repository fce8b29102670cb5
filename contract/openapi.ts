import { z } from 'zod';
import {
  BRAND_BODY,
  BRAND_LIST_BODY,
  CAMPAIGN_BODY,
  COPY_BODY,
  DRAFT_BODY,
  DRAFT_STATE_BODY,
  IMAGE_BODY,
  OUTCOME_BODY,
  QUOTE_BODY,
  REQUEST_BODY,
  SPEECH_BODY,
  USAGE_BODY,
  HEALTH_BODY,
  READINESS_BODY,
  WEBSITE_BODY,
} from './openapi-bodies';
import { STORABLE_TEXT, strictStrings } from './openapi-requests';
import { SCOPES } from './enums';
import { PROBLEMS, type ProblemCode } from './errors';
import { LIMITS } from './limits';
import { QUOTE_SCOPES, ROUTES, TAGS, type JsonSchema, type Route } from './routes';
import { API_VERSION } from './version';

/** The JSON Schema (2020-12, what OpenAPI 3.1 uses) of what a partner sends: the validators' input side. */
function inputSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  delete (json as { $schema?: unknown }).$schema;
  strictStrings(json);
  return json as JsonSchema;
}

/**
 * Query parameters of a query schema, one per property, with its schema and whether it is required. Numbers
 * arrive as text and are parsed by the validators; the document gives their integer bounds.
 */
export function queryParameters(
  schema: z.ZodType,
  integers: Record<string, [number, number]> = {},
  described: Record<string, { schema?: JsonSchema; description?: string }> = {},
): JsonSchema[] {
  const json = inputSchema(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(described[name]?.description ? { description: described[name].description } : {}),
    schema: integers[name]
      ? { type: 'integer', minimum: integers[name][0], maximum: integers[name][1] }
      : (described[name]?.schema ?? property),
  }));
}

const object = (name: string, required: Record<string, JsonSchema>, description: string): JsonSchema => ({
  type: 'object',
  description,
  required: ['object', ...Object.keys(required)],
  properties: { object: { const: name }, ...required },
});
const idOf = (prefix: string): JsonSchema => ({ type: 'string', pattern: `^${prefix}_[a-z2-7]{26}$` });
const usage: JsonSchema = {
  type: 'object',
  required: ['credits_used', 'balance_after'],
  properties: { credits_used: { type: 'integer', minimum: 0 }, balance_after: { type: ['integer', 'null'] } },
};

/** Response bodies by their key fields; further fields are documented in the contract and may be added. */
const BODIES: Record<string, JsonSchema> = {
  copy: COPY_BODY,
  image: IMAGE_BODY,
  speech: SPEECH_BODY,
  campaign: CAMPAIGN_BODY,
  draft: DRAFT_BODY,
  draftState: DRAFT_STATE_BODY,
  outcome: OUTCOME_BODY,
  quote: QUOTE_BODY,
  upload: object('upload', { storage_id: idOf('stg') }, 'Upload'),
  uploadDeletion: object(
    'upload_deletion',
    { storage_id: { type: 'string' }, deleted: { type: 'boolean' } },
    'Upload deletion outcome',
  ),
  adList: object(
    'list',
    {
      data: {
        type: 'array',
        items: { type: 'object', description: 'A catalog item with its match rationale' },
      },
      has_more: { type: 'boolean' },
      next_page: { type: ['integer', 'null'] },
      next_offset: { type: ['integer', 'null'] },
    },
    'Ad-library catalog items with match rationale',
  ),
  ad: object(
    'ad_library_ad',
    { id: idOf('ad'), generation_contract: { type: 'object' }, preparation: { type: 'object' } },
    'Ad with generation contract and preparation state',
  ),
  preparation: object(
    'ad_preparation',
    { ad_id: idOf('ad'), status: { const: 'ready' }, contract: { type: 'object' }, usage },
    'Prepared contract',
  ),
  adGeneration: object(
    'ad_library_generation',
    {
      id: idOf('img'),
      image: { type: 'object' },
      original_image: { type: ['object', 'null'] },
      snippet_id: idOf('snp'),
      logo_policy: { type: 'object' },
      usage,
    },
    'Ad-library generation',
  ),
  website: WEBSITE_BODY,
  request: REQUEST_BODY,
  usage: USAGE_BODY,
  health: HEALTH_BODY,
  readiness: READINESS_BODY,
  brandList: BRAND_LIST_BODY,
  brand: BRAND_BODY,
  capabilities: object('capabilities', { api_version: { const: API_VERSION } }, 'Capabilities'),
  webhookTestEvent: object(
    'webhook_test_event',
    {
      id: idOf('evt'),
      type: { const: 'webhook.test' },
      endpoint_id: idOf('whe'),
      delivery_id: idOf('whd'),
      status: { const: 'pending' },
    },
    'A webhook.test event on its way: signed and delivered like every event (its id is the webhook-id header)',
  ),
};

/**
 * The names the clients give the schemas (openapi-python-client's model classes, openapi-typescript's component
 * names): a response body by its component, a request body's objects by their JSON pointer in it ('' the body).
 */
const BODY_TITLES: Record<string, string> = {
  copy: 'CopyGenerationResult',
  image: 'ImageGenerationResult',
  speech: 'SpeechGenerationResult',
  campaign: 'CampaignResult',
  draft: 'TemplateDraft',
  draftState: 'TemplateDraftState',
  outcome: 'TemplateOutcome',
  quote: 'Quote',
  upload: 'Upload',
  uploadDeletion: 'UploadDeletion',
  adList: 'AdList',
  ad: 'AdLibraryAd',
  preparation: 'AdPreparation',
  adGeneration: 'AdLibraryGeneration',
  website: 'WebsiteContext',
  request: 'RequestRecord',
  usage: 'UsageSummary',
  health: 'Health',
  readiness: 'Readiness',
  brandList: 'BrandProfileList',
  brand: 'BrandProfile',
  capabilities: 'Capabilities',
  webhookTestEvent: 'WebhookTestEvent',
};

/**
 * What the body parsers answer (api/app.ts): routes reached before the JSON body parser never answer 415, and of
 * those only the webhook's POST, with its own raw-body limit, answers 413.
 */
function bodyParserErrors(r: Route): ProblemCode[] {
  if (r.parser === 'raw') return r.method === 'post' ? ['payload_too_large'] : [];
  if (!r.path.startsWith('/v1/') || r.parser === 'none') return [];
  return ['payload_too_large', 'unsupported_media_type'];
}

/** A body that is no component: JSON, text, or bytes (images, audio). */
const contentSchema = (type: string): JsonSchema =>
  type === 'application/json'
    ? { type: 'object' }
    : type.startsWith('text/')
      ? { type: 'string' }
      : { type: 'string', format: 'binary' };

/** A request body's JSON Schema: the validator's, with the rules across fields and the refusals in words. */
export function requestBody(r: Route & { body: z.ZodType }): JsonSchema {
  const schema = inputSchema(r.documentedBody ?? r.body);
  r.rules?.(schema);
  const properties = schema.properties as Record<string, JsonSchema>;
  for (const [field, note] of Object.entries(r.notes ?? {})) properties[field]!.description = note;
  for (const [pointer, title] of Object.entries(r.titles ?? {}))
    if (!pointer.startsWith('?')) at(schema, pointer).title = title;
  return schema;
}

/** The schema at a JSON pointer; a pointer that names nothing is a mistake in the route table. */
function at(schema: JsonSchema, pointer: string): JsonSchema {
  let node: unknown = schema;
  for (const key of pointer.split('/').slice(1)) node = (node as Record<string, unknown> | undefined)?.[key];
  if (node === null || typeof node !== 'object') throw new Error(`no schema at ${pointer}`);
  return node as JsonSchema;
}

const COMMON_ERRORS: ProblemCode[] = [
  'invalid_request',
  'unauthorized',
  'insufficient_scope',
  'rate_limited',
  'internal_error',
  'service_unavailable',
];
const BILLABLE_ERRORS: ProblemCode[] = [
  'idempotency_key_missing',
  'idempotency_key_invalid',
  'insufficient_credits',
  'idempotency_key_reused',
  'request_in_progress',
  'payload_too_large',
  'unsupported_media_type',
];

const header = (description: string, schema: JsonSchema = { type: 'string' }) => ({ description, schema });
const COMMON_HEADERS = {
  'X-Request-Id': header('The request id (req_…)'),
  'Service-API-Version': header('The contract version that produced the answer'),
  'RateLimit-Policy': header('The quota of this key’s bucket (IETF httpapi-ratelimit-headers)'),
  RateLimit: header('What is left of the quota and when it resets'),
};

/** OpenAPI 3.1 of the service, built from the schemas the API validates with. */
export function buildOpenApi(serverUrl: string, walkthrough: string | null = null): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of ROUTES) {
    const parameters: JsonSchema[] = [
      ...Object.entries(r.params ?? {}).map(([name, description]) => ({
        name,
        in: 'path',
        required: true,
        description,
        schema: { type: 'string', minLength: 1, maxLength: 200, pattern: STORABLE_TEXT },
      })),
      ...(r.query ? queryParameters(r.query, r.integers, r.described) : []).map((p) =>
        r.titles?.[`?${p.name as string}`]
          ? { ...p, schema: { title: r.titles[`?${p.name as string}`], ...(p.schema as JsonSchema) } }
          : p,
      ),
      ...(r.billable ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ];
    const errors = [
      ...new Set([
        // Any request whose line and headers are too long, wherever it was going.
        'request_header_fields_too_large' as ProblemCode,
        ...(r.scope === null ? [] : COMMON_ERRORS),
        ...(r.billable ? BILLABLE_ERRORS : []),
        ...bodyParserErrors(r),
        ...(r.errors ?? []),
      ]),
    ];
    const responses: Record<string, unknown> = {};
    for (const ok of r.ok) {
      responses[String(ok.status)] = {
        description: ok.description ?? (ok.body ? (BODIES[ok.body]!.description as string) : 'OK'),
        headers: {
          ...COMMON_HEADERS,
          ...(r.billable
            ? { 'Idempotent-Replayed': header('true when this is a stored receipt replayed') }
            : {}),
        },
        ...(ok.body
          ? { content: { 'application/json': { schema: { $ref: `#/components/schemas/${ok.body}` } } } }
          : ok.type
            ? {
                content: {
                  [ok.type]: {
                    schema: { ...(ok.title ? { title: ok.title } : {}), ...contentSchema(ok.type) },
                  },
                },
              }
            : {}),
      };
    }
    for (const [status, description] of Object.entries(r.extra ?? {}))
      responses[status] = {
        description,
        headers: COMMON_HEADERS,
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
      };
    const byStatus = new Map<number, ProblemCode[]>();
    for (const code of errors)
      byStatus.set(PROBLEMS[code].status, [...(byStatus.get(PROBLEMS[code].status) ?? []), code]);
    for (const [status, codes] of byStatus) {
      responses[String(status)] = {
        description: codes.map((c) => `${c}: ${PROBLEMS[c].title}`).join('; '),
        headers: {
          ...COMMON_HEADERS,
          ...(codes.some(
            (c) =>
              c === 'request_in_progress' ||
              c === 'rate_limited' ||
              c === 'allowance_exhausted' ||
              c === 'service_unavailable',
          )
            ? { 'Retry-After': header('Seconds to wait before retrying', { type: 'integer', minimum: 0 }) }
            : {}),
          ...(codes.includes('range_not_satisfiable')
            ? {
                'Content-Range': header("The file's size, as `bytes */<size>`", {
                  type: 'string',
                  pattern: '^bytes \\*/[0-9]+$',
                }),
              }
            : {}),
        },
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
      };
    }
    const security =
      r.scope === null || r.scope === 'signature'
        ? []
        : [
            {
              bearer: r.scope === 'quote' ? [...new Set(Object.values(QUOTE_SCOPES))] : [r.scope],
            },
          ];
    (paths[r.path] ??= {})[r.method] = {
      tags: [r.tag],
      summary: r.summary,
      operationId: `${r.method}${r.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(r.scope === 'quote' ? { description: 'Needs the write scope of the quoted operation.' } : {}),
      ...(r.scope === 'signature'
        ? {
            description:
              'Authenticated by X-Hub-Signature-256 (HMAC-SHA256 of the raw body with the app secret), or the verify token of the handshake.',
          }
        : {}),
      parameters,
      ...(r.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: requestBody(r as Route & { body: z.ZodType }) } },
            },
          }
        : {}),
      responses,
      security,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Campaign Generation Service',
      version: API_VERSION,
      description:
        'Arabic (seven varieties) and English marketing copy, images, voice-overs, campaigns, messaging-template drafts and an ad library, with a credit ledger that charges once and refunds once.' +
        (walkthrough
          ? `\n\n## Walk-through\n\nWith \`npm run dev\` running, from the repository root:\n\n\`\`\`sh\n${walkthrough}\`\`\``
          : ''),
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: serverUrl }],
    tags: Object.entries(TAGS)
      .filter(([name]) => ROUTES.some((r) => r.tag === name))
      .map(([name, { description }]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `API key (cgs_live_…); scopes: ${SCOPES.join(', ')}`,
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'Visible ASCII (0x21 to 0x7E). Same key and body: the stored answer again; same key, other body: 409.',
          schema: {
            type: 'string',
            pattern: '^[!-~]+$',
            minLength: LIMITS.idempotency_key_length.min,
            maxLength: LIMITS.idempotency_key_length.max,
          },
        },
      },
      schemas: {
        ...Object.fromEntries(
          Object.entries(BODIES).map(([name, body]) => [name, { title: BODY_TITLES[name], ...body }]),
        ),
        Problem: {
          title: 'Problem',
          type: 'object',
          description: 'RFC 9457 problem details',
          required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
          properties: {
            type: { type: 'string' },
            title: { type: 'string' },
            status: { type: 'integer' },
            detail: { type: 'string' },
            code: { enum: Object.keys(PROBLEMS) },
            request_id: { type: 'string' },
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['pointer', 'detail'],
                properties: { pointer: { type: 'string' }, detail: { type: 'string' } },
              },
            },
          },
        },
      },
    },
  };
}
