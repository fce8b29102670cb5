import {
  AUDIENCES,
  COPY_DIALECTS,
  COPY_FRAMEWORKS,
  IMAGE_RESOLUTIONS,
  IMAGE_TYPES,
  OUTPUT_LANGUAGES,
  SCOPES,
  SPEECH_DELIVERIES,
} from './enums';
import { preparationStatusSchema } from './ad-library';
import { quoteActionSchema, quoteStatusSchema } from './quote';
import { QUOTE_OPERATIONS } from './quote-request';
import { CAMPAIGN_DELIVERABLES, DELIVERABLE_STATUSES } from './campaign-run';
import { completedStatusSchema, requestStatusSchema } from './requests';
import { refundStateSchema } from './templates';

type JsonSchema = Record<string, unknown>;

/**
 * Response bodies the contract gives field by field (sections 2.2 to 2.10), written out whole: every field
 * required and no other allowed, so that the integration tests, which validate every answer against the
 * document, fail when the service and the document part.
 */
const closed = (description: string, properties: Record<string, JsonSchema>, optional: string[] = []) => ({
  type: 'object',
  description,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
  properties,
  additionalProperties: false,
});

const str: JsonSchema = { type: 'string' };
const strOrNull: JsonSchema = { type: ['string', 'null'] };
const int = (minimum = 0): JsonSchema => ({ type: 'integer', minimum });
const bool: JsonSchema = { type: 'boolean' };
const id = (prefix: string): JsonSchema => ({ type: 'string', pattern: `^${prefix}_[a-z2-7]{26}$` });
const oneOf = (values: readonly string[]): JsonSchema => ({ enum: [...values] });
const orNull = (values: readonly string[]): JsonSchema => ({ enum: [...values, null] });
const uri: JsonSchema = { type: 'string', format: 'uri' };
const dateTime: JsonSchema = { type: 'string', format: 'date-time' };
const keywords: JsonSchema = {
  type: 'array',
  maxItems: 20,
  items: { type: 'string', minLength: 1, maxLength: 80 },
};
const visuals: JsonSchema = {
  type: 'array',
  maxItems: 20,
  items: { type: 'string', minLength: 1, maxLength: 120 },
};
const metadata: JsonSchema = {
  type: 'object',
  maxProperties: 20,
  additionalProperties: { type: 'string', maxLength: 500 },
};
const dialectSource = orNull(['explicit', 'market', 'fallback']);

/** 2.2: what copy, image and speech results all carry. */
const envelope = {
  request_id: id('req'),
  usage: closed('Credits of this result', {
    credits_used: int(),
    balance_after: { type: ['integer', 'null'], minimum: 0 },
  }),
  saved_to: { const: 'api_request' },
};
const echoes = { external_id: strOrNull, external_customer_id: strOrNull, metadata };

const variant = closed('One variant', {
  index: { type: 'integer', minimum: 1, maximum: 3 },
  content: { type: 'string', minLength: 1, maxLength: 12000 },
  angle: str,
  call_to_action: strOrNull,
  recommended: bool,
  keyword_compliance: closed('Keyword compliance', {
    passed: { const: true },
    matched_required: keywords,
    missing_required: { type: 'array', maxItems: 0, items: str },
    matched_excluded: { type: 'array', maxItems: 0, items: str },
  }),
});

export const COPY_BODY = closed('Copy generation (2.3, 2.2)', {
  id: id('cpy'),
  object: { const: 'copy_generation' },
  status: { const: 'completed' },
  ...echoes,
  type: oneOf(['ad_copy', 'headlines', 'dialect_conversion']),
  output_language: oneOf(OUTPUT_LANGUAGES),
  market: strOrNull,
  dialect: oneOf([...COPY_DIALECTS, 'none']),
  dialect_source: dialectSource,
  platform: str,
  variants: { type: 'array', minItems: 1, maxItems: 3, items: variant },
  keyword_policy: closed('Keyword policy', {
    preferred: keywords,
    required: keywords,
    excluded: keywords,
    enforced: { const: true },
  }),
  controls: closed('Controls applied', {
    count: { type: 'integer', minimum: 1, maximum: 3 },
    max_characters: { type: ['integer', 'null'], minimum: 1, maximum: 4000 },
    framework: orNull(COPY_FRAMEWORKS),
    audience: orNull(AUDIENCES),
    target_audience: strOrNull,
    tone: strOrNull,
    call_to_action: strOrNull,
    brand_profile_id: strOrNull,
  }),
  engine_version: str,
  ...envelope,
});

const media = (description: string, extra: Record<string, JsonSchema>) =>
  closed(description, { url: uri, mime_type: str, bytes: int(), ...extra });

