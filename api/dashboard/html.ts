/** Markup that is already safe: built by `html`, never from a caller's text. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

type Value = Html | string | number | null | undefined | false | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value as string | number));
}

/** Template tag: every interpolated value is escaped unless it is Html itself (what another `html` made). */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => (out += render(value) + strings[i + 1]!));
  return new Html(out);
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export const hasArabic = (text: string): boolean => ARABIC.test(text);

/** A partner's text in its own direction: Arabic names and bodies read right to left inside a left-to-right page. */
export function userText(text: string | null | undefined, tag: 'span' | 'div' | 'p' = 'span'): Html {
  if (!text) return html`<span class="muted">—</span>`;
  const lang = hasArabic(text) ? ' lang="ar"' : '';
  return new Html(`<${tag} dir="auto"${lang}>${escapeHtml(text)}</${tag}>`);
}

export function when(date: Date | null | undefined): Html {
  if (!date) return html`<span class="muted">never</span>`;
  const iso = date.toISOString();
  return html`<time datetime="${iso}">${iso.slice(0, 16).replace('T', ' ')} UTC</time>`;
}

/**
 * A list as a table: its headings, one row per item, and a line that says so when there is none. The table scrolls
 * sideways in its own box, never the page. `cards`: on a narrow screen each row is a card, each cell under the
 * label its `data-label` gives (a cell without one spans the card).
 */
export function dataTable(table: {
  id?: string;
  head: string[];
  rows: Html[];
  empty: Html | string;
  cards?: boolean;
}): Html {
  return html`<div class="table-box">
    <table${table.id ? html` id="${table.id}"` : ''}${table.cards ? html` class="cards"` : ''}>
      <thead>
        <tr>
          ${table.head.map((h) => html`<th>${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${
          table.rows.length
            ? table.rows
            : html`<tr>
                <td colspan="${table.head.length}" class="muted">${table.empty}</td>
              </tr>`
        }
      </tbody>
    </table>
  </div>`;
}
