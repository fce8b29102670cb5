import { createHmac } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { generateApiKey } from '../../lib/api-keys';
import { loadConfig } from '../../lib/config';
import { mulberry32 } from '../../lib/random';
import type { FuzzEndpoint } from './fuzz-endpoints';

/** Seeded choices, so a failing case can be produced again from its seed. */
export function seededRandom(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Rng = ReturnType<typeof seededRandom>;

/** The accounts and ids the cases use. */
export interface FuzzWorld {
  key: string;
  /** A key of the same account without the endpoint's scope (only usage:read). */
  narrowKey: string;
  revokedKey: string;
  /** Real ids that belong to another account. */
  foreign: { req: string; brp: string; stg: string; wtd: string; whe: string; hook: string };
  /** The app secret of the platform hook `foreign.hook`: signed deliveries past its checks. */
  hookAppSecret: string;
  /** A catalog ad (public: the catalog belongs to no account). */
  ad: string;
  /** The key of a stored media file (1,000 bytes), for the Range cases. */
  media: string;
  /** A cursor of the key's account signed with the stack's CURSOR_SECRET for `list`, holding any payload. */
  signedCursor: (list: NonNullable<FuzzEndpoint['cursorList']>, payload: unknown) => string;
}

export interface FuzzCase {
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  /** The endpoint's own test of a 2xx answer to invalid input (see FuzzEndpoint.invalidAnswer). */
  invalidAnswer?: (body: any) => boolean;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

// The platform webhook's cap of changes per delivery, as the suite's stack runs it (the default).
const MAX_CHANGES = loadConfig({ NODE_ENV: 'test' }).platformWebhookLimits.maxChanges;

/**
 * Deliveries signed with the hook's own app secret that must still be refused, with nothing stored: more changes
 * than one delivery may carry (413), or no webhook payload (400).
 */
function signedRefusals(rng: Rng): Array<[string, string]> {
  const statusChange = (i: number) => ({
    field: 'message_template_status_update',
    value: { event: 'REJECTED', message_template_id: 1689556908129835 + i, reason: 'INVALID_FORMAT' },
  });
  const over = MAX_CHANGES + 1 + rng.int(50);
  const spread = rng.int(4) + 1;
  return [
    [
      `${over} changes in ${spread} entries`,
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: Array.from({ length: spread }, (_, e) => ({
          id: '102290129340398',
          time: 1_700_000_000 + e,
          changes: Array.from({ length: Math.ceil(over / spread) }, (_, i) => statusChange(i)),
        })),
      }),
    ],
    ['truncated payload', '{"object":"whatsapp_business_account","entry":[{"changes":['],
    ['entry not a list', '{"object":"whatsapp_business_account","entry":{"changes":[]}}'],
    ['changes not a list', '{"entry":[{"changes":"message_template_status_update"}]}'],
  ];
}

// Each mutation below makes a request invalid whatever the endpoint's schema says, so no case may be accepted.
const LONGER_THAN_ANY_FIELD = 20_000;
const NOT_A_STRING: Json[] = [0, -1, 1e308, true, false, [], {}, ['x'], { a: 'b' }];
const BAD_PERCENT = ['%FF', '%zz', '%', '%C0%80', '%ED%A0%80', '%00', '%E2%82', '%F4%90%80%80', '%25%'];
const BAD_ID_SUFFIX = [
  ...BAD_PERCENT,
  'x'.repeat(300),
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2F',
  '%D9%82%D9%87%D9%88%D8%A9',
  "'%20or%201=1--",
  '%F0%9F%98%80',
  '0',
  'aaaaaaaaaaaaaaaaaaaaaaaaaa',
];

const A_TIME = '2026-11-21T10:00:00.123456Z';
const AN_ID = `req_${'a'.repeat(26)}`;
/**
 * Payloads a holder of the cursor secret could sign: the signature holds, the position is no position (each was
 * a 500 at the ::timestamptz cast, or could be). PostgreSQL's own words for instants ('infinity', 'epoch') too.
 */
