import { z } from 'zod';
import { copyPrompt, VARIANTS_JSON_SCHEMA } from './prompt';
import { IncompleteOutputError, ProviderError, type TextProvider } from './types';
import { parseVariantsJson, retryAfterMs } from './variants-json';

export interface OpenAiCompatibleOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

/** Any server speaking POST /v1/chat/completions with response_format json_schema: Ollama, vLLM, llama.cpp. */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): TextProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/chat/completions`;
  return {
    name: 'openai-compatible',
    engineVersion: `openai-compatible:${options.model}`,
    async composeCopy(brief, repair) {
      const prompt = copyPrompt(brief, repair);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: { name: 'copy_variants', strict: true, schema: VARIANTS_JSON_SCHEMA },
            },
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        throw new ProviderError(`text provider unreachable: ${(err as Error).message}`, true);
      }
      if (response.status === 429 || response.status >= 500) {
        throw new ProviderError(
          `text provider answered ${response.status}`,
          true,
          retryAfterMs(response.headers.get('retry-after')),
        );
      }
      if (!response.ok)
        throw new ProviderError(`text provider refused the request with ${response.status}`, false);
      const parsed = completionSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new ProviderError('text provider answered in an unexpected shape', false);
      const choice = parsed.data.choices[0]!;
      // Refusals and filtered output are content failures like Gemini's safety blocks: repaired once, never retried.
      if (choice.message.refusal)
        throw new IncompleteOutputError(`text provider refused: ${choice.message.refusal}`);
      if (choice.finish_reason === 'length')
        throw new IncompleteOutputError('text provider output was truncated');
      if (choice.finish_reason === 'content_filter')
        throw new IncompleteOutputError('text provider filtered the content (content_filter)');
      return parseVariantsJson(choice.message.content ?? '', 'text provider');
    },
  };
}
