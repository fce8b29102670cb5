/**
 * Failed sign-ins, counted three ways over sliding windows (decision 012):
 * - an e-mail address from one client address (the pair) is locked after 5 failures: a guesser locks only
 *   itself, never the owner signing in from elsewhere;
 * - one client address, whatever the e-mail addresses, after 50;
 * - an e-mail address from every client address together gets 10 failures free, then each attempt waits
 *   2^(failures - 10) seconds after the latest failure, at most a minute: guessers spread over many addresses
 *   get about one guess a minute together, and the owner is never locked out, only made to wait up to a minute
 *   after the latest failure. One client address alone cannot start that wait: its own pair locks at 5.
 */
export const SIGN_IN_LIMITS = {
  pair: { failures: 5, windowSeconds: 15 * 60 },
  client: { failures: 50, windowSeconds: 15 * 60 },
  email: { freeFailures: 10, maxDelaySeconds: 60, windowSeconds: 15 * 60 },
} as const;

/** Failures of one bucket in its window: how many, and how old (seconds) the oldest and the newest are. */
export interface BucketFailures {
  count: number;
  oldestAge: number;
  newestAge: number;
}

export type SignInFailures = Partial<Record<keyof typeof SIGN_IN_LIMITS, BucketFailures>>;

/** The buckets a failure is written to. The client address comes first: it has no space, the e-mail may. */
export function signInBuckets(email: string, client: string) {
  const address = email.toLowerCase();
  return {
    pair: { bucket: `pair:${client} ${address}`, seconds: SIGN_IN_LIMITS.pair.windowSeconds },
    client: { bucket: `client:${client}`, seconds: SIGN_IN_LIMITS.client.windowSeconds },
    email: { bucket: `email:${address}`, seconds: SIGN_IN_LIMITS.email.windowSeconds },
  };
}

/** Seconds until the next attempt may be checked, or null when it may be checked now. */
export function signInWait(failures: SignInFailures): number | null {
  const { pair, client, email } = SIGN_IN_LIMITS;
  const waits: number[] = [];
  if (failures.pair && failures.pair.count >= pair.failures)
    waits.push(pair.windowSeconds - failures.pair.oldestAge);
  if (failures.client && failures.client.count >= client.failures)
    waits.push(client.windowSeconds - failures.client.oldestAge);
  if (failures.email && failures.email.count >= email.freeFailures) {
    const delay = Math.min(2 ** (failures.email.count - email.freeFailures), email.maxDelaySeconds);
    if (failures.email.newestAge < delay) waits.push(delay - failures.email.newestAge);
  }
  return waits.length === 0 ? null : Math.max(1, Math.ceil(Math.max(...waits)));
}

/** "in 40 seconds", "in 15 minutes": how the sign-in page says the wait. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
