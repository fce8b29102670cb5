import { Router } from 'express';
import { ServiceError } from '../../contract/errors';
import { WEBHOOK_TEST_EVENT_TYPE } from '../../contract/webhooks';
import type { Sql } from '../../db/client';
import {
  findDelivery,
  findEndpoint,
  listDeliveries,
  redeliver,
  sentBody,
  type DeliveryListRow,
} from '../../db/webhooks';
import { isId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { WebhookDispatcher } from '../../webhooks/dispatch';
import { refusedEndpointUrl } from '../../webhooks/policy';
import { sendTestEvent, type TestEventDeps } from '../../webhooks/test-event';
import { methodNotAllowed } from '../errors';
import { refuseUnstorableForm } from './form';
import { dataTable, html, userText, when, type Html } from './html';
import { sendPage } from './layout';
import type { PageSection } from './request-page';
import { checkCsrf, type DashboardContext } from './session';

const DELIVERIES_SHOWN = 100;

/** An endpoint this service's configuration refuses now (a development URL after a restart without the setting). */
export function refusedFlag(reason: string): Html {
  return html`<p class="card error refused" role="alert">
    <strong>Deliveries to this endpoint are refused now.</strong> ${reason} Each delivery fails at once with
    this reason, without retries.
  </p>`;
}

function subject(id: string): Html {
  return isId('req', id)
    ? html`<a href="/dashboard/requests/${id}"><code>${id}</code></a>`
    : html`<code>${id}</code>`;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The exact body signed and POSTed (the same bytes on every attempt), like a receiver's log shows it. */
function payload(d: DeliveryListRow): Html {
  return html`<details class="payload">
    <summary>Payload sent</summary>
    <pre dir="ltr">${sentBody(d)}</pre>
  </details>`;
}

/**
 * What the endpoint last answered: its status and the start of its body, or why nothing came back; and the
 * payload that was sent.
 */
function answer(d: DeliveryListRow): Html {
  if (d.attempts === 0 && !d.last_error) return html`<span class="muted">not tried yet</span> ${payload(d)}`;
  const head =
    d.last_status_code !== null
      ? html`<span class="status-code">HTTP ${d.last_status_code}</span>`
      : html`<span class="error-text">${sentence(d.last_error ?? 'no answer')}</span>`;
  if (!d.last_response_body) return html`${head} ${payload(d)}`;
  return html`${head} ${payload(d)}
    <details class="response">
      <summary>Answer body</summary>
      <pre dir="auto">${d.last_response_body}</pre>
    </details>`;
}

/** Status and attempts, the last attempt's time and latency, and what the endpoint answered. */
function outcomeCells(d: DeliveryListRow): Html {
  return html`<td>
      <span class="badge ${d.status}">${d.status}</span>
      <div class="muted attempts">${d.attempts} attempt${d.attempts === 1 ? '' : 's'}</div>
    </td>
    <td>
      ${when(d.last_attempt_at)}
      ${d.last_latency_ms === null ? '' : html`<div class="muted latency">${d.last_latency_ms} ms</div>`}
    </td>
    <td class="answer">${answer(d)}</td>`;
}

/**
 * The request page's section: every delivery of an event about this request, with the endpoint it went to
 * (linked to that endpoint's deliveries, where it can be sent again); null when there was none.
 */
export function subjectDeliveriesSection(rows: Array<DeliveryListRow & { url: string }>): PageSection | null {
  if (rows.length === 0) return null;
  return {
    id: 'webhook-deliveries',
    title: 'Webhook deliveries',
    body: dataTable({
      id: 'request-deliveries',
      head: ['Event', 'Endpoint', 'Status', 'Last attempt', 'Payload and answer'],
      rows: rows.map(
        (d) =>
          html`<tr data-delivery-id="${d.id}">
            <td class="event">
              <code>${d.event_type}</code>
              <div class="id"><code class="event-id">${d.event_id}</code></div>
            </td>
            <td>
              <a href="/dashboard/webhooks/${d.endpoint_id}/deliveries"
                ><code class="url" dir="ltr">${d.url}</code></a
              >
            </td>
            ${outcomeCells(d)}
          </tr>`,
      ),
      empty: '',
    }),
  };
}

/** Ten facts in five columns: ids are long, and the answer needs room to be read. */
function deliveryRow(ctx: DashboardContext, d: DeliveryListRow, canSend: boolean): Html {
  return html`<tr data-delivery-id="${d.id}">
    <td class="event">
      <code>${d.event_type}</code>
      <div class="id"><code class="event-id">${d.event_id}</code></div>
      ${
        d.event_type === WEBHOOK_TEST_EVENT_TYPE
          ? html`<div class="id subject muted">sent to test the endpoint</div>`
          : html`<div class="id subject">about ${subject(d.subject_id)}</div>`
      }
    </td>
    ${outcomeCells(d)}
    ${
      canSend
        ? html`<td>
            <form method="post" action="/dashboard/webhooks/deliveries/${d.id}/redeliver" class="inline">
              <input type="hidden" name="csrf_token" value="${ctx.csrf}" />
              <button type="submit" class="small quiet" aria-label="Send ${d.event_id} again">
                Send again
              </button>
            </form>
          </td>`
        : ''
    }
  </tr>`;
}

/** The endpoint page's "Send test event" button. */
function testButton(ctx: DashboardContext, endpointId: string): Html {
  return html`<form method="post" action="/dashboard/webhooks/${endpointId}/test" class="inline">
    <input type="hidden" name="csrf_token" value="${ctx.csrf}" />
    <button type="submit" class="small" aria-label="Send a test event to ${endpointId}">
      Send test event
    </button>
  </form>`;
}

/** After "Send again" or "Send test event": which delivery it made, said only when the list has it. */
function sentNotice(deliveries: DeliveryListRow[], query: Record<string, unknown>): Html | '' {
  const sent = deliveries.find((d) => [query.sent, query.queued, query.tested].includes(d.id));
  if (!sent) return '';
  const later =
    query.queued === sent.id || query.tested_later === '1' ? ': it starts within a couple of minutes' : '';
  return html`<p class="card notice" role="status">
    ${
      query.tested === sent.id
        ? html`A <code>webhook.test</code> event <code>${sent.event_id}</code> is being sent as delivery`
        : html`Event <code>${sent.event_id}</code> is being sent again as delivery`
    }
    <code>${sent.id}</code>${later}.
  </p>`;
}

export function createWebhookDeliveriesRouter(deps: {
  sql: Sql;
  webhooks: WebhookDispatcher;
  logger: Logger;
  testEvents: TestEventDeps;
}): Router {
  const { sql } = deps;
  const router = Router();
  router
    .route('/dashboard/webhooks/:endpoint_id/deliveries')
    .get(async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const id = req.params.endpoint_id!;
      const endpoint = isId('whe', id) ? await findEndpoint(sql, ctx.user.account_id, id) : undefined;
      if (!endpoint) throw new ServiceError('not_found', 'No webhook endpoint with this id.');
      const deliveries = await listDeliveries(sql, ctx.user.account_id, endpoint.id, DELIVERIES_SHOWN);
      const active = endpoint.status === 'active';
      const refused = refusedEndpointUrl(endpoint.url, deps.testEvents.outbound);
      sendPage(res, {
        title: 'Deliveries',
        section: 'webhooks',
        ctx,
        body: html`${sentNotice(deliveries, req.query)}
          <div class="endpoint-head">
            <code class="url" dir="ltr">${endpoint.url}</code>
            <span class="badge ${endpoint.status}">${endpoint.status}</span>
            ${endpoint.description ? userText(endpoint.description) : ''}
            ${active && !refused ? testButton(ctx, endpoint.id) : ''}
          </div>
          ${refused ? refusedFlag(refused) : ''}
          ${
            active
              ? ''
              : html`<p class="card error" role="alert">
                  ${endpoint.disabled_reason ?? 'Disabled.'}
                  <a href="/dashboard/webhooks">Webhooks</a> has its Enable button.
                </p>`
          }
          ${dataTable({
            id: 'deliveries',
            head: ['Event', 'Status', 'Last attempt', 'Payload and last answer', ...(active ? [''] : [])],
            rows: deliveries.map((d) => deliveryRow(ctx, d, active)),
            empty: 'No deliveries yet: one is made for each subscribed event that happens.',
          })}
          <p class="muted">
            The newest ${DELIVERIES_SHOWN}. A delivery is retried with back-off for 3 days; “Send again” makes
            a new delivery of the same event (the same <code>webhook-id</code>, so a receiver that saw it can
            tell). “Send test event” sends a <code>webhook.test</code> event, signed like every other.
          </p>
          <p><a href="/dashboard/webhooks">Back to Webhooks</a></p>`,
      });
    })
    .all(methodNotAllowed('GET'));

  router
    .route('/dashboard/webhooks/:endpoint_id/test')
    .post(checkCsrf, refuseUnstorableForm, async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const sent = await sendTestEvent(
        deps.testEvents,
        ctx.user.account_id,
        req.params.endpoint_id!,
        'dashboard',
      );
      res.redirect(
        303,
        `/dashboard/webhooks/${sent.endpoint.id}/deliveries?tested=${sent.deliveryId}${sent.started ? '' : '&tested_later=1'}`,
      );
    })
    .all(methodNotAllowed('POST'));

  router
    .route('/dashboard/webhooks/deliveries/:delivery_id/redeliver')
    .post(checkCsrf, refuseUnstorableForm, async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const id = req.params.delivery_id!;
      const source = isId('whd', id) ? await findDelivery(sql, ctx.user.account_id, id) : undefined;
      if (!source) throw new ServiceError('not_found', 'No webhook delivery with this id.');
      if (source.endpoint_status !== 'active')
        throw new ServiceError(
          'unprocessable',
          'The endpoint is disabled: enable it on the Webhooks page, then send the event again.',
        );
      const start = await redeliver(sql, ctx.user.account_id, id);
      if (!start) throw new ServiceError('not_found', 'No webhook delivery with this id.');
      // The row is written: were Temporal away now, the dispatch Schedule starts it within a minute or two.
      const started = await deps.webhooks.startOrLeave([start]);
      res.redirect(
        303,
        `/dashboard/webhooks/${start.endpointId}/deliveries?${started ? 'sent' : 'queued'}=${start.deliveryId}`,
      );
    })
    .all(methodNotAllowed('POST'));
  return router;
}
