// What the webhook delivery workflow reads of the webhook contract. No zod here, nor in anything this imports: the
// workflow sandbox evaluates its modules again for every run (decision 034).

/**
 * How a delivery retries: exponential back-off from `initialMs`, doubling up to `maxIntervalMs`, until
 * `windowMs` after its first attempt (3 days). Fixed when the delivery starts (its workflow's argument), so a
 * configuration change never alters a running delivery's history.
 */
export interface RetrySchedule {
  initialMs: number;
  maxIntervalMs: number;
  windowMs: number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  initialMs: 5_000,
  maxIntervalMs: 2 * 60 * 60 * 1000,
  windowMs: 3 * 24 * 60 * 60 * 1000,
};

/**
 * The wait before attempt `failed + 1`, after `failed` failed attempts and `elapsedMs` since the first one; null
 * when the next attempt would fall outside the window (the delivery gives up). The last wait is shortened so that
 * one attempt lands at the window's end: an endpoint down for exactly the window still gets a last try.
 */
export function nextRetryDelay(schedule: RetrySchedule, failed: number, elapsedMs: number): number | null {
  const left = schedule.windowMs - elapsedMs;
  if (left <= 0) return null;
  const exponential = schedule.initialMs * 2 ** Math.min(failed - 1, 40);
  return Math.min(exponential, schedule.maxIntervalMs, left);
}
