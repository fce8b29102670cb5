import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { invalidFields, type FieldError } from '../contract/errors';
import { unstorableStrings } from '../contract/text';

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

/**
 * A NUL character or a lone surrogate anywhere in the JSON body or the query is a 400 naming the field: no text
 * store can keep either, so no schema, query or workflow input may meet one.
 */
export const rejectUnstorableText: RequestHandler = (req, _res, next) => {
  const inBody = req.body === undefined ? [] : unstorableStrings(req.body);
  if (inBody.length > 0) throw invalidFields(inBody);
  const inQuery = unstorableStrings(req.query);
  if (inQuery.length > 0) throw invalidFields(inQuery, 'query');
  next();
};