export const HOSTILE_POSITIONS: Array<[string, unknown]> = [
  ['not-a-time', { t: 'not-a-time', id: AN_ID }],
  ['the year 9999999', { t: '9999999-01-01T00:00:00Z', id: AN_ID }],
  ['30 February', { t: '2026-02-30T00:00:00Z', id: AN_ID }],
  ['hour 25', { t: '2026-01-01T25:00:00Z', id: AN_ID }],
  ['infinity', { t: 'infinity', id: AN_ID }],
  ['epoch', { t: 'epoch', id: AN_ID }],
  ['now', { t: 'now', id: AN_ID }],
  ['SQL in the time', { t: `${A_TIME}'::timestamptz); select pg_sleep(5); --`, id: AN_ID }],
  ['a long time', { t: `${A_TIME}${'0'.repeat(3000)}`, id: AN_ID }],
  ['a number for the time', { t: 1_790_000_000_000, id: AN_ID }],
  ['null time', { t: null, id: AN_ID }],
  ['an id with NUL', { t: A_TIME, id: `req_${'a'.repeat(25)}\u0000` }],
  ['an id with a lone surrogate', { t: A_TIME, id: `req_${'a'.repeat(25)}\ud800` }],
  ['an id of 3000 characters', { t: A_TIME, id: `req_${'a'.repeat(3000)}` }],
  ['SQL in the id', { t: A_TIME, id: "req_' or 1=1 --" }],
  ['a number for the id', { t: A_TIME, id: 7 }],
  ['no id', { t: A_TIME }],
  ['a key more', { t: A_TIME, id: AN_ID, limit: 1000 }],
  ['an array', [A_TIME, AN_ID]],
  ['an empty object', {}],
  ['null', null],
  ['a string', A_TIME],
];

/** Every node of a JSON value with its path, the root first. */
function leaves(value: Json, path: string[] = []): Array<{ path: string[]; value: Json }> {
  const self = [{ path, value }];
  if (Array.isArray(value)) return [...self, ...value.flatMap((v, i) => leaves(v, [...path, String(i)]))];
  if (value !== null && typeof value === 'object') {
    return [...self, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  }
  return self;
}

function setAt(root: Json, path: string[], value: Json): Json {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string, Json>;
  let node: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[path[path.length - 1]!] = value;
  return copy;
}

function wrongType(value: Json, rng: Rng): Json {
  if (typeof value === 'string') return rng.pick(NOT_A_STRING);
  if (typeof value === 'number') return rng.pick(['1', 'NaN', '', null, [1], { n: 1 }] as Json[]);
  if (typeof value === 'boolean') return rng.pick(['true', 1, 0, [], {}] as Json[]);
  if (Array.isArray(value)) return rng.pick(['a,b', 1, { 0: 'a' }, true] as Json[]);
  return rng.pick(['{}', 1, ['a'], false] as Json[]);
}

function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

/** Body mutations: each returns a JSON body (or raw text) that no schema can accept. */
const BODY_MUTATIONS: Record<
  string,
  (body: Json, e: FuzzEndpoint, rng: Rng) => Json | { raw: string } | null
> = {
  'unknown property': (body, _e, rng) => ({
    ...(body as object),
    [rng.pick(['x', '__proto__x', 'constructor', 'Description', 'id', 'a'.repeat(300)])]: 1,
  }),
  'wrong type': (body, _e, rng) => {
    const leaf = rng.pick(leaves(body).filter((l) => l.path.length > 0));
    return setAt(body, leaf.path, wrongType(leaf.value, rng));
  },
  'NUL in a string': (body, _e, rng) => {
    const strings = leaves(body).filter((l) => typeof l.value === 'string');
    const leaf = rng.pick(strings);
    const s = leaf.value as string;
    const at = rng.int(s.length + 1);
    return setAt(body, leaf.path, `${s.slice(0, at)}\u0000${s.slice(at)}`);
  },
  'NUL in a property name': (body, _e, rng) => ({ ...(body as object), [`a\u0000${rng.int(9)}`]: 'x' }),
  'over-long string': (body, _e, rng) => {
    const leaf = rng.pick(leaves(body).filter((l) => typeof l.value === 'string'));
    return setAt(body, leaf.path, rng.pick(['a', 'ع', '😀', ' ']).repeat(LONGER_THAN_ANY_FIELD));
  },
  'negative or huge number': (body, _e, rng) => {
    const numbers = leaves(body).filter((l) => typeof l.value === 'number');
    if (numbers.length === 0) return null;
    return setAt(body, rng.pick(numbers).path, rng.pick([-1, -1e9, 1e12, 2.5, 1e308, -0.5]));
  },
  'too many items': (body, _e, rng) => {
    const arrays = leaves(body).filter((l) => Array.isArray(l.value) && l.path.length > 0);
    if (arrays.length === 0) return null;
    return setAt(
      body,
      rng.pick(arrays).path,
      Array.from({ length: 100 + rng.int(900) }, (_, i) => `item ${i}`),
    );
  },
  'deep nesting': (body, _e, rng) => {
    const leaf = rng.pick(leaves(body).filter((l) => l.path.length > 0));
    return {
      raw: JSON.stringify(setAt(body, leaf.path, 'NESTED')).replace(
        '"NESTED"',
        nested(1000 + rng.int(100_000)),
      ),
    };
  },
  'invisible-only text': (body, e, rng) => {
    if (!e.requiredText?.length) return null;
    const field = rng.pick(e.requiredText);
    const invisible = [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u200e',
      '\u200f',
      '\u3164',
      '\u2800',
      ' ',
      '\u00a0',
      '\t',
    ];
    return {
      ...(body as object),
      [field]: Array.from({ length: 6 + rng.int(20) }, () => rng.pick(invisible)).join(''),
    };
  },
  'required field left out': (body, e, rng) => {
    if (!e.required?.length) return null;
    const copy = { ...(body as Record<string, Json>) };
    delete copy[rng.pick(e.required)];
    return copy;
  },
  'not an object': (_body, _e, rng) => rng.pick([[], [1], 'text', 42, true, null] as Json[]),
  'truncated JSON': (body, _e, rng) => {
    const text = JSON.stringify(body);
    return { raw: text.slice(0, 1 + rng.int(text.length - 1)) };
  },
  'lone surrogate': (body, _e, rng) => {
    const leaf = rng.pick(leaves(body).filter((l) => typeof l.value === 'string'));
    const text = JSON.stringify(setAt(body, leaf.path, 'SURROGATE'));
    return { raw: text.replace('SURROGATE', rng.pick(['\\ud800', '\\udfff', 'a\\ud83d', '\\ude00b'])) };
  },
  'not JSON': (_body, e, rng) => {
    const raw = rng.pick(['', 'null x', '{a:1}', "{'a':1}", '{"a":1,}', '\u0000', 'NaN', '[1,2', '{"a":1}}']);
    // An empty body is no body, which a route whose body may be left out takes.
    return raw === '' && e.route.omittedBody ? null : { raw };
  },
};

function isRaw(value: Json | { raw: string }): value is { raw: string } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).join() === 'raw' &&
    typeof value.raw === 'string'
  );
}

