import type { RefusedUrls } from '../lib/net/refused-urls';
import { SafeFetchError, vetUrl, type SafeFetchOptions } from '../lib/net/safe-fetch';

/**
 * Where this service sends webhooks: public https only; in development (WEBHOOK_ALLOW_PRIVATE_ENDPOINTS, which
 * `npm run dev` turns on and production refuses) also plain http and localhost, loopback and private addresses.
 * The endpoint manager checks a URL against it when it is given, each attempt again (DNS included), and the
 * dashboard flags an endpoint it refuses now.
 */
export interface WebhookOutbound {
  /** Test only: "host:port" pairs allowed although they are not public (UPLOAD_TEST_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>;
  refusedUrls: RefusedUrls;
  /** WEBHOOK_ALLOW_PRIVATE_ENDPOINTS. */
  allowLocalNetwork?: boolean;
}

export const ALLOW_PRIVATE_SETTING = 'WEBHOOK_ALLOW_PRIVATE_ENDPOINTS';

/** The part of a fetch's options that says what an endpoint URL may be. */
export function outboundOptions(
  policy: WebhookOutbound,
): Pick<SafeFetchOptions, 'allowHosts' | 'refusedUrls' | 'schemes' | 'allowLocalNetwork'> {
  return {
    allowHosts: policy.allowHosts,
    refusedUrls: policy.refusedUrls,
    allowLocalNetwork: policy.allowLocalNetwork === true,
    schemes: policy.allowLocalNetwork ? ['https:', 'http:'] : ['https:'],
  };
}

/** Why this policy refuses the URL (without DNS), as a sentence a person acts on; null when it is allowed. */
export function refusedEndpointUrl(url: string, policy: WebhookOutbound): string | null {
  try {
    vetUrl(url, outboundOptions(policy));
    return null;
  } catch (err) {
    if (!(err instanceof SafeFetchError)) throw err;
    return refusalSentence(err.message, policy);
  }
}

/** "The endpoint URL <why>.", and the setting that would allow it when development's would. */
export function refusalSentence(why: string, policy: WebhookOutbound): string {
  const allowedInDevelopment = /must be an https URL|localhost|loopback|private|unique-local/.test(why);
  if (policy.allowLocalNetwork || !allowedInDevelopment) return `The endpoint URL ${why}.`;
  return (
    `The endpoint URL ${why}. This service sends webhooks to public https URLs only; plain http, localhost ` +
    `and loopback or private addresses are for development, with ${ALLOW_PRIVATE_SETTING}=true ` +
    '(npm run dev turns it on; production refuses it).'
  );
}
