import type { z } from 'zod';
import { campaignRequestSchema } from '../../contract/campaigns';
import { copyRequestSchema } from '../../contract/copy';
import { quoteRequestSchema } from '../../contract/quote';
import type { Scope } from '../../contract/enums';
import { imageRequestSchema } from '../../contract/images';
import { speechRequestSchema } from '../../contract/speech';
import { templateDraftRequestSchema, templateOutcomeRequestSchema } from '../../contract/templates';
import { uploadRequestSchema } from '../../contract/uploads';
import { adGenerationRequestSchema, adPrepareRequestSchema } from '../../contract/ad-library';

/**
 * Every endpoint the fuzz suite attacks. A new endpoint joins by adding one entry: a valid request (the
 * mutations break it in ways that are invalid whatever the schema), the fields that must carry visible text, and
 * the fields that cannot be left out.
 */
export interface FuzzEndpoint {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** `{id}` marks a path id; `ids` says which prefix a real one has. */
  path: string;
  scope: Scope | null;
  billable: boolean;
  body?: Record<string, unknown>;
  /** The schema the API validates the body with: the suite checks that the body above passes it. */
  schema?: z.ZodType;
  query?: Record<string, string>;
  /** Required strings that must contain something visible. */
  requiredText?: string[];
  /** Properties that cannot be omitted. */
  required?: string[];
  /** The kind of id in the path, for unknown and foreign ids. */
  pathId?: 'req' | 'brp' | 'wtd' | 'whe' | 'problem' | 'media' | 'hook' | 'ad' | 'preview';
  /**
   * For endpoints whose answer to invalid input is a 200 that says so (a quote that needs input): when a 2xx
   * is such an answer. Credits must not move either way.
   */
  invalidAnswer?: (body: any) => boolean;
  /** Query parameters that name a stored resource (unknown or foreign ids are 404). */
  queryId?: { param: string; kind: 'stg' };
}

const metadata = { campaign: 'ramadan-2027', channel: 'whatsapp' };

