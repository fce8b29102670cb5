import express, { Router, type ErrorRequestHandler } from 'express';
import type { Sql } from '../../db/client';
import type { CursorCodec } from '../../lib/cursor';
import type { Logger } from '../../lib/logger';
import { methodNotAllowed, notFound, problemFor, sendProblem } from '../errors';
import { html } from './html';
import { createKeysRouter } from './keys';
import { sendPage, STYLE } from './layout';
import { createLoginRouter } from './login';
import { createRecordPagesRouter } from './records';
import { createSessions, type DashboardContext } from './session';
import { createStartRouter } from './start';
import { createUsagePagesRouter } from './usage';
import { createWebhookDeliveriesRouter } from './webhook-deliveries';
import { createWebhooksRouter, webhookBanner } from './webhooks';
import type { WebhookDispatcher } from '../../webhooks/dispatch';
import type { EndpointManager } from '../../webhooks/endpoints';
import type { TestEventDeps } from '../../webhooks/test-event';

/**
 * Errors as the client prefers them: a page for a browser, problem+json for a program. Either way the status,
 * the request id and nothing of the failure's internals.
 */
function dashboardErrors(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { problem, retryAfterSeconds } = problemFor(err, res, logger);
    if (req.accepts(['html', 'application/problem+json', 'json']) !== 'html')
      return sendProblem(res, problem, retryAfterSeconds);
    if (retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(retryAfterSeconds));
    sendPage(res, {
      title: problem.title,
      section: 'error',
      status: problem.status,
      ctx: res.locals.dashboard as DashboardContext | undefined,
      body: html`<div class="card error" role="alert">
          <p>${problem.detail}</p>
          <p class="muted">Request <code>${problem.request_id}</code></p>
        </div>
        <p><a href="/dashboard">Back to the dashboard</a></p>`,
    });
  };
}

/** /dashboard: server-rendered pages for people, signed in with a session cookie, every form CSRF-checked. */
export function createDashboardRouter(deps: {
  sql: Sql;
  logger: Logger;
  cursors: CursorCodec;
  publicBaseUrl: string;
  webhooks: WebhookDispatcher;
  endpoints: EndpointManager;
  /** "Send test event": the endpoint policy it checks and the dispatcher that starts the delivery. */
  testEvents: TestEventDeps;
  mediaOrigin: string | null;
}): Router {
  const sessions = createSessions(deps);
  const router = Router();
  router
    .route('/dashboard/assets/dashboard.css')
    .get((_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/css').send(STYLE);
    })
    .all(methodNotAllowed('GET'));
  const pages = Router();
  pages.use('/dashboard', express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 64 }));
  pages.use(createLoginRouter({ sql: deps.sql, sessions }));
  pages.use('/dashboard', sessions.requireSession());
  pages.get('/dashboard/usage', webhookBanner(deps.sql));
  pages.use(createUsagePagesRouter(deps));
  pages.use(createStartRouter(deps));
  pages.use(createKeysRouter({ sql: deps.sql, sessions, publicBaseUrl: deps.publicBaseUrl }));
  pages.use(createRecordPagesRouter(deps));
  pages.use(createWebhooksRouter(deps));
  pages.use(createWebhookDeliveriesRouter(deps));
  pages.use('/dashboard', notFound);
  router.use(pages);
  router.use('/dashboard', dashboardErrors(deps.logger));
  return router;
}
