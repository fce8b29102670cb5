import { z } from 'zod';
import type { CampaignResult } from '../../contract/campaign-run';
import type { CopyResult } from '../../contract/copy';
import type { ImageResult } from '../../contract/images';
import type { SpeechResult } from '../../contract/speech';
import type { TemplateDraftResult } from '../../contract/templates';
import { refundPending, type RequestRow } from '../../db/requests';
import { campaignView } from './campaign-view';
import { copyView } from './copy-view';
import { draftView } from './draft-view';
import { html, when, type Html } from './html';
import { imageView, speechView, spokenText, type MediaSource } from './media-view';
import { problemView } from './problem-view';

/** One part of a page, under its heading (none for the first). A section with nothing to show is null. */
export interface PageSection {
  id: string;
  title: string | null;
  body: Html;
}

export function renderSections(sections: ReadonlyArray<PageSection | null>): Html {
  return html`${sections.map(
    (s) =>
      s &&
      html`<section id="${s.id}" class="page-section">
        ${s.title ? html`<h2>${s.title}</h2>` : ''}${s.body}
      </section>`,
  )}`;
}

/** The stored answers this page shows for a person; any other is shown as its JSON only. */
type Answer = CopyResult | ImageResult | SpeechResult | TemplateDraftResult | CampaignResult;
const SHOWN: ReadonlySet<string> = new Set<Answer['object']>([
  'copy_generation',
  'image_generation',
  'speech_generation',
  'whatsapp_template_draft',
  'campaign',
]);

function parsed(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The record's answer when it is one of the shown kinds: the service wrote it with the contract's types. */
function storedAnswer(row: RequestRow): Answer | null {
  if (row.status !== 'completed' && row.status !== 'partial') return null;
  const body = parsed(row.response_body);
  const kind = typeof body === 'object' && body !== null && 'object' in body ? body.object : null;
  return typeof kind === 'string' && SHOWN.has(kind) ? (body as Answer) : null;
}

const speechInput = z.object({ text: z.string() });

function answerSection(row: RequestRow, src: MediaSource): PageSection {
  const section = (title: string, body: Html) => ({ id: 'answer', title, body });
  if (row.status === 'pending')
    return section('Answer', html`<p class="muted">No answer yet: the request is still running.</p>`);
  if (row.status === 'failed' && row.error) return section('Problem', problemView(row.error));
  const answer = storedAnswer(row);
  if (!answer) return section('Answer', html`<p class="muted">This answer is shown as JSON below.</p>`);
  switch (answer.object) {
    case 'copy_generation':
      return section('Copy', copyView(answer));
    case 'image_generation':
      return section('Image', imageView(answer, src));
    case 'speech_generation': {
      const input = speechInput.safeParse(row.input);
      return section(
        'Voice-over',
        speechView(answer, src, input.success ? spokenText(input.data.text, answer) : null),
      );
    }
    case 'whatsapp_template_draft':
      return section('Template draft', draftView(answer));
    case 'campaign':
      return section('Campaign', campaignView(answer, src));
  }
}

function recordSection(row: RequestRow): PageSection {
  return {
    id: 'record',
    title: null,
    body: html`<div class="card">
      <table>
        <tr>
          <th>Operation</th>
          <td>${row.operation}</td>
        </tr>
        <tr>
          <th>Resource</th>
          <td>
            ${
              row.status === 'completed' || row.status === 'partial'
                ? html`<code>${row.resource_id}</code>`
                : html`<span class="muted">none yet</span>`
            }
          </td>
        </tr>
        <tr>
          <th>Status</th>
          <td>
            <span class="badge ${row.status}">${row.status}</span>
            ${row.http_status ? html`<span class="muted">HTTP ${row.http_status}</span>` : ''}
          </td>
        </tr>
        <tr>
          <th>Idempotency-Key</th>
          <td><code dir="ltr">${row.idempotency_key}</code></td>
        </tr>
        <tr>
          <th>Credits</th>
          <td>
            ${row.credits_charged} charged, ${row.credits_refunded}
            refunded${refundPending(row) ? ' (refund pending)' : ''}
          </td>
        </tr>
        <tr>
          <th>Created</th>
          <td>${when(row.created_at)}</td>
        </tr>
        <tr>
          <th>Completed</th>
          <td>${when(row.completed_at)}</td>
        </tr>
        <tr>
          <th>API</th>
          <td><code>GET /v1/requests/${row.id}</code></td>
        </tr>
      </table>
    </div>`,
  };
}

/** The stored answer as the API returns it, folded away below what it shows. */
function rawSection(row: RequestRow): PageSection | null {
  if (!row.response_body) return null;
  const body = parsed(row.response_body);
  return {
    id: 'raw',
    title: null,
    body: html`<details class="raw">
      <summary>The stored answer as JSON</summary>
      <pre dir="auto" id="response-body">
${body === null ? row.response_body : JSON.stringify(body, null, 2)}</pre>
    </details>`,
  };
}

/** A request's own sections: its record, what it produced (or its problem), and its stored answer. */
export function requestSections(row: RequestRow, src: MediaSource): Array<PageSection | null> {
  return [recordSection(row), answerSection(row, src), rawSection(row)];
}