export const IMAGE_BODY = closed(
  'Image result (2.4, 2.2)',
  {
    id: id('img'),
    object: { const: 'image_generation' },
    ...echoes,
    status: { const: 'completed' },
    output_language: oneOf(OUTPUT_LANGUAGES),
    market: strOrNull,
    dialect: orNull(COPY_DIALECTS),
    dialect_source: dialectSource,
    image: media('The image, durably hosted', { width: int(1), height: int(1) }),
    clean_image: media('With a deterministic logo overlay: the image before the logo was drawn', {
      width: int(1),
      height: int(1),
    }),
    aspect_ratio: str,
    resolution: oneOf(IMAGE_RESOLUTIONS),
    type: oneOf(IMAGE_TYPES),
    style: str,
    brand_profile_id: strOrNull,
    reference_images_used: { type: 'integer', minimum: 0, maximum: 2 },
    logo_policy: closed('Logo policy', {
      mode: oneOf(['model', 'deterministic_overlay', 'none']),
      logo_overlaid: bool,
      logo_sent_to_model: bool,
      logo_storage_id: strOrNull,
    }),
    text_policy: closed('Text policy', {
      mode: oneOf(['none', 'model']),
      content: strOrNull,
      language: orNull(['ar', 'en']),
      translated: bool,
      deterministic: { const: false },
      renderer: orNull(['image_model']),
    }),
    visual_policy: closed('Visual policy', { required: visuals, excluded: visuals }),
    prompt_plan: closed('Prompt plan', {
      prompt: str,
      composition: strOrNull,
      typography: strOrNull,
      culturalNotes: strOrNull,
      negativePrompt: strOrNull,
    }),
    engine_version: str,
    ...envelope,
  },
  ['reference_images_used', 'logo_policy', 'clean_image'],
);

export const SPEECH_BODY = closed(
  'Speech result (2.5, 2.2)',
  {
    id: id('spc'),
    object: { const: 'speech_generation' },
    ...echoes,
    status: { const: 'completed' },
    audio: media('The audio, durably hosted', { duration_seconds: { type: ['number', 'null'], minimum: 0 } }),
    voice: str,
    voice_profile: strOrNull,
    voice_source: oneOf(['designed', 'prebuilt']),
    delivery: oneOf(SPEECH_DELIVERIES),
    content_type: oneOf(['marketing', 'general']),
    prompt_context_source: oneOf(['optimized', 'fallback', 'provider_voice']),
    output_language: oneOf(OUTPUT_LANGUAGES),
    dialect: strOrNull,
    provider: str,
    fallback_used: bool,
    engine_version: str,
    ...envelope,
  },
  // Absent from replays of results stored before it existed (2.5).
  ['voice_source'],
);

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const refOrNull = (name: string): JsonSchema => ({ oneOf: [ref(name), { type: 'null' }] });

/** 4.5: the campaign receipt, its parts as their stand-alone results (campaignReceipt in contract/campaign-run). */
export const CAMPAIGN_BODY = closed(
  'Campaign receipt (4.5): 201 completed, 207 partial with failed parts refunded',
  {
    id: id('cmp'),
    object: { const: 'campaign' },
    request_id: id('req'),
    status: oneOf(completedStatusSchema.options),
    ...echoes,
    output_language: oneOf(OUTPUT_LANGUAGES),
    market: strOrNull,
    dialect: oneOf([...COPY_DIALECTS, 'none']),
    dialect_source: dialectSource,
    copy: ref('copy'),
    image: refOrNull('image'),
    speech: refOrNull('speech'),
    template_draft: ref('draft'),
    voice_over_script: {
      type: ['string', 'null'],
      description: 'What the voice-over says (the hook, the brief’s offer, the call); null without speech',
    },
    deliverables: {
      type: 'array',
      minItems: CAMPAIGN_DELIVERABLES.length,
      maxItems: CAMPAIGN_DELIVERABLES.length,
      items: closed('A deliverable: its price, its refund and, when it failed alone, its problem', {
        name: oneOf(CAMPAIGN_DELIVERABLES),
        status: oneOf(DELIVERABLE_STATUSES),
        credits: int(),
        credits_refunded: int(),
        error: refOrNull('Problem'),
      }),
    },
    credits_refunded: int(),
    refund_pending: bool,
    usage: closed('Credits of the campaign', {
      credits_used: int(),
      gross_credits: int(),
      credits_refunded: int(),
      net_credits_used: int(),
      balance_after: { type: ['integer', 'null'], minimum: 0 },
    }),
    saved_to: { const: 'api_request' },
    created_at: dateTime,
  },
  // Absent from replays of receipts stored before it.
  ['voice_over_script'],
);

