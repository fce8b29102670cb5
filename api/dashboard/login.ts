import { Router, type Request, type Response } from 'express';
import type { Sql } from '../../db/client';
import {
  deleteSession,
  findDashboardUserByEmail,
  forgetLoginAttempt,
  insertSession,
  loginFailures,
  recordLoginAttempt,
} from '../../db/dashboard';
import { decoyHash, MAX_PASSWORD_LENGTH, verifyPassword } from '../../lib/passwords';
import { methodNotAllowed } from '../errors';
import { refuseUnstorableForm, unstorableField } from './form';
import { html } from './html';
import { sendPage } from './layout';
import {
  checkCsrf,
  checkLoginSite,
  newToken,
  SESSION_TTL_SECONDS,
  tokenHash,
  type DashboardContext,
  type Sessions,
} from './session';
import {
  signInBuckets,
  signInWait,
  waitInWords,
  type BucketFailures,
  type SignInFailures,
} from './sign-in-limits';

/**
 * Seconds the attempt must wait, or null once it is counted: it is written as a failure before its password is
 * checked, so attempts sent at once count each other (checked only beforehand, they would all pass together and
 * each get a guess). An attempt refused here takes its rows back; a locked guesser writes nothing at all.
 */
async function admitAttempt(
  sql: Sql,
  attempt: string,
  buckets: ReturnType<typeof signInBuckets>,
): Promise<number | null> {
  const windows = Object.values(buckets);
  const byKind = (found: Map<string, BucketFailures>): SignInFailures => ({
    pair: found.get(buckets.pair.bucket),
    client: found.get(buckets.client.bucket),
    email: found.get(buckets.email.bucket),
  });
  const before = signInWait(byKind(await loginFailures(sql, windows, attempt)));
  if (before !== null) return before;
  const names = windows.map((w) => w.bucket);
  await recordLoginAttempt(sql, attempt, names);
  const wait = signInWait(byKind(await loginFailures(sql, windows, attempt)));
  if (wait !== null) await forgetLoginAttempt(sql, attempt, names);
  return wait;
}

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
      const unstorable = unstorableField(req.body, { email: 'e-mail address', password: 'password' });
      if (unstorable) return loginPage(req, res, sessions, { status: 400, message: unstorable });
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
      // Checked before the password: a locked pair learns nothing, however right the guess.
      const buckets = signInBuckets(email, req.ip ?? 'unknown');
      const attempt = newToken();
      const wait = await admitAttempt(sql, attempt, buckets);
      if (wait !== null) {
        res.setHeader('Retry-After', String(wait));
        return loginPage(req, res, sessions, {
          status: 429,
          message: `Too many failed sign-ins. Try again ${waitInWords(wait)}.`,
          email,
        });
      }
      const user = await findDashboardUserByEmail(sql, email);
      const valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
      if (!user || !valid) {
        return loginPage(req, res, sessions, {
          status: 401,
          message: 'That e-mail address and password do not match a dashboard user.',
          email,
        });
      }
      // Success clears the pair; other addresses' failures still count towards the e-mail address's wait.
      await forgetLoginAttempt(
        sql,
        attempt,
        Object.values(buckets).map((b) => b.bucket),
        buckets.pair.bucket,
      );
      const token = sessions.startSession(req, res);
      await insertSession(sql, tokenHash(token), user.id, SESSION_TTL_SECONDS);
      res.redirect(303, '/dashboard/usage');
    })
    .all(methodNotAllowed('GET', 'POST'));

  router
    .route('/dashboard/logout')
    .post(sessions.requireSession(), checkCsrf, refuseUnstorableForm, async (req, res) => {
      await deleteSession(sql, (res.locals.dashboard as DashboardContext).tokenHash);
      sessions.endSession(req, res);
      res.redirect(303, '/dashboard/login');
    })
    .all(methodNotAllowed('POST'));
  return router;
}
