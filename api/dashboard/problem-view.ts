import type { Problem } from '../../contract/errors';
import { html, userText, type Html } from './html';

/** A failure as a person reads it: what went wrong, why, and the code and status a program sees. */
export function problemView(problem: Problem): Html {
  return html`<div class="card error problem" role="alert">
    <p class="problem-title">
      <strong>${problem.title}</strong>
      <span class="muted">HTTP ${problem.status} · <code>${problem.code}</code></span>
    </p>
    ${userText(problem.detail, 'p')}
    ${
      problem.errors?.length
        ? html`<ul class="problem-fields">
            ${problem.errors.map((e) => html`<li><code>${e.pointer}</code> ${userText(e.detail)}</li>`)}
          </ul>`
        : ''
    }
  </div>`;
}
