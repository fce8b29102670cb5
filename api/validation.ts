import type { z } from 'zod';
import { invalidFields, type FieldError } from '../contract/errors';

function pointer(path: ReadonlyArray<PropertyKey>): string {
  return '/' + path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

/** zod issues as RFC 6901 pointers; an unknown property points at the property itself. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        pointer: pointer([...issue.path, key]),
        detail: 'is not a known property',
      }));
    }
    return [{ pointer: issue.path.length ? pointer(issue.path) : '/', detail: issue.message }];
  });
}

export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what = 'request body',
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidFields(fieldErrors(parsed.error), what);
}
