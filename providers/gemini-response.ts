import { z } from 'zod';
import { IncompleteOutputError, ProviderError } from './errors';

/** The part of a `generateContent` answer our adapters read: text, thoughts and inline media parts. */
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

export type GeminiPart = NonNullable<
  NonNullable<NonNullable<z.infer<typeof responseSchema>['candidates']>[number]['content']>['parts']
>[number];

/**
 * The first candidate's parts and finish reason. A blocked prompt, a missing candidate or a finish reason in
 * `blocked` is a content failure (repaired or refunded, never retried as it is); an unknown shape is a
 * provider error.
 */
export function geminiCandidate(
  body: unknown,
  blocked: ReadonlySet<string>,
): { parts: GeminiPart[]; finish: string } {
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('Gemini answered in an unexpected shape', false);
  const blockReason = parsed.data.promptFeedback?.blockReason;
  if (blockReason) throw new IncompleteOutputError(`Gemini blocked the prompt (${blockReason})`);
  const candidate = parsed.data.candidates?.[0];
  if (!candidate) throw new IncompleteOutputError('Gemini returned no candidate');
  const finish = candidate.finishReason ?? 'STOP';
  if (blocked.has(finish)) throw new IncompleteOutputError(`Gemini stopped the output (${finish})`);
  return { parts: candidate.content?.parts ?? [], finish };
}
