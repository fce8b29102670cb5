import type { Config } from '../../lib/config';
import { createChirpSpeechProvider, createGeminiSpeechProvider } from './google';
import { createLocalSpeechProvider } from './local-espeak';
import type { SpeechProvider } from './types';

/** The primary speech provider and the fallback that answers when the primary has failed for good. */
export function createSpeechProviders(config: Config['speech']): {
  primary: SpeechProvider;
  fallback: SpeechProvider | null;
} {
  const primary =
    config.provider === 'gemini'
      ? createGeminiSpeechProvider({
          ...config.gemini,
          apiKey: config.gemini.apiKey!,
          timeoutMs: config.timeoutMs,
        })
      : createLocalSpeechProvider();
  const fallback =
    config.fallback === 'chirp'
      ? createChirpSpeechProvider({
          ...config.chirp,
          apiKey: config.chirp.apiKey!,
          timeoutMs: config.timeoutMs,
        })
      : null;
  return { primary, fallback };
}
