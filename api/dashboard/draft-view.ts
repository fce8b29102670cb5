import type { PreflightFinding, TemplateComponent, TemplateDraftResult } from '../../contract/templates';
import { facts, languageTag, lines } from './generated-text';
import { dataTable, html, userText, type Html } from './html';

const PLACEHOLDER = /(\{\{\d+\}\})/;

/** Template text, its lines kept and its positional placeholders marked, each titled with its example. */
function withPlaceholders(text: string, examples: readonly string[]): Html {
  return lines(
    text,
    (line) =>
      html`${line.split(PLACEHOLDER).map((part, i) => {
        if (i % 2 === 0) return part;
        const example = examples[Number(part.slice(2, -2)) - 1];
        return html`<mark
          class="placeholder"
          dir="ltr"
          title="${example ? `Example: ${example}` : 'No example'}"
          >${part}</mark
        >`;
      })}`,
  );
}

/** The message as the customer would see it: header, body, footer and buttons, right to left for Arabic. */
function preview(components: TemplateComponent[], examples: readonly string[], lang: string): Html {
  const dir = lang === 'ar' || lang.startsWith('ar-') ? 'rtl' : 'ltr';
  return html`<div class="message" dir="${dir}" lang="${lang}">
    ${components.map((c) => {
      if (c.type === 'HEADER')
        return html`<p class="message-header">${withPlaceholders(c.text ?? '', examples)}</p>`;
      if (c.type === 'BODY')
        return html`<p class="message-body">${withPlaceholders(c.text ?? '', examples)}</p>`;
      if (c.type === 'FOOTER') return html`<p class="message-footer">${c.text ?? ''}</p>`;
      return html`<ul class="message-buttons">
        ${(c.buttons ?? []).map(
          (b) => html`<li>${b.text}${b.url ? html` <code class="muted" dir="ltr">${b.url}</code>` : ''}</li>`,
        )}
      </ul>`;
    })}
  </div>`;
}

function findingsTable(findings: PreflightFinding[]): Html {
  return dataTable({
    id: 'findings',
    head: ['Severity', 'Finding', 'Where', 'What it means'],
    rows: findings.map(
      (f) =>
        html`<tr class="finding ${f.severity}">
          <td><span class="badge ${f.severity}">${f.severity}</span></td>
          <td><code>${f.code}</code></td>
          <td><code>${f.path}</code></td>
          <td>${userText(f.message, 'div')}</td>
        </tr>`,
    ),
    empty: 'No findings: the preflight found nothing to change.',
  });
}

/** A messaging-template draft: the message with its placeholders marked, their examples, and the preflight. */
export function draftView(draft: TemplateDraftResult): Html {
  const { platform_payload: payload, compliance } = draft;
  const examples = payload.components.find((c) => c.type === 'BODY')?.example?.body_text[0] ?? [];
  const lang = languageTag(draft.output_language, draft.dialect, draft.market);
  return html`${facts([
      ['Name', html`<code>${payload.name}</code>`],
      ['Category', payload.category],
      ['Platform language', html`<code>${payload.language}</code>`],
      ['Status', html`<span class="badge">${draft.status}</span> never submitted by the service`],
      ['Payload hash', html`<code class="hash">${draft.payload_hash}</code>`],
    ])}
    ${preview(payload.components, examples, lang)}
    <h3>Placeholders</h3>
    ${
      examples.length > 0
        ? dataTable({
            id: 'placeholders',
            head: ['Placeholder', 'Example'],
            rows: examples.map(
              (example, i) =>
                html`<tr>
                  <td><mark class="placeholder" dir="ltr">{{${i + 1}}}</mark></td>
                  <td>${userText(example)}</td>
                </tr>`,
            ),
            empty: '',
          })
        : html`<p class="muted">The message has no placeholders.</p>`
    }
    <h3>
      Preflight
      ${
        compliance.ready_for_submission
          ? html`<span class="badge completed">ready for submission</span>`
          : html`<span class="badge failed">not ready for submission</span>`
      }
    </h3>
    ${findingsTable(compliance.findings)}
    <p class="muted">
      The platform makes the final decision. The draft and its refund state are listed under
      <a href="/dashboard/drafts">Template drafts</a>.
    </p>`;
}
