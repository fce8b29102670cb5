import { Router, type Response } from 'express';
import { SCOPES, type Scope } from '../../contract/enums';
import { listApiKeys, revokeOwnedApiKey, type ApiKeyRow } from '../../db/api-keys';
import type { Sql } from '../../db/client';
import { isId } from '../../lib/ids';
import { createKeyOnce } from '../../db/provisioning';
import { methodNotAllowed } from '../errors';
import { ServiceError } from '../../contract/errors';
import { refuseUnstorableForm, unstorableField } from './form';
import { dataTable, html, userText, when, type Html } from './html';
import { sendPage } from './layout';
import { checkCsrf, newToken, type DashboardContext, type Sessions } from './session';

const NAME_MAX = 100;

function keyRow(ctx: DashboardContext, key: ApiKeyRow): Html {
  const state = key.revoked_at ? 'revoked' : 'active';
  return html`<tr data-key-id="${key.id}">
    <td><code>${key.display_prefix}…</code></td>
    <td data-label="Name">${userText(key.name)}</td>
    <td data-label="Scopes" class="scopes">
      ${key.scopes.map((s) => html`<span class="badge">${s}</span> `)}
    </td>
    <td data-label="Created">${when(key.created_at)}</td>
    <td data-label="Last used">${when(key.last_used_at)}</td>
    <td data-label="State">
      <span class="badge ${state}">${state}</span>${key.revoked_at ? html` ${when(key.revoked_at)}` : ''}
    </td>
    <td class="key-actions">
      ${
        key.revoked_at
          ? ''
          : html`<form method="post" action="/dashboard/keys/${key.id}/revoke" class="inline">
              <input type="hidden" name="csrf_token" value="${ctx.csrf}" />
              <button type="submit" class="danger" aria-label="Revoke ${key.display_prefix}">Revoke</button>
            </form>`
      }
    </td>
  </tr>`;
}

async function keysPage(
  res: Response,
  sql: Sql,
  options: { status?: number; revoked?: string; error?: string; name?: string; scopes?: string[] } = {},
) {
  const ctx = res.locals.dashboard as DashboardContext;
  const keys = await listApiKeys(sql, ctx.user.account_id);
  // After a revoke the list says which key stopped: the one named, if it is this account's and revoked.
  const revoked = keys.find((k) => k.id === options.revoked && k.revoked_at);
  const checked = new Set(options.scopes ?? []);
  sendPage(res, {
    title: 'API keys',
    section: 'keys',
    ctx,
    status: options.status,
    body: html` ${
        revoked
          ? html`<p class="card notice" role="status">
              Key <code>${revoked.display_prefix}…</code> is revoked: it stopped working at once.
            </p>`
          : ''
      }
      ${dataTable({
        head: ['Key', 'Name', 'Scopes', 'Created', 'Last used', 'State', ''],
        rows: keys.map((k) => keyRow(ctx, k)),
        empty: 'No keys yet.',
        cards: true,
      })}
      <h2>Create a key</h2>
      <form method="post" action="/dashboard/keys" class="stack card" id="create-key">
        ${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ''}
        <input type="hidden" name="csrf_token" value="${ctx.csrf}" />
        <input type="hidden" name="form_id" value="${newToken()}" />
        <label for="key-name">Name <span class="muted">(optional, for you)</span></label>
        <input
          id="key-name"
          name="name"
          type="text"
          maxlength="${NAME_MAX}"
          value="${options.name ?? ''}"
          dir="auto"
        />
        <fieldset>
          <legend>Scopes</legend>
          ${SCOPES.map(
            (s) =>
              html`<label
                ><input type="checkbox" name="scopes" value="${s}" ${checked.has(s) ? html` checked` : ''} />
                ${s}</label
              >`,
          )}
        </fieldset>
        <button type="submit">Create key</button>
        <p class="muted">The key is shown once, when it is created; only its SHA-256 hash is stored.</p>
      </form>`,
  });
}

function formScopes(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function createKeysRouter(deps: { sql: Sql; sessions: Sessions; publicBaseUrl: string }): Router {
  const { sql } = deps;
  const router = Router();
  router
    .route('/dashboard/keys')
    .get(async (req, res) => {
      const revoked = typeof req.query.revoked === 'string' ? req.query.revoked : undefined;
      await keysPage(res, sql, { revoked });
    })
    .post(checkCsrf, async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const body = req.body as Record<string, unknown>;
      const name = typeof body.name === 'string' ? body.name.trim() : '';
      const scopes = formScopes(body.scopes);
      const formId =
        typeof body.form_id === 'string' && /^[A-Za-z0-9_-]{43}$/.test(body.form_id) ? body.form_id : null;
      const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
      const unstorable = unstorableField(body, { name: 'name', scopes: 'scopes' });
      const error =
        unstorable ??
        (!formId
          ? 'The form is incomplete; reload the page.'
          : name.length > NAME_MAX
            ? `The name can have at most ${NAME_MAX} characters.`
            : unknown.length > 0
              ? `Unknown scopes: ${unknown.join(', ')}.`
              : scopes.length === 0
                ? 'Choose at least one scope.'
                : null);
      if (error) {
        // Text that cannot be stored is not shown back either.
        const shown = unstorable ? '' : name.slice(0, NAME_MAX);
        return keysPage(res, sql, { status: 400, error, name: shown, scopes });
      }
      const made = await createKeyOnce(sql, ctx.user.account_id, [...new Set(scopes)] as Scope[], {
        name: name || undefined,
        formId,
      });
      if (!made) {
        return keysPage(res, sql, {
          status: 409,
          error:
            'This form already created a key, which was shown once. Create another key here if you need one.',
        });
      }
      sendPage(res, {
        title: 'Your new API key',
        section: 'keys',
        ctx,
        status: 201,
        body: html`<div class="card notice">
          <p>
            <strong>Copy this key now.</strong> It is shown once and cannot be shown again; only its hash is
            stored.
          </p>
          <code class="secret" id="new-key">${made.key}</code>
          <p>Scopes: ${made.row.scopes.map((s) => html`<span class="badge">${s}</span> `)}</p>
          <p>Try it:</p>
          <pre dir="ltr">
curl -s ${deps.publicBaseUrl}/v1/usage \\
  -H "Authorization: Bearer ${made.key}"</pre>
          <p><a href="/dashboard/keys">Back to API keys</a></p>
        </div>`,
      });
    })
    .all(methodNotAllowed('GET', 'POST'));

  router
    .route('/dashboard/keys/:key_id/revoke')
    .post(checkCsrf, refuseUnstorableForm, async (req, res) => {
      const ctx = res.locals.dashboard as DashboardContext;
      const id = req.params.key_id!;
      if (!isId('key', id) || !(await revokeOwnedApiKey(sql, ctx.user.account_id, id)))
        throw new ServiceError('not_found', 'No active key with that id in this account.');
      res.redirect(303, `/dashboard/keys?revoked=${id}`);
    })
    .all(methodNotAllowed('POST'));
  return router;
}
