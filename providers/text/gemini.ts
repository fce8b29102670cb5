import { z } from 'zod';
import { copyPrompt } from './prompt';
import { IncompleteOutputError, ProviderError, type TextProvider } from './types';
import { parseVariantsJson, retryAfterMs } from './variants-json';

export interface GeminiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

// generateContent's responseSchema is an OpenAPI 3.0 subset: upper-case types, `nullable` instead of unions.
const RESPONSE_SCHEMA = {
  type: 'OBJECT',
  required: ['variants'],
  properties: {
    variants: {
      type: 'ARRAY',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'OBJECT',
        required: ['content', 'angle', 'call_to_action'],
        propertyOrdering: ['content', 'angle', 'call_to_action'],
        properties: {
          content: { type: 'STRING' },
          angle: { type: 'STRING' },
          call_to_action: { type: 'STRING', nullable: true },
        },
      },
    },
  },
} as const;

const responseSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z.array(z.object({ text: z.string().optional(), thought: z.boolean().optional() })),
          })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
});

const errorSchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z
      .array(z.object({ '@type': z.string().optional(), retryDelay: z.string().optional() }).loose())
      .optional(),
  }),
});

// Finish reasons that mean "the model would not write this": a content failure, repaired once with a new prompt.
const BLOCKED = new Set([
  'SAFETY',
  'RECITATION',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'LANGUAGE',
  'OTHER',
]);

/** "17s" or "1.5s" from google.rpc.RetryInfo, else the Retry-After header. */
function retryDelayMs(body: unknown, header: string | null): number | undefined {
  const parsed = errorSchema.safeParse(body);
  const info = parsed.success
    ? parsed.data.error.details?.find((d) => d['@type']?.endsWith('google.rpc.RetryInfo'))
    : undefined;
  const match = info?.retryDelay ? /^(\d+(?:\.\d+)?)s$/.exec(info.retryDelay) : null;
  if (match) return Math.round(Number(match[1]) * 1000);
  return retryAfterMs(header);
}

/** Gemini `models/{model}:generateContent` with a JSON response schema. */
export function createGeminiProvider(options: GeminiOptions): TextProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
  return {
    name: 'gemini',
    engineVersion: `gemini:${options.model}`,
    async composeCopy(brief, repair) {
      const prompt = copyPrompt(brief, repair);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-goog-api-key': options.apiKey },
          body: JSON.stringify({
            systemInstruction: { parts: [{ text: prompt.system }] },
            contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
            generationConfig: {
              responseMimeType: 'application/json',
              responseSchema: RESPONSE_SCHEMA,
              candidateCount: 1,
            },
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        throw new ProviderError(`Gemini unreachable: ${(err as Error).message}`, true);
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 429 || response.status >= 500) {
        throw new ProviderError(
          `Gemini answered ${response.status}`,
          true,
          retryDelayMs(body, response.headers.get('retry-after')),
        );
      }
      if (!response.ok) {
        const message = errorSchema.safeParse(body).data?.error.message ?? '';
        throw new ProviderError(
          `Gemini refused the request with ${response.status} ${message}`.trim(),
          false,
        );
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw new ProviderError('Gemini answered in an unexpected shape', false);
      const blockReason = parsed.data.promptFeedback?.blockReason;
      if (blockReason) throw new IncompleteOutputError(`Gemini blocked the prompt (${blockReason})`);
      const candidate = parsed.data.candidates?.[0];
      if (!candidate) throw new IncompleteOutputError('Gemini returned no candidate');
      const finish = candidate.finishReason ?? 'STOP';
      if (finish === 'MAX_TOKENS')
        throw new IncompleteOutputError('Gemini output was truncated (MAX_TOKENS)');
      if (BLOCKED.has(finish)) throw new IncompleteOutputError(`Gemini stopped the output (${finish})`);
      const text = (candidate.content?.parts ?? [])
        .filter((p) => !p.thought)
        .map((p) => p.text ?? '')
        .join('');
      return parseVariantsJson(text, 'Gemini');
    },
  };
}
