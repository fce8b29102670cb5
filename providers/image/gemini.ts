import { sniffImage } from '../../lib/media/sniff';
import { IncompleteOutputError, ProviderError } from '../errors';
import { geminiCandidate } from '../gemini-response';
import { postJson } from '../http';
import { describeScene, planScene } from './plan';
import type { ImageProvider } from './types';

export interface GeminiImageOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

// The model declined to draw: a content failure (refunded), never retried as it is.
const BLOCKED = new Set([
  'SAFETY',
  'IMAGE_SAFETY',
  'PROHIBITED_CONTENT',
  'IMAGE_PROHIBITED_CONTENT',
  'BLOCKLIST',
  'RECITATION',
  'IMAGE_RECITATION',
  'SPII',
]);

/**
 * Gemini image models through `generateContent`: the plan's prompt with the reference images (and a logo for
 * logo_mode model) as inline parts; `imageConfig.aspectRatio` and `imageSize` ask for the shape and size. The
 * answer's last non-thought image part is the result; its bytes must be the image type it declares.
 */
export function createGeminiImageProvider(options: GeminiImageOptions): ImageProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
  return {
    name: 'gemini',
    engineVersion: `gemini:${options.model}`,
    async generate(brief) {
      const scene = planScene(brief);
      const prompt = describeScene(brief, scene);
      const instructions = [prompt, `Avoid: ${scene.negativePrompt}.`];
      if (scene.culturalNotes) instructions.push(scene.culturalNotes);
      if (brief.references.length > 0)
        instructions.push(
          `Use the ${brief.references.length} attached reference image(s) for look and palette.`,
        );
      if (brief.logo)
        instructions.push('The last attached image is the brand logo: reproduce it faithfully, unaltered.');
      const images = [...brief.references, ...(brief.logo ? [brief.logo] : [])].map((image) => ({
        inlineData: { mimeType: image.contentType, data: image.bytes.toString('base64') },
      }));
      const body = await postJson(
        url,
        { 'x-goog-api-key': options.apiKey },
        {
          contents: [{ role: 'user', parts: [{ text: instructions.join('\n') }, ...images] }],
          generationConfig: {
            responseModalities: ['TEXT', 'IMAGE'],
            candidateCount: 1,
            imageConfig: { aspectRatio: brief.aspectRatio, imageSize: brief.resolution },
          },
        },
        options.timeoutMs,
        'Gemini',
      );
      const { parts, finish } = geminiCandidate(body, BLOCKED);
      // Thinking models may send interim "thought" images first; only the final image counts.
      const image = parts.filter((p) => p.inlineData && !p.thought).at(-1)?.inlineData;
      if (!image) {
        throw new IncompleteOutputError(`Gemini answered with text only, no image (finish reason ${finish})`);
      }
      const bytes = Buffer.from(image.data, 'base64');
      const sniffed = sniffImage(bytes);
      if (!sniffed.ok || sniffed.image.contentType !== image.mimeType.toLowerCase()) {
        throw new ProviderError(
          `Gemini declared ${image.mimeType} but sent ${sniffed.ok ? sniffed.image.contentType : 'bytes that are no supported image'}`,
          false,
        );
      }
      return {
        image: bytes,
        mimeType: sniffed.image.contentType,
        width: sniffed.image.width,
        height: sniffed.image.height,
        plan: {
          prompt,
          composition: null,
          typography: brief.overlay
            ? `rendered by the image model: "${brief.overlay.text}" (${brief.overlay.language === 'ar' ? 'Arabic, right to left' : 'English'})`
            : null,
          culturalNotes: scene.culturalNotes,
          negativePrompt: scene.negativePrompt,
        },
      };
    },
  };
}
