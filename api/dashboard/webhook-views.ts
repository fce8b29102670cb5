import { WEBHOOK_EVENT_MEANINGS, WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '../../contract/webhooks';
import type { EndpointRow } from '../../db/webhooks';
import { disabledAutomatically } from '../../webhooks/endpoints';
import { html, userText, when, type Html } from './html';
import { newToken, type DashboardContext } from './session';

/** A POST form of one button on an endpoint (rotate, disable, enable, delete). */
function action(ctx: DashboardContext, e: EndpointRow, verb: string, label: string, danger = false): Html {
  return html`<form method="post" action="/dashboard/webhooks/${e.id}/${verb}" class="inline">
    <input type="hidden" name="csrf_token" value="${ctx.csrf}" />
    <button type="submit" class="small${danger ? ' danger' : ' quiet'}" aria-label="${label} ${e.id}">
      ${label}
    </button>
  </form>`;
}

/**
 * One endpoint in the list. `refused`: why this service's configuration refuses its URL now (an http or loopback
 * endpoint added in development, after a restart without WEBHOOK_ALLOW_PRIVATE_ENDPOINTS), or null.
 */
export function endpointCard(ctx: DashboardContext, e: EndpointRow, refused: string | null = null): Html {
  const automatic = disabledAutomatically(e);
  return html`<section class="card endpoint" data-endpoint-id="${e.id}">
    <div class="endpoint-head">
      <code class="url" dir="ltr">${e.url}</code>
      <span class="badge ${e.status}">${e.status}</span>
    </div>
    ${e.description ? userText(e.description, 'p') : ''}
    ${
      e.status === 'disabled'
        ? html`<div class="reason${automatic ? ' automatic' : ''}" role="${automatic ? 'alert' : 'status'}">
            ${
              // A person's reason names them ("Disabled by …"); the service's says what the endpoint did.
              automatic
                ? html`<strong>Disabled automatically ${when(e.disabled_at)}.</strong> ${e.disabled_reason}`
                : html`${e.disabled_reason ?? 'Disabled.'}
                    <span class="muted">(${when(e.disabled_at)})</span>`
            }
            <span class="muted"
              >Events that happen while it is disabled are not sent to it, not even later.</span
            >
          </div>`
        : ''
    }
    ${
      refused
        ? html`<div class="reason automatic refused" role="alert">
            <strong>Deliveries to it are refused now:</strong> ${refused}
            <span class="muted">Each fails at once with this reason, without retries.</span>
          </div>`
        : ''
    }
    <p class="events">${e.event_types.map((t) => html`<span class="badge">${t}</span> `)}</p>
    <p class="muted">
      <code>${e.id}</code> · created
      ${when(e.created_at)}${
        e.failing_since && e.status === 'active'
          ? html` · <span class="failing">failing since ${when(e.failing_since)}</span>`
          : ''
      }
    </p>
    <div class="actions">
      <a href="/dashboard/webhooks/${e.id}/deliveries">Deliveries</a>
      ${e.status === 'active' && !refused ? action(ctx, e, 'test', 'Send test event') : ''}
      ${action(ctx, e, 'rotate', 'Rotate secret')}
      ${e.status === 'active' ? action(ctx, e, 'disable', 'Disable') : action(ctx, e, 'enable', 'Enable')}
      ${action(ctx, e, 'delete', 'Delete', true)}
    </div>
  </section>`;
}

/** The page's warning when the service stopped deliveries to an endpoint; nothing when none was. */
export function autoDisabledBanner(endpoints: EndpointRow[], onWebhooksPage: boolean): Html | '' {
  const stopped = endpoints.filter(disabledAutomatically);
  if (stopped.length === 0) return '';
  const which = stopped.length === 1 ? 'A webhook endpoint was' : `${stopped.length} webhook endpoints were`;
  return html`<div class="card error banner" role="alert" id="webhooks-disabled">
    <strong>${which} disabled automatically:</strong> no events are sent to
    ${stopped.length === 1 ? 'it' : 'them'} until enabled.
    ${
      onWebhooksPage
        ? `${stopped.length === 1 ? 'It says' : 'Each says'} why below.`
        : html`<a href="/dashboard/webhooks">See why on the Webhooks page</a>.`
    }
  </div>`;
}

export interface AddFormState {
  error?: string;
  url?: string;
  description?: string;
  eventTypes?: readonly string[];
}

export function addForm(ctx: DashboardContext, state: AddFormState, allowLocalNetwork = false): Html {
  const checked = new Set(state.eventTypes ?? []);
  return html`<form method="post" action="/dashboard/webhooks" class="stack card" id="add-endpoint">
    ${state.error ? html`<p class="error" role="alert">${state.error}</p>` : ''}
    <input type="hidden" name="csrf_token" value="${ctx.csrf}" />
    <input type="hidden" name="form_id" value="${newToken()}" />
    <label for="endpoint-url"
      >Endpoint URL
      <span class="muted"
        >(public
        https${allowLocalNetwork ? '; in development also http://localhost and private addresses' : ''})</span
      ></label
    >
    <input
      id="endpoint-url"
      name="url"
      type="url"
      required
      maxlength="${WEBHOOK_LIMITS.url_max_chars}"
      placeholder="https://example.com/webhooks/campaigns"
      value="${state.url ?? ''}"
      dir="ltr"
    />
    <fieldset class="events">
      <legend>Events to send</legend>
      ${WEBHOOK_EVENT_TYPES.map(
        (t) =>
          html`<label
            ><input type="checkbox" name="event_types" value="${t}" ${checked.has(t) ? html` checked` : ''} />
            <span><code>${t}</code> <span class="muted">${WEBHOOK_EVENT_MEANINGS[t]}</span></span></label
          >`,
      )}
    </fieldset>
    <label for="endpoint-description">Description <span class="muted">(optional, for you)</span></label>
    <input
      id="endpoint-description"
      name="description"
      type="text"
      maxlength="${WEBHOOK_LIMITS.description_max_chars}"
      value="${state.description ?? ''}"
      dir="auto"
    />
    <button type="submit">Add endpoint</button>
    <p class="muted">
      Its signing secret is shown once, when it is added. Deliveries are POSTs signed the Standard Webhooks
      way, retried with back-off for 3 days.
    </p>
  </form>`;
}

/** The signing secret, shown once (after adding or rotating), and how a receiver checks a delivery with it. */
export function secretCard(endpoint: EndpointRow, secret: string, rotated: boolean): Html {
  return html`<div class="card notice">
    <p>
      <strong>Copy this signing secret now.</strong> It is shown once and cannot be shown again.
      ${rotated ? 'The previous secret stopped at once: every delivery from now on, retries included, is signed with this one.' : ''}
    </p>
    <code class="secret" id="new-secret">${secret}</code>
    <p>
      For <code dir="ltr">${endpoint.url}</code>:
      ${endpoint.event_types.map((t) => html`<span class="badge">${t}</span> `)}
    </p>
    <p>
      Keep it as <code>WEBHOOK_SECRET</code> where your endpoint runs, and verify every delivery before
      trusting it, with the Standard Webhooks library (<code>npm install standardwebhooks</code>; PyPI has one
      too):
    </p>
    <pre dir="ltr" id="verify-snippet">
import { Webhook } from 'standardwebhooks';

// The body exactly as received (express.raw(), not express.json()), and the request's three headers:
const event = new Webhook(process.env.WEBHOOK_SECRET).verify(rawBody, {
  'webhook-id': req.headers['webhook-id'],
  'webhook-timestamp': req.headers['webhook-timestamp'],
  'webhook-signature': req.headers['webhook-signature'],
}); // throws unless signed with this secret, within 5 minutes
// event.id is the webhook-id: the same on every retry and every "send again", so handle each id once.</pre>
    <p><a href="/dashboard/webhooks">Back to Webhooks</a></p>
  </div>`;
}
