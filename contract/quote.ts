import { z } from 'zod';
import { planCampaign, campaignRequestSchema } from './campaigns';
import { copyRequestSchema } from './copy';
import { resolveDialect } from './dialects';
import type { Scope } from './enums';
import { ServiceError, type FieldError } from './errors';
import { imageRequestSchema } from './images';
import { CREDIT_COSTS, copyCost } from './pricing';
import { speechRequestSchema } from './speech';
import { templateDraftRequestSchema } from './templates';
import { API_VERSION, QUOTE_VERSION } from './version';

export const QUOTE_OPERATIONS = [
  'copy',
  'image',
  'speech',
  'campaign',
  'whatsapp_template',
  'ad_library_prepare',
  'ad_library_generate',
] as const;
export type QuoteOperation = (typeof QUOTE_OPERATIONS)[number];

/** The write scope each quoted operation needs (section 5.3). */
export const QUOTE_SCOPES: Record<QuoteOperation, Scope> = {
  copy: 'copy:write',
  image: 'images:write',
  speech: 'speech:write',
  campaign: 'campaigns:write',
  whatsapp_template: 'templates:write',
  ad_library_prepare: 'ad-library:write',
  ad_library_generate: 'images:write',
};

export const quoteRequestSchema = z.strictObject({
  operation: z.enum(QUOTE_OPERATIONS),
  request: z.record(z.string(), z.unknown()).default({}),
});

// Until the catalog exists (Step 7), the ad-library bodies are checked for their shape only.
const prepareSchema = z.strictObject({ locale: z.enum(['en', 'ar']).default('en') });
const adGenerationSchema = z.strictObject({
  template_fields: z.record(z.string(), z.string().max(4000)),
  locale: z.enum(['en', 'ar']).default('ar'),
  aspect_ratio: z.enum(['1:1', '16:9', '9:16', '4:3', '3:4']).default('1:1'),
  reference_storage_ids: z.array(z.string().max(100)).max(2).optional(),
  logo_storage_id: z.string().max(100).optional(),
  logo_mode: z.enum(['model', 'overlay', 'none']).optional(),
  palette: z
    .strictObject({
      primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      secondary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
      accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    })
    .optional(),
});

const SCHEMAS: Record<QuoteOperation, z.ZodType> = {
  copy: copyRequestSchema,
  image: imageRequestSchema,
  speech: speechRequestSchema,
  campaign: campaignRequestSchema,
  whatsapp_template: templateDraftRequestSchema,
  ad_library_prepare: prepareSchema,
  ad_library_generate: adGenerationSchema,
};

/** Where an operation's language is given: the quote never chooses one for the caller. */
const LANGUAGE_PATH: Partial<Record<QuoteOperation, string[]>> = {
  copy: ['output_language'],
  image: ['output_language'],
  speech: ['output_language'],
  whatsapp_template: ['output_language'],
  campaign: ['brief', 'output_language'],
};

const pointer = (path: ReadonlyArray<PropertyKey>) => '/' + path.map(String).join('/');

function at(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}

interface Findings {
  missing: string[];
  conflicts: Array<{ path: string; message: string }>;
}

function sortIssues(issues: FieldError[], request: Record<string, unknown>, into: Findings): void {
  for (const e of issues) {
    const missing =
      at(request, e.pointer.split('/').slice(1)) === undefined && /required|expected/i.test(e.detail);
    if (missing) into.missing.push(e.pointer);
    else into.conflicts.push({ path: e.pointer, message: e.detail });
  }
}

function zodIssues(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((k) => ({ pointer: pointer([...issue.path, k]), detail: 'is not a known property' }))
      : [{ pointer: pointer(issue.path), detail: issue.message }],
  );
}

/** The price from what the request says, or null while what decides it is invalid. */
function price(operation: QuoteOperation, request: Record<string, unknown>) {
  const item = (op: string, credits: number, reason?: string) => ({
    operation: op,
    credits,
    scope: QUOTE_SCOPES[operation],
    ...(reason ? { reason } : {}),
  });
  switch (operation) {
    case 'copy': {
      const type = request.type ?? 'ad_copy';
      return type === 'ad_copy' || type === 'headlines' || type === 'dialect_conversion'
        ? [item('copy', copyCost(type), `type ${type}`)]
        : null;
    }
    case 'image':
      return [item('image', CREDIT_COSTS.image)];
    case 'speech':
      return [item('speech', CREDIT_COSTS.speech)];
    case 'whatsapp_template':
      return [item('whatsapp_template', CREDIT_COSTS.template_draft)];
    case 'ad_library_prepare':
      return [
        item('ad_library_prepare', CREDIT_COSTS.ad_library_prepare.analysis_missing, 'analysis missing'),
      ];
    case 'ad_library_generate':
      return [item('ad_library_generate', CREDIT_COSTS.ad_library_generation)];
    case 'campaign':
      return null; // priced by the plan below
  }
}

