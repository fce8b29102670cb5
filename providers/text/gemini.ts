import { checkTranslation, copyPrompt, translationPrompt } from './prompt';
import { geminiCandidate } from '../gemini-response';
import { postJson } from '../http';
import { IncompleteOutputError, type TextProvider } from './types';
import { parseVariantsJson } from './variants-json';

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

/** Gemini `models/{model}:generateContent` with a JSON response schema. */
export function createGeminiProvider(options: GeminiOptions): TextProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
  /** One generateContent call; returns the candidate's non-thought text after the safety and length checks. */
  async function generate(system: string, user: string, generationConfig: Record<string, unknown>) {
    const body = await postJson(
      url,
      { 'x-goog-api-key': options.apiKey },
      {
        systemInstruction: { parts: [{ text: system }] },
        contents: [{ role: 'user', parts: [{ text: user }] }],
        generationConfig: { ...generationConfig, candidateCount: 1 },
      },
      options.timeoutMs,
      'Gemini',
    );
    const { parts, finish } = geminiCandidate(body, BLOCKED);
    if (finish === 'MAX_TOKENS') throw new IncompleteOutputError('Gemini output was truncated (MAX_TOKENS)');
    return parts
      .filter((p) => !p.thought)
      .map((p) => p.text ?? '')
      .join('');
  }
  return {
    name: 'gemini',
    engineVersion: `gemini:${options.model}`,
    async composeCopy(brief, repair) {
      const prompt = copyPrompt(brief, repair);
      const text = await generate(prompt.system, prompt.user, {
        responseMimeType: 'application/json',
        responseSchema: RESPONSE_SCHEMA,
      });
      return parseVariantsJson(text, 'Gemini');
    },
    async translate(request) {
      const prompt = translationPrompt(request);
      return checkTranslation(
        await generate(prompt.system, prompt.user, { responseMimeType: 'text/plain' }),
        request,
      );
    },
  };
}
