import { FEMALE_VOICES, PROFILE_VOICES, type SpeechRequest, type SpeechResult } from '../contract/speech';
import type { Sql } from '../db/client';
import { recordMedia } from '../db/media';
import type { SpeechProvider } from '../providers/speech/types';
import type { MediaStore } from '../storage';
import { translated } from './failure';
import type { Charge } from './ledger';

export interface GenerateSpeechInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: SpeechRequest;
  usage: Charge;
}

const DEFAULT_PROFILE = 'confident_announcer' as const;

export function createSpeechActivities({
  sql,
  media,
  speech,
}: {
  sql: Sql;
  media: MediaStore;
  speech: SpeechProvider;
}) {
  return {
    /** Synthesizes the approved transcript as given, stores the audio durably and returns the receipt body. */
    generateSpeech: (input: GenerateSpeechInput): Promise<SpeechResult> =>
      translated(async () => {
        const r = input.request;
        const profile = r.voice ? null : (r.voice_profile ?? DEFAULT_PROFILE);
        const voice = r.voice ?? PROFILE_VOICES[profile!];
        const dialect = r.output_language === 'en' ? null : (r.dialect ?? 'saudi');
        const delivery = r.delivery ?? 'natural';
        const contentType = r.content_type ?? 'marketing';
        const out = await speech.synthesize({
          text: r.text,
          language: r.output_language,
          dialect,
          delivery,
          contentType,
          voice,
          female: FEMALE_VOICES.has(voice),
        });
        // The key is derived from the request, so a retried activity overwrites the same object.
        const key = `spc/${input.resourceId.slice(4)}.wav`;
        const stored = await media.put(key, out.audio, out.mimeType);
        await recordMedia(sql, {
          key,
          accountId: input.accountId,
          requestId: input.requestId,
          store: media.kind,
          contentType: out.mimeType,
          bytes: out.audio.length,
        });
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
          provider: speech.name,
          fallback_used: false,
          engine_version: speech.engineVersion,
          usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
          saved_to: 'api_request',
        };
      }),
  };
}
