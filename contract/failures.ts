import {
  ActivityFailure,
  ApplicationFailure,
  ChildWorkflowFailure,
  TimeoutFailure,
} from '@temporalio/common';
import { buildProblem, isProblemCode, type FieldError, type Problem } from './errors';

/**
 * The one mapping from a failure to the problem the partner sees, used by the workflows (an activity's or a
 * child's failure) and by the one-transaction copy activity (its own error, translated by `toFailure` first).
 * A business failure carries its problem code as the ApplicationFailure's type; a timeout is the provider not
 * answering; anything else is an internal error, with nothing charged.
 */
export function problemFrom(err: unknown, requestId: string): Problem {
  const inner = err instanceof ChildWorkflowFailure ? err.cause : err;
  const cause = inner instanceof ActivityFailure ? inner.cause : inner;
  if (cause instanceof ApplicationFailure && isProblemCode(cause.type)) {
    const errors = cause.details?.[0] as FieldError[] | undefined;
    return buildProblem(cause.type, cause.message, requestId, errors);
  }
  if (cause instanceof TimeoutFailure) {
    return buildProblem('provider_unavailable', 'The generation provider did not answer in time.', requestId);
  }
  return buildProblem('internal_error', 'The request failed unexpectedly; nothing was charged.', requestId);
}
