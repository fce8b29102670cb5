import type { Config } from '../../lib/config';
import { createGeminiProvider } from './gemini';
import { createLocalTextProvider } from './facts-composer';
import { createOpenAiCompatibleProvider } from './openai-compatible';
import type { TextProvider } from './types';

export type { TextProvider } from './types';

export function createTextProvider(config: Config['text']): TextProvider {
  switch (config.provider) {
    case 'openai':
      return createOpenAiCompatibleProvider({
        baseUrl: config.openai.baseUrl!,
        apiKey: config.openai.apiKey,
        model: config.openai.model,
        timeoutMs: config.timeoutMs,
      });
    case 'gemini':
      return createGeminiProvider({
        baseUrl: config.gemini.baseUrl,
        apiKey: config.gemini.apiKey!,
        model: config.gemini.model,
        timeoutMs: config.timeoutMs,
      });
    default:
      return createLocalTextProvider();
  }
}
