import { z } from 'zod';
import type { CopyVariantDraft } from '../../contract/copy';
import { IncompleteOutputError } from './types';

const variantsSchema = z.object({
  variants: z.array(
    z.object({ content: z.string(), angle: z.string(), call_to_action: z.string().nullable().optional() }),
  ),
});

/** The variants JSON every networked provider is asked for; anything else is incomplete output. */
export function parseVariantsJson(text: string, provider: string): CopyVariantDraft[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new IncompleteOutputError(`${provider} output is not complete JSON`);
  }
  const parsed = variantsSchema.safeParse(json);
  if (!parsed.success)
    throw new IncompleteOutputError(`${provider} output does not match the variants schema`);
  return parsed.data.variants.map((v) => ({
    content: v.content,
    angle: v.angle,
    call_to_action: v.call_to_action ?? null,
  }));
}