const source = closed('Where a fact was read', { url: uri, locator: str });
export const WEBSITE_BODY = closed('Website context (2.6): unverified references, nothing stored', {
  object: { const: 'website_context' },
  status: oneOf(['ready', 'partial', 'blocked', 'unavailable']),
  requested_url: uri,
  final_url: uri,
  retrieved_at: dateTime,
  identity: closed('Identity', { name: strOrNull, description: strOrNull }),
  source_facts: {
    type: 'array',
    items: closed('A fact and its source', {
      field: oneOf(['brand_name', 'description', 'page_text']),
      value: { type: 'string', maxLength: 4000 },
      source,
    }),
  },
  asset_candidates: {
    type: 'array',
    items: closed('An icon candidate', {
      url: uri,
      role: { const: 'icon_candidate' },
      confidence: { const: 'low' },
      source_url: uri,
    }),
  },
  missing_fields: { type: 'array', items: str },
  extraction_warnings: { type: 'array', items: str },
  user_corrections: { type: 'array', maxItems: 0, items: { type: 'object' } },
  creative_suggestions: { type: 'array', maxItems: 0, items: { type: 'object' } },
  persisted: { const: false },
  generation_requested: { const: false },
});

const uriOrNull: JsonSchema = { type: ['string', 'null'], format: 'uri' };
const brandSummary = {
  id: id('brp'),
  name: str,
  industry: strOrNull,
  description: str,
  summary: strOrNull,
  website: uriOrNull,
  website_icon_available: bool,
  logo_available: bool,
  primary_color: strOrNull,
  secondary_color: strOrNull,
  accent_color: strOrNull,
  brand_strength: oneOf(['subtle', 'balanced', 'strong']),
  social_links: closed('Social links', {
    linkedin: uriOrNull,
    instagram: uriOrNull,
    facebook: uriOrNull,
    twitter: uriOrNull,
    tiktok: uriOrNull,
  }),
  created_at: { type: 'integer' },
  updated_at: { type: 'integer' },
};
export const BRAND_LIST_BODY = closed('Brand profiles (2.7)', {
  object: { const: 'brand_profile_list' },
  profiles: { type: 'array', items: closed('Brand profile summary', brandSummary) },
  is_done: bool,
  next_cursor: strOrNull,
});
export const BRAND_BODY = closed('Brand profile (2.7)', {
  object: { const: 'brand_profile' },
  ...brandSummary,
  resources: {
    type: 'array',
    maxItems: 3,
    items: closed('Brand resource', {
      id: str,
      title: str,
      source_type: str,
      source_url: uriOrNull,
      content_length: int(),
      content: { type: 'string', maxLength: 1500 },
      created_at: dateTime,
    }),
  },
});

export const QUOTE_BODY = closed(
  'Quote (2.8): validated, priced, nothing reserved or written',
  {
    object: { const: 'validation_quote' },
    api_version: str,
    quote_version: str,
    operation: oneOf(QUOTE_OPERATIONS),
    status: oneOf(quoteStatusSchema.options),
    quote: {
      oneOf: [
        { type: 'null' },
        closed('Quote', {
          currency: { const: 'credits' },
          total_credits: int(),
          max_credits: int(),
          line_items: {
            type: 'array',
            items: closed(
              'Line item',
              { operation: str, credits: int(), scope: oneOf(SCOPES), reason: str },
              ['reason'],
            ),
          },
          expires_at: { type: 'null' },
          reservation: { const: 'none' },
          pricing_source: { const: 'partner_api_credit_costs' },
        }),
      ],
    },
    authorization: closed('Authorization', {
      scope: oneOf(SCOPES),
      authorized: { const: true },
      entitlement: { const: 'validated' },
      credit_check: { const: 'not_performed' },
      reservation: { const: 'none' },
      approval: { const: 'not_granted' },
    }),
    missing_fields: { type: 'array', items: str },
    conflicts: { type: 'array', items: closed('Conflict', { path: str, message: str }) },
    allowed_next_actions: {
      type: 'array',
      items: oneOf(quoteActionSchema.options),
    },
    generation_allowed: bool,
    confirmation_policy: { const: 'host_required_controls_and_user_scope' },
    confirmation_required: { const: false },
    side_effects: closed('Side effects (none)', {
      provider_called: { const: false },
      credits_reserved: { const: false },
      credits_debited: { const: false },
      approval_recorded: { const: false },
    }),
    validated: closed(
      'What was validated',
      {
        output_language: oneOf(OUTPUT_LANGUAGES),
        dialect: strOrNull,
        deliverables: { type: 'array', items: str },
        source_ids: { type: 'array', items: str },
        brand_profile_id: strOrNull,
        preparation_status: oneOf(preparationStatusSchema.options),
      },
      ['output_language', 'dialect', 'deliverables', 'source_ids', 'brand_profile_id', 'preparation_status'],
    ),
  },
  ['validated'],
);

