import { z } from 'zod';
import { planCampaign, campaignRequestSchema, type CampaignPlan } from './campaigns';
import { copyRequestSchema } from './copy';
import { resolveDialect } from './dialects';
import { ServiceError, type FieldError } from './errors';
import { imageRequestSchema } from './images';
import { CREDIT_COSTS, copyCost } from './pricing';
import { speechRequestSchema } from './speech';
import { templateDraftRequestSchema } from './templates';
import { API_VERSION, QUOTE_VERSION } from './version';
import { QUOTE_SCOPES } from './routes';
import type { QuoteOperation } from './quote-request';
import { adGenerationRequestSchema, adPrepareRequestSchema, type PreparationStatus } from './ad-library';

/** ready: generation may follow as validated; needs_input: missing_fields or conflicts say what to fix. */
export const quoteStatusSchema = z.enum(['ready', 'needs_input']);
export type QuoteStatus = z.infer<typeof quoteStatusSchema>;
export const quoteActionSchema = z.enum(['clarify', 'generate', 'prepare', 'refresh_quote']);
export type QuoteAction = z.infer<typeof quoteActionSchema>;

// The ad-library operations name their ad with ad_id (the path parameter of the real call); the rest of the
// request is the real body, checked by the real schema.
const AD_OPERATIONS: ReadonlySet<QuoteOperation> = new Set(['ad_library_prepare', 'ad_library_generate']);

const SCHEMAS: Record<QuoteOperation, z.ZodType> = {
  copy: copyRequestSchema,
  image: imageRequestSchema,
  speech: speechRequestSchema,
  campaign: campaignRequestSchema,
  whatsapp_template: templateDraftRequestSchema,
  ad_library_prepare: adPrepareRequestSchema,
  ad_library_generate: adGenerationRequestSchema,
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
function price(operation: QuoteOperation, request: Record<string, unknown>, preparation?: PreparationStatus) {
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
      // Priced from the caller's preparation: 0 once the analysis is ready, 1 while it is not.
      return preparation === 'ready'
        ? [item('ad_library_prepare', CREDIT_COSTS.ad_library_prepare.analysis_ready, 'analysis ready')]
        : [item('ad_library_prepare', CREDIT_COSTS.ad_library_prepare.analysis_missing, 'analysis missing')];
    case 'ad_library_generate':
      return [item('ad_library_generate', CREDIT_COSTS.ad_library_generation)];
    case 'campaign':
      return null; // priced by the plan below
  }
}

export interface QuoteContext {
  /** Ownership checks of referenced ids (brand profile, uploads); they read, never write. A campaign's come planned. */
  checkReferences(
    operation: QuoteOperation,
    parsed: unknown,
    adId?: string,
    plan?: CampaignPlan,
  ): Promise<void>;
  /** The caller's preparation of an ad (missing, pending, ready, failed); throws not_found for an unknown ad. */
  adPreparation(adId: string): Promise<PreparationStatus>;
  /** Reads a campaign's offer from its description, as POST /v1/campaigns does (so a quote agrees with it). */
  readBrief?: Parameters<typeof planCampaign>[1];
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

  let body = request;
  let adId: string | undefined;
  let preparation: PreparationStatus | undefined;
  if (AD_OPERATIONS.has(operation)) {
    const { ad_id, ...rest } = request;
    body = rest;
    if (ad_id === undefined) findings.missing.push('/ad_id');
    else if (typeof ad_id !== 'string' || ad_id.length === 0 || ad_id.length > 100)
      findings.conflicts.push({
        path: '/ad_id',
        message: 'must be an ad id (a string of 1 to 100 characters)',
      });
    else {
      try {
        preparation = await ctx.adPreparation(ad_id);
        adId = ad_id;
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
        findings.conflicts.push({ path: '/ad_id', message: 'names no ad in the library' });
      }
    }
  }
  // A campaign is parsed by its own schema's type: its plan prices it and names what it references.
  const campaign = operation === 'campaign' ? campaignRequestSchema.safeParse(body) : null;
  const parsed = campaign ?? SCHEMAS[operation].safeParse(body);
  let lineItems = price(operation, body, preparation);
  let validated: Record<string, unknown> | undefined;
  if (!parsed.success) sortIssues(zodIssues(parsed.error), request, findings);
  else {
    try {
      const plan = campaign?.success ? planCampaign(campaign.data, ctx.readBrief) : undefined;
      if (plan)
        lineItems = plan.lineItems.map((i) => ({
          operation: i.operation,
          credits: i.credits,
          scope: QUOTE_SCOPES.campaign,
        }));
      if (!AD_OPERATIONS.has(operation) || adId)
        await ctx.checkReferences(operation, parsed.data, adId, plan);
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
      ...(AD_OPERATIONS.has(operation) ? { preparation_status: preparation ?? 'missing' } : {}),
    };
  }
  const ready = findings.missing.length === 0 && findings.conflicts.length === 0;
  const status: QuoteStatus = ready ? 'ready' : 'needs_input';
  const allowedNextActions: QuoteAction[] = ready
    ? [operation === 'ad_library_prepare' ? 'prepare' : 'generate', 'refresh_quote']
    : operation === 'ad_library_generate' && adId && preparation !== 'ready'
      ? ['prepare', 'refresh_quote']
      : ['clarify', 'refresh_quote'];
  const total = lineItems?.reduce((sum, i) => sum + i.credits, 0) ?? null;
  return {
    object: 'validation_quote',
    api_version: API_VERSION,
    quote_version: QUOTE_VERSION,
    operation,
    status,
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
    allowed_next_actions: allowedNextActions,
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
