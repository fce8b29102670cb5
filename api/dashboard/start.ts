import { Router } from 'express';
import { CREDIT_COSTS } from '../../contract/pricing';
import { methodNotAllowed } from '../errors';
import { html, type Html } from './html';
import { sendPage } from './layout';
import type { DashboardContext } from './session';

const FIRST_BRIEF = JSON.stringify({
  description: 'Specialty coffee roasted daily in Riyadh. 20% off this week.',
  market: 'SA',
});

/**
 * The three steps from a new account to its first request: a key, one curl against this service's own address
 * (PUBLIC_BASE_URL, the address the API writes into its answers), and where the request then shows.
 */
export function gettingStarted(publicBaseUrl: string): Html {
  return html`<ol class="steps">
    <li>
      <strong>Create a key</strong> on <a href="/dashboard/keys">API keys</a>: tick
      <code>copy:write</code> (and <code>usage:read</code> to read your usage). The key is shown once; keep it
      in an environment variable:
      <pre dir="ltr">export CGS_API_KEY=cgs_live_…</pre>
    </li>
    <li>
      <strong>Ask for copy</strong> (${CREDIT_COSTS.copy.ad_copy} credits):
      <pre dir="ltr" id="first-curl">
curl -s ${publicBaseUrl}/v1/copy-generations \\
  -H "Authorization: Bearer $CGS_API_KEY" \\
  -H "Idempotency-Key: my-first-request" \\
  -H "Content-Type: application/json" \\
  -d '${FIRST_BRIEF}'</pre>
      <span class="muted"
        >Send a new <code>Idempotency-Key</code> with each new request; the same one again returns the first
        answer and charges nothing more.</span
      >
    </li>
    <li>
      <strong>See it on <a href="/dashboard/usage">Usage</a></strong
      >: each request with what it made, its status and credits, and a page of its own. Images, voice-overs,
      template drafts and whole campaigns are in the <a href="/docs">API reference</a>.
    </li>
  </ol>`;
}

export function createStartRouter(deps: { publicBaseUrl: string }): Router {
  const router = Router();
  router
    .route('/dashboard/start')
    .get((_req, res) => {
      sendPage(res, {
        title: 'Getting started',
        section: 'start',
        ctx: res.locals.dashboard as DashboardContext,
        body: html`<div class="card start" id="getting-started">${gettingStarted(deps.publicBaseUrl)}</div>`,
      });
    })
    .all(methodNotAllowed('GET'));
  return router;
}
