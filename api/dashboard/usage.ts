import { Router } from 'express';
import { LIMITS } from '../../contract/limits';
import { ServiceError } from '../../contract/errors';
import { getBalance } from '../../db/accounts';
import type { Sql } from '../../db/client';
import { creditsPerDay } from '../../db/dashboard';
import {
  findRequest,
  listRecentRequests,
  refundPending,
  usageTotals,
  type RequestRow,
} from '../../db/requests';
import type { CursorCodec } from '../../lib/cursor';
import { isId } from '../../lib/ids';
import { methodNotAllowed } from '../errors';
import { createPaginator } from '../pagination';
import { creditsChart } from './chart';
import { dataTable, html, userText, when, type Html } from './html';
import { sendPage } from './layout';
import { mediaSource } from './media-view';
import { renderSections, requestSections, type PageSection } from './request-page';
import { operationLabel, summarizeRequest } from './request-summary';
import { gettingStarted } from './start';
import { subjectDeliveriesSection } from './webhook-deliveries';
import { deliveriesOfSubject } from '../../db/webhooks';
import type { DashboardContext } from './session';

const CHART_DAYS = 30;

/** A request as a line of the list: what it was for and what it made, not only its id. */
function requestRow(r: RequestRow): Html {
  const { label, brief, made } = summarizeRequest(r);
  return html`<tr data-request-id="${r.id}">
    <td class="request">
      <a href="/dashboard/requests/${r.id}" class="operation">${label}</a>
      ${made ? html`<span class="made muted">· ${made}</span>` : ''}
      ${brief ? html`<div class="preview">${userText(brief)}</div>` : ''}
      <div class="muted"><code class="request-id">${r.id}</code></div>
    </td>
    <td data-label="Status">
      <span class="badge ${r.status}">${r.status}</span
      >${refundPending(r) ? html` <span class="badge pending">refund pending</span>` : ''}
    </td>
    <td data-label="Credits">
      ${r.credits_charged}${r.credits_refunded ? html` <span class="muted">(${r.credits_refunded} refunded)</span>` : ''}
    </td>
    <td data-label="Created">${when(r.created_at)}</td>
  </tr>`;
}

export function createUsagePagesRouter(deps: {
  sql: Sql;
  cursors: CursorCodec;
  /** The origin of media in GCS, which a request's page may load; null with the local store. */
  mediaOrigin: string | null;
  publicBaseUrl: string;
}): Router {
  const { sql } = deps;
  const paginator = createPaginator(deps.cursors, LIMITS.usage_page_limit);
  const router = Router();
  router
    .route('/dashboard')
    .get((_req, res) => res.redirect(303, '/dashboard/usage'))
    .all(methodNotAllowed('GET'));
  router
    .route('/dashboard/usage')
    .get(async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const accountId = ctx.user.account_id;
      // The same cursors as GET /v1/usage: a page link works in both.
      const { limit, after } = paginator.parse(accountId, req.query);
      const [balance, totals, days, rows] = await Promise.all([
        getBalance(sql, accountId),
        usageTotals(sql, accountId, LIMITS.usage_gross_window),
        creditsPerDay(sql, accountId, CHART_DAYS),
        listRecentRequests(sql, accountId, limit + 1, after),
      ]);
      const { page, nextCursor } = paginator.page(accountId, rows, limit);
      // No request yet (the list's first page is empty): the page starts with how to make one.
      const firstVisit = !after && page.length === 0;
      sendPage(res, {
        title: 'Usage',
        section: 'usage',
        ctx,
        body: html`${
            firstVisit
              ? html`<section class="card notice start" id="getting-started">
                  <h2>Make your first request</h2>
                  ${gettingStarted(deps.publicBaseUrl)}
                </section>`
              : html`<p class="start-link"><a href="/dashboard/start">Getting started</a></p>`
          }
          <div class="figures">
            <div class="card">
              <div class="muted">Balance</div>
              <div class="figure" id="balance">${balance}</div>
              credits
            </div>
            <div class="card">
              <div class="muted">Used (last ${LIMITS.usage_gross_window} requests)</div>
              <div class="figure">${totals.gross}</div>
              credits charged
            </div>
            <div class="card">
              <div class="muted">Net of refunds</div>
              <div class="figure">${totals.net}</div>
              credits
            </div>
          </div>
          ${creditsChart(days)}
          <h2>Requests</h2>
          ${dataTable({
            id: 'requests',
            head: ['Request', 'Status', 'Credits', 'Created'],
            rows: page.map(requestRow),
            empty: 'No requests in the last 30 days.',
            cards: true,
          })}
          ${nextCursor ? html`<p><a href="/dashboard/usage?cursor=${nextCursor}&amp;limit=${limit}" rel="next">Older requests</a></p>` : ''}`,
      });
    })
    .all(methodNotAllowed('GET'));

  router
    .route('/dashboard/requests/:request_id')
    .get(async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const id = req.params.request_id!;
      const row = isId('req', id) ? await findRequest(sql, ctx.user.account_id, id) : undefined;
      if (!row) throw new ServiceError('not_found', 'No such request in this account.');
      // The page is a list of sections, each under its own heading; a section with nothing to show is null.
      // The request's webhook deliveries come after what it produced, before the stored JSON.
      const shown = requestSections(row, mediaSource(deps.mediaOrigin));
      const found = shown.findIndex((s) => s?.id === 'raw');
      const raw = found === -1 ? shown.length : found;
      const sections: Array<PageSection | null> = [
        ...shown.slice(0, raw),
        subjectDeliveriesSection(await deliveriesOfSubject(sql, ctx.user.account_id, row.id)),
        ...shown.slice(raw),
      ];
      sendPage(res, {
        title: `${operationLabel(row.operation)} · ${row.id}`,
        section: 'usage',
        ctx,
        media: { origin: deps.mediaOrigin },
        body: html`${renderSections(sections)}
          <p><a href="/dashboard/usage">Back to usage</a></p>`,
      });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
