import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../lib/config';
import { EXAMPLE_SECRET_VALUES, SECRET_SETTINGS } from '../../lib/secret-settings';

const ROOT = path.resolve(__dirname, '..', '..');
const random = (bytes = 32) => randomBytes(bytes).toString('hex');

/** A production environment that starts: every secret set, long enough, and no example. */
const production = () => ({
  NODE_ENV: 'production',
  DATABASE_URL: `postgres://cgs:${random(12)}@db.internal:5432/cgs`,
  CURSOR_SECRET: random(),
  SECRETS_KEY: random(),
  METRICS_TOKEN: random(),
});

/** The message loadConfig refuses with, or null when it starts. */
function refusal(env: Record<string, string | undefined>): string | null {
  try {
    loadConfig(env as NodeJS.ProcessEnv);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cgs-secret-files-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, content);
  return at;
};

describe('production refuses known secrets', () => {
  it('starts with every secret set, long enough and no example', () => {
    const env = production();
    // SECRETS_KEY as base64, padded or not.
    for (const key of [randomBytes(32).toString('base64'), randomBytes(32).toString('base64url')])
      expect(loadConfig({ ...env, SECRETS_KEY: key }).secretsKey).toBe(key);
    const config = loadConfig(env);
    expect(config.cursorSecret).toBe(env.CURSOR_SECRET);
    expect(config.metrics.token).toBe(env.METRICS_TOKEN);
    expect(config.secretsKey).toBe(env.SECRETS_KEY);
    expect(config.databaseUrl).toBe(env.DATABASE_URL);
  });

  it.each(['CURSOR_SECRET', 'SECRETS_KEY', 'METRICS_TOKEN', 'DATABASE_URL'] as const)(
    'refuses to start without %s, naming it and how to give it',
    (name) => {
      const env: Record<string, string | undefined> = production();
      delete env[name];
      expect(refusal(env)).toBe(
        `Invalid configuration:\n${name}: missing, required in production (set ${name} or ${name}_FILE)`,
      );
      // Outside production the same environment starts (dev and the tests make their own).
      expect(refusal({ ...env, NODE_ENV: 'development' })).toBeNull();
      expect(refusal({ ...env, NODE_ENV: 'test' })).toBeNull();
      // A deployment by another name is held to production's secrets.
      expect(refusal({ ...env, NODE_ENV: 'staging' })).toContain(`${name}: missing, required in production`);
    },
  );

  it.each([
    ['CURSOR_SECRET', 'change-me-to-32-or-more-random-characters'],
    ['METRICS_TOKEN', 'change-me-to-32-or-more-random-characters'],
    ['SECRETS_KEY', 'change-me-to-64-hex-characters-change-me-to-64-hex-characters-00'],
    ['CURSOR_SECRET', 'CHANGE-ME-to-something-random-later-0123456789'],
    ['METRICS_TOKEN', `changeme${random()}`],
    ['CURSOR_SECRET', ' ... '],
  ])('refuses %s set to the published example %j, without printing it', (name, value) => {
    const message = refusal({ ...production(), [name]: value });
    expect(message).toBe(
      `Invalid configuration:\n${name}: a published example value, refused in production (openssl rand -hex 32)`,
    );
    expect(message).not.toContain(value.trim());
  });

  it.each([
    ['CURSOR_SECRET', random(15), 'shorter than 32 characters'],
    ['METRICS_TOKEN', random(15), 'shorter than 32 characters'],
    ['SECRETS_KEY', random(16), 'must be 32 bytes, as 64 hex characters or base64'],
    ['SECRETS_KEY', 'z'.repeat(64), 'must be 32 bytes, as 64 hex characters or base64'],
  ])('refuses %s that is too short or of the wrong shape, without printing it', (name, value, why) => {
    const message = refusal({ ...production(), [name]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration:\\n${name}: ${why}`));
    expect(message).not.toContain(value);
  });

  it('refuses a database password that is missing, an example or short, wherever it is written', () => {
    const password = random(12);
    const cases: Array<[Record<string, string>, string]> = [
      [{ DATABASE_URL: 'postgres://cgs@postgres:5432/cgs' }, 'DATABASE_URL: no database password'],
      [{ DATABASE_URL: 'postgres://cgs:cgs@postgres:5432/cgs' }, 'DATABASE_URL: the database password is a'],
      [
        { DATABASE_URL: 'postgres://postgres:cgs-local@127.0.0.1:54329/cgs' },
        'DATABASE_URL: the database password is a published example value',
      ],
      [
        { DATABASE_URL: 'postgres://cgs:s3cret@postgres/cgs' },
        'DATABASE_URL: the database password is shorter',
      ],
      [
        { DATABASE_URL: 'postgres://cgs@postgres/cgs', DATABASE_PASSWORD: 'cgs' },
        'DATABASE_PASSWORD: the database password is a published example value',
      ],
      [
        { DATABASE_URL: 'postgres://cgs@postgres/cgs', DATABASE_PASSWORD: 'short-pass' },
        'DATABASE_PASSWORD: the database password is shorter than 16 characters',
      ],
      [{ DATABASE_URL: `not a url ${password}` }, 'DATABASE_URL: not a postgres:// URL'],
      [{ DATABASE_URL: `postgres://cgs:%zz${password}@h/cgs` }, 'DATABASE_URL: its password is not'],
    ];
    for (const [env, why] of cases) {
      const message = refusal({ ...production(), ...env });
      expect({ env, message: message?.split('\n')[1]?.slice(0, why.length) }).toEqual({ env, message: why });
      for (const value of [password, 's3cret', 'short-pass']) expect(message).not.toContain(value);
    }
  });

  it('puts DATABASE_PASSWORD into DATABASE_URL, encoded, and refuses a password in both', () => {
    const password = `p@ss:w/rd%${random(8)}`;
    const config = loadConfig({
      ...production(),
      DATABASE_URL: 'postgres://cgs@db:5432/cgs?sslmode=require',
      DATABASE_PASSWORD: password,
    });
    const url = new URL(config.databaseUrl!);
    expect(decodeURIComponent(url.password)).toBe(password);
    expect(`${url.username}@${url.host}${url.pathname}${url.search}`).toBe('cgs@db:5432/cgs?sslmode=require');
    // Several hosts, as postgres.js takes them: no WHATWG URL, still one password.
    expect(
      loadConfig({ DATABASE_URL: 'postgres://cgs@a:5432,b:5432/cgs', DATABASE_PASSWORD: 'pw' }).databaseUrl,
    ).toBe('postgres://cgs:pw@a:5432,b:5432/cgs');
    expect(refusal({ DATABASE_URL: 'postgres://cgs:one@db/cgs', DATABASE_PASSWORD: 'two' })).toBe(
      'Invalid configuration:\nDATABASE_URL, DATABASE_PASSWORD: the password is set in both; keep one',
    );
    expect(refusal({ DATABASE_URL: 'postgres://db/cgs', DATABASE_PASSWORD: 'two' })).toMatch(
      /DATABASE_PASSWORD: DATABASE_URL names no user/,
    );
  });

  it('refuses a provider key that is an example, and names every problem at once', () => {
    expect(refusal({ ...production(), GEMINI_API_KEY: '...', TEXT_PROVIDER: 'gemini' })).toBe(
      'Invalid configuration:\nGEMINI_API_KEY: a published example value, refused in production',
    );
    const message = refusal({ NODE_ENV: 'production', CURSOR_SECRET: 'cgs', OPENAI_API_KEY: 'change-me' });
    expect(message?.split('\n').map((line) => line.split(':')[0])).toEqual([
      'Invalid configuration',
      'SECRETS_KEY',
      'CURSOR_SECRET',
      'METRICS_TOKEN',
      'DATABASE_URL',
      'OPENAI_API_KEY',
    ]);
  });

  it('never prints GCS_CREDENTIALS_JSON that is not JSON (JSON.parse would quote it)', () => {
    const text = `{"client_email":"svc@p.iam","private_key":"-----BEGIN ${random()}`;
    const message = refusal({ GCS_CREDENTIALS_JSON: text });
    expect(message).toBe('Invalid configuration:\nGCS_CREDENTIALS_JSON: needs client_email and private_key');
  });
});

describe('the processes themselves', () => {
  // What an operator who replaced only SECRETS_KEY in the old .env.example ran: the API and the worker as the image
  // starts them, NODE_ENV=production, and nothing else of the environment.
  const placeholder = 'change-me-to-32-or-more-random-characters';
  const run = (entry: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(ROOT, entry)], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://cgs:cgs@127.0.0.1:1/cgs',
        SECRETS_KEY: random(),
        CURSOR_SECRET: placeholder,
        METRICS_TOKEN: placeholder,
      },
    }).then(
      () => ({ code: 0, output: '' }),
      (err: { code: number; stdout: string; stderr: string }) => ({
        code: err.code,
        output: `${err.stdout}${err.stderr}`,
      }),
    );

  it.each(['api/main.ts', 'worker/main.ts'])(
    '%s exits 1 before it listens or polls, naming each refused secret and printing none',
    async (entry) => {
      const { code, output } = await run(entry);
      expect(code).toBe(1);
      const [line] = output.trim().split('\n');
      const logged = JSON.parse(line!) as { level: number; err: { message: string } };
      expect(logged.level).toBe(60);
      expect(logged.err.message.split('\n')).toEqual([
        'Invalid configuration:',
        'CURSOR_SECRET: a published example value, refused in production (openssl rand -hex 32)',
        'METRICS_TOKEN: a published example value, refused in production (openssl rand -hex 32)',
        'DATABASE_URL: the database password is a published example value, refused in production',
      ]);
      expect(output).not.toContain(placeholder);
      expect(output).not.toContain('cgs:cgs');
    },
    30_000,
  );
});

