import { z } from 'zod';
import { checkTranslation, copyPrompt, translationPrompt, VARIANTS_JSON_SCHEMA } from './prompt';
import { IncompleteOutputError, ProviderError, type TextProvider } from './types';
import { parseVariantsJson } from './variants-json';
import { postJson } from '../http';

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
  /** One chat completion; returns the message content after the refusal, truncation and filter checks. */
  async function chat(prompt: { system: string; user: string }, extra: Record<string, unknown> = {}) {
    const json = await postJson(
      url,
      options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
      {
        model: options.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        ...extra,
      },
      options.timeoutMs,
      'text provider',
    );
    const parsed = completionSchema.safeParse(json);
    if (!parsed.success) throw new ProviderError('text provider answered in an unexpected shape', false);
    const choice = parsed.data.choices[0]!;
    // Refusals and filtered output are content failures like Gemini's safety blocks: repaired once, never retried.
    if (choice.message.refusal)
      throw new IncompleteOutputError(`text provider refused: ${choice.message.refusal}`);
    if (choice.finish_reason === 'length')
      throw new IncompleteOutputError('text provider output was truncated');
    if (choice.finish_reason === 'content_filter')
      throw new IncompleteOutputError('text provider filtered the content (content_filter)');
    return choice.message.content ?? '';
  }
  return {
    name: 'openai-compatible',
    engineVersion: `openai-compatible:${options.model}`,
    async composeCopy(brief, repair) {
      const content = await chat(copyPrompt(brief, repair), {
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'copy_variants', strict: true, schema: VARIANTS_JSON_SCHEMA },
        },
      });
      return parseVariantsJson(content, 'text provider');
    },
    async translate(request) {
      return checkTranslation(await chat(translationPrompt(request)), request);
    },
  };
}
