import { z } from 'zod';
import { copyRequestSchema } from './copy';
import { COPY_TYPES } from './enums';
import { imageRequestSchema } from './images';
import { speechRequestSchema } from './speech';
import { campaignRequestSchema } from './campaigns';
import { TEMPLATE_LANGUAGE_CODES } from './templates';

type JsonSchema = Record<string, unknown>;

/**
 * Text the API can store: no NUL (api/validation.ts refuses it anywhere in a body or a query). The validators also
 * refuse lone UTF-16 surrogates, which the pattern does not name: a class with surrogate escapes is refused by
 * Rust's regex (schemathesis validates with it), and the same class written up to U+10FFFF stalls its generator.
 */
export const STORABLE_TEXT = '^[^\\u0000]*$';

/** Every string without a pattern, enum or const gets the storable-text pattern; every list of strings is unique. */
export function strictStrings(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(strictStrings);
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string') && !('pattern' in schema) && !('enum' in schema) && !('const' in schema))
    schema.pattern = STORABLE_TEXT;
  const items = schema.items as JsonSchema | undefined;
  // Every list of strings a request takes is unique (keywords, visuals, storage ids); the validators say so.
  if (types.includes('array') && items && items.type === 'string') schema.uniqueItems = true;
  Object.values(schema).forEach(strictStrings);
}

const HTTPS_URL = '^https://[a-z][a-z0-9-]{0,62}(\\.[a-z][a-z0-9-]{0,62}){0,4}(/[!-~]*)?$';

const arabicOnly = { properties: { output_language: { enum: ['ar'] } } };
const whenTrue = (field: string) => ({ properties: { [field]: { const: true } }, required: [field] });
const LOGO_RULE = {
  if: { properties: { logo_mode: { enum: ['model', 'overlay'] } }, required: ['logo_mode'] },
  then: { required: ['logo_storage_id'] },
};

/**
 * The rules across fields that JSON Schema states (section 7.7 and the validators' superRefine), keyed by the
 * field that brings them in (dependentSchemas): a dialect only in Arabic, logo modes that need a logo,
 * overlay_text exactly with include_text, voice or voice_profile, specific_audience with audience specific.
 */
const COPY_RULES = {
  dialect: {
    ...arabicOnly,
    properties: { ...arabicOnly.properties, type: { enum: ['ad_copy', 'headlines'] } },
  },
  source_dialect: {
    required: ['type', 'target_dialect'],
    properties: { type: { const: 'dialect_conversion' } },
  },
  target_dialect: {
    required: ['type', 'source_dialect'],
    properties: { type: { const: 'dialect_conversion' } },
  },
  type: {
    if: { properties: { type: { const: 'dialect_conversion' } } },
    then: {
      required: ['source_dialect', 'target_dialect'],
      properties: { output_language: { enum: ['ar'] }, count: { const: 1 } },
    },
  },
  framework: {
    if: { properties: { framework: { not: { const: 'none' } } } },
    then: { properties: { type: { const: 'ad_copy' } } },
  },
  audience: {
    if: { properties: { audience: { const: 'specific' } } },
    then: { required: ['specific_audience'] },
  },
  specific_audience: { required: ['audience'], properties: { audience: { const: 'specific' } } },
};
const IMAGE_OPTION_RULES = {
  include_text: { if: whenTrue('include_text'), then: { required: ['overlay_text'] } },
  overlay_text: whenTrue('include_text'),
  logo_mode: LOGO_RULE,
};
const IMAGE_RULES = { dialect: arabicOnly, ...IMAGE_OPTION_RULES };
const SPEECH_RULES = { dialect: arabicOnly, voice: { not: { required: ['voice_profile'] } } };
const TEMPLATE_RULES = {
  dialect: arabicOnly,
  category: {
    if: { properties: { category: { const: 'UTILITY' } } },
    then: { required: ['customer_action_context'] },
    else: { required: ['opt_in_context'] },
  },
  language_code: {
    if: { properties: { output_language: { const: 'en' } }, required: ['output_language'] },
    then: { properties: { language_code: { enum: [...TEMPLATE_LANGUAGE_CODES.en] } } },
    else: { properties: { language_code: { enum: [...TEMPLATE_LANGUAGE_CODES.ar] } } },
  },
};

type ShapeOf = Record<string, z.ZodType>;
const shapeOf = (schema: z.ZodType) => (schema as unknown as { shape: ShapeOf }).shape;
const pick = (shape: ShapeOf, names: readonly string[]) =>
  Object.fromEntries(names.map((n) => [n, shape[n]!.optional()])) as ShapeOf;
const optionNames = (part: 'brief' | 'copy' | 'image' | 'speech') => {
  const campaign = shapeOf(campaignRequestSchema);
  const brief = shapeOf(campaign.brief!);
  if (part === 'brief') return Object.keys(brief);
  const deliverables = shapeOf(
    (campaign.deliverables as unknown as { def: { innerType: z.ZodType } }).def.innerType,
  );
  const inner = (deliverables[part] as unknown as { def: { innerType: z.ZodType } }).def.innerType;
  return Object.keys(shapeOf(inner)).filter((k) => k !== 'enabled');
};

