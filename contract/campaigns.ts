import { z } from 'zod';
import { externalIdSchema, metadataSchema } from './common';
import { copyRequestSchema, type CopyRequest } from './copy';
import { resolveDialect } from './dialects';
import { invalidFields, type FieldError } from './errors';
import { imageRequestSchema, type ImageRequest } from './images';
import { CREDIT_COSTS, copyCost } from './pricing';
import { speechDialect, type VoiceOverPlan } from './campaign-text';
import type { TemplateDraftRequest } from './templates';
import { hasVisibleText } from './text';
import { normalizeForMatch } from './normalize';
import { LIMITS } from './limits';
import { speechRequestSchema, type SpeechRequest } from './speech';

// The campaign body names every property (unknown ones are refused where they stand); the values are checked by
// the schemas of the stand-alone operations each deliverable becomes, so both agree on every bound and rule.
const value = z.unknown().optional();
const keys = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((n) => [n, value])) as Record<K, typeof value>;

const BRIEF_TO_COPY = [
  'output_language',
  'market',
  'dialect',
  'tone',
  'platform',
  'audience',
  'specific_audience',
  'target_audience',
  'call_to_action',
  'keywords',
  'required_keywords',
  'excluded_keywords',
  'brand_profile_id',
] as const;
const COPY_OPTIONS = ['type', 'framework', 'count', 'max_characters'] as const;
const IMAGE_OPTIONS = [
  'type',
  'style',
  'aspect_ratio',
  'resolution',
  'visual_keywords',
  'excluded_visuals',
  'reference_storage_ids',
  'logo_storage_id',
  'logo_mode',
  'include_text',
  'overlay_text',
  'overlay_text_language',
] as const;
const SPEECH_OPTIONS = ['content_type', 'voice_profile', 'voice', 'delivery'] as const;

/** POST /v1/campaigns (section 4.5). */
export const campaignRequestSchema = z.strictObject({
  external_id: externalIdSchema.optional(),
  external_customer_id: externalIdSchema.optional(),
  metadata: metadataSchema.optional(),
  brief: z.strictObject({
    description: value,
    product: z.string().max(500).optional(),
    offer: z.string().max(500).optional(),
    objective: z.string().max(200).optional(),
    ...keys(BRIEF_TO_COPY),
  }),
  deliverables: z
    .strictObject({
      copy: z
        .strictObject({
          enabled: z.literal(true, 'copy is always included').default(true),
          ...keys(COPY_OPTIONS),
        })
        .optional(),
      image: z.strictObject({ enabled: z.boolean().default(false), ...keys(IMAGE_OPTIONS) }).optional(),
      speech: z.strictObject({ enabled: z.boolean().default(false), ...keys(SPEECH_OPTIONS) }).optional(),
    })
    .default({}),
});
export type CampaignRequest = z.output<typeof campaignRequestSchema>;

/** The speech deliverable before its text exists: the voice-over speaks the first copy variant. */
export type SpeechPlan = Omit<SpeechRequest, 'text'>;

export interface CampaignPlan {
  copy: CopyRequest;
  image: ImageRequest | null;
  speech: SpeechPlan | null;
  /**
   * What the voice-over says besides the copy's call. Absent from plans made before it (campaigns then in flight
   * keep reading the first variant); null without speech.
   */
  voiceOver?: VoiceOverPlan | null;
  credits: number;
  lineItems: Array<{ operation: 'copy' | 'image' | 'speech' | 'whatsapp_template'; credits: number }>;
}

