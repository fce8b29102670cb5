/**
 * Attempts the primary speech provider gets (Temporal retries of the activity) before the fallback provider
 * answers; the workflow allows one attempt more, which goes straight to the fallback.
 */
export const SPEECH_PRIMARY_ATTEMPTS = 3;
