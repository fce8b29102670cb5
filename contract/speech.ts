import { z } from 'zod';
import { externalIdSchema, metadataSchema, requiredText } from './common';
import {
  OUTPUT_LANGUAGES,
  PLATFORMS,
  SPEECH_DELIVERIES,
  SPEECH_DIALECTS,
  VOICE_PROFILES,
  VOICES,
} from './enums';

/** POST /v1/speech-generations (section 4.4). */
export const speechRequestSchema = z
  .strictObject({
    text: requiredText(1, 6000),
    output_language: z.enum(OUTPUT_LANGUAGES).default('ar'),
    dialect: z.enum(SPEECH_DIALECTS).optional(),
    tone: z.string().max(100).optional(),
    platform: z.enum(PLATFORMS).optional(),
    delivery: z.enum(SPEECH_DELIVERIES).optional(),
    content_type: z.enum(['marketing', 'general']).optional(),
    voice_profile: z.enum(VOICE_PROFILES).optional(),
    voice: z.enum(VOICES).optional(),
    external_id: externalIdSchema.optional(),
    external_customer_id: externalIdSchema.optional(),
    metadata: metadataSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.output_language === 'en' && body.dialect) {
      ctx.addIssue({
        code: 'custom',
        path: ['dialect'],
        message: 'must be omitted when output_language is en',
      });
    }
    if (body.voice && body.voice_profile) {
      ctx.addIssue({
        code: 'custom',
        path: ['voice'],
        message: 'is an advanced override; send voice or voice_profile, not both',
      });
    }
  });

export type SpeechRequest = z.output<typeof speechRequestSchema>;

/** The prebuilt voice each profile starts from (the primary provider designs on top of it). */
export const PROFILE_VOICES: Readonly<Record<(typeof VOICE_PROFILES)[number], (typeof VOICES)[number]>> = {
  bright_presenter: 'Puck',
  warm_storyteller: 'Sulafat',
  confident_announcer: 'Charon',
  modern_narrator: 'Iapetus',
  premium_narrator: 'Algenib',
  voiceover_female: 'Kore',
  instructional_female: 'Erinome',
  podcast_female: 'Aoede',
  storyteller_female: 'Leda',
  professional_female: 'Despina',
};

export const FEMALE_VOICES: ReadonlySet<string> = new Set([
  'Zephyr',
  'Kore',
  'Leda',
  'Aoede',
  'Callirrhoe',
  'Autonoe',
  'Despina',
  'Erinome',
  'Laomedeia',
  'Achernar',
  'Gacrux',
  'Pulcherrima',
  'Vindemiatrix',
  'Sulafat',
]);

export interface SpeechResult {
  id: string;
  object: 'speech_generation';
  request_id: string;
  external_id: string | null;
  external_customer_id: string | null;
  metadata: Record<string, string>;
  status: 'completed';
  audio: { url: string; mime_type: string; bytes: number; duration_seconds: number | null };
  voice: string;
  voice_profile: string | null;
  voice_source: 'designed' | 'prebuilt';
  delivery: string;
  content_type: string;
  prompt_context_source: 'optimized' | 'fallback' | 'provider_voice';
  output_language: 'ar' | 'en';
  dialect: string | null;
  provider: string;
  fallback_used: boolean;
  engine_version: string;
  usage: { credits_used: number; balance_after: number };
  saved_to: 'api_request';
}
