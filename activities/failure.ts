import { ApplicationFailure } from '@temporalio/common';
import { ServiceError } from '../contract/errors';
import { IncompleteOutputError, ProviderError } from '../providers/errors';

/**
 * Translates our errors into Temporal's: business failures are non-retryable ApplicationFailures typed with
 * their problem code; provider outages stay retryable and carry the provider's requested delay. Anything else
 * (a dropped connection, a bug) is rethrown as is and retried by the activity's retry policy.
 */
export function toFailure(err: unknown): unknown {
  if (err instanceof ServiceError) {
    return ApplicationFailure.create({
      message: err.message,
      type: err.code,
      nonRetryable: true,
      details: err.errors ? [err.errors] : [],
    });
  }
  if (err instanceof IncompleteOutputError) {
    return ApplicationFailure.create({ message: err.message, type: 'content_rejected', nonRetryable: true });
  }
  if (err instanceof ProviderError) {
    return ApplicationFailure.create({
      message: err.message,
      type: err.retryable ? 'provider_unavailable' : 'provider_error',
      nonRetryable: !err.retryable,
      nextRetryDelay: err.retryAfterMs,
    });
  }
  return err;
}

export async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toFailure(err);
  }
}
