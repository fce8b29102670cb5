import { randomBytes } from 'node:crypto';
import { SCOPES } from '../../contract/enums';
import type { seededRandom } from './fuzz-cases';

type Random = ReturnType<typeof seededRandom>;

/** Every route of the dashboard, with the method it answers. `{key}`, `{req}`, `{whe}` and `{whd}` are path ids. */
export const DASHBOARD_ROUTES = [
  { method: 'GET', path: '/dashboard' },
  { method: 'GET', path: '/dashboard/login' },
  { method: 'POST', path: '/dashboard/login' },
  { method: 'POST', path: '/dashboard/logout' },
  { method: 'GET', path: '/dashboard/usage' },
  { method: 'GET', path: '/dashboard/start' },
  { method: 'GET', path: '/dashboard/keys' },
  { method: 'POST', path: '/dashboard/keys' },
  { method: 'POST', path: '/dashboard/keys/{key}/revoke' },
  { method: 'GET', path: '/dashboard/requests/{req}' },
  { method: 'GET', path: '/dashboard/brands' },
  { method: 'GET', path: '/dashboard/drafts' },
  { method: 'GET', path: '/dashboard/webhooks' },
  { method: 'POST', path: '/dashboard/webhooks' },
  { method: 'POST', path: '/dashboard/webhooks/{whe}/rotate' },
  { method: 'POST', path: '/dashboard/webhooks/{whe}/disable' },
  { method: 'POST', path: '/dashboard/webhooks/{whe}/enable' },
  { method: 'POST', path: '/dashboard/webhooks/{whe}/delete' },
  { method: 'POST', path: '/dashboard/webhooks/{whe}/test' },
  { method: 'GET', path: '/dashboard/webhooks/{whe}/deliveries' },
  { method: 'POST', path: '/dashboard/webhooks/deliveries/{whd}/redeliver' },
  { method: 'GET', path: '/dashboard/assets/dashboard.css' },
] as const;

export interface DashboardWorld {
  /** A signed-in session of the fuzzing account: its cookie and form token. */
  cookie: string;
  csrf: string;
  /** A sign-in form's cookie and token (a wrong password then costs one counted failure). */
  login: { cookie: string; csrf: string };
  /** Ids of another account, which must be as unknown as made-up ones. */
  foreignKey: string;
  foreignRequest: string;
  foreignEndpoint: string;
  foreignDelivery: string;
  /** A campaign of the fuzzing account: its page renders every kind of part, whatever else the case sends. */
  ownRequest: string;
  /** Usage cursors of the fuzzing account, signed with the stack's CURSOR_SECRET, each holding no position. */
  signedCursors: Array<{ label: string; cursor: string }>;
}

type PathKind = 'key' | 'req' | 'whe' | 'whd';
type Foreign = Pick<DashboardWorld, 'foreignKey' | 'foreignRequest' | 'foreignEndpoint' | 'foreignDelivery'>;
type Ids = Foreign & Pick<DashboardWorld, 'ownRequest' | 'signedCursors'>;

