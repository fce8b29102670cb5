import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { ServiceError } from '../../contract/errors';
import type { Sql } from '../../db/client';
import { touchSession, type SessionUser } from '../../db/dashboard';

export const SESSION_COOKIE = 'cgs_session';
export const LOGIN_COOKIE = 'cgs_login';
export const SESSION_TTL_SECONDS = 12 * 3600;
export const SESSION_IDLE_SECONDS = 2 * 3600;
const LOGIN_TTL_SECONDS = 3600;

export interface DashboardContext {
  user: SessionUser;
  /** The form token of this session: every form carries it, every POST is checked against it. */
  csrf: string;
  tokenHash: string;
}

export function readCookie(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** HttpOnly, SameSite=Strict, scoped to /dashboard; Secure whenever the dashboard is reached over https. */
export function cookieHeader(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    'Path=/dashboard',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createSessions(deps: { sql: Sql; publicBaseUrl: string }) {
  const secure = (req: Request) => req.secure || deps.publicBaseUrl.startsWith('https:');
  const set = (req: Request, res: Response, name: string, value: string, maxAge: number) =>
    res.append('Set-Cookie', cookieHeader(name, value, maxAge, secure(req)));

  /** The signed-in user, or undefined. */
  async function current(req: Request): Promise<DashboardContext | undefined> {
    const token = readCookie(req, SESSION_COOKIE);
    if (!token) return undefined;
    const hash = tokenHash(token);
    const user = await touchSession(deps.sql, hash, SESSION_IDLE_SECONDS);
    return user && { user, csrf: derive(token, 'csrf'), tokenHash: hash };
  }

  return {
    current,
    startSession(req: Request, res: Response): string {
      const token = newToken();
      set(req, res, SESSION_COOKIE, token, SESSION_TTL_SECONDS);
      set(req, res, LOGIN_COOKIE, '', 0);
      return token;
    },
    endSession(req: Request, res: Response): void {
      set(req, res, SESSION_COOKIE, '', 0);
    },

    /** The sign-in form's token, bound to a fresh random cookie: a login form posted from elsewhere fails. */
    loginToken(req: Request, res: Response): string {
      const nonce = newToken();
      set(req, res, LOGIN_COOKIE, nonce, LOGIN_TTL_SECONDS);
      return derive(nonce, 'login');
    },
    checkLoginToken(req: Request): void {
      const nonce = readCookie(req, LOGIN_COOKIE);
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!nonce || !sameToken(body.csrf_token, derive(nonce, 'login'))) throw csrfRefused();
    },

    /** Pages: a visitor without a session is sent to sign in; forms: refused. */
    requireSession(): RequestHandler {
      return async (req, res, next) => {
        const ctx = await current(req);
        if (!ctx) {
          if (req.method === 'GET' || req.method === 'HEAD') return res.redirect(303, '/dashboard/login');
          throw new ServiceError('unauthorized', 'Sign in to the dashboard first.');
        }
        res.locals.dashboard = ctx;
        next();
      };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

function csrfRefused(): ServiceError {
  return new ServiceError(
    'csrf_token_invalid',
    'The form was not sent from this dashboard session (its token is missing or wrong). Reload the page and try again.',
  );
}

/**
 * Every form POST: the session's token in the body, and never a cross-site request (Fetch Metadata). The
 * session cookie is SameSite=Strict as well; the token still holds where a browser sends neither header.
 */
export const checkCsrf: RequestHandler = (req, res, next) => {
  const ctx = res.locals.dashboard as DashboardContext;
  if (req.get('sec-fetch-site') === 'cross-site') throw csrfRefused();
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!sameToken(body.csrf_token, ctx.csrf)) throw csrfRefused();
  next();
};

export function checkLoginSite(req: Request): void {
  if (req.get('sec-fetch-site') === 'cross-site') throw csrfRefused();
}
