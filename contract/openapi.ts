import { z } from 'zod';
import {
  AD_LIMITS,
  adGenerationRequestSchema,
  adPrepareRequestSchema,
  adSearchQuerySchema,
  AD_INDUSTRIES,
  AD_LOCALES,
  AD_SECTORS,
  AD_STYLES,
} from './ad-library';
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
import { copyRequestSchema } from './copy';
import { addRequestRules, campaignDocumentSchema, STORABLE_TEXT, strictStrings } from './openapi-requests';
import { SCOPES, type Scope } from './enums';
import { PROBLEMS, type ProblemCode } from './errors';
import { imageRequestSchema } from './images';
import { LIMITS } from './limits';
import { quoteRequestSchema } from './quote';
import { speechRequestSchema } from './speech';
import { templateDraftRequestSchema, templateOutcomeRequestSchema } from './templates';
import { uploadRequestSchema } from './uploads';
import { API_VERSION } from './version';

type JsonSchema = Record<string, unknown>;

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

const paginationQuery = (max: number, dflt: number) =>
  z.strictObject({
    // Cursors are base64url (what next_cursor gives); anything else is refused as a forged cursor.
    cursor: z
      .string()
      .min(1)
      .max(LIMITS.cursor_length.max)
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
    limit: z.string().optional().describe(`integer 1 to ${max}, default ${dflt}`),
  });

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
 * The operations' groups, in the order the document lists them. The clients put each tag's operations in a module of
 * their own (clients: false: left out of the generated clients, still in the document).
 */
export const TAGS = {
  copy: { description: 'Marketing copy: Arabic varieties and English, dialect conversion', clients: true },
  images: { description: 'Images, with text and logo when asked', clients: true },
  speech: { description: 'Voice-overs', clients: true },
  campaigns: { description: 'Copy, image, voice-over and a template draft from one brief', clients: true },
  templates: { description: 'Messaging-template drafts and the platform outcomes you report', clients: true },
  'ad library': { description: 'Search, prepare and render catalog ads; your uploads', clients: true },
  context: { description: 'A website read as context for a brief', clients: true },
  account: { description: 'Balance, usage, request records and brand profiles', clients: true },
  service: {
    description:
      'What the service offers and what a request would cost: capabilities, quotes, problem pages, this document',
    clients: true,
  },
  webhooks: { description: 'Signed event deliveries to your endpoints', clients: true },
  'platform events': {
    description: 'What the messaging platform sends (signed by the platform)',
    clients: true,
  },
  documentation: { description: 'This reference, rendered for people', clients: false },
  operations: { description: 'Liveness, readiness and metrics for whoever runs the service', clients: false },
  media: { description: 'Stored media, at the URLs the answers give', clients: false },
} as const satisfies Record<string, { description: string; clients: boolean }>;
export type Tag = keyof typeof TAGS;

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

export interface Route {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  tag: Tag;
  /** Schema names: a JSON pointer in the request body ('' the body itself), or ?name for a query parameter. */
  titles?: Record<string, string>;
  /** null: public; 'signature': the platform's HMAC signature; 'quote': the quoted operation's write scope. */
  scope: Scope | null | 'signature' | 'quote';
  billable?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Query parameters that are integers (sent as text): their bounds. */
  integers?: Record<string, [number, number]>;
  /** Query parameters the route checks beyond the query schema: their schema and what else is refused. */
  described?: Record<string, { schema?: JsonSchema; description?: string }>;
  /** Request body fields the route checks beyond their schema (semantic refusals): what is refused. */
  notes?: Record<string, string>;
  params?: Record<string, string>;
  /** title: the name of a JSON answer that is no component (the clients' model of it). */
  ok: Array<{ status: number; body?: string; type?: string; description?: string; title?: string }>;
  errors?: ProblemCode[];
  /** Statuses answered with a problem body that no problem code names (a byte range out of bounds). */
  extra?: Record<number, string>;
}

/**
 * The /v1 routes Express reaches before the JSON body parser (api/app.ts): they never answer 415, and only the
 * webhook, with its own raw-body limit, answers 413.
 */