export interface DashboardCase {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const FORM = 'application/x-www-form-urlencoded';
const garbage = (r: Random, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(32 + r.int(95))).join('');

const FOREIGN: Record<PathKind, keyof Foreign> = {
  key: 'foreignKey',
  req: 'foreignRequest',
  whe: 'foreignEndpoint',
  whd: 'foreignDelivery',
};

function pathId(r: Random, kind: PathKind, world: DashboardWorld): [string, string] {
  const foreign = world[FOREIGN[kind]];
  return r.pick([
    ...(kind === 'req' ? [['own id', world.ownRequest] as [string, string]] : []),
    ['foreign id', foreign],
    ['unknown id', `${kind}_${'a'.repeat(26)}`],
    ['wrong prefix', `brp_${'b'.repeat(26)}`],
    ['garbage id', encodeURIComponent(garbage(r, 1 + r.int(40)))],
    ['undecodable id', '%E0%A4%A'],
    ['long id', 'x'.repeat(3000)],
  ] as [string, string][]);
}

/**
 * Text no store can keep, the ways a form body can carry it: the raw characters (Node writes a lone surrogate as
 * U+FFFD's bytes) and percent-encoded (%ED%A0%80 is the surrogate's would-be UTF-8, which does not decode).
 * `unstorable`: the field still holds a NUL once the body is parsed.
 */
const UNSTORABLE = [
  { label: 'raw NUL', text: '\u0000', unstorable: true },
  { label: 'raw lone surrogate', text: '\uD800', unstorable: false },
  { label: '%00', text: '%00', unstorable: true },
  { label: '%ED%A0%80', text: '%ED%A0%80', unstorable: false },
] as const;

/**
 * A form that the dashboard must refuse: whatever else it carries, it is never a complete valid request (a scope
 * that does not exist, no scope, a broken form id, an endpoint URL that is not public https, no or an unknown
 * event type, or text that cannot be stored), so no key or endpoint may appear and none may be revoked or changed.
 */
function form(r: Random, world: DashboardWorld, login: boolean, logout: boolean): [string, string] {
  // Signing out with the right token would end the session the other cases use.
  const csrf = logout ? 'w'.repeat(43) : login ? world.login.csrf : world.csrf;
  const token = r.pick<[string, string | null]>([
    ['token', csrf],
    ['no token', null],
    ['wrong token', 'x'.repeat(43)],
    ['token twice', `${csrf}&csrf_token=${csrf}`],
    ['token of the other form', login ? world.csrf : world.login.csrf],
  ]);
  const fields: string[] = token[1] === null ? [] : [`csrf_token=${token[1]}`];
  const broken = r.pick<[string, string[]]>([
    [
      'unknown scope',
      [
        `scopes=${encodeURIComponent(garbage(r, 8))}`,
        `scopes=${r.pick(SCOPES)}`,
        `form_id=${'f'.repeat(43)}`,
      ],
    ],
    ['no scope', [`name=${encodeURIComponent(garbage(r, 20))}`, `form_id=${'g'.repeat(43)}`]],
    ['bad form id', [`scopes=${r.pick(SCOPES)}`, `form_id=${encodeURIComponent(garbage(r, 10))}`]],
    ['long name', ['scopes=unknown', `name=${'n'.repeat(5000)}`, `form_id=${'h'.repeat(43)}`]],
    ['bracket fields', ['scopes[]=copy:write', 'scopes[a]=x', 'csrf_token[]=y']],
    ['bad percent', ['name=%zz%', 'scopes=%E0%A4%A']],
    [
      'credentials',
      [`email=${encodeURIComponent(garbage(r, 30))}`, `password=${encodeURIComponent(garbage(r, 20))}`],
    ],
    ['huge', [`name=${'z'.repeat(20_000)}`]],
    (() => {
      const u = r.pick(UNSTORABLE);
      const fields = [`email=a${u.text}@example.com`, `password=${u.text}password`, `name=k${u.text}`];
      // The scope carries it too: were the text taken, the form would still name no existing scope.
      return [
        `unstorable ${u.label}`,
        [...fields, `scopes=${u.text}`, `${u.text}=x`, `form_id=${'j'.repeat(43)}`],
      ];
    })() as [string, string[]],
    ['many fields', Array.from({ length: 200 }, (_, i) => `f${i}=${i}`)],
    ...webhookForms(r),
  ]);
  return [`${token[0]}, ${broken[0]}`, [...fields, ...broken[1]].join('&')];
}

const HOOK = encodeURIComponent('https://hooks.example.com/in');
/** A fresh add-form id: the forms are complete but for what each breaks. */
const formId = () => `form_id=${randomBytes(32).toString('base64url')}`;

/** Endpoint forms that must be refused: each misses or breaks one thing the add form needs. */
function webhookForms(r: Random): [string, string[]][] {
  const type = r.pick(['request.completed', 'refund.refunded', 'ad_preparation.ready']);
  const url = (u: string) => `url=${encodeURIComponent(u)}`;
  return (
    [
      ['endpoint over http', [url('http://hooks.example.com/in'), `event_types=${type}`]],
      [
        'endpoint on localhost',
        [url(r.pick(['https://localhost/in', 'https://a.localhost/'])), `event_types=${type}`],
      ],
      [
        'endpoint on a private address',
        [
          url(
            r.pick(['https://10.0.0.1/', 'https://127.0.0.1:8443/', 'https://[::1]/', 'https://0x7f000001/']),
          ),
          `event_types=${type}`,
        ],
      ],
      ['endpoint with credentials', [url('https://u:p@hooks.example.com/in'), `event_types=${type}`]],
      ['endpoint url garbage', [`url=${encodeURIComponent(garbage(r, 30))}`, `event_types=${type}`]],
      ['endpoint without events', [`url=${HOOK}`, `description=${encodeURIComponent(garbage(r, 20))}`]],
      [
        'endpoint unknown event',
        [`url=${HOOK}`, `event_types=${type}`, `event_types=${encodeURIComponent(garbage(r, 12))}`],
      ],
      ['endpoint long description', [`url=${HOOK}`, `event_types=${type}`, `description=${'d'.repeat(201)}`]],
      ['endpoint long url', [url(`https://hooks.example.com/${'p'.repeat(2100)}`), `event_types=${type}`]],
    ] as [string, string[]][]
  ).map(([label, fields]) => [label, [...fields, formId()]]);
}

const formCase = (label: string, path: string, cookie: string, fields: string[], json = false) => {
  const body = fields.join('&');
  return {
    label: `POST ${path}: ${label}`,
    method: 'POST',
    path,
    headers: {
      cookie,
      accept: json ? 'application/json' : 'text/html',
      'content-type': FORM,
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  };
};

/**
 * The add form with the text in each field, otherwise complete where the text stays unstorable (a missed check
 * would store the endpoint); where it does not, the event type carries the text too, so no type it names exists.
 */
function endpointForms(u: (typeof UNSTORABLE)[number]): string[][] {
  const type = u.unstorable ? 'request.completed' : u.text;
  return [
    [`url=${HOOK}${u.text}`, `event_types=${type}`, formId()],
    [`event_types=refund.refunded${u.text}`, `url=${HOOK}`, 'event_types=request.completed', formId()],
    [`description=hook${u.text}`, `url=${HOOK}`, `event_types=${type}`, formId()],
    [`${u.text}=x`, `url=${HOOK}`, `event_types=${type}`, formId()],
  ];
}

/**
 * Every form, signed in and with its right token, with text no store can keep in each of its fields: each must be
 * refused with a 4xx (it answered 500 once, when the text reached PostgreSQL). The key form is otherwise complete
 * where the text stays unstorable, so a missed check would reach the insert.
 */
function unstorableCases(world: DashboardWorld): DashboardCase[] {
  return UNSTORABLE.flatMap((u, i) => {
    const { cookie, csrf } = world.login;
    const scope = u.unstorable ? 'copy:write' : u.text;
    const keyForm = (field: string) => [
      `csrf_token=${world.csrf}`,
      field,
      `scopes=${scope}`,
      `form_id=${'u'.repeat(42)}${'ABCDEFGH'[i]}`,
    ];
    return [
      formCase(`${u.label} in the e-mail`, '/dashboard/login', cookie, [
        `csrf_token=${csrf}`,
        `email=owner${u.text}@example.com`,
        'password=a long enough password',
      ]),
      formCase(`${u.label} in the password`, '/dashboard/login', cookie, [
        `csrf_token=${csrf}`,
        'email=nobody@example.com',
        `password=a long${u.text}password`,
      ]),
      formCase(
        `${u.label} in the key name`,
        '/dashboard/keys',
        world.cookie,
        keyForm(`name=key${u.text}`),
        i % 2 === 1,
      ),
      formCase(`${u.label} in a scope`, '/dashboard/keys', world.cookie, [
        `csrf_token=${world.csrf}`,
        'scopes=copy:write',
        `scopes=usage:read${u.text}`,
        `form_id=${'v'.repeat(42)}${'ABCDEFGH'[i]}`,
      ]),
      formCase(`${u.label} in a field name`, '/dashboard/keys', world.cookie, keyForm(`${u.text}=x`)),
      formCase(`${u.label} in the revoke form`, `/dashboard/keys/${world.foreignKey}/revoke`, world.cookie, [
        `csrf_token=${world.csrf}`,
        `note=${u.text}`,
      ]),
      ...endpointForms(u).map((fields) =>
        formCase(
          `${u.label} in the endpoint ${fields[0]!.split('=')[0]}`,
          '/dashboard/webhooks',
          world.cookie,
          [`csrf_token=${world.csrf}`, ...fields],
        ),
      ),
      ...['rotate', 'disable', 'enable', 'delete', 'test'].map((verb) =>
        formCase(
          `${u.label} in the ${verb} form`,
          `/dashboard/webhooks/${world.foreignEndpoint}/${verb}`,
          world.cookie,
          [`csrf_token=${world.csrf}`, `note=${u.text}`],
        ),
      ),
      formCase(
        `${u.label} in the send-again form`,
        `/dashboard/webhooks/deliveries/${world.foreignDelivery}/redeliver`,
        world.cookie,
        [`csrf_token=${world.csrf}`, `note=${u.text}`],
      ),
    ];
  });
}

/**
 * Sign-out with its right token and a NUL in another field: refused, so sent last (were it taken, it would end the
 * session, and the run's final check would say so).
 */
const unstorableSignOutCases = (world: DashboardWorld): DashboardCase[] =>
  UNSTORABLE.filter((u) => u.unstorable).map((u) =>
    formCase(`${u.label} in the sign-out form`, '/dashboard/logout', world.cookie, [
      `csrf_token=${world.csrf}`,
      `note=${u.text}`,
    ]),
  );

/** The usage page with each signed cursor that holds no position: a 400 page, never a server error. */
const signedCursorCases = (world: DashboardWorld): DashboardCase[] =>
  world.signedCursors.map(({ label, cursor }) => ({
    label: `signed cursor holding ${label}`,
    method: 'GET',
    path: `/dashboard/usage?cursor=${encodeURIComponent(cursor)}`,
    headers: { cookie: world.cookie },
  }));

/** The fixed unstorable-text and cursor cases, `count` seeded random ones, then the sign-out cases. */
export function buildDashboardCases(world: DashboardWorld, r: Random, count: number): DashboardCase[] {
  return [
    ...unstorableCases(world),
    ...signedCursorCases(world),
    ...randomCases(world, r, count),
    ...unstorableSignOutCases(world),
  ];
}

function randomCases(world: DashboardWorld, r: Random, count: number): DashboardCase[] {
  const cases: DashboardCase[] = [];
  for (let i = 0; i < count; i++) {
    const route = r.pick(DASHBOARD_ROUTES);
    const labels: string[] = [];
    const method =
      r.next() < 0.8 ? route.method : r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS']);
    if (method !== route.method) labels.push(`method ${method}`);
    let path: string = route.path;
    for (const kind of ['key', 'req', 'whe', 'whd'] as const) {
      if (path.includes(`{${kind}}`)) {
        const [label, id] = pathId(r, kind, world);
        labels.push(label);
        path = path.replace(`{${kind}}`, id);
      }
    }
    if (r.next() < 0.3) {
      const query = r.pick([
        `cursor=${encodeURIComponent(garbage(r, 30))}`,
        'limit=0',
        'limit=101',
        'limit=abc',
        'cursor=&limit=',
        `revoked=${encodeURIComponent(garbage(r, 12))}`,
        'revoked=key_aaaaaaaaaaaaaaaaaaaaaaaaaa',
        'a=1&a=2&a[b]=3',
        'cursor=%00&revoked=%00',
        'cursor=%ED%A0%80&limit=1%00',
        'disabled=whe_aaaaaaaaaaaaaaaaaaaaaaaaaa&enabled=%00&deleted=x',
        `deleted=${world.foreignEndpoint}`,
        `sent=${world.foreignDelivery}&queued=%ED%A0%80`,
      ]);
      labels.push(`query ${query.slice(0, 20)}`);
      path += `?${query}`;
    }
    const isLogin = route.path === '/dashboard/login';
    const session = r.pick<[string, string | null]>([
      ['session', isLogin ? world.login.cookie : world.cookie],
      ['session', isLogin ? world.login.cookie : world.cookie],
      ['no cookie', null],
      ['forged cookie', `cgs_session=${'s'.repeat(43)}; cgs_login=${'l'.repeat(43)}`],
      ['broken cookie', `cgs_session=%%; ;;=;${garbage(r, 30).replace(/[\r\n]/g, '')}`],
    ]);
    labels.push(session[0]);
    const headers: Record<string, string> = {};
    if (session[1]) headers.cookie = session[1];
    headers.accept = r.pick([
      'text/html',
      'application/json',
      'application/problem+json',
      '*/*',
      'image/png',
    ]);
    let body: string | Buffer | undefined;
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      const kind = r.int(10);
      if (kind < 7) {
        const [label, text] = form(r, world, isLogin, route.path === '/dashboard/logout');
        labels.push(label);
        body = text;
        headers['content-type'] =
          r.next() < 0.9 ? FORM : r.pick(['application/json', 'text/plain', `${FORM}; charset=latin1`]);
        if (r.next() < 0.1) headers['sec-fetch-site'] = 'cross-site';
      } else if (kind < 8) {
        labels.push('json body');
        body = JSON.stringify({ csrf_token: world.csrf, scopes: ['copy:write'] });
        headers['content-type'] = 'application/json';
      } else if (kind < 9) {
        labels.push('gzip garbage');
        body = Buffer.from(garbage(r, 64));
        headers['content-type'] = FORM;
        headers['content-encoding'] = 'gzip';
      } else {
        labels.push('no body');
      }
    }
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    cases.push({ label: `${method} ${route.path}: ${labels.join(', ')}`, method, path, headers, body });
  }
  return cases;
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
const tokenIn = (page: string) => /name="csrf_token" value="([^"]+)"/.exec(page)![1]!;

/** Signs the user in over HTTP and collects what the cases need. */
export async function dashboardWorld(
  base: string,
  email: string,
  password: string,
  ids: Ids,
): Promise<DashboardWorld> {
  const loginForm = async () => {
    const res = await fetch(`${base}/dashboard/login`);
    return { cookie: cookiesOf(res), csrf: tokenIn(await res.text()) };
  };
  const first = await loginForm();
  const signedIn = await fetch(`${base}/dashboard/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: first.cookie, 'content-type': FORM },
    body: new URLSearchParams({ csrf_token: first.csrf, email, password }),
  });
  if (signedIn.status !== 303) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = cookiesOf(signedIn);
  const keys = await fetch(`${base}/dashboard/keys`, { headers: { cookie } });
  return { cookie, csrf: tokenIn(await keys.text()), login: await loginForm(), ...ids };
}