/** A campaign's workflow input: the body, its plan, and what the API fixed for it. */
export interface CampaignInput {
  request: CampaignRequest;
  plan: CampaignPlan;
  /** Resource ids fixed by the API (workflow code makes no random ids). */
  ids: { copy: string; image: string; speech: string; template: string };
  templateLanguage: TemplateDraftRequest['language_code'];
}

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Parses a deliverable with its operation's schema; `where` names, for each field, where the campaign holds it. */
function parseAs<S extends z.ZodType>(
  schema: S,
  raw: Record<string, unknown>,
  where: (field: string) => string,
) {
  const parsed = schema.safeParse(defined(raw));
  if (parsed.success) return { ok: true as const, data: parsed.data as z.output<S> };
  const errors: FieldError[] = parsed.error.issues.flatMap((issue) => {
    const [head, ...rest] = issue.path.map(String);
    const keysOf = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
    return keysOf.map((k) => ({
      pointer: [where(head ?? ''), ...rest, ...(k ? [k] : [])].join('/').replace(/\/$/, ''),
      detail: k ? 'is not a known property' : issue.message,
    }));
  });
  return { ok: false as const, errors };
}

function withoutText(request: SpeechRequest): SpeechPlan {
  const plan: Partial<SpeechRequest> = { ...request };
  delete plan.text;
  return plan as SpeechPlan;
}

/** The message the copy engines write from: the description, with the product and offer it may not name. */
function copyDescription(brief: CampaignRequest['brief']): unknown {
  const description = brief.description;
  // A description that is not valid text stays as it is, so that the copy schema refuses it where it stands.
  if (typeof description !== 'string' || !hasVisibleText(description)) return description;
  const extra = [brief.product, brief.offer].filter((s): s is string => !!s && !description.includes(s));
  const combined = [description, ...extra].join('\n');
  // Only where it fits: a description at its bound is not made invalid by the brief's other fields.
  return combined.length <= LIMITS.copy_description.max ? combined : description;
}

/** What the API reads in a campaign's brief with the brief model (providers/text), for its picture and voice. */
export interface BriefReading {
  /** The clause of the description that states the offer, in the brief's words. */
  offer: string | null;
  /** The business's name or what it sells, in the brief's words. */
  subject: string | null;
}
const NOTHING_READ: BriefReading = { offer: null, subject: null };

const given = (text: string | undefined) => (text && hasVisibleText(text) ? text.trim() : null);

/**
 * The picture's words when the body gives none: the offer, then the call on a line of its own, both exactly as the
 * brief gives them; whichever fits the overlay's 200 characters when both do not.
 */
export function campaignOverlay(offer: string | null, call: string | null): string | undefined {
  const max = LIMITS.overlay_text.max;
  if (offer && call && !normalizeForMatch(offer).includes(normalizeForMatch(call))) {
    const both = `${offer}\n${call}`;
    if (both.length <= max) return both;
  }
  if (offer && offer.length <= max) return offer;
  // An offer too long to draw is left out, never cut (nor drawn past the overlay's limit, a 400 on a field the
  // partner never sent).
  return call ?? undefined;
}

/**
 * Turns a campaign body into the stand-alone requests of its deliverables, validated by their own schemas, and
 * prices it with the one pricing table. Every invalid field is reported with its pointer in the campaign body.
 * `read` finds the offer and the subject in the description when the brief has no offer or product field.
 */
