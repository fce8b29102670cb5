import type { z } from 'zod';
import { ROUTE_TABLE, type Route, type RouteName } from '../../contract/routes';

/**
 * What the fuzz suite adds to a route of the table (contract/routes.ts): a valid request (the mutations break it in
 * ways that are invalid whatever the schema), the fields that must carry visible text, and the fields that cannot
 * be left out. A new route joins by adding one sample; the route-table test fails until it has one.
 */
interface FuzzSample {
  name: string;
  route: RouteName;
  body?: Record<string, unknown>;
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
  /** A paginated list: the list its cursors are signed for (api/main.ts), which forged signed cursors attack. */
  cursorList?: 'usage' | 'brand-profiles';
}

/** Every endpoint the fuzz suite attacks: a route of the table with its sample. */
export interface FuzzEndpoint extends Omit<FuzzSample, 'route'> {
  route: Route;
  method: 'GET' | 'POST' | 'DELETE';
  /** The route's path, `{id}` marking its path id (`pathId` says which prefix a real one has). */
  path: string;
  /** The bearer scope the route checks; null when it takes no key (public, or signed by the platform). */
  scope: Exclude<Route['scope'], 'signature'>;
  billable: boolean;
  /** The schema the API validates the body with: the suite checks that the sample body passes it. */
  schema?: z.ZodType;
}

const metadata = { campaign: 'ramadan-2027', channel: 'whatsapp' };

const SAMPLES: FuzzSample[] = [
  {
    name: 'copy',
    route: 'copyGeneration',
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
    requiredText: ['description'],
    required: ['description'],
  },
  {
    name: 'image',
    route: 'imageGeneration',
    body: {
      prompt: 'Fresh specialty coffee on a wooden table',
      aspect_ratio: '4:5',
      style: 'flat-design',
      visual_keywords: ['coffee cup'],
      include_text: true,
      overlay_text: 'خصم 20%',
      metadata,
    },
    requiredText: ['prompt', 'overlay_text'],
    required: ['prompt'],
  },
  {
    name: 'speech',
    route: 'speechGeneration',
    body: { text: 'قهوتك جاهزة، اطلبها الحين.', delivery: 'energetic', voice: 'Kore', metadata },
    requiredText: ['text'],
    required: ['text'],
  },
  {
    name: 'upload',
    route: 'upload',
    body: { url: 'https://images.example.com/photo.png', role: 'logo' },
    required: ['url'],
  },
  {
    name: 'discard upload',
    route: 'uploadDiscard',
    query: { storage_id: 'stg_aaaaaaaaaaaaaaaaaaaaaaaaaa' },
    queryId: { param: 'storage_id', kind: 'stg' },
  },
  {
    name: 'request',
    route: 'requestRecord',
    pathId: 'req',
  },
  {
    name: 'usage',
    route: 'usage',
    query: { limit: '5' },
    cursorList: 'usage',
  },
  {
    name: 'brand profiles',
    route: 'brandProfiles',
    query: { limit: '5' },
    cursorList: 'brand-profiles',
  },
  {
    name: 'brand profile',
    route: 'brandProfile',
    pathId: 'brp',
  },
  {
    name: 'webhook test event',
    route: 'webhookTestEvent',
    pathId: 'whe',
  },
  {
    name: 'template draft',
    route: 'templateDraft',
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
    requiredText: ['purpose', 'customer_action_context'],
    required: ['name', 'category', 'language_code', 'purpose'],
  },
  {
    name: 'template draft read',
    route: 'templateDraftState',
    pathId: 'wtd',
  },
  {
    name: 'outcome report',
    route: 'templateOutcome',
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
    route: 'platformEvents',
    pathId: 'hook',
    body: { object: 'whatsapp_business_account', entry: [] },
  },
  {
    name: 'platform handshake',
    route: 'platformHandshake',
    pathId: 'hook',
    query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'not-the-token', 'hub.challenge': '42' },
  },
  {
    name: 'campaign',
    route: 'campaign',
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
    required: ['brief'],
  },
  {
    name: 'quote',
    route: 'quote',
    body: {
      operation: 'copy',
      request: { description: 'قهوة مختصة. خصم 20%.', output_language: 'ar', market: 'SA', count: 2 },
    },
    required: ['operation'],
    invalidAnswer: (body) => body?.object === 'validation_quote' && body.status === 'needs_input',
  },
  {
    name: 'ad-library search',
    route: 'adSearch',
    query: {
      brief: encodeURIComponent('عروض مطعم'),
      limit: '5',
      industry: encodeURIComponent('Food & Beverage'),
    },
  },
  {
    name: 'ad-library detail',
    route: 'adDetail',
    pathId: 'ad',
    query: { locale: 'ar' },
  },
  {
    name: 'ad-library prepare',
    route: 'adPrepare',
    pathId: 'ad',
    body: { locale: 'ar' },
  },
  {
    name: 'ad-library generation',
    route: 'adGeneration',
    pathId: 'ad',
    // The fuzz account never prepares: this valid body is refused with 409, every mutation earlier with 400.
    body: {
      template_fields: { headline: 'برجرين بسعر واحد', cta: 'اطلب الحين' },
      locale: 'ar',
      aspect_ratio: '4:3',
      palette: { primary: '#7a1f1f', secondary: '#fff6e8', accent: '#f2a541' },
    },
    required: ['template_fields'],
  },
  {
    name: 'ad-library preview',
    route: 'adPreview',
    pathId: 'preview',
  },
  {
    name: 'website context',
    route: 'websiteContext',
    body: { url: 'https://example.com/about' },
    requiredText: ['url'],
    required: ['url'],
  },
  { name: 'capabilities', route: 'capabilities' },
  { name: 'metrics', route: 'metrics' },
  { name: 'liveness', route: 'liveness' },
  { name: 'readiness', route: 'readiness' },
  { name: 'openapi', route: 'openApiDocument' },
  { name: 'reference docs', route: 'docs' },
  { name: 'reference docs script', route: 'docsScript' },
  {
    name: 'problem page',
    route: 'problemPage',
    pathId: 'problem',
  },
  { name: 'media', route: 'media', pathId: 'media' },
];

export const FUZZ_ENDPOINTS: FuzzEndpoint[] = SAMPLES.map((sample) => {
  const route: Route = ROUTE_TABLE[sample.route];
  return {
    ...sample,
    route,
    method: route.method.toUpperCase() as FuzzEndpoint['method'],
    path: route.path.replace(/\{[^}]+\}/, '{id}'),
    scope: route.scope === 'signature' ? null : route.scope,
    billable: route.billable === true,
    schema: route.body,
  };
});