export const FUZZ_ENDPOINTS: FuzzEndpoint[] = [
  {
    name: 'copy',
    method: 'POST',
    path: '/v1/copy-generations',
    scope: 'copy:write',
    billable: true,
    body: {
      description: 'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب.',
      count: 2,
      market: 'SA',
      platform: 'chat_business',
      required_keywords: ['خصم 20%'],
      max_characters: 400,
      external_id: 'order-1',
      metadata,
    },
    schema: copyRequestSchema,
    requiredText: ['description'],
    required: ['description'],
  },
  {
    name: 'image',
    method: 'POST',
    path: '/v1/image-generations',
    scope: 'images:write',
    billable: true,
    body: {
      prompt: 'Fresh specialty coffee on a wooden table',
      aspect_ratio: '4:5',
      style: 'flat-design',
      visual_keywords: ['coffee cup'],
      include_text: true,
      overlay_text: 'خصم 20%',
      metadata,
    },
    schema: imageRequestSchema,
    requiredText: ['prompt', 'overlay_text'],
    required: ['prompt'],
  },
  {
    name: 'speech',
    method: 'POST',
    path: '/v1/speech-generations',
    scope: 'speech:write',
    billable: true,
    body: { text: 'قهوتك جاهزة، اطلبها الحين.', delivery: 'energetic', voice: 'Kore', metadata },
    schema: speechRequestSchema,
    requiredText: ['text'],
    required: ['text'],
  },
  {
    name: 'upload',
    method: 'POST',
    path: '/v1/ad-library/uploads',
    scope: 'ad-library:write',
    billable: true,
    body: { url: 'https://images.example.com/photo.png', role: 'logo' },
    schema: uploadRequestSchema,
    required: ['url'],
  },
  {
    name: 'discard upload',
    method: 'DELETE',
    path: '/v1/ad-library/uploads',
    scope: 'ad-library:write',
    billable: false,
    query: { storage_id: 'stg_aaaaaaaaaaaaaaaaaaaaaaaaaa' },
    queryId: { param: 'storage_id', kind: 'stg' },
  },
  {
    name: 'request',
    method: 'GET',
    path: '/v1/requests/{id}',
    scope: 'usage:read',
    billable: false,
    pathId: 'req',
  },
  {
    name: 'usage',
    method: 'GET',
    path: '/v1/usage',
    scope: 'usage:read',
    billable: false,
    query: { limit: '5' },
  },
  {
    name: 'brand profiles',
    method: 'GET',
    path: '/v1/brand-profiles',
    scope: 'brands:read',
    billable: false,
    query: { limit: '5' },
  },
  {
    name: 'brand profile',
    method: 'GET',
    path: '/v1/brand-profiles/{id}',
    scope: 'brands:read',
    billable: false,
    pathId: 'brp',
  },
  {
    name: 'webhook test event',
    method: 'POST',
    path: '/v1/webhook-endpoints/{id}/test-events',
    scope: 'usage:read',
    billable: false,
    pathId: 'whe',
  },
  {
    name: 'template draft',
    method: 'POST',
    path: '/v1/messaging-template-drafts',
    scope: 'templates:write',
    billable: true,
    body: {
      name: 'order_shipped',
      category: 'UTILITY',
      language_code: 'ar',
      purpose: 'طلبك انشحن',
      customer_action_context: 'The customer placed an order.',
      variables: [{ name: 'order_number', example: 'A-1' }],
      header: 'تحديث الطلب',
      buttons: [{ type: 'URL', text: 'تتبع', url: 'https://shop.example.com/t' }],
    },
    schema: templateDraftRequestSchema,
    requiredText: ['purpose', 'customer_action_context'],
    required: ['name', 'category', 'language_code', 'purpose'],
  },
  {
    name: 'template draft read',
    method: 'GET',
    path: '/v1/messaging-template-drafts/{id}',
    scope: 'templates:write',
    billable: false,
    pathId: 'wtd',
  },
  {
    name: 'outcome report',
    method: 'POST',
    path: '/v1/messaging-template-drafts/{id}/outcomes',
    scope: 'templates:write',
    billable: true,
    pathId: 'wtd',
    body: {
      outcome: 'REJECTED',
      platform_template_id: '1689556908129835',
      provider_event_id: 'evt-1',
      submitted_payload_hash: 'a'.repeat(64),
      category: 'UTILITY',
      reason: 'INVALID_FORMAT',
      occurred_at: '2026-11-20T10:00:00Z',
    },
    schema: templateOutcomeRequestSchema,
    requiredText: ['provider_event_id'],
    required: [
      'outcome',
      'platform_template_id',
      'provider_event_id',
      'submitted_payload_hash',
      'category',
      'occurred_at',
    ],
  },
  {
    name: 'platform webhook',
    method: 'POST',
    path: '/v1/platform-events/whatsapp/{id}',
    scope: null,
    billable: false,
    pathId: 'hook',
    body: { object: 'whatsapp_business_account', entry: [] },
  },
  {
    name: 'platform handshake',
    method: 'GET',
    path: '/v1/platform-events/whatsapp/{id}',
    scope: null,
    billable: false,
    pathId: 'hook',
    query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'not-the-token', 'hub.challenge': '42' },
  },
  {
    name: 'campaign',
    method: 'POST',
    path: '/v1/campaigns',
    scope: 'campaigns:write',
    billable: true,
    body: {
      external_id: 'cmp-1',
      metadata,
      brief: {
        description: 'قهوة مختصة محمصة يومياً في الرياض.',
        offer: 'خصم 20%',
        call_to_action: 'اطلب الحين',
        market: 'SA',
        required_keywords: ['قهوة'],
      },
      deliverables: {
        copy: { count: 2, framework: 'aida' },
        image: { enabled: true, include_text: true, aspect_ratio: '4:5' },
        speech: { enabled: true, voice: 'Kore' },
      },
    },
    schema: campaignRequestSchema,
    required: ['brief'],
  },
  {
    name: 'quote',
    method: 'POST',
    path: '/v1/quote',
    scope: 'copy:write',
    billable: false,
    body: {
      operation: 'copy',
      request: { description: 'قهوة مختصة. خصم 20%.', output_language: 'ar', market: 'SA', count: 2 },
    },
    schema: quoteRequestSchema,
    required: ['operation'],
    invalidAnswer: (body) => body?.object === 'validation_quote' && body.status === 'needs_input',
  },
  {
    name: 'ad-library search',
    method: 'GET',
    path: '/v1/ad-library',
    scope: 'ad-library:read',
    billable: false,
    query: {
      brief: encodeURIComponent('عروض مطعم'),
      limit: '5',
      industry: encodeURIComponent('Food & Beverage'),
    },
  },
  {
    name: 'ad-library detail',
    method: 'GET',
    path: '/v1/ad-library/{id}',
    scope: 'ad-library:read',
    billable: false,
    pathId: 'ad',
    query: { locale: 'ar' },
  },
  {
    name: 'ad-library prepare',
    method: 'POST',
    path: '/v1/ad-library/{id}/prepare',
    scope: 'ad-library:write',
    billable: true,
    pathId: 'ad',
    body: { locale: 'ar' },
    schema: adPrepareRequestSchema,
  },
  {
    name: 'ad-library generation',
    method: 'POST',
    path: '/v1/ad-library/{id}/generations',
    scope: 'images:write',
    billable: true,
    pathId: 'ad',
    // The fuzz account never prepares: this valid body is refused with 409, every mutation earlier with 400.
    body: {
      template_fields: { headline: 'برجرين بسعر واحد', cta: 'اطلب الحين' },
      locale: 'ar',
      aspect_ratio: '4:3',
      palette: { primary: '#7a1f1f', secondary: '#fff6e8', accent: '#f2a541' },
    },
    schema: adGenerationRequestSchema,
    required: ['template_fields'],
  },
  {
    name: 'ad-library preview',
    method: 'GET',
    path: '/v1/ad-library/previews/{id}',
    scope: null,
    billable: false,
    pathId: 'preview',
  },
  {
    name: 'website context',
    method: 'POST',
    path: '/v1/context/website',
    scope: 'context:read',
    billable: false,
    body: { url: 'https://example.com/about' },
    requiredText: ['url'],
    required: ['url'],
  },
  { name: 'capabilities', method: 'GET', path: '/v1/capabilities', scope: null, billable: false },
  { name: 'metrics', method: 'GET', path: '/metrics', scope: null, billable: false },
  { name: 'liveness', method: 'GET', path: '/healthz', scope: null, billable: false },
  { name: 'readiness', method: 'GET', path: '/readyz', scope: null, billable: false },
  { name: 'openapi', method: 'GET', path: '/v1/openapi.json', scope: null, billable: false },
  { name: 'reference docs', method: 'GET', path: '/docs', scope: null, billable: false },
  { name: 'reference docs script', method: 'GET', path: '/docs/init.js', scope: null, billable: false },
  {
    name: 'problem page',
    method: 'GET',
    path: '/v1/problems/{id}',
    scope: null,
    billable: false,
    pathId: 'problem',
  },
  { name: 'media', method: 'GET', path: '/media/{id}', scope: null, billable: false, pathId: 'media' },
];
