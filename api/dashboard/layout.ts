import type { Response } from 'express';
import { html, userText, type Html } from './html';
import type { DashboardContext } from './session';

const NAV = [
  ['usage', 'Usage'],
  ['keys', 'API keys'],
  ['brands', 'Brand profiles'],
  ['drafts', 'Template drafts'],
  ['webhooks', 'Webhooks'],
] as const;

export type Section = (typeof NAV)[number][0] | 'start' | 'login' | 'error';

/**
 * What a page shows of the generated media: none, or images and audio from this API's /media/ and, with GCS,
 * from the bucket's origin (the configured one, never a wildcard).
 */
export type PageMedia = { origin: string | null } | null;

/**
 * No script, no inline style, no framing: `default-src 'none'` and only what the page loads. A page that shows
 * generated media may also load images and audio from the media store.
 */
export function contentSecurityPolicy(media: PageMedia): string {
  const sources = ["'self'", ...(media?.origin ? [media.origin] : [])];
  return [
    "default-src 'none'",
    "style-src 'self'",
    `img-src ${[...(media ? sources : ["'self'"]), 'data:'].join(' ')}`,
    ...(media ? [`media-src ${sources.join(' ')}`] : []),
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Nothing framed, sniffed, cached or referred elsewhere: the pages carry keys and a partner's records. */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export function sendPage(
  res: Response,
  page: {
    title: string;
    section: Section;
    body: Html;
    ctx?: DashboardContext;
    status?: number;
    media?: PageMedia;
  },
): void {
  const ctx = page.ctx;
  // A warning a handler before the page's own put there (an endpoint disabled automatically, on the usage page).
  const banner = ctx ? (res.locals.banner as Html | undefined) : undefined;
  const header = ctx
    ? // Below 700 px the links fold behind a Menu button: a <details>, since the pages run no script. Wider, the
      // stylesheet shows them open and hides the button.
      html`<header class="top">
        <a class="brand" href="/dashboard">Campaign Generation Service</a>
        <details class="menu">
          <summary>Menu</summary>
          <div class="menu-body">
            <nav>
              ${NAV.map(
                ([id, label]) =>
                  html`<a href="/dashboard/${id}" ${id === page.section ? html` aria-current="page"` : ''}
                    >${label}</a
                  >`,
              )}<a href="/docs">API reference</a>
            </nav>
            <div class="who">
              <span class="account">${userText(ctx.user.account_name)}</span>
              <span class="email">${ctx.user.email}</span>
              <form method="post" action="/dashboard/logout" class="inline">
                <input type="hidden" name="csrf_token" value="${ctx.csrf}" />
                <button type="submit" class="link">Sign out</button>
              </form>
            </div>
          </div>
        </details>
      </header>`
    : html`<header class="top"><span class="brand">Campaign Generation Service</span></header>`;
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(page.media ?? null));
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res
    .status(page.status ?? 200)
    .type('text/html')
    .send(
      html`<!doctype html>
        <html lang="en" dir="ltr">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>${page.title} · Dashboard</title>
            <link rel="stylesheet" href="/dashboard/assets/dashboard.css" />
          </head>
          <body>
            ${header}
            <main>
              <h1>${page.title}</h1>
              ${banner} ${page.body}
            </main>
          </body>
        </html>`.value,
    );
}