export interface QuoteContext {
  /** Ownership checks of referenced ids (brand profile, uploads); they read, never write. */
  checkReferences(operation: QuoteOperation, parsed: unknown): Promise<void>;
}

/** POST /v1/quote (sections 2.8, 4.1): validates with the real schemas, prices with the real table, writes nothing. */
export async function buildQuote(
  operation: QuoteOperation,
  request: Record<string, unknown>,
  ctx: QuoteContext,
) {
  const findings: Findings = { missing: [], conflicts: [] };
  const languagePath = LANGUAGE_PATH[operation];
  const suppliedLanguage = languagePath ? at(request, languagePath) : undefined;
  if (languagePath && suppliedLanguage === undefined) findings.missing.push(pointer(languagePath));

  const parsed = SCHEMAS[operation].safeParse(request);
  let lineItems = price(operation, request);
  let validated: Record<string, unknown> | undefined;
  if (!parsed.success) sortIssues(zodIssues(parsed.error), request, findings);
  else {
    try {
      if (operation === 'campaign') {
        const plan = planCampaign(parsed.data as never);
        lineItems = plan.lineItems.map((i) => ({
          operation: i.operation,
          credits: i.credits,
          scope: QUOTE_SCOPES.campaign,
        }));
      }
      await ctx.checkReferences(operation, parsed.data);
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
      if (err.errors?.length) sortIssues(err.errors, request, findings);
      else findings.conflicts.push({ path: '/', message: err.message });
    }
    const data = parsed.data as Record<string, unknown>;
    const brief = (operation === 'campaign' ? data.brief : data) as Record<string, unknown>;
    const language = (brief.output_language as 'ar' | 'en' | undefined) ?? undefined;
    validated = {
      ...(suppliedLanguage !== undefined ? { output_language: suppliedLanguage } : {}),
      dialect:
        suppliedLanguage !== undefined && language
          ? resolveDialect(language, brief.dialect as never, brief.market as string | undefined).dialect
          : null,
      deliverables: lineItems?.map((i) => i.operation) ?? [],
      source_ids: [
        ...((data.reference_storage_ids as string[] | undefined) ?? []),
        ...(data.logo_storage_id ? [data.logo_storage_id as string] : []),
      ],
      brand_profile_id: (brief.brand_profile_id as string | undefined) ?? null,
      ...(operation === 'ad_library_prepare' || operation === 'ad_library_generate'
        ? { preparation_status: 'missing' }
        : {}),
    };
  }
  const ready = findings.missing.length === 0 && findings.conflicts.length === 0;
  const total = lineItems?.reduce((sum, i) => sum + i.credits, 0) ?? null;
  return {
    object: 'validation_quote',
    api_version: API_VERSION,
    quote_version: QUOTE_VERSION,
    operation,
    status: ready ? 'ready' : 'needs_input',
    quote:
      total === null
        ? null
        : {
            currency: 'credits',
            total_credits: total,
            max_credits: total,
            line_items: lineItems,
            expires_at: null,
            reservation: 'none',
            pricing_source: 'partner_api_credit_costs',
          },
    authorization: {
      scope: QUOTE_SCOPES[operation],
      authorized: true,
      entitlement: 'validated',
      credit_check: 'not_performed',
      reservation: 'none',
      approval: 'not_granted',
    },
    missing_fields: findings.missing,
    conflicts: findings.conflicts,
    allowed_next_actions: ready
      ? [operation === 'ad_library_prepare' ? 'prepare' : 'generate', 'refresh_quote']
      : ['clarify', 'refresh_quote'],
    generation_allowed: ready,
    confirmation_policy: 'host_required_controls_and_user_scope',
    confirmation_required: false,
    side_effects: {
      provider_called: false,
      credits_reserved: false,
      credits_debited: false,
      approval_recorded: false,
    },
    ...(validated ? { validated } : {}),
  };
}