export function planCampaign(
  body: CampaignRequest,
  read: (copy: CopyRequest) => BriefReading = () => NOTHING_READ,
): CampaignPlan {
  const { brief, deliverables } = body;
  const errors: FieldError[] = [];
  const copy = parseAs(
    copyRequestSchema,
    {
      ...Object.fromEntries(BRIEF_TO_COPY.map((k) => [k, brief[k]])),
      description: copyDescription(brief),
      tone: brief.tone ?? 'friendly',
      count: 3,
      ...Object.fromEntries(COPY_OPTIONS.map((k) => [k, deliverables.copy?.[k]])),
      type: deliverables.copy?.type ?? 'ad_copy',
    },
    (f) => ((COPY_OPTIONS as readonly string[]).includes(f) ? `/deliverables/copy/${f}` : `/brief/${f}`),
  );
  if (!copy.ok) errors.push(...copy.errors);
  if (copy.ok && copy.data.type === 'dialect_conversion')
    errors.push({ pointer: '/deliverables/copy/type', detail: 'must be ad_copy or headlines' });
  const reading = copy.ok ? read(copy.data) : NOTHING_READ;
  const offer = given(brief.offer) ?? reading.offer;
  const call = copy.ok ? given(copy.data.call_to_action) : null;

  // A deliverable that is not enabled is checked as if it were, by the same rules the document states for it: its
  // options field by field and across fields (an overlay without include_text, a logo mode without a logo, text
  // for the picture that nothing in the brief gives). Only the picture's prompt, the brief's description, is held
  // to the picture's length when the picture is made.
  let image: ImageRequest | null = null;
  const imageOptions = deliverables.image;
  if (imageOptions) {
    const overlay =
      imageOptions.overlay_text ??
      (imageOptions.include_text === true ? campaignOverlay(offer, call) : undefined);
    const description =
      typeof brief.description === 'string' ? brief.description.slice(0, 2000) : brief.description;
    const parsed = parseAs(
      imageRequestSchema,
      {
        prompt: description,
        ...Object.fromEntries(
          ['output_language', 'market', 'dialect', 'platform', 'tone', 'brand_profile_id'].map((k) => [
            k,
            brief[k as keyof typeof brief],
          ]),
        ),
        ...Object.fromEntries(IMAGE_OPTIONS.map((k) => [k, imageOptions[k]])),
        overlay_text: overlay,
      },
      (f) =>
        f === 'prompt'
          ? '/brief/description'
          : (IMAGE_OPTIONS as readonly string[]).includes(f)
            ? `/deliverables/image/${f}`
            : `/brief/${f}`,
    );
    if (parsed.ok) image = imageOptions.enabled ? parsed.data : null;
    else {
      // Without a phrase of its own, the picture's text comes from the brief: say which fields could give one.
      errors.push(
        ...parsed.errors
          .filter((e) => imageOptions.enabled || e.pointer !== '/brief/description')
          .map((e) =>
            e.pointer === '/deliverables/image/overlay_text' && overlay === undefined
              ? {
                  ...e,
                  detail:
                    'is required when include_text is true and the brief has no call_to_action or offer',
                }
              : e,
          ),
      );
    }
  }

  let speech: SpeechPlan | null = null;
  const speechOptions = deliverables.speech;
  if (speechOptions && copy.ok) {
    const { dialect } = resolveDialect(copy.data.output_language, copy.data.dialect, copy.data.market);
    const parsed = parseAs(
      speechRequestSchema,
      {
        text: 'voice-over text comes from the copy',
        output_language: copy.data.output_language,
        ...(dialect !== 'none' ? { dialect: speechDialect(dialect) } : {}),
        platform: copy.data.platform,
        tone: copy.data.tone,
        ...Object.fromEntries(SPEECH_OPTIONS.map((k) => [k, speechOptions[k]])),
      },
      (f) =>
        (SPEECH_OPTIONS as readonly string[]).includes(f) ? `/deliverables/speech/${f}` : `/brief/${f}`,
    );
    if (parsed.ok) speech = speechOptions.enabled ? withoutText(parsed.data) : null;
    else errors.push(...parsed.errors);
  }
  if (errors.length > 0 || !copy.ok) throw invalidFields(errors);

  const lineItems: CampaignPlan['lineItems'] = [
    { operation: 'copy', credits: copyCost(copy.data.type) },
    ...(image ? [{ operation: 'image' as const, credits: CREDIT_COSTS.campaign.image }] : []),
    ...(speech ? [{ operation: 'speech' as const, credits: CREDIT_COSTS.campaign.speech }] : []),
    { operation: 'whatsapp_template', credits: CREDIT_COSTS.campaign.template_draft },
  ];
  return {
    copy: copy.data,
    image,
    speech,
    voiceOver: speech ? { offer, subject: given(brief.product) ?? reading.subject, call } : null,
    credits: lineItems.reduce((sum, item) => sum + item.credits, 0),
    lineItems,
  };
}
