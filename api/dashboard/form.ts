import type { RequestHandler } from 'express';
import { ServiceError } from '../../contract/errors';
import { unstorableReason } from '../../contract/text';

/**
 * The sentence a form shows when one of its fields, or a field's name, holds text PostgreSQL cannot store (a NUL,
 * a lone surrogate), naming the field by its label; null when all of it can be stored. Every field is checked,
 * known or not, before any reaches a query: PostgreSQL refuses such a parameter, and that would be a server error.
 */
export function unstorableField(body: unknown, labels: Readonly<Record<string, string>>): string | null {
  if (body === null || typeof body !== 'object') return null;
  for (const [name, value] of Object.entries(body)) {
    for (const text of [name, ...(Array.isArray(value) ? value : [value])]) {
      const reason = typeof text === 'string' ? unstorableReason(text) : null;
      if (reason) return `${Object.hasOwn(labels, name) ? `The ${labels[name]}` : 'A field'} ${reason}.`;
    }
  }
  return null;
}

/** Forms without a page of their own to show the error on (sign-out, revoke): a 400 error page instead. */
export const refuseUnstorableForm: RequestHandler = (req, _res, next) => {
  const unstorable = unstorableField(req.body, {});
  if (unstorable) throw new ServiceError('invalid_request', unstorable);
  next();
};
