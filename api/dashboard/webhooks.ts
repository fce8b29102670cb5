import { Router, type RequestHandler, type Response } from 'express';
import { ServiceError } from '../../contract/errors';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS, webhookEndpointInputSchema } from '../../contract/webhooks';
import type { Sql } from '../../db/client';
import { listEndpoints, type EndpointRow } from '../../db/webhooks';
import { isId } from '../../lib/ids';
import type { EndpointManager } from '../../webhooks/endpoints';
import { refusedEndpointUrl, type WebhookOutbound } from '../../webhooks/policy';
import { methodNotAllowed } from '../errors';
import { refuseUnstorableForm, unstorableField } from './form';
import { html } from './html';
import { sendPage } from './layout';
import { checkCsrf, type DashboardContext } from './session';
import { addForm, autoDisabledBanner, endpointCard, secretCard, type AddFormState } from './webhook-views';

const LABELS = { url: 'endpoint URL', event_types: 'event types', description: 'description' } as const;

/** After a button: which endpoint it changed, said only when the list agrees (a made-up query says nothing). */
const NOTICES = {
  disabled: (e?: EndpointRow) => e?.status === 'disabled' && 'is disabled: no more events are sent to it.',
  enabled: (e?: EndpointRow) =>
    e?.status === 'active' &&
    'is enabled: new events are sent to it. Deliveries stopped while it was disabled are not resent; send them again from its Deliveries page.',
  deleted: (e?: EndpointRow) => !e && 'is deleted, with its deliveries.',
} as const;

async function webhooksPage(
  res: Response,
  { sql, outbound }: { sql: Sql; outbound: WebhookOutbound },
  options: { status?: number; form?: AddFormState; query?: Record<string, unknown> } = {},
) {
  const ctx = res.locals.dashboard as DashboardContext;
  const endpoints = await listEndpoints(sql, ctx.user.account_id);
  const notices = Object.entries(NOTICES).flatMap(([name, says]) => {
    const id = options.query?.[name];
    if (typeof id !== 'string' || !isId('whe', id)) return [];
    const text = says(endpoints.find((e) => e.id === id));
    return text ? [html`<p class="card notice" role="status">Endpoint <code>${id}</code> ${text}</p>`] : [];
  });
  sendPage(res, {
    title: 'Webhooks',
    section: 'webhooks',
    ctx,
    status: options.status,
    body: html`${notices} ${autoDisabledBanner(endpoints, true)}
      ${
        endpoints.length
          ? endpoints.map((e) => endpointCard(ctx, e, refusedEndpointUrl(e.url, outbound)))
          : html`<p class="card muted" id="no-endpoints">
              No endpoints yet. Add one to receive an event each time a request finishes, a refund is settled
              or an ad is prepared.
            </p>`
      }
      <h2>Add an endpoint</h2>
      ${addForm(ctx, options.form ?? {}, outbound.allowLocalNetwork)}`,
  });
}

const formText = (value: unknown) => (typeof value === 'string' ? value : '');
const formList = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

