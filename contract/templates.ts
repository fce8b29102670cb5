import { z } from 'zod';
import { externalIdSchema, marketSchema, requiredText } from './common';
import type { DialectSource } from './dialects';
import { COPY_DIALECTS, OUTPUT_LANGUAGES, type CopyDialect, type OutputLanguage } from './enums';

/** The platform's codes for Arabic and English (DECISIONS "Template drafts"; the platform lists no ar_SA). */
export const TEMPLATE_LANGUAGE_CODES = {
  ar: ['ar', 'ar_EG', 'ar_AE', 'ar_LB', 'ar_MA', 'ar_QA'],
  en: ['en', 'en_GB', 'en_US', 'en_AE', 'en_AU', 'en_CA', 'en_IN', 'en_QA'],
} as const;
const ALL_CODES = [...TEMPLATE_LANGUAGE_CODES.ar, ...TEMPLATE_LANGUAGE_CODES.en] as const;

export const TEMPLATE_CATEGORIES = ['UTILITY', 'MARKETING'] as const;
export const REPORTED_CATEGORIES = ['UTILITY', 'MARKETING', 'AUTHENTICATION'] as const;

/** The platform's template statuses (DECISIONS "States"). */
export const TEMPLATE_OUTCOMES = [
  'APPROVED',
  'PENDING',
  'REJECTED',
  'PAUSED',
  'DISABLED',
  'FLAGGED',
  'IN_APPEAL',
  'REINSTATED',
  'ARCHIVED',
  'DELETED',
  'LIMIT_EXCEEDED',
  'LOCKED',
  'PENDING_DELETION',
] as const;
export type TemplateOutcome = (typeof TEMPLATE_OUTCOMES)[number];

/** A draft's refund: NONE until a rejection is reported, then verified (REFUNDED) or not (DENIED, EXPIRED). */
export const refundStateSchema = z.enum(['NONE', 'PENDING_VERIFICATION', 'REFUNDED', 'DENIED', 'EXPIRED']);
export type RefundState = z.infer<typeof refundStateSchema>;

/** The input of a draft's refund-verification workflow (one per draft, id `refund:<draft_id>`). */
export interface RefundVerificationArgs {
  draftId: string;
  accountId: string;
  platformTemplateId: string;
  templateName: string;
  templateLanguage: string;
  payloadHash: string;
  /** Webhook changes received before the draft existed wake nothing: evidence must post-date the draft. */
  draftCreatedAt?: string;
}

export const TEMPLATE_LIMITS = {
  name: 512,
  context: 1000,
  variables: 10,
  example: 200,
  header: 60,
  buttons: 10,
  button_text: 25,
  url: 2000,
  url_buttons: 2,
  reason: 2000,
  provider_event_id: 200,
} as const;

const context = requiredText(1, TEMPLATE_LIMITS.context);

const variableSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'must match ^[a-z][a-z0-9_]{0,39}$'),
  example: requiredText(1, TEMPLATE_LIMITS.example).refine(
    (s) => !/[\n\t]| {4}/.test(s),
    'must not contain a newline, a tab or four consecutive spaces',
  ),
});

const buttonSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('QUICK_REPLY'), text: requiredText(1, TEMPLATE_LIMITS.button_text) }),
  z.strictObject({
    type: z.literal('URL'),
    text: requiredText(1, TEMPLATE_LIMITS.button_text),
    url: z
      .string()
      .max(TEMPLATE_LIMITS.url)
      .refine((u) => URL.canParse(u) && new URL(u).protocol === 'https:', 'must be an https URL'),
  }),
]);

