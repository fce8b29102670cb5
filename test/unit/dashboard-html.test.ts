import type { Request, Response } from 'express';
import { html, userText } from '../../api/dashboard/html';
import { cookieHeader, createSessions } from '../../api/dashboard/session';

test('interpolated text is escaped; only markup made by html passes through', () => {
  const name = `<script>alert("x")</script>' onmouseover='x`;
  const out = html`<td title="${name}">${name}${html`<b>ok</b>`}</td>`.value;
  expect(out).not.toContain('<script>');
  expect(out).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#39;x');
  expect(out).toContain('<b>ok</b>');
});

test('a partner’s Arabic text is marked for the browser to lay out right to left', () => {
  expect(userText('مقهى الريحان').value).toBe('<span dir="auto" lang="ar">مقهى الريحان</span>');
  expect(userText('Rayhan').value).toBe('<span dir="auto">Rayhan</span>');
});

test('session cookies are HttpOnly and SameSite=Strict always, and Secure when the dashboard is served over https', () => {
  expect(cookieHeader('cgs_session', 'v', 60, false)).toBe(
    'cgs_session=v; Path=/dashboard; Max-Age=60; HttpOnly; SameSite=Strict',
  );
  const headers: string[] = [];
  const res = { append: (_: string, value: string) => headers.push(value) } as unknown as Response;
  const req = { secure: false } as Request;
  createSessions({ sql: {} as never, publicBaseUrl: 'https://cgs.example.com' }).startSession(req, res);
  expect(headers[0]).toMatch(
    /^cgs_session=[A-Za-z0-9_-]{43}; Path=\/dashboard; Max-Age=43200; HttpOnly; SameSite=Strict; Secure$/,
  );
  headers.length = 0;
  createSessions({ sql: {} as never, publicBaseUrl: 'http://localhost:8080' }).startSession(req, res);
  expect(headers[0]).not.toContain('Secure');
  createSessions({ sql: {} as never, publicBaseUrl: 'http://localhost:8080' }).startSession(
    { secure: true } as Request,
    res,
  );
  expect(headers.at(-2)).toMatch(/; Secure$/);
});