/**
 * The campaign body as the document gives it: each brief and deliverable field typed by the stand-alone
 * operation's schema that validates it (api: contract/campaigns.ts planCampaign), so both agree on every bound.
 */
export function campaignDocumentSchema(): z.ZodType {
  const copy = shapeOf(copyRequestSchema);
  const image = shapeOf(imageRequestSchema);
  const speech = shapeOf(speechRequestSchema);
  const campaign = shapeOf(campaignRequestSchema);
  const briefNames = optionNames('brief');
  return z.strictObject({
    external_id: campaign.external_id!,
    external_customer_id: campaign.external_customer_id!,
    metadata: campaign.metadata!,
    brief: z.strictObject({
      ...pick(
        copy,
        briefNames.filter((n) => n in copy),
      ),
      ...Object.fromEntries(
        briefNames.filter((n) => !(n in copy)).map((n) => [n, shapeOf(campaign.brief!)[n]!]),
      ),
      description: copy.description!,
    }),
    deliverables: z
      .strictObject({
        copy: z
          .strictObject({
            enabled: z.literal(true).default(true),
            ...pick(copy, optionNames('copy')),
            type: z.enum(COPY_TYPES.filter((t) => t !== 'dialect_conversion')).optional(),
          })
          .optional(),
        image: z
          .strictObject({ enabled: z.boolean().default(false), ...pick(image, optionNames('image')) })
          .optional(),
        speech: z
          .strictObject({ enabled: z.boolean().default(false), ...pick(speech, optionNames('speech')) })
          .optional(),
      })
      .optional(),
  });
}

const at = (schema: JsonSchema, ...path: string[]) =>
  path.reduce((s, k) => (s.properties as Record<string, JsonSchema>)[k]!, schema);
const imageEnabled = {
  properties: { deliverables: { properties: { image: whenTrue('enabled') }, required: ['image'] } },
  required: ['deliverables'],
};

const dependent = (schema: JsonSchema, rules: Record<string, JsonSchema>) => {
  schema.dependentSchemas = rules;
};

/** The rules across fields of each operation's request body, added to its JSON Schema (the route table names them). */
export const REQUEST_RULES = {
  copy: (body: JsonSchema) => dependent(body, COPY_RULES),
  image: (body: JsonSchema) => dependent(body, IMAGE_RULES),
  speech: (body: JsonSchema) => dependent(body, SPEECH_RULES),
  templateDraft: (body: JsonSchema) => {
    dependent(body, TEMPLATE_RULES);
    // templates.ts: a URL button's url is an https URL (URL.canParse): a host of letter-led labels, no credentials.
    const button = at(body, 'buttons').items as { oneOf?: JsonSchema[]; anyOf?: JsonSchema[] };
    for (const choice of button.oneOf ?? button.anyOf ?? [])
      if ((choice.properties as Record<string, JsonSchema>).url) at(choice, 'url').pattern = HTTPS_URL;
  },
  adGeneration: (body: JsonSchema) => dependent(body, { logo_mode: LOGO_RULE }),
  quote: (body: JsonSchema) => {
    at(body, 'request').additionalProperties = {
      description:
        'Any value: the fields of the quoted operation’s request, incomplete ones included; the quote validates them with that operation’s schema and reports what is missing or in conflict.',
    };
  },
  campaign: (body: JsonSchema) => {
    const copyRules = COPY_RULES;
    dependent(at(body, 'brief'), {
      dialect: arabicOnly,
      audience: copyRules.audience,
      specific_audience: copyRules.specific_audience,
    });
    dependent(at(body, 'deliverables', 'copy'), { framework: copyRules.framework });
    dependent(at(body, 'deliverables', 'image'), {
      overlay_text: IMAGE_OPTION_RULES.overlay_text,
      logo_mode: LOGO_RULE,
    });
    dependent(at(body, 'deliverables', 'speech'), { voice: SPEECH_RULES.voice });
    // The picture's prompt is the brief's description (5 to 2000 characters); its text, without overlay_text,
    // is the brief's call_to_action, else its offer (at most 200 characters).
    body.allOf = [
      {
        if: imageEnabled,
        then: { properties: { brief: { properties: { description: { minLength: 5 } } } } },
      },
      {
        if: {
          properties: {
            deliverables: {
              properties: { image: { ...whenTrue('include_text'), not: { required: ['overlay_text'] } } },
              required: ['image'],
            },
          },
          required: ['deliverables'],
        },
        then: {
          properties: {
            brief: {
              anyOf: [
                { required: ['call_to_action'], properties: { call_to_action: { minLength: 1 } } },
                {
                  not: { required: ['call_to_action'] },
                  required: ['offer'],
                  properties: { offer: { minLength: 1, maxLength: 200 } },
                },
              ],
            },
          },
        },
      },
    ];
  },
} satisfies Record<string, (body: JsonSchema) => void>;