/** POST /v1/messaging-template-drafts (section 4.6 with DECISIONS' bounds). */
export const templateDraftRequestSchema = z
  .strictObject({
    name: z
      .string()
      .min(1)
      .max(TEMPLATE_LIMITS.name)
      .regex(/^[a-z0-9_]+$/, 'must contain only lowercase letters, digits and underscores'),
    category: z.enum(TEMPLATE_CATEGORIES),
    output_language: z.enum(OUTPUT_LANGUAGES).default('ar'),
    language_code: z.enum(ALL_CODES),
    market: marketSchema.optional(),
    dialect: z.enum(COPY_DIALECTS).optional(),
    purpose: context,
    customer_action_context: context.optional(),
    opt_in_context: context.optional(),
    variables: z
      .array(variableSchema)
      .max(TEMPLATE_LIMITS.variables)
      .refine((vs) => new Set(vs.map((v) => v.name)).size === vs.length, 'variable names must be unique')
      .default([]),
    header: requiredText(1, TEMPLATE_LIMITS.header).optional(),
    footer: z.boolean().default(false),
    buttons: z
      .array(buttonSchema)
      .max(TEMPLATE_LIMITS.buttons)
      .refine((bs) => bs.filter((b) => b.type === 'URL').length <= TEMPLATE_LIMITS.url_buttons, {
        message: `at most ${TEMPLATE_LIMITS.url_buttons} URL buttons`,
      })
      .default([]),
    external_customer_id: externalIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.output_language === 'en' && body.dialect)
      issue('dialect', 'must be omitted when output_language is en');
    if (!(TEMPLATE_LANGUAGE_CODES[body.output_language] as readonly string[]).includes(body.language_code)) {
      issue(
        'language_code',
        `must be a ${body.output_language} code: ${TEMPLATE_LANGUAGE_CODES[body.output_language].join(', ')}`,
      );
    }
    if (body.category === 'UTILITY' && !body.customer_action_context)
      issue('customer_action_context', 'is required for UTILITY: the customer action this message answers');
    if (body.category === 'MARKETING' && !body.opt_in_context)
      issue('opt_in_context', 'is required for MARKETING: how the customer opted in');
  });
export type TemplateDraftRequest = z.output<typeof templateDraftRequestSchema>;

/** POST /v1/messaging-template-drafts/{id}/outcomes. */
export const templateOutcomeRequestSchema = z.strictObject({
  outcome: z.enum(TEMPLATE_OUTCOMES),
  platform_template_id: z.string().regex(/^\d{1,100}$/, 'must be 1 to 100 digits'),
  provider_event_id: requiredText(1, TEMPLATE_LIMITS.provider_event_id),
  submitted_payload_hash: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters'),
  category: z.enum(REPORTED_CATEGORIES),
  reason: z.string().max(TEMPLATE_LIMITS.reason).optional(),
  occurred_at: z.iso.datetime({ offset: true }),
});
export type TemplateOutcomeRequest = z.output<typeof templateOutcomeRequestSchema>;

/**
 * A platform template id as the platform knows it: a number, so "0123" and "123" name one template. Claims and the
 * status read's evidence are keyed by it (decision 030).
 */
export const canonicalTemplateId = (id: string) => id.replace(/^0+(?=\d)/, '');

export interface TemplateComponent {
  type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS';
  format?: 'TEXT';
  text?: string;
  example?: { body_text: string[][] };
  buttons?: Array<{ type: 'QUICK_REPLY' | 'URL'; text: string; url?: string }>;
}

/** What the platform's create-template call takes. */
export interface PlatformPayload {
  name: string;
  language: string;
  category: string;
  components: TemplateComponent[];
}

export interface PreflightFinding {
  code: string;
  severity: 'error' | 'warning';
  path: string;
  message: string;
}

/** A draft as created (2.9): the answer of POST /v1/messaging-template-drafts and a campaign's template_draft. */
export interface TemplateDraftResult {
  id: string;
  object: 'whatsapp_template_draft';
  request_id: string;
  status: 'UNSUBMITTED';
  output_language: OutputLanguage;
  market: string | null;
  dialect: CopyDialect | 'none';
  dialect_source: DialectSource | null;
  external_customer_id: string | null;
  platform_payload: PlatformPayload;
  payload_hash: string;
  compliance: {
    ready_for_submission: boolean;
    findings: PreflightFinding[];
    final_decision_owner: 'PLATFORM';
  };
  engine_version: string;
  usage: { credits_used: number; balance_after: number };
  created_at: string;
}

/** The platform language of a campaign's draft: the market's own Arabic code where the platform has one. */
export function campaignTemplateLanguage(
  language: 'ar' | 'en',
  market: string | undefined,
): TemplateDraftRequest['language_code'] {
  if (language === 'en') return 'en';
  const code = `ar_${market ?? ''}`;
  return (TEMPLATE_LANGUAGE_CODES.ar as readonly string[]).includes(code)
    ? (code as TemplateDraftRequest['language_code'])
    : 'ar';
}