/** The add form as the contract's schema reads it, or the sentence that says what is wrong with it. */
function parseAddForm(body: Record<string, unknown>) {
  const unknown = formList(body.event_types).filter(
    (t) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(t),
  );
  if (unknown.length > 0) return { error: `Unknown event types: ${unknown.join(', ')}.` };
  const parsed = webhookEndpointInputSchema.safeParse({
    url: formText(body.url),
    event_types: formList(body.event_types),
    description: formText(body.description),
  });
  if (parsed.success) return { input: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = LABELS[issue.path[0] as keyof typeof LABELS];
  // The schema's length messages ("At most 200 characters.") do not name their field.
  return { error: issue.message.replace(/^At most/, `The ${field} can have at most`) };
}

/** The endpoint named in the path, as the manager's not-found: an id of another account is no different. */
function endpointId(id: string): string {
  if (!isId('whe', id)) throw new ServiceError('not_found', 'No webhook endpoint with this id.');
  return id;
}

export function createWebhooksRouter(deps: {
  sql: Sql;
  endpoints: EndpointManager;
  testEvents: { outbound: WebhookOutbound };
}): Router {
  const { sql, endpoints } = deps;
  const page = { sql, outbound: deps.testEvents.outbound };
  const router = Router();
  const account = (res: Response) => (res.locals.dashboard as DashboardContext).user.account_id;

  router
    .route('/dashboard/webhooks')
    .get((req, res) => webhooksPage(res, page, { query: req.query }))
    .post(checkCsrf, async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const body = req.body as Record<string, unknown>;
      const unstorable = unstorableField(body, LABELS);
      // Each rendering of the form carries its own id: the same form posted twice adds one endpoint.
      const formId =
        typeof body.form_id === 'string' && /^[A-Za-z0-9_-]{43}$/.test(body.form_id) ? body.form_id : null;
      const parsed = unstorable
        ? { error: unstorable }
        : !formId
          ? { error: 'The form is incomplete; reload the page.' }
          : parseAddForm(body);
      // Text that cannot be stored is not shown back either.
      const shown: AddFormState = unstorable
        ? {}
        : {
            url: formText(body.url).slice(0, WEBHOOK_LIMITS.url_max_chars),
            description: formText(body.description).slice(0, WEBHOOK_LIMITS.description_max_chars),
            eventTypes: formList(body.event_types),
          };
      if (!parsed.input)
        return webhooksPage(res, page, { status: 400, form: { ...shown, error: parsed.error } });
      const made = await endpoints.add(ctx.user.account_id, parsed.input, formId).catch((err: unknown) => {
        // The URL refused (not https, localhost, a private address), the account at its limit, or this form
        // already used: said on the form.
        if (
          err instanceof ServiceError &&
          ['invalid_request', 'unprocessable', 'idempotency_key_reused'].includes(err.code)
        )
          return { status: err.status, error: err.message };
        throw err;
      });
      if ('error' in made)
        return webhooksPage(res, page, { status: made.status, form: { ...shown, ...made } });
      sendPage(res, {
        title: 'Your new webhook endpoint',
        section: 'webhooks',
        ctx,
        status: 201,
        body: secretCard(made.endpoint, made.secret, false),
      });
    })
    .all(methodNotAllowed('GET', 'POST'));

  router
    .route('/dashboard/webhooks/:endpoint_id/rotate')
    .post(checkCsrf, refuseUnstorableForm, async (req, res) => {
      const made = await endpoints.rotate(account(res), endpointId(req.params.endpoint_id!));
      sendPage(res, {
        title: 'New signing secret',
        section: 'webhooks',
        ctx: res.locals.dashboard as DashboardContext,
        body: secretCard(made.endpoint, made.secret, true),
      });
    })
    .all(methodNotAllowed('POST'));

  router
    .route('/dashboard/webhooks/:endpoint_id/disable')
    .post(checkCsrf, refuseUnstorableForm, async (req, res) => {
      const id = endpointId(req.params.endpoint_id!);
      await endpoints.disable(account(res), id, (res.locals.dashboard as DashboardContext).user.email);
      res.redirect(303, `/dashboard/webhooks?disabled=${id}`);
    })
    .all(methodNotAllowed('POST'));
  router
    .route('/dashboard/webhooks/:endpoint_id/enable')
    .post(checkCsrf, refuseUnstorableForm, async (req, res) => {
      const id = endpointId(req.params.endpoint_id!);
      await endpoints.enable(account(res), id);
      res.redirect(303, `/dashboard/webhooks?enabled=${id}`);
    })
    .all(methodNotAllowed('POST'));
  router
    .route('/dashboard/webhooks/:endpoint_id/delete')
    .post(checkCsrf, refuseUnstorableForm, async (req, res) => {
      const id = endpointId(req.params.endpoint_id!);
      await endpoints.remove(account(res), id);
      res.redirect(303, `/dashboard/webhooks?deleted=${id}`);
    })
    .all(methodNotAllowed('POST'));
  return router;
}

/** The usage page's warning when the service disabled an endpoint (the layout shows `res.locals.banner`). */
export function webhookBanner(sql: Sql): RequestHandler {
  return async (_req, res, next) => {
    const ctx = res.locals.dashboard as DashboardContext;
    res.locals.banner = autoDisabledBanner(await listEndpoints(sql, ctx.user.account_id), false);
    next();
  };
}
