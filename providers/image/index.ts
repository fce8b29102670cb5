import type { Config } from '../../lib/config';
import { createGeminiImageProvider } from './gemini';
import { createLocalImageProvider } from './local-vector';
import type { ImageProvider } from './types';

export type { ImageProvider } from './types';

export function createImageProvider(config: Config['image']): ImageProvider {
  if (config.provider === 'gemini') {
    return createGeminiImageProvider({
      ...config.gemini,
      apiKey: config.gemini.apiKey!,
      timeoutMs: config.timeoutMs,
    });
  }
  return createLocalImageProvider();
}