describe('every example value the repository shows is refused in production', () => {
  /** Values the README, .env.example and docker-compose.yml give a secret: `NAME=value`, `${NAME:-value}`, URLs. */
  function shownValues(): Map<string, string> {
    // DATABASE_URL's password is read from the URLs themselves (below).
    const names = [...SECRET_SETTINGS, 'POSTGRES_PASSWORD', 'POSTGRES_PWD', 'TEMPORAL_DB_PASSWORD']
      .filter((name) => name !== 'DATABASE_URL')
      .join('|');
    const found = new Map<string, string>();
    for (const name of ['README.md', '.env.example', 'docker-compose.yml']) {
      const text = readFileSync(path.join(ROOT, name), 'utf8');
      const assigned = new RegExp(`\\b(?:${names})(?:=|: )([^\\s\`'"]+)`, 'g');
      const defaults = new RegExp(`\\$\\{(?:${names}):?-([^}]+)\\}`, 'g');
      const inUrls = /postgres(?:ql)?:\/\/[^:@/\s]+:([^@\s]+)@/g;
      for (const pattern of [assigned, defaults, inUrls])
        for (const m of text.matchAll(pattern)) {
          const value = m[1]!;
          // Shell and template expansions, paths and placeholders in angle brackets are no values.
          if (/^[$<{/]/.test(value) && !value.startsWith('{"')) continue;
          found.set(value, `${name}: ${m[0]}`);
        }
    }
    return found;
  }

  /** What .env.example and docker-compose.yml published before secrets became files: operators copied them. */
  const EARLIER = [
    'change-me-to-32-or-more-random-characters',
    'change-me-to-64-hex-characters-change-me-to-64-hex-characters-00',
    'cgs',
  ];

  it('finds the values shown today, and each is on the list of examples', () => {
    const shown = shownValues();
    expect([...shown.keys()]).toEqual(expect.arrayContaining(['...']));
    for (const [value, where] of shown)
      expect({ where, listed: EXAMPLE_SECRET_VALUES.has(value) }).toEqual({ where, listed: true });
  });

  it.each([...new Set([...EARLIER, ...EXAMPLE_SECRET_VALUES])])(
    'refuses %j as CURSOR_SECRET and as the database password',
    (value) => {
      expect(refusal({ ...production(), CURSOR_SECRET: value })).toMatch(
        /^Invalid configuration:\nCURSOR_SECRET: a published example value/,
      );
      expect(
        refusal({ ...production(), DATABASE_URL: 'postgres://cgs@postgres/cgs', DATABASE_PASSWORD: value }),
      ).toMatch(
        /^Invalid configuration:\nDATABASE_PASSWORD: the database password is a published example value/,
      );
    },
  );
});

describe('secrets as files (NAME_FILE)', () => {
  it('reads every secret setting from its file, one trailing newline dropped', () => {
    const env = production();
    const files = {
      CURSOR_SECRET_FILE: file('cursor-secret', `${env.CURSOR_SECRET}\n`),
      SECRETS_KEY_FILE: file('secrets-key', `${env.SECRETS_KEY}\r\n`),
      METRICS_TOKEN_FILE: file('metrics-token', env.METRICS_TOKEN),
      DATABASE_URL_FILE: file('database-url', 'postgres://cgs@db:5432/cgs\n'),
      DATABASE_PASSWORD_FILE: file('postgres-password', 'a password of the right length\n'),
      GEMINI_API_KEY_FILE: file('gemini', 'AIza-key\n\n'),
      GCS_CREDENTIALS_JSON_FILE: file('gcs', '{"client_email":"svc@p.iam","private_key":"k"}\n'),
    };
    const config = loadConfig({ NODE_ENV: 'production', ...files });
    expect(config.cursorSecret).toBe(env.CURSOR_SECRET);
    expect(config.secretsKey).toBe(env.SECRETS_KEY);
    expect(config.metrics.token).toBe(env.METRICS_TOKEN);
    expect(config.databaseUrl).toBe('postgres://cgs:a%20password%20of%20the%20right%20length@db:5432/cgs');
    // One newline only: a second one was written on purpose.
    expect(config.text.gemini.apiKey).toBe('AIza-key\n');
    expect(config.media.gcs.credentials).toEqual({ client_email: 'svc@p.iam', private_key: 'k' });
    // Outside production too.
    expect(loadConfig({ CURSOR_SECRET_FILE: files.CURSOR_SECRET_FILE }).cursorSecret).toBe(env.CURSOR_SECRET);
  });

  it('applies production’s refusals to what the file holds', () => {
    const message = refusal({
      ...production(),
      METRICS_TOKEN: undefined,
      METRICS_TOKEN_FILE: file('example-token', 'change-me-to-32-or-more-random-characters\n'),
    });
    expect(message).toMatch(/^Invalid configuration:\nMETRICS_TOKEN: a published example value/);
  });

  it('refuses both set, a file it cannot read and an empty file, naming the path and never a value', () => {
    const env = production();
    expect(refusal({ ...env, CURSOR_SECRET_FILE: file('both', random()) })).toBe(
      'Invalid configuration:\nCURSOR_SECRET, CURSOR_SECRET_FILE: set one of them, not both',
    );
    const missing = path.join(dir, 'no-such-file');
    expect(refusal({ CURSOR_SECRET_FILE: missing })).toBe(
      `Invalid configuration:\nCURSOR_SECRET_FILE: cannot read ${missing} (ENOENT)`,
    );
    expect(refusal({ SECRETS_KEY_FILE: dir })).toBe(
      `Invalid configuration:\nSECRETS_KEY_FILE: cannot read ${dir} (EISDIR)`,
    );
    const empty = file('empty', '\n');
    expect(refusal({ ...env, METRICS_TOKEN: undefined, METRICS_TOKEN_FILE: empty })).toBe(
      `Invalid configuration:\nMETRICS_TOKEN_FILE: ${empty} is empty`,
    );
  });

  it('treats an empty NAME_FILE as unset, as docker compose passes ${VAR:-}', () => {
    expect(loadConfig({ CURSOR_SECRET_FILE: '', CURSOR_SECRET: 'a'.repeat(16) }).cursorSecret).toBe(
      'a'.repeat(16),
    );
  });
});
