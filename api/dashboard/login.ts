import { Router, type Request, type Response } from 'express';
import type { Sql } from '../../db/client';
import {
  clearLoginFailures,
  deleteSession,
  findDashboardUserByEmail,
  insertSession,
  loginFailures,
  recordLoginFailure,
} from '../../db/dashboard';
import { decoyHash, MAX_PASSWORD_LENGTH, verifyPassword } from '../../lib/passwords';
import { methodNotAllowed } from '../errors';
import { html } from './html';
import { sendPage } from './layout';
import {
  checkCsrf,
  checkLoginSite,
  SESSION_TTL_SECONDS,
  tokenHash,
  type DashboardContext,
  type Sessions,
} from './session';

/** Failed sign-ins allowed per e-mail address and per client address in the window. */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perEmail: 5, perClient: 50 };

function loginPage(
  req: Request,
  res: Response,
  sessions: Sessions,
  options: { status?: number; message?: string; email?: string } = {},
) {
  const token = sessions.loginToken(req, res);
  sendPage(res, {
    title: 'Sign in',
    section: 'login',
    status: options.status,
    body: html`<div class="login card">
      ${options.message ? html`<p class="error" role="alert">${options.message}</p>` : ''}
      <form method="post" action="/dashboard/login" class="stack">
        <input type="hidden" name="csrf_token" value="${token}" />
        <label for="email">E-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="username"
          required
          maxlength="254"
          value="${options.email ?? ''}"
        />
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required
          maxlength="${MAX_PASSWORD_LENGTH}"
        />
        <button type="submit">Sign in</button>
      </form>
      <p class="muted">
        Dashboard users are created by an operator: <code>npm run admin -- dashboard-users create</code>.
      </p>
    </div>`,
  });
}

export function createLoginRouter(deps: { sql: Sql; sessions: Sessions }): Router {
  const { sql, sessions } = deps;
  const router = Router();
  router
    .route('/dashboard/login')
    .get(async (req, res) => {
      if (await sessions.current(req)) return res.redirect(303, '/dashboard/usage');
      loginPage(req, res, sessions);
    })
    .post(async (req, res) => {
      checkLoginSite(req);
      sessions.checkLoginToken(req);
      const body = req.body as Record<string, unknown>;
      const email = typeof body.email === 'string' ? body.email.trim() : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || email.length > 254 || !password || password.length > MAX_PASSWORD_LENGTH) {
        return loginPage(req, res, sessions, {
          status: 400,
          message: 'Enter your e-mail address and password.',
          email: email.slice(0, 254),
        });
      }
      // Checked before the password: a locked address learns nothing, however right the guess.
      const buckets = [`email:${email.toLowerCase()}`, `client:${req.ip ?? 'unknown'}`];
      const failures = await loginFailures(sql, buckets, LOGIN_LIMITS.windowSeconds);
      const byEmail = failures.get(buckets[0]!);
      const byClient = failures.get(buckets[1]!);
      const locked =
        (byEmail && byEmail.count >= LOGIN_LIMITS.perEmail && byEmail) ||
        (byClient && byClient.count >= LOGIN_LIMITS.perClient && byClient);
      if (locked) {
        res.setHeader('Retry-After', String(locked.retryAfter));
        return loginPage(req, res, sessions, {
          status: 429,
          message: `Too many failed sign-ins. Try again in ${Math.ceil(locked.retryAfter / 60)} minutes.`,
          email,
        });
      }
      const user = await findDashboardUserByEmail(sql, email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid) {
        await recordLoginFailure(sql, buckets);
        return loginPage(req, res, sessions, {
          status: 401,
          message: 'That e-mail address and password do not match a dashboard user.',
          email,
        });
      }
      await clearLoginFailures(sql, buckets[0]!);
      const token = sessions.startSession(req, res);
      await insertSession(sql, tokenHash(token), user.id, SESSION_TTL_SECONDS);
      res.redirect(303, '/dashboard/usage');
    })
    .all(methodNotAllowed('GET', 'POST'));

  router
    .route('/dashboard/logout')
    .post(sessions.requireSession(), checkCsrf, async (req, res) => {
      await deleteSession(sql, (res.locals.dashboard as DashboardContext).tokenHash);
      sessions.endSession(req, res);
      res.redirect(303, '/dashboard/login');
    })
    .all(methodNotAllowed('POST'));
  return router;
}
