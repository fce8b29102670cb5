import { Router } from 'express';
import { ServiceError } from '../../contract/errors';
import type { Sql } from '../../db/client';
import {
  findDelivery,
  findEndpoint,
  listDeliveries,
  redeliver,
  type DeliveryListRow,
} from '../../db/webhooks';
import { isId } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import type { WebhookDispatcher } from '../../webhooks/dispatch';
import { methodNotAllowed } from '../errors';
import { refuseUnstorableForm } from './form';
import { dataTable, html, userText, when, type Html } from './html';
import { sendPage } from './layout';
import type { PageSection } from './request-page';
import { checkCsrf, type DashboardContext } from './session';

const DELIVERIES_SHOWN = 100;

function subject(id: string): Html {
  return isId('req', id)
    ? html`<a href="/dashboard/requests/${id}"><code>${id}</code></a>`
    : html`<code>${id}</code>`;
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the endpoint last answered: its status and the start of its body, or why nothing came back. */
function answer(d: DeliveryListRow): Html {
  if (d.attempts === 0 && !d.last_error) return html`<span class="muted">not tried yet</span>`;
  const head =
    d.last_status_code !== null
      ? html`<span class="status-code">HTTP ${d.last_status_code}</span>`
      : html`<span class="error-text">${sentence(d.last_error ?? 'no answer')}</span>`;
  if (!d.last_response_body) return head;
  return html`${head}
    <details>
      <summary>Body</summary>
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
      head: ['Event', 'Endpoint', 'Status', 'Last attempt', 'Answer'],
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
      <div class="id subject">about ${subject(d.subject_id)}</div>
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

export function createWebhookDeliveriesRouter(deps: {
  sql: Sql;
  webhooks: WebhookDispatcher;
  logger: Logger;
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
      const sent = deliveries.find((d) => d.id === req.query.sent || d.id === req.query.queued);
      const active = endpoint.status === 'active';
      sendPage(res, {
        title: 'Deliveries',
        section: 'webhooks',
        ctx,
        body: html`${
            sent
              ? html`<p class="card notice" role="status">
                  Event <code>${sent.event_id}</code> is being sent again as delivery
                  <code>${sent.id}</code>${
                    req.query.queued === sent.id ? ': it starts within a couple of minutes' : ''
                  }.
                </p>`
              : ''
          }
          <div class="endpoint-head">
            <code class="url" dir="ltr">${endpoint.url}</code>
            <span class="badge ${endpoint.status}">${endpoint.status}</span>
            ${endpoint.description ? userText(endpoint.description) : ''}
          </div>
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
            head: ['Event', 'Status', 'Last attempt', 'Last answer', ...(active ? [''] : [])],
            rows: deliveries.map((d) => deliveryRow(ctx, d, active)),
            empty: 'No deliveries yet: one is made for each subscribed event that happens.',
          })}
          <p class="muted">
            The newest ${DELIVERIES_SHOWN}. A delivery is retried with back-off for 3 days; “Send again” makes
            a new delivery of the same event (the same <code>webhook-id</code>, so a receiver that saw it can
            tell).
          </p>
          <p><a href="/dashboard/webhooks">Back to Webhooks</a></p>`,
      });
    })
    .all(methodNotAllowed('GET'));

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
      const started = await deps.webhooks.start([start]).then(
        () => true,
        (err: Error) => {
          deps.logger.warn(
            { err: err.message, delivery: start.deliveryId },
            'webhook redelivery start failed; the dispatch Schedule will start it',
          );
          return false;
        },
      );
      res.redirect(
        303,
        `/dashboard/webhooks/${start.endpointId}/deliveries?${started ? 'sent' : 'queued'}=${start.deliveryId}`,
      );
    })
    .all(methodNotAllowed('POST'));
  return router;
}
