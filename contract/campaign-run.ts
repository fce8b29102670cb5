import type { PartFailure, Receipt, Settlement } from './billing-saga';
import { speakable, speechDialect, voiceOverScript, type VoiceOverPlan } from './campaign-text';
import type { CampaignPlan, CampaignRequest, SpeechPlan } from './campaigns';
import type { CopyResult } from './copy';
import type { DialectSource } from './dialects';
import type { CopyDialect } from './enums';
import type { Problem } from './errors';
import type { ImageResult } from './images';
import type { CompletedStatus } from './requests';
import type { SpeechRequest, SpeechResult } from './speech';
import type { TemplateDraftRequest, TemplateDraftResult } from './templates';

// The campaign's run, as data: the parts, their states, and the receipt they make. The campaign workflow runs
// these, so this module and what it imports build no zod schema: the workflow sandbox evaluates its modules again
// for every run, and zod's schemas cost more to build than the rest of a copy request's workflow (decision 034).
// Types only from the schema modules (erased from the bundle).

/** The deliverables a campaign receipt lists, in order. */
export const CAMPAIGN_DELIVERABLES = ['copy', 'image', 'speech', 'template_draft'] as const;
export type CampaignDeliverable = (typeof CAMPAIGN_DELIVERABLES)[number];
/** A deliverable's state in the receipt. */
export const DELIVERABLE_STATUSES = ['completed', 'failed', 'not_requested'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/**
 * How a part that can fail alone (image, speech) ended. Copy and the template draft cannot: without them there
 * is no campaign, so their failure fails (and refunds) the whole of it.
 */
export type PartOutcome<T = unknown> =
  { status: 'completed'; result: T } | { status: 'failed'; problem: Problem } | { status: 'not_requested' };

/** The parts that can fail alone; each is refunded under its own ledger part. */
export const OPTIONAL_PARTS = ['image', 'speech'] as const;
export type OptionalPart = (typeof OPTIONAL_PARTS)[number];

const LINE_ITEM_OF: Record<CampaignDeliverable, CampaignPlan['lineItems'][number]['operation']> = {
  copy: 'copy',
  image: 'image',
  speech: 'speech',
  template_draft: 'whatsapp_template',
};

/** A deliverable's price in the plan (0 when not requested). */
export function partCredits(plan: CampaignPlan, part: CampaignDeliverable): number {
  return plan.lineItems.find((i) => i.operation === LINE_ITEM_OF[part])?.credits ?? 0;
}

/** What a part's own receipt says it used: its price, and the balance after the campaign's one debit. */
export function partUsage(plan: CampaignPlan, part: CampaignDeliverable, charge: { balance_after: number }) {
  return { credits: partCredits(plan, part), balance_after: charge.balance_after };
}

/** The messaging-template draft a campaign makes from its first copy variant. */
export function campaignTemplateRequest(
  requestId: string,
  plan: CampaignPlan,
  languageCode: TemplateDraftRequest['language_code'],
  firstVariant: string,
): TemplateDraftRequest {
  return {
    name: `campaign_${requestId.slice(4, 16)}`,
    category: 'MARKETING',
    output_language: plan.copy.output_language,
    language_code: languageCode,
    ...(plan.copy.market ? { market: plan.copy.market } : {}),
    ...(plan.copy.dialect ? { dialect: plan.copy.dialect } : {}),
    purpose: firstVariant.slice(0, 1000),
    opt_in_context: 'Customers who opted in to receive marketing messages from the brand.',
    variables: [],
    footer: false,
    buttons: [],
  };
}

/**
 * The voice-over request: the plan's voice, in the copy's dialect, speaking the script written for speech (the
 * hook, the brief's offer, the call). A plan made before the script existed speaks the first variant.
 */
export function campaignSpeechRequest(
  speech: SpeechPlan,
  copy: CopyResult,
  voiceOver?: VoiceOverPlan | null,
): SpeechRequest {
  const dialect = copy.dialect === 'none' ? undefined : speechDialect(copy.dialect as CopyDialect);
  const first = copy.variants[0]!;
  const text = voiceOver ? voiceOverScript(voiceOver, first) : speakable(first.content);
  return { ...speech, text, ...(dialect ? { dialect } : {}) };
}

/** The parts that failed alone, in receipt order, with the credits each gives back. */
export function failedParts(plan: CampaignPlan, outcomes: Record<OptionalPart, PartOutcome>): PartFailure[] {
  return OPTIONAL_PARTS.flatMap((part) => {
    const outcome = outcomes[part];
    return outcome.status === 'failed'
      ? [{ part, credits: partCredits(plan, part), problem: outcome.problem }]
      : [];
  });
}

/** A deliverable in the receipt: its price, its refund and, when it failed alone, its problem. */
export interface DeliverableEntry {
  name: CampaignDeliverable;
  status: DeliverableStatus;
  credits: number;
  credits_refunded: number;
  error: Problem | null;
}

/** The campaign's stored answer (4.5; CAMPAIGN_BODY in openapi-bodies), its parts as their stand-alone results. */
export interface CampaignResult {
  id: string;
  object: 'campaign';
  request_id: string;
  status: CompletedStatus;
  external_id: string | null;
  external_customer_id: string | null;
  metadata: Record<string, string>;
  output_language: CopyResult['output_language'];
  market: string | null;
  dialect: string;
  dialect_source: DialectSource | null;
  copy: CopyResult;
  image: ImageResult | null;
  speech: SpeechResult | null;
  template_draft: TemplateDraftResult;
  /** What the voice-over says (null without speech); absent from receipts stored before it. */
  voice_over_script?: string | null;
  deliverables: DeliverableEntry[];
  credits_refunded: number;
  refund_pending: boolean;
  usage: {
    credits_used: number;
    gross_credits: number;
    credits_refunded: number;
    net_credits_used: number;
    balance_after: number;
  };
  saved_to: 'api_request';
  created_at: string;
}

/**
 * The campaign's receipt once its failed parts are refunded: 201 completed, or 207 partial when an image or a
 * voice-over failed (refunded, with its problem in `deliverables`).
 */
export function campaignReceipt(run: {
  resourceId: string;
  requestId: string;
  request: CampaignRequest;
  plan: CampaignPlan;
  credits: number;
  copy: CopyResult;
  outcomes: { image: PartOutcome<ImageResult>; speech: PartOutcome<SpeechResult> };
  /** The voice-over's text, null without speech. */
  voiceOverScript: string | null;
  templateDraft: TemplateDraftResult;
  settlement: Settlement;
  createdAt: string;
}): Receipt {
  const { plan, copy, outcomes, settlement, credits } = run;
  const refundedOf = (part: string) => settlement.refunded.find((r) => r.part === part)?.refunded ?? 0;
  const refunded = settlement.refunded.reduce((sum, r) => sum + r.refunded, 0);
  const partial = OPTIONAL_PARTS.some((part) => outcomes[part].status === 'failed');
  const status: CompletedStatus = partial ? 'partial' : 'completed';
  const deliverable = (name: CampaignDeliverable, outcome: PartOutcome): DeliverableEntry => ({
    name,
    status: outcome.status,
    credits: outcome.status === 'not_requested' ? 0 : partCredits(plan, name),
    credits_refunded: refundedOf(name),
    error: outcome.status === 'failed' ? outcome.problem : null,
  });
  const resultOf = <T>(outcome: PartOutcome<T>) => (outcome.status === 'completed' ? outcome.result : null);
  const body: CampaignResult = {
    id: run.resourceId,
    object: 'campaign',
    request_id: run.requestId,
    status,
    external_id: run.request.external_id ?? null,
    external_customer_id: run.request.external_customer_id ?? null,
    metadata: run.request.metadata ?? {},
    output_language: copy.output_language,
    market: copy.market,
    dialect: copy.dialect,
    dialect_source: copy.dialect_source,
    copy,
    image: resultOf(outcomes.image),
    speech: resultOf(outcomes.speech),
    template_draft: run.templateDraft,
    voice_over_script: run.voiceOverScript,
    deliverables: [
      deliverable('copy', { status: 'completed', result: copy }),
      deliverable('image', outcomes.image),
      deliverable('speech', outcomes.speech),
      deliverable('template_draft', { status: 'completed', result: run.templateDraft }),
    ],
    credits_refunded: refunded,
    refund_pending: false,
    usage: {
      credits_used: credits - refunded,
      gross_credits: credits,
      credits_refunded: refunded,
      net_credits_used: credits - refunded,
      balance_after: settlement.balanceAfter,
    },
    saved_to: 'api_request',
    created_at: run.createdAt,
  };
  return { status, httpStatus: partial ? 207 : 201, body };
}
