import { Router } from 'express';
import { refundStateSchema, type RefundState } from '../../contract/templates';
import { listBrandProfiles } from '../../db/brand-profiles';
import type { Sql } from '../../db/client';
import { listDraftSummaries } from '../../db/dashboard';
import { methodNotAllowed } from '../errors';
import { dataTable, html, userText, when } from './html';
import { sendPage } from './layout';
import type { DashboardContext } from './session';

const LIST_LIMIT = 100;

const REFUND_MEANINGS: Record<RefundState, string> = {
  NONE: 'no refund asked for',
  PENDING_VERIFICATION: 'a rejection was reported; the platform is being checked',
  REFUNDED: 'verified unchanged rejection: credits returned',
  DENIED: 'the platform evidence did not support a refund',
  EXPIRED: 'verification ran out of time',
};

function swatch(color: string | null) {
  if (!color || !/^#[0-9a-fA-F]{6}$/.test(color)) return html`<span class="muted">—</span>`;
  // An SVG fill, not an inline style: the page's policy allows no inline styles.
  return html`<svg class="swatch" width="16" height="16" aria-hidden="true">
      <rect width="16" height="16" fill="${color}" stroke="#ccc" />
    </svg>
    <code>${color}</code>`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function createRecordPagesRouter(deps: { sql: Sql }): Router {
  const { sql } = deps;
  const router = Router();
  router
    .route('/dashboard/brands')
    .get(async (_req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const brands = await listBrandProfiles(sql, ctx.user.account_id, LIST_LIMIT, null);
      sendPage(res, {
        title: 'Brand profiles',
        section: 'brands',
        ctx,
        body: html`${dataTable({
            id: 'brands',
            head: ['Name', 'Industry', 'Description', 'Colours', 'Strength', 'Website', 'Created'],
            rows: brands.map(
              (b) =>
                html`<tr data-brand-id="${b.id}">
                  <td class="brand-name">
                    ${userText(b.name)}
                    <div class="muted"><code>${b.id}</code></div>
                  </td>
                  <td data-label="Industry">${userText(b.industry)}</td>
                  <td data-label="Description" class="brand-description">
                    ${userText(clip(b.description, 240), 'div')}
                  </td>
                  <td data-label="Colours">
                    ${swatch(b.primary_color)}<br />${swatch(b.secondary_color)}<br />${swatch(b.accent_color)}
                  </td>
                  <td data-label="Strength">${b.brand_strength}</td>
                  <td data-label="Website">
                    ${b.website ? html`<code dir="ltr">${b.website}</code>` : html`<span class="muted">—</span>`}
                  </td>
                  <td data-label="Created">${when(b.created_at)}</td>
                </tr>`,
            ),
            cards: true,
            empty: html`No brand profiles. An operator creates them with
              <code>npm run admin -- brands create</code>.`,
          })}
          <p class="muted">
            Read them through the API with <code>GET /v1/brand-profiles</code> (scope brands:read).
          </p>`,
      });
    })
    .all(methodNotAllowed('GET'));

  router
    .route('/dashboard/drafts')
    .get(async (_req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const drafts = await listDraftSummaries(sql, ctx.user.account_id, LIST_LIMIT);
      sendPage(res, {
        title: 'Template drafts',
        section: 'drafts',
        ctx,
        body: html`${dataTable({
            id: 'drafts',
            head: ['Name', 'Category', 'Language', 'Body', 'Cost', 'Refund', 'Created'],
            rows: drafts.map(
              (d) =>
                html`<tr data-draft-id="${d.id}">
                  <td class="draft-name">
                    <a href="/dashboard/requests/${d.request_id}" class="draft-name"
                      ><code>${d.name}</code></a
                    >
                    <div class="muted"><code>${d.id}</code></div>
                  </td>
                  <td data-label="Category">${d.category}</td>
                  <td data-label="Language">${d.language_code}</td>
                  <td data-label="Body" class="draft-body">${userText(clip(d.body, 200), 'div')}</td>
                  <td data-label="Cost">${d.cost}</td>
                  <td data-label="Refund">
                    <span class="badge ${d.refund_state}" title="${REFUND_MEANINGS[d.refund_state] ?? ''}"
                      >${d.refund_state}</span
                    >
                    ${d.refund_reason ? html`<div class="muted">${d.refund_reason}</div>` : ''}
                    ${d.platform_template_id ? html`<div class="muted">template <code>${d.platform_template_id}</code></div>` : ''}
                  </td>
                  <td data-label="Created">${when(d.created_at)}</td>
                </tr>`,
            ),
            cards: true,
            empty: 'No template drafts in the last 30 days.',
          })}
          <h2>Refund states</h2>
          <dl class="states">
            ${refundStateSchema.options.map(
              (state) =>
                html`<dt><span class="badge ${state}">${state}</span></dt>
                  <dd>${REFUND_MEANINGS[state]}</dd>`,
            )}
          </dl>`,
      });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
