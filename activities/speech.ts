import { Context } from '@temporalio/activity';
import { FEMALE_VOICES, PROFILE_VOICES, type SpeechRequest, type SpeechResult } from '../contract/speech';
import { SPEECH_PRIMARY_ATTEMPTS } from '../contract/speech-retries';
import { ProviderError } from '../providers/errors';
import type { Sql } from '../db/client';
import type { SpeechInput, SpeechOutput, SpeechProvider } from '../providers/speech/types';
import type { MediaStore } from '../storage';
import { translated } from './failure';
import { heartbeating } from './heartbeat';
import { storeGenerated } from './media';
import type { Charge } from './ledger';

export interface GenerateSpeechInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: SpeechRequest;
  usage: Charge;
}

const DEFAULT_PROFILE = 'confident_announcer' as const;

export interface SpeechProviders {
  primary: SpeechProvider;
  fallback: SpeechProvider | null;
}

/**
 * The primary answers while it has attempts left; a retryable failure is rethrown so that Temporal retries
 * with backoff. After its last attempt, or on a failure retrying cannot fix, the fallback answers.
 */
async function synthesize(
  { primary, fallback }: SpeechProviders,
  input: SpeechInput,
): Promise<{ out: SpeechOutput; provider: SpeechProvider; fallbackUsed: boolean }> {
  const attempt = Context.current().info.attempt;
  if (!fallback || attempt <= SPEECH_PRIMARY_ATTEMPTS) {
    try {
      return { out: await primary.synthesize(input), provider: primary, fallbackUsed: false };
    } catch (err) {
      const retryable = !(err instanceof ProviderError) || err.retryable;
      if (!fallback || (retryable && attempt < SPEECH_PRIMARY_ATTEMPTS)) throw err;
    }
  }
  return { out: await fallback.synthesize(input), provider: fallback, fallbackUsed: true };
}

export function createSpeechActivities(deps: { sql: Sql; media: MediaStore; speech: SpeechProviders }) {
  const { sql, media, speech } = deps;
  return {
    /** Synthesizes the approved transcript as given, stores the audio durably and returns the receipt body. */
    generateSpeech: (input: GenerateSpeechInput): Promise<SpeechResult> =>
      translated(() =>
        heartbeating(async () => {
          const r = input.request;
          const profile = r.voice ? null : (r.voice_profile ?? DEFAULT_PROFILE);
          const voice = r.voice ?? PROFILE_VOICES[profile!];
          const dialect = r.output_language === 'en' ? null : (r.dialect ?? 'saudi');
          const delivery = r.delivery ?? 'natural';
          const contentType = r.content_type ?? 'marketing';
          const { out, provider, fallbackUsed } = await synthesize(speech, {
            text: r.text,
            language: r.output_language,
            dialect,
            delivery,
            contentType,
            voice,
            profile,
            female: FEMALE_VOICES.has(voice),
          });
          const stored = await storeGenerated({ sql, media }, input, 'spc', out.audio, out.mimeType);
          return {
            id: input.resourceId,
            object: 'speech_generation',
            request_id: input.requestId,
            external_id: r.external_id ?? null,
            external_customer_id: r.external_customer_id ?? null,
            metadata: r.metadata ?? {},
            status: 'completed',
            audio: {
              url: stored.url,
              mime_type: out.mimeType,
              bytes: stored.bytes,
              duration_seconds: out.durationSeconds,
            },
            voice,
            voice_profile: profile,
            voice_source: out.voiceSource,
            delivery,
            content_type: contentType,
            prompt_context_source: out.promptContextSource,
            output_language: r.output_language,
            dialect,
            provider: provider.name,
            fallback_used: fallbackUsed,
            engine_version: provider.engineVersion,
            usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
            saved_to: 'api_request',
          };
        }),
      ),
  };
}