/** 2.9: the fields the contract lists are all there; the contract leaves room for more ("not shown"). */
export const DRAFT_BODY = {
  ...closed('Template draft (2.9): never submitted by the service', {
    id: id('wtd'),
    object: { const: 'whatsapp_template_draft' },
    request_id: id('req'),
    status: { const: 'UNSUBMITTED' },
    output_language: str,
    market: strOrNull,
    dialect: strOrNull,
    platform_payload: {
      type: 'object',
      required: ['name', 'language', 'category', 'components'],
      properties: {
        name: str,
        language: str,
        category: str,
        components: { type: 'array', items: { type: 'object' } },
      },
    },
    payload_hash: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    compliance: {
      type: 'object',
      required: ['ready_for_submission', 'findings', 'final_decision_owner'],
      properties: {
        ready_for_submission: bool,
        findings: {
          type: 'array',
          items: closed('A preflight finding', {
            code: str,
            severity: oneOf(['error', 'warning']),
            path: str,
            message: str,
          }),
        },
        final_decision_owner: { const: 'PLATFORM' },
      },
    },
    usage: envelope.usage,
  }),
  additionalProperties: true,
};

const refund = {
  candidate: bool,
  eligible: bool,
  status: oneOf(refundStateSchema.options),
  credits: int(),
  balance_after: { type: ['integer', 'null'] },
  verification_required: bool,
};

export const OUTCOME_BODY = closed('Template outcome (2.10): stored unverified, never a refund by itself', {
  object: { const: 'whatsapp_template_outcome' },
  id: id('wto'),
  draft_id: id('wtd'),
  outcome: str,
  platform_template_id: str,
  provider_event_id: str,
  unchanged: bool,
  category: str,
  verified: bool,
  // The reason: why a rejection is not a candidate (decision 030), or how the refund was decided; absent from
  // answers stored before it was given.
  refund: closed('Refund', { ...refund, reason: strOrNull }, ['reason']),
  created_at: dateTime,
});

/** GET of a draft: the payload as created, the last reported outcome and the refund's state. */
export const DRAFT_STATE_BODY = closed('Template draft with its refund state', {
  id: id('wtd'),
  object: { const: 'whatsapp_template_draft' },
  request_id: id('req'),
  status: { const: 'UNSUBMITTED' },
  platform_payload: DRAFT_BODY.properties.platform_payload!,
  payload_hash: DRAFT_BODY.properties.payload_hash!,
  last_reported_outcome: { type: ['object', 'null'] },
  refund: closed('Refund', { ...refund, reason: strOrNull }),
  created_at: dateTime,
  expires_at: dateTime,
});

/** The stored request record: outlined by the contract (2.11), written out here as the service returns it. */
export const REQUEST_BODY = closed('Stored request record', {
  object: { const: 'request' },
  id: id('req'),
  operation: str,
  status: oneOf(requestStatusSchema.options),
  http_status: { type: ['integer', 'null'] },
  resource_id: strOrNull,
  created_at: dateTime,
  completed_at: { type: ['string', 'null'], format: 'date-time' },
  expires_at: dateTime,
  usage: closed('Credits of the attempt', {
    credits_charged: int(),
    credits_refunded: int(),
    net_credits: int(),
  }),
  credits_refunded: int(),
  refund_pending: bool,
  result: { description: 'The stored answer of a completed or partial attempt (its own schema), else null' },
  error: {
    description: 'The problem of a failed attempt, else null',
    oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Problem' }],
  },
  quality_findings: {
    type: 'array',
    items: str,
    description:
      "What the quality guard found in a networked text provider's first answer, fixed in its one repair round; empty when it passed at once",
  },
});

export const USAGE_BODY = closed('Usage summary (2.11)', {
  object: { const: 'usage_summary' },
  balance: int(),
  credits_used: int(),
  net_credits_used: int(),
  window: closed('Window of the totals', { attempts: int(1) }),
  requests: {
    type: 'array',
    items: closed('One attempt', {
      request_id: id('req'),
      operation: str,
      status: oneOf(requestStatusSchema.options),
      created_at: dateTime,
      completed_at: { type: ['string', 'null'], format: 'date-time' },
      credits_charged: int(),
      credits_refunded: int(),
      net_credits: int(),
      partial_refund_credits: int(),
      refund_pending: bool,
    }),
  },
  has_more: bool,
  next_cursor: strOrNull,
});

export const HEALTH_BODY = closed('Liveness', { status: { const: 'ok' } });

export const READINESS_BODY = closed('Readiness (a 503 problem when not ready)', {
  status: { const: 'ready' },
  checks: closed('What was checked', {
    database: { const: 'ok' },
    temporal: { const: 'ok' },
    draining: { const: false },
  }),
});
