import { z } from 'zod';
import { sniffImage } from '../../lib/media/sniff';
import { IncompleteOutputError, ProviderError } from '../errors';
import { postJson } from '../http';
import { describeScene, planScene } from './plan';
import type { ImageProvider } from './types';

export interface GeminiImageOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const responseSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z
              .array(
                z.object({
                  text: z.string().optional(),
                  thought: z.boolean().optional(),
                  inlineData: z.object({ mimeType: z.string(), data: z.string() }).optional(),
                }),
              )
              .optional(),
          })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});

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
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new ProviderError('Gemini answered in an unexpected shape', false);
      const blockReason = parsed.data.promptFeedback?.blockReason;
      if (blockReason) throw new IncompleteOutputError(`Gemini blocked the prompt (${blockReason})`);
      const candidate = parsed.data.candidates?.[0];
      if (!candidate) throw new IncompleteOutputError('Gemini returned no candidate');
      const finish = candidate.finishReason ?? 'STOP';
      if (BLOCKED.has(finish))
        throw new IncompleteOutputError(`Gemini declined to draw the image (${finish})`);
      // Thinking models may send interim "thought" images first; only the final image counts.
      const image = (candidate.content?.parts ?? [])
        .filter((p) => p.inlineData && !p.thought)
        .at(-1)?.inlineData;
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