export const STYLE = `
:root { --ink: #1d2330; --muted: #667085; --line: #e4e7ec; --accent: #0b6e4f; --bad: #b42318; --bg: #f8fafc; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, "Noto Sans", "Noto Naskh Arabic", sans-serif; color: var(--ink); background: var(--bg); }
header.top { position: relative; display: flex; flex-wrap: wrap; gap: .5rem 2rem; align-items: center; padding: .75rem 1.5rem; background: #fff; border-bottom: 1px solid var(--line); }
header .brand { font-weight: 700; color: var(--accent); text-decoration: none; }
details.menu { flex: 1; min-width: 0; }
details.menu > summary { list-style: none; }
details.menu > summary::-webkit-details-marker { display: none; }
.menu-body { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 2rem; }
header nav { display: flex; flex-wrap: wrap; gap: .25rem 1rem; flex: 1 0 auto; }
header nav a { color: var(--ink); text-decoration: none; padding: .25rem 0; white-space: nowrap; }
header nav a[aria-current] { border-bottom: 2px solid var(--accent); font-weight: 600; }
header .who { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 .4rem; margin-inline-start: auto; color: var(--muted); font-size: .9rem; min-width: 0; }
header .who .account::after { content: "·"; margin-inline-start: .4rem; }
header .who .email { overflow-wrap: anywhere; }
header .who button.link { margin: 0; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
h2 { font-size: 1.1rem; margin: 2rem 0 .5rem; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--line); }
.table-box { max-width: 100%; overflow-x: auto; margin: 0 0 1rem; }
table.cards td code, #record td code { overflow-wrap: anywhere; }
th, td { text-align: start; padding: .5rem .75rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: .8rem; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); }
td [dir="auto"] { unicode-bidi: plaintext; }
[lang|="ar"] { font-family: "Noto Naskh Arabic", "Geeza Pro", system-ui, sans-serif; font-size: 1.05em; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .88rem; }
pre { background: #fff; border: 1px solid var(--line); padding: 1rem; overflow: auto; max-height: 32rem; }
.muted { color: var(--muted); }
.card { background: #fff; border: 1px solid var(--line); padding: 1rem 1.25rem; margin: 0 0 1rem; }
.figures { display: flex; gap: 1rem; flex-wrap: wrap; }
.figures .card { min-width: 12rem; }
.figure { font-size: 1.8rem; font-weight: 700; }
.notice { border-inline-start: 4px solid var(--accent); }
.error { border-inline-start: 4px solid var(--bad); color: var(--bad); }
p.error:not(.card) { padding-inline-start: .6rem; }
.secret { display: block; font-size: 1.05rem; padding: .75rem; background: #f1f5f9; border: 1px dashed var(--accent); word-break: break-all; user-select: all; }
form.stack label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
form.stack input[type=text], form.stack input[type=email], form.stack input[type=password], form.stack input[type=url] { display: block; width: 100%; max-width: 28rem; padding: .5rem; border: 1px solid var(--line); font: inherit; }
fieldset { border: 1px solid var(--line); padding: .5rem 1rem; max-width: 40rem; }
fieldset label { display: inline-flex !important; gap: .35rem; margin: .25rem 1rem .25rem 0 !important; font-weight: 400 !important; }
button { font: inherit; padding: .45rem 1rem; background: var(--accent); color: #fff; border: 0; cursor: pointer; margin-top: 1rem; }
button.danger { background: var(--bad); margin: 0; padding: .2rem .6rem; font-size: .85rem; }
button.small { margin: 0; padding: .2rem .6rem; font-size: .85rem; white-space: nowrap; }
button.quiet { background: #fff; color: var(--ink); border: 1px solid #cbd2dc; }
button.link { background: none; color: var(--accent); padding: 0; margin: 0 0 0 .5rem; text-decoration: underline; }
form.inline { display: inline; }
.badge { display: inline-block; padding: 0 .5rem; border-radius: 1rem; font-size: .8rem; background: #eef2f6; }
.badge.REFUNDED, .badge.completed, .badge.active, .badge.delivered { background: #dcfce7; }
.badge.PENDING_VERIFICATION, .badge.pending { background: #fef3c7; }
.badge.DENIED, .badge.EXPIRED, .badge.failed, .badge.revoked, .badge.disabled { background: #fee2e2; }
.badge.partial { background: #e0e7ff; }
time { white-space: nowrap; }
.draft-body { min-width: 18rem; }
td.draft-name, td.brand-name { min-width: 14rem; }
td.brand-description { min-width: 20rem; }
dl.states { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1rem; }
dl.states dd { margin: 0; }
figure { margin: 0 0 1rem; }
.legend-debited::before, .legend-refunded::before { content: ""; display: inline-block; width: .7rem; height: .7rem; margin-inline-end: .25rem; background: var(--accent); }
.legend-refunded::before { background: #f59e0b; }
.chart { background: #fff; border: 1px solid var(--line); padding: .75rem; }
.chart rect.debited { fill: var(--accent); }
.chart rect.refunded { fill: #f59e0b; }
.chart text { font-size: 10px; fill: var(--muted); }
.swatch { vertical-align: middle; }
.login { max-width: 26rem; margin: 3rem auto; }
h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0 0 1rem; font-size: .9rem; width: fit-content; max-width: 100%; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
code.hash { word-break: break-all; }
ol.variants { list-style: none; padding: 0; margin: 0; display: grid; gap: .75rem; }
.variant { background: #fff; border: 1px solid var(--line); padding: .75rem 1rem; }
.variant.recommended { border-inline-start: 4px solid var(--accent); }
.variant-head, .variant-cta, .variant-keywords { display: flex; flex-wrap: wrap; gap: .25rem .5rem; align-items: baseline; font-size: .9rem; }
.variant-index { display: inline-block; min-width: 1.5rem; text-align: center; border-radius: 1rem; background: #eef2f6; font-weight: 700; }
.variant-text { font-size: 1.1rem; line-height: 1.8; margin: .5rem 0; overflow-wrap: anywhere; }
.keyword { background: #eef2f6; padding: 0 .35rem; }
.media-image img { display: block; max-width: 100%; max-height: 28rem; width: auto; height: auto; border: 1px solid var(--line); background: #fff; }
figcaption { color: var(--muted); font-size: .85rem; margin-top: .35rem; }
.media-audio audio { display: block; width: 100%; max-width: 32rem; }
.script { margin: 0; line-height: 1.8; }
details summary { cursor: pointer; color: var(--accent); }
details.raw { margin: 2rem 0 1rem; }
details.prompt p { margin: .5rem 0; font-size: .9rem; }
.message { background: #f0fdf4; border: 1px solid #bbf7d0; border-radius: .75rem; padding: .75rem 1rem; max-width: 32rem; margin: 0 0 1rem; line-height: 1.8; }
.message p { margin: 0 0 .5rem; overflow-wrap: anywhere; }
.message-header { font-weight: 700; }
.message-footer { color: var(--muted); font-size: .85rem; }
.message-buttons { list-style: none; margin: .5rem -1rem -.75rem; padding: 0; border-top: 1px solid #bbf7d0; }
.message-buttons li { text-align: center; padding: .4rem; color: #0369a1; }
.message-buttons li + li { border-top: 1px solid #bbf7d0; }
mark.placeholder { background: #fef3c7; border: 1px dashed #d97706; border-radius: .25rem; padding: 0 .25rem; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: .85em; }
.badge.error { background: #fee2e2; }
.badge.warning { background: #fef3c7; }
.problem { color: var(--ink); }
.problem > :first-child { margin-top: 0; }
.problem > :last-child { margin-bottom: 0; }
.problem-title strong { color: var(--bad); }
.problem-fields { margin: 0; padding-inline-start: 1.25rem; }
.parts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(26rem, 100%), 1fr)); gap: 1rem; align-items: start; }
.part { background: #fff; border: 1px solid var(--line); padding: 1rem; min-width: 0; }
.part .variant { background: var(--bg); }
.part table { font-size: .85rem; }
table#placeholders { width: auto; min-width: 20rem; }
.part-head { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 0 0 .75rem; }
.part-head h3 { margin: 0; }
.part-credits { margin-inline-start: auto; color: var(--muted); font-size: .9rem; }
.endpoint-head { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; margin-bottom: .75rem; }
.url { word-break: break-all; font-size: .95rem; }
.table-box code.url { display: inline-block; min-width: 14rem; }
.endpoint .reason { margin: .75rem 0; padding: .5rem .75rem; border-inline-start: 4px solid var(--muted); background: #f1f5f9; }
.endpoint .reason.automatic { border-color: var(--bad); background: #fef2f2; color: var(--bad); }
.endpoint .reason .muted { display: block; }
.failing { color: var(--bad); }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; }
fieldset.events { max-width: 56rem; }
fieldset.events label { display: flex !important; align-items: baseline; }
td .id code { font-size: .8rem; }
td .attempts, td .latency { white-space: nowrap; }
td.answer { min-width: 16rem; }
td.answer pre { max-height: 12rem; margin: .25rem 0 0; padding: .5rem; white-space: pre-wrap; overflow-wrap: anywhere; }
.error-text { color: var(--bad); }
.start-link { margin: -.5rem 0 1rem; font-size: .9rem; }
.start h2 { margin-top: 0; }
ol.steps { margin: 0; padding-inline-start: 1.25rem; }
ol.steps li { margin: 0 0 1rem; }
ol.steps li:last-child { margin-bottom: 0; }
ol.steps pre { margin: .5rem 0; padding: .6rem .75rem; background: #f8fafc; }
td.request .operation { font-weight: 600; }
td.request .made { font-size: .9rem; }
td.request .preview { margin: .15rem 0; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
td.request { min-width: 16rem; }
code.request-id { font-size: .75rem; }
/* Wider than a phone, the menu is open for good and its button hidden (browsers without ::details-content keep the button). */
@media (min-width: 700px) {
  @supports selector(::details-content) {
    details.menu > summary { display: none; }
    details.menu::details-content { content-visibility: visible; }
  }
}
/* A phone: the links fold behind the Menu button, lists become cards, nothing is wider than the screen. */
@media (max-width: 699.98px) {
  header.top { padding: .75rem 1rem; row-gap: 0; }
  details.menu { flex-basis: 100%; }
  details.menu > summary { position: absolute; top: .4rem; inset-inline-end: 1rem; padding: .3rem .8rem; border: 1px solid #cbd2dc; border-radius: .4rem; color: var(--ink); background: #fff; }
  details.menu > summary::before { content: "☰"; margin-inline-end: .45rem; }
  details.menu[open] > summary { background: #eef2f6; }
  details.menu[open] > summary::before { content: "✕"; }
  .menu-body { flex-direction: column; align-items: stretch; gap: .5rem; padding-top: .6rem; }
  header nav { flex-direction: column; gap: 0; }
  header nav a { padding: .6rem .25rem; border-top: 1px solid var(--line); }
  header nav a[aria-current] { border-bottom: 0; border-inline-start: 3px solid var(--accent); padding-inline-start: .6rem; background: #f1f5f9; }
  header .who { border-top: 1px solid var(--line); padding: .6rem .25rem 0; }
  main { padding: 1rem; }
  h1 { font-size: 1.3rem; }
  .figures { gap: .5rem; margin: 0 0 .75rem; }
  .figures .card { min-width: 0; flex: 1 1 9rem; padding: .75rem; margin: 0; }
  .figure { font-size: 1.5rem; }
  .card { padding: .75rem 1rem; }
  th, td { padding: .4rem .5rem; }
  td time { white-space: normal; }
  table.cards, table.cards > tbody, table.cards > tbody > tr, table.cards > tbody > tr > td { display: block; }
  table.cards { border: 0; background: none; }
  table.cards > thead { display: none; }
  table.cards > tbody > tr { background: #fff; border: 1px solid var(--line); padding: .5rem .75rem; margin: 0 0 .5rem; }
  table.cards > tbody > tr > td { border: 0; padding: .2rem 0; min-width: 0; }
  table.cards td[data-label] { position: relative; padding-inline-start: 6.5rem; }
  table.cards td[data-label]::before { content: attr(data-label); position: absolute; inset-inline-start: 0; top: .35rem; width: 6rem; color: var(--muted); font-size: .75rem; text-transform: uppercase; letter-spacing: .03em; }
  table.cards .draft-body, table.cards td.draft-name, table.cards td.brand-name, table.cards td.brand-description,
    table.cards td.request { min-width: 0; }
  table.cards td.request .preview { -webkit-line-clamp: 3; }
  .login { margin: 1rem auto; }
  fieldset { padding: .5rem .75rem; }
  .parts { grid-template-columns: minmax(0, 1fr); }
  ol.steps { padding-inline-start: 1rem; }
  .card pre { white-space: pre-wrap; overflow-wrap: anywhere; }
  #record > .card { padding: 0; border: 0; background: none; }
  /* The chart's 720-unit drawing is about 320 px wide here: its labels in drawing units, to stay readable. */
  .chart svg { overflow: visible; }
  .chart text { font-size: 24px; }
}
`;
