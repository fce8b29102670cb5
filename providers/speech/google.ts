import { z } from 'zod';
import { ProviderError } from '../errors';
import { postJson } from '../http';
import { deliveryStyle } from './local-espeak';
import type { SpeechInput, SpeechOutput, SpeechProvider } from './types';
import { pcmToWav, wavDurationSeconds } from './wav';

export interface GoogleSpeechOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** A style line the TTS model reads as direction, not as text to speak. */
function direction(input: SpeechInput, profile: string | null): string {
  const pace =
    deliveryStyle(input.delivery, input.contentType).speed >= 175 ? 'upbeat and quick' : 'clear and natural';
  const dialect = input.language === 'ar' ? ` in ${input.dialect ?? 'Saudi'} Arabic` : '';
  const voice = profile ? ` as a ${profile.replace(/_/g, ' ')}` : '';
  return `Read exactly the following${dialect}${voice}, ${pace}, in a ${input.delivery} ${input.contentType} delivery:`;
}

const geminiAudio = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z.array(
              z.object({ inlineData: z.object({ mimeType: z.string(), data: z.string() }).optional() }),
            ),
          })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .min(1),
});

/** Gemini TTS (`generateContent` with AUDIO modality): PCM 16-bit at 24 kHz, wrapped as WAV. */
export function createGeminiSpeechProvider(options: GoogleSpeechOptions & { model: string }): SpeechProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
  return {
    name: 'gemini-tts',
    engineVersion: `gemini-tts:${options.model}`,
    async synthesize(input): Promise<SpeechOutput> {
      const json = await postJson(
        url,
        { 'x-goog-api-key': options.apiKey },
        {
          contents: [
            { role: 'user', parts: [{ text: `${direction(input, input.profile)}\n${input.text}` }] },
          ],
          generationConfig: {
            responseModalities: ['AUDIO'],
            speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: input.voice } } },
          },
        },
        options.timeoutMs,
        'Gemini TTS',
      );
      const parsed = geminiAudio.safeParse(json);
      const part = parsed.success
        ? parsed.data.candidates[0]!.content?.parts.find((p) => p.inlineData)
        : undefined;
      if (!part?.inlineData) throw new ProviderError('Gemini TTS returned no audio', true);
      const rate = Number(/rate=(\d+)/.exec(part.inlineData.mimeType)?.[1] ?? 24000);
      const audio = pcmToWav(Buffer.from(part.inlineData.data, 'base64'), rate);
      return {
        audio,
        mimeType: 'audio/wav',
        durationSeconds: wavDurationSeconds(audio),
        voiceSource: input.profile ? 'designed' : 'prebuilt',
        promptContextSource: input.profile ? 'optimized' : 'provider_voice',
      };
    },
  };
}

/** Cloud Text-to-Speech with Chirp 3 HD prebuilt voices (LINEAR16 comes back as a WAV file). */
export function createChirpSpeechProvider(options: GoogleSpeechOptions): SpeechProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/text:synthesize`;
  return {
    name: 'chirp3-hd',
    engineVersion: 'cloud-tts:chirp3-hd',
    async synthesize(input): Promise<SpeechOutput> {
      const languageCode = input.language === 'ar' ? 'ar-XA' : 'en-US';
      const json = await postJson(
        url,
        { 'x-goog-api-key': options.apiKey },
        {
          input: { text: input.text },
          voice: { languageCode, name: `${languageCode}-Chirp3-HD-${input.voice}` },
          audioConfig: { audioEncoding: 'LINEAR16', sampleRateHertz: 24000 },
        },
        options.timeoutMs,
        'Cloud Text-to-Speech',
      );
      const content = (json as { audioContent?: string } | null)?.audioContent;
      if (!content) throw new ProviderError('Cloud Text-to-Speech returned no audio', true);
      const audio = Buffer.from(content, 'base64');
      return {
        audio,
        mimeType: 'audio/wav',
        durationSeconds: wavDurationSeconds(audio),
        voiceSource: 'prebuilt',
        promptContextSource: 'provider_voice',
      };
    },
  };
}