function expandPath(e: FuzzEndpoint, id: string): string {
  return e.path.replace('{id}', id);
}

function validId(e: FuzzEndpoint, world: FuzzWorld, rng: Rng): string {
  if (e.pathId === 'req') return world.foreign.req;
  if (e.pathId === 'brp') return world.foreign.brp;
  if (e.pathId === 'wtd') return world.foreign.wtd;
  if (e.pathId === 'whe') return world.foreign.whe;
  if (e.pathId === 'hook') return world.foreign.hook;
  if (e.pathId === 'problem') return rng.pick(['no_such_problem', 'Internal_Error', 'not_found2']);
  if (e.pathId === 'ad') return world.ad;
  if (e.pathId === 'preview') return `${world.ad}.${rng.pick(['en', 'ar'])}.png`;
  return rng.pick(['img/aaaaaaaaaaaaaaaaaaaaaaaaaa.png', 'upl/zzzz.png', 'x.png']);
}

function query(params: Record<string, string>): string {
  const q = Object.entries(params)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return q ? `?${q}` : '';
}

/** Builds `count` cases spread over every endpoint and every mutation that applies to it. */
export function buildCases(endpoints: FuzzEndpoint[], world: FuzzWorld, rng: Rng, count: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const auth = (e: FuzzEndpoint): Record<string, string> =>
    e.scope ? { authorization: `Bearer ${world.key}` } : {};
  const base = (e: FuzzEndpoint, label: string, extra: Partial<FuzzCase> = {}): FuzzCase => {
    const headers: Record<string, string> = { ...auth(e) };
    if (e.billable) headers['idempotency-key'] = `fuzz-${rng.int(1e9)}-${cases.length}`;
    let body: string | undefined;
    if (e.body) {
      body = JSON.stringify(e.body);
      headers['content-type'] = 'application/json';
    }
    const path = expandPath(e, validId(e, world, rng)) + query(e.query ?? {});
    return {
      label: `${e.name}: ${label}`,
      method: extra.method ?? e.method,
      path: extra.path ?? path,
      headers: { ...headers, ...extra.headers },
      body: 'body' in extra ? extra.body : body,
      invalidAnswer: e.invalidAnswer,
    };
  };

  /** Each generator returns a case, or null when it does not apply to the endpoint. */
  const generators: Array<(e: FuzzEndpoint) => FuzzCase | null> = [
    (e) => {
      if (!e.body) return null;
      const name = rng.pick(Object.keys(BODY_MUTATIONS));
      const mutated = BODY_MUTATIONS[name]!(e.body as Json, e, rng);
      if (mutated === null) return null;
      const raw = isRaw(mutated) ? mutated.raw : JSON.stringify(mutated);
      return base(e, name, { body: raw });
    },
    (e) => {
      if (!e.body) return null;
      const [label, headers] = rng.pick([
        ['text/plain', { 'content-type': 'text/plain' }],
        ['form', { 'content-type': 'application/x-www-form-urlencoded' }],
        ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
        ['latin1 JSON', { 'content-type': 'application/json; charset=latin1' }],
        ['XML', { 'content-type': 'application/xml' }],
        ['gzip header, plain body', { 'content-encoding': 'gzip' }],
        ['br header, plain body', { 'content-encoding': 'br' }],
        ['deflate header, plain body', { 'content-encoding': 'deflate' }],
        ['unknown encoding', { 'content-encoding': rng.pick(['compress', 'zstd-x', 'identity, gzip, x']) }],
      ] as const);
      return base(e, `Content-Type/Encoding: ${label}`, { headers });
    },
    (e) => {
      if (!e.body) return null;
      const full = gzipSync(Buffer.from(JSON.stringify(e.body)));
      return base(e, 'truncated gzip body', {
        headers: { 'content-encoding': 'gzip' },
        body: full.subarray(0, 1 + rng.int(full.length - 2)),
      });
    },
    (e) =>
      e.body
        ? base(e, 'body over the size limit', {
            body: JSON.stringify({ ...e.body, pad: 'x'.repeat(300_000) }),
          })
        : null,
    (e) => {
      if (!e.billable) return null;
      const value = rng.pick(['', ' ', 'k'.repeat(201), 'a b', 'é-key', 'key\t1', '\u00ff']);
      return base(e, `Idempotency-Key ${JSON.stringify(value.slice(0, 20))}`, {
        headers: { 'idempotency-key': value },
      });
    },
    (e) => {
      if (!e.billable) return null;
      const c = base(e, 'no Idempotency-Key');
      delete c.headers['idempotency-key'];
      return c;
    },
    (e) => {
      if (!e.scope) return null;
      const [label, value] = rng.pick([
        ['no Authorization', null],
        ['Basic scheme', 'Basic dXNlcjpwYXNz'],
        ['empty bearer', 'Bearer '],
        ['bad checksum', `Bearer ${world.key.slice(0, -1)}${world.key.endsWith('A') ? 'B' : 'A'}`],
        ['unknown key', `Bearer ${generateApiKey()}`],
        ['revoked key', `Bearer ${world.revokedKey}`],
        ['key in lower case', `Bearer ${world.key.toLowerCase()}`],
        ['two keys', `Bearer ${world.key} ${world.key}`],
      ] as const);
      const c = base(e, label);
      if (value === null) delete c.headers.authorization;
      else c.headers.authorization = value;
      return c;
    },
    (e) => {
      if (!e.scope || e.scope === 'usage:read') return null;
      return base(e, 'key without the scope', { headers: { authorization: `Bearer ${world.narrowKey}` } });
    },
    (e) => {
      if (!e.pathId) return null;
      const suffix = rng.pick(BAD_ID_SUFFIX);
      const prefix = ['req', 'brp', 'wtd', 'whe', 'ad'].includes(e.pathId)
        ? `${e.pathId}_`
        : e.pathId === 'hook'
          ? 'hk_'
          : '';
      return base(e, `path id ${prefix}${suffix.slice(0, 24)}`, {
        path: expandPath(e, `${prefix}${suffix}`),
      });
    },
    (e) => {
      if (e.pathId !== 'req' && e.pathId !== 'brp' && e.pathId !== 'wtd' && e.pathId !== 'whe') return null;
      return base(e, 'another account\u2019s id', { path: expandPath(e, world.foreign[e.pathId]) });
    },
    (e) => {
      if (!e.queryId) return null;
      const value = rng.pick([world.foreign.stg, `stg_${rng.pick(BAD_ID_SUFFIX)}`, '', 'x'.repeat(101)]);
      return base(e, `${e.queryId.param}=${value.slice(0, 24)}`, {
        path: e.path + query({ [e.queryId.param]: value }),
      });
    },
    (e) => {
      if (!e.query || e.queryId) return null;
      const [label, q] = rng.pick([
        ['limit 0', 'limit=0'],
        ['limit 101', 'limit=101'],
        ['limit -1', 'limit=-1'],
        ['limit abc', 'limit=abc'],
        ['limit 1.5', 'limit=1.5'],
        ['limit 1e3', 'limit=1e3'],
        ['limit twice', 'limit=1&limit=2'],
        ['empty limit', 'limit='],
        ['NUL cursor', 'cursor=%00'],
        ['forged cursor', `cursor=${Buffer.from('{"t":"2020-01-01","id":"x"}').toString('base64url')}`],
        ['bad percent cursor', `cursor=${rng.pick(BAD_PERCENT)}`],
        ['unknown parameter', 'sort=asc'],
        ['huge cursor', `cursor=${'c'.repeat(5000)}`],
        // The webhook handshake's token: multibyte of the real token's length (a length mismatch inside a
        // constant-time compare was a 500), NUL, a lone surrogate, repeated.
        [
          'multibyte verify token',
          `hub.mode=subscribe&hub.challenge=42&hub.verify_token=${encodeURIComponent('é'.repeat(17))}`,
        ],
        ['NUL verify token', 'hub.mode=subscribe&hub.challenge=42&hub.verify_token=fuzz-verify-toke%00'],
        ['lone surrogate verify token', 'hub.mode=subscribe&hub.challenge=42&hub.verify_token=%ED%A0%80'],
        ['verify token twice', 'hub.mode=subscribe&hub.challenge=42&hub.verify_token=a&hub.verify_token=b'],
      ] as const);
      return base(e, `query ${label}`, { path: `${e.path}?${q}` });
    },
    (e) => {
      if (!e.cursorList) return null;
      const [label, payload] = rng.pick(HOSTILE_POSITIONS);
      const cursor = encodeURIComponent(world.signedCursor(e.cursorList, payload));
      return base(e, `signed cursor holding ${label}`, { path: `${e.path}?cursor=${cursor}` });
    },
    (e) => {
      const method = rng.pick(['PUT', 'PATCH', 'DELETE', 'POST'].filter((m) => m !== e.method));
      if (e.pathId === 'media' || e.pathId === 'problem') return null; // static pages answer GET only through their 404
      return base(e, `method ${method}`, { method });
    },
    (e) => {
      if (e.pathId !== 'media') return null;
      // Ranges wholly past the end of a real file: 416 problems with the file's size.
      const range = rng.pick([
        'bytes=1000-',
        'bytes=999999999-',
        'bytes=5000-6000',
        'bytes=99999999999999999999-',
      ]);
      return base(e, `Range ${range}`, { path: expandPath(e, world.media), headers: { range } });
    },
    (e) => {
      if (e.route.scope !== 'signature' || e.method !== 'POST') return null;
      const [label, body] = rng.pick(signedRefusals(rng));
      const signature = createHmac('sha256', world.hookAppSecret).update(body).digest('hex');
      return base(e, `signed delivery: ${label}`, {
        body,
        headers: { 'x-hub-signature-256': `sha256=${signature}` },
      });
    },
    (e) => base(e, 'oversized header', { headers: { 'x-padding': 'p'.repeat(17_000) } }),
    (e) =>
      base(e, 'unknown route below it', {
        path: `${expandPath(e, validId(e, world, rng))}/${rng.pick(['x', '%FF', '..', 'v2'])}`,
      }),
  ];

  for (let i = 0; cases.length < count && i < count * 20; i++) {
    const e = endpointsCycle(endpoints, i);
    const made = rng.pick(generators)(e);
    if (made) cases.push(made);
  }
  return cases;
}

function endpointsCycle(endpoints: FuzzEndpoint[], i: number): FuzzEndpoint {
  return endpoints[i % endpoints.length]!;
}
