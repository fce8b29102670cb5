/** A provider call that failed. retryable: 429/5xx/timeouts; the activity lets Temporal retry those. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The provider answered, but with truncated or unparseable output: a content failure, repaired once. */
export class IncompleteOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IncompleteOutputError';
  }
}