const BEFORE_BODY_PARSER = [
  '/v1/capabilities',
  '/v1/problems/{code}',
  '/v1/openapi.json',
  '/v1/ad-library/previews/{file}',
];
function bodyParserErrors(r: Route): ProblemCode[] {
  if (r.path.startsWith('/v1/platform-events/')) return r.method === 'post' ? ['payload_too_large'] : [];
  if (!r.path.startsWith('/v1/') || BEFORE_BODY_PARSER.includes(r.path)) return [];
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
  const schema = inputSchema(r.body);
  addRequestRules(r.path, schema);
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

/** Every route the API answers, with what it takes and what it answers. The route-coverage test reads this. */
export const ROUTES: Route[] = [
  {
    method: 'get',
    path: '/v1/capabilities',
    tag: 'service',
    summary: 'Supported values, costs and limits',
    scope: null,
    ok: [{ status: 200, body: 'capabilities' }],
  },
  {
    method: 'get',
    path: '/v1/openapi.json',
    tag: 'service',
    summary: 'This document',
    scope: null,
    ok: [{ status: 200, type: 'application/json', description: 'OpenAPI 3.1', title: 'OpenApiDocument' }],
  },
  {
    method: 'get',
    path: '/v1/problems/{code}',
    tag: 'service',
    summary: 'The page a problem type points at',
    scope: null,
    params: { code: 'problem code' },
    ok: [{ status: 200, type: 'text/html' }],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/v1/copy-generations',
    tag: 'copy',
    titles: { '': 'CopyRequest' },
    summary: 'Generate marketing copy',
    scope: 'copy:write',
    billable: true,
    body: copyRequestSchema,
    ok: [{ status: 201, body: 'copy' }],
    errors: ['content_rejected', 'provider_error', 'provider_unavailable', 'not_found'],
  },
  {
    method: 'post',
    path: '/v1/image-generations',
    tag: 'images',
    titles: { '': 'ImageRequest' },
    summary: 'Generate an image',
    scope: 'images:write',
    billable: true,
    body: imageRequestSchema,
    ok: [{ status: 201, body: 'image' }],
    errors: ['content_rejected', 'provider_error', 'provider_unavailable', 'not_found'],
  },
  {
    method: 'post',
    path: '/v1/speech-generations',
    tag: 'speech',
    titles: { '': 'SpeechRequest' },
    summary: 'Generate a voice-over',
    scope: 'speech:write',
    billable: true,
    body: speechRequestSchema,
    ok: [{ status: 201, body: 'speech' }],
    errors: ['content_rejected', 'provider_error', 'provider_unavailable'],
  },
  {
    method: 'post',
    path: '/v1/campaigns',
    tag: 'campaigns',
    titles: {
      '': 'CampaignRequest',
      '/properties/brief': 'CampaignBrief',
      '/properties/deliverables': 'CampaignDeliverables',
      '/properties/deliverables/properties/copy': 'CopyDeliverable',
      '/properties/deliverables/properties/image': 'ImageDeliverable',
      '/properties/deliverables/properties/speech': 'SpeechDeliverable',
    },
    summary: 'Generate a campaign',
    scope: 'campaigns:write',
    billable: true,
    body: campaignDocumentSchema(),
    ok: [
      { status: 201, body: 'campaign' },
      { status: 207, body: 'campaign', description: 'partial: failed parts refunded' },
    ],
    errors: ['content_rejected', 'provider_error', 'not_found'],
  },
  {
    method: 'post',
    path: '/v1/messaging-template-drafts',
    tag: 'templates',
    titles: {
      '': 'TemplateDraftRequest',
      '/properties/variables/items': 'TemplateVariable',
      '/properties/buttons/items/oneOf/0': 'QuickReplyButton',
      '/properties/buttons/items/oneOf/1': 'UrlButton',
    },
    summary: 'Draft a messaging template',
    scope: 'templates:write',
    billable: true,
    body: templateDraftRequestSchema,
    ok: [{ status: 201, body: 'draft' }],
  },
  {
    method: 'get',
    path: '/v1/messaging-template-drafts/{draft_id}',
    tag: 'templates',
    summary: 'A template draft with its refund state',
    scope: 'templates:write',
    params: { draft_id: 'wtd_ id' },
    ok: [{ status: 200, body: 'draftState' }],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/v1/messaging-template-drafts/{draft_id}/outcomes',
    tag: 'templates',
    titles: { '': 'TemplateOutcomeReport' },
    summary: 'Report a platform outcome',
    scope: 'templates:write',
    billable: true,
    body: templateOutcomeRequestSchema,
    params: { draft_id: 'wtd_ id' },
    // The contract answers 200, for a new report and for the same event reported again alike.
    ok: [{ status: 200, body: 'outcome', description: 'the report, new or the same event again' }],
    errors: ['not_found', 'platform_template_id_claimed'],
  },
  {
    method: 'post',
    path: '/v1/platform-events/whatsapp/{hook_id}',
    tag: 'platform events',
    summary: 'The platform’s signed template webhook',
    scope: 'signature',
    params: { hook_id: 'webhook id' },
    ok: [{ status: 200, type: 'application/json', title: 'PlatformEventReceipt' }],
    errors: ['unauthorized', 'not_found', 'invalid_request'],
  },
  {
    method: 'get',
    path: '/v1/platform-events/whatsapp/{hook_id}',
    tag: 'platform events',
    summary: 'The webhook verification handshake',
    scope: 'signature',
    params: { hook_id: 'webhook id' },
    ok: [{ status: 200, type: 'text/plain' }],
    errors: ['unauthorized', 'not_found'],
  },
  {
    method: 'post',
    path: '/v1/quote',
    tag: 'service',
    titles: { '': 'QuoteRequest' },
    summary: 'Validate and price a request without running it',
    scope: 'quote',
    body: quoteRequestSchema,
    ok: [{ status: 200, body: 'quote' }],
  },
  {
    method: 'post',
    path: '/v1/ad-library/uploads',
    tag: 'ad library',
    titles: { '': 'UploadRequest' },
    summary: 'Import an image by URL',
    scope: 'ad-library:write',
    billable: true,
    body: uploadRequestSchema,
    notes: {
      url: 'An https URL of a PNG, JPEG or WebP image (at most 5 MB). Refused with 400 invalid_request: text that is not a URL, another scheme, credentials in the URL, a private, loopback or link-local destination (also after redirects) and the service’s own media URLs; with 422 source_unreachable: a URL that does not resolve, connect or answer with an image.',
    },
    ok: [{ status: 201, body: 'upload' }],
    errors: ['source_unreachable'],
  },
  {
    method: 'delete',
    path: '/v1/ad-library/uploads',
    tag: 'ad library',
    summary: 'Discard an unattached upload',
    scope: 'ad-library:write',
    query: z.strictObject({ storage_id: z.string().min(1).max(100) }),
    ok: [{ status: 200, body: 'uploadDeletion' }],
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/v1/ad-library',
    tag: 'ad library',
    titles: { '?locale': 'AdLocale' },
    summary: 'Search the ad library',
    scope: 'ad-library:read',
    query: adSearchQuerySchema,
    integers: {
      limit: [AD_LIMITS.limit.min, AD_LIMITS.limit.max],
      page: [AD_LIMITS.page.min, AD_LIMITS.page.max],
      offset: [AD_LIMITS.offset.min, AD_LIMITS.offset.max],
    },
    described: {
      q: { description: 'Keywords; never together with brief (400 invalid_request).' },
      brief: { description: 'A natural request; never together with q (400 invalid_request).' },
      industry: {
        schema: { title: 'AdIndustry', enum: Object.keys(AD_INDUSTRIES) },
        description: 'A catalog industry; any other value is refused with 422 unprocessable.',
      },
      sector: {
        schema: { title: 'AdSector', enum: [...AD_SECTORS] },
        description: 'A catalog sector (all: any); any other value is refused with 422 unprocessable.',
      },
      style: {
        schema: { title: 'AdStyle', enum: ['all', ...AD_STYLES] },
        description: 'A catalog style (all: any); any other value is refused with 422 unprocessable.',
      },
    },
    ok: [{ status: 200, body: 'adList' }],
    errors: ['unprocessable', 'not_found'],
  },
  {
    method: 'get',
    path: '/v1/ad-library/{id}',
    tag: 'ad library',
    summary: 'An ad with its generation contract',
    scope: 'ad-library:read',
    query: z.strictObject({ locale: z.enum(AD_LOCALES).optional() }),
    titles: { '?locale': 'AdLocale' },
    params: { id: 'ad_ id' },
    ok: [{ status: 200, body: 'ad' }],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/v1/ad-library/{id}/prepare',
    tag: 'ad library',
    titles: { '': 'AdPrepareRequest' },
    summary: 'Prepare an ad (1 credit when missing, else 0)',
    scope: 'ad-library:write',
    billable: true,
    body: adPrepareRequestSchema,
    params: { id: 'ad_ id' },
    ok: [{ status: 200, body: 'preparation' }],
    errors: ['not_found', 'allowance_exhausted'],
  },
  {
    method: 'post',
    path: '/v1/ad-library/{id}/generations',
    tag: 'ad library',
    titles: { '': 'AdGenerationRequest', '/properties/palette': 'Palette' },
    summary: 'Render a prepared ad with your texts',
    scope: 'images:write',
    billable: true,
    body: adGenerationRequestSchema,
    params: { id: 'ad_ id' },
    ok: [{ status: 201, body: 'adGeneration' }],
    errors: ['content_rejected', 'not_found', 'preparation_required'],
  },
  {
    method: 'get',
    path: '/v1/ad-library/previews/{file}',
    tag: 'ad library',
    summary: 'A catalog ad’s preview (public)',
    scope: null,
    params: { file: '<ad id>.<en|ar>.png' },
    ok: [{ status: 200, type: 'image/png' }],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/v1/context/website',
    tag: 'context',
    titles: { '': 'WebsiteRequest' },
    summary: 'Read a website’s identity and text',
    scope: 'context:read',
    body: z.strictObject({ url: z.string().min(1).max(4000) }),
    notes: {
      url: 'One public HTTP(S) URL; a missing scheme is read as https. Refused with 400 invalid_request: text that is not a URL, another scheme, credentials in the URL and a private, loopback or link-local destination. A site that cannot be read is no error: the answer says so in status (blocked or unavailable).',
    },
    ok: [{ status: 200, body: 'website' }],
  },
  {
    method: 'get',
    path: '/v1/requests/{request_id}',
    tag: 'account',
    summary: 'One request record',
    scope: 'usage:read',
    params: { request_id: 'req_ id' },
    ok: [{ status: 200, body: 'request' }],
    errors: ['not_found'],
  },
  {
    method: 'get',
    path: '/v1/usage',
    tag: 'account',
    summary: 'Balance, usage and attempts',
    scope: 'usage:read',
    query: paginationQuery(100, 20),
    integers: { limit: [1, 100] },
    described: {
      cursor: {
        description:
          'The opaque next_cursor of the previous page. A cursor this API did not issue to this account is refused with 400 invalid_request.',
      },
    },
    ok: [{ status: 200, body: 'usage' }],
  },
  {
    method: 'get',
    path: '/v1/brand-profiles',
    tag: 'account',
    summary: 'Your brand profiles',
    scope: 'brands:read',
    query: paginationQuery(100, 25),
    integers: { limit: [1, 100] },
    described: {
      cursor: {
        description:
          'The opaque next_cursor of the previous page. A cursor this API did not issue to this account is refused with 400 invalid_request.',
      },
    },
    ok: [{ status: 200, body: 'brandList' }],
  },
  {
    method: 'get',
    path: '/v1/brand-profiles/{brand_profile_id}',
    tag: 'account',
    summary: 'One brand profile',
    scope: 'brands:read',
    params: { brand_profile_id: 'brp_ id' },
    ok: [{ status: 200, body: 'brand' }],
    errors: ['not_found'],
  },
  {
    method: 'post',
    path: '/v1/webhook-endpoints/{endpoint_id}/test-events',
    tag: 'webhooks',
    summary: 'Send a signed webhook.test event to one of your webhook endpoints (free)',
    scope: 'usage:read',
    params: { endpoint_id: 'whe_ id (the dashboard and the admin CLI list your endpoints)' },
    ok: [{ status: 202, body: 'webhookTestEvent' }],
    errors: ['not_found', 'unprocessable'],
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'documentation',
    summary: 'This reference, rendered (Swagger UI)',
    scope: null,
    ok: [{ status: 200, type: 'text/html' }],
  },
  {
    method: 'get',
    path: '/docs/init.js',
    tag: 'documentation',
    summary: 'The reference page’s script',
    scope: null,
    ok: [{ status: 200, type: 'text/javascript' }],
  },
  {
    method: 'get',
    path: '/healthz',
    tag: 'operations',
    summary: 'Liveness: the process answers HTTP (an orchestrator restarts it when this fails)',
    scope: null,
    ok: [{ status: 200, body: 'health' }],
  },
  {
    method: 'get',
    path: '/readyz',
    tag: 'operations',
    summary:
      'Readiness: PostgreSQL and the Temporal frontend answer and the process is not draining (route traffic only while 200)',
    scope: null,
    ok: [{ status: 200, body: 'readiness' }],
    errors: ['service_unavailable'],
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'operations',
    summary: 'Prometheus metrics (bearer METRICS_TOKEN when configured)',
    scope: null,
    ok: [{ status: 200, type: 'text/plain' }],
  },
  {
    method: 'get',
    path: '/media/{key}',
    tag: 'media',
    summary: 'Stored media (local media store)',
    scope: null,
    params: { key: 'media key' },
    ok: [
      { status: 200, type: 'application/octet-stream' },
      { status: 206, type: 'application/octet-stream', description: 'The requested byte range (Range)' },
      { status: 304, description: 'Not modified since If-Modified-Since' },
    ],
    errors: ['not_found', 'invalid_request'],
    extra: { 416: 'The Range asks for bytes beyond the end of the file (Content-Range gives its size)' },
  },
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
        },
        content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
      };
    }
    const security =
      r.scope === null || r.scope === 'signature'
        ? []
        : [
            {
              bearer:
                r.scope === 'quote'
                  ? [
                      'copy:write',
                      'images:write',
                      'speech:write',
                      'campaigns:write',
                      'templates:write',
                      'ad-library:write',
                    ]
                  : [r.scope],
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
