import { z } from 'zod';
import { LIMITS } from './limits';
import { normalizeForMatch } from './normalize';
import { hasVisibleText } from './text';

// Blank = nothing a reader would see: whitespace, zero-width and other invisible characters only.
const notBlank = hasVisibleText;

function uniqueList(itemMax: number) {
  return z
    .array(z.string().min(1).max(itemMax).refine(notBlank, 'must not be blank'))
    .max(LIMITS.keywords.max_items)
    .refine((list) => new Set(list.map(normalizeForMatch)).size === list.length, 'items must be unique');
}

export const keywordList = uniqueList(LIMITS.keywords.item_max);
export const visualList = uniqueList(LIMITS.visuals.item_max);

export const metadataSchema = z
  .record(
    z.string().min(LIMITS.metadata.key_min).max(LIMITS.metadata.key_max),
    z.string().max(LIMITS.metadata.value_max),
  )
  .refine((value) => Object.keys(value).length <= LIMITS.metadata.max_properties, {
    message: `at most ${LIMITS.metadata.max_properties} properties`,
  });

export const marketSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 alpha-2 code')
  .transform((m) => m.toUpperCase());

export const externalIdSchema = z.string().max(200);

export const requiredText = (min: number, max: number) =>
  z.string().min(min).max(max).refine(notBlank, 'must not be blank');
