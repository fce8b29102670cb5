import { ServiceError } from '../contract/errors';
import { WEBHOOK_LIMITS, type WebhookEndpointInput } from '../contract/webhooks';
import type { Sql } from '../db/client';
import {
  createEndpoint,
  removeEndpoint,
  rotateEndpointSecret,
  setEndpointStatus,
  type EndpointRow,
} from '../db/webhooks';
import { SafeFetchError, vetUrl } from '../lib/net/safe-fetch';
import type { SecretBox } from '../lib/secrets';
import { newSigningSecret } from '../lib/webhook-signature';
import { outboundOptions, refusalSentence, type WebhookOutbound } from './policy';

/**
 * Managing an account's endpoints, for the dashboard (the account's own) and the admin CLI (any account's:
 * `accountId` null). The signing secret leaves here once, when it is made; it is stored sealed.
 */
export interface EndpointManagerDeps {
  sql: Sql;
  secrets: SecretBox | null;
  /** The outbound policy a delivery is held to, checked when the URL is given (DNS is checked at each attempt). */
  outbound: WebhookOutbound;
}

export type NewSecret = { endpoint: EndpointRow; secret: string };

/** What a person's disabling writes before their name; a reason without it was the service's (a 410, 3 days). */
const BY_PERSON = 'Disabled by ';

/** Whether the service disabled the endpoint (its URL answered 410 Gone, or every delivery failed for 3 days). */
export function disabledAutomatically(endpoint: Pick<EndpointRow, 'status' | 'disabled_reason'>): boolean {
  return endpoint.status === 'disabled' && !endpoint.disabled_reason?.startsWith(BY_PERSON);
}

export function createEndpointManager(deps: EndpointManagerDeps) {
  const box = () => {
    if (!deps.secrets)
      throw new ServiceError(
        'service_unavailable',
        'Webhooks need SECRETS_KEY: the service keeps each endpoint’s signing secret sealed with it.',
      );
    return deps.secrets;
  };
  const missing = () => new ServiceError('not_found', 'No webhook endpoint with this id.');

  return {
    /**
     * Adds an endpoint from a parsed form (webhookEndpointInputSchema); its URL must be public https (in
     * development, also http and loopback or private addresses: WEBHOOK_ALLOW_PRIVATE_ENDPOINTS). A dashboard
     * form's id makes a second post of the same form a refusal instead of a second endpoint.
     */
    async add(
      accountId: string,
      input: WebhookEndpointInput,
      formId: string | null = null,
    ): Promise<NewSecret> {
      try {
        vetUrl(input.url, outboundOptions(deps.outbound));
      } catch (err) {
        if (!(err instanceof SafeFetchError)) throw err;
        throw new ServiceError('invalid_request', refusalSentence(err.message, deps.outbound), [
          { pointer: '/url', detail: err.message },
        ]);
      }
      const secret = newSigningSecret();
      const made = await createEndpoint(deps.sql, {
        accountId,
        url: input.url,
        eventTypes: input.event_types,
        description: input.description,
        secretSealed: box().seal(secret),
        formId,
      });
      if (made.kind === 'limit')
        throw new ServiceError(
          'unprocessable',
          `An account has at most ${WEBHOOK_LIMITS.endpoints_per_account} webhook endpoints; remove one first.`,
        );
      if (made.kind === 'repeated')
        throw new ServiceError(
          'idempotency_key_reused',
          'This form already added an endpoint, and its signing secret was shown then. Rotate its secret below if you did not keep it.',
        );
      const endpoint = made.row;
      return { endpoint, secret };
    },

    async rotate(accountId: string | null, id: string): Promise<NewSecret> {
      const secret = newSigningSecret();
      const endpoint = await rotateEndpointSecret(deps.sql, accountId, id, box().seal(secret));
      if (!endpoint) throw missing();
      return { endpoint, secret };
    },

    async disable(accountId: string | null, id: string, by: string): Promise<EndpointRow> {
      const endpoint = await setEndpointStatus(deps.sql, accountId, id, {
        status: 'disabled',
        reason: `${BY_PERSON}${by}.`,
      });
      if (!endpoint) throw missing();
      return endpoint;
    },

    async enable(accountId: string | null, id: string): Promise<EndpointRow> {
      const endpoint = await setEndpointStatus(deps.sql, accountId, id, { status: 'active' });
      if (!endpoint) throw missing();
      return endpoint;
    },

    async remove(accountId: string | null, id: string): Promise<void> {
      if (!(await removeEndpoint(deps.sql, accountId, id))) throw missing();
    },
  };
}

export type EndpointManager = ReturnType<typeof createEndpointManager>;
