import { readFileSync } from 'node:fs';
import { parseSecretsKey } from './secrets';

/**
 * Settings that hold a secret. Each may be given as NAME or as NAME_FILE, a path to a file holding it (as Docker and
 * Kubernetes mount secrets, under /run/secrets/), never both. No message about one ever prints its value.
 */
export const SECRET_SETTINGS = [
  'SECRETS_KEY',
  'CURSOR_SECRET',
  'METRICS_TOKEN',
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'OPENAI_API_KEY',
  'GEMINI_API_KEY',
  'GOOGLE_TTS_API_KEY',
  'GCS_CREDENTIALS_JSON',
] as const;

/**
 * The secrets production cannot start without, and the minimum each must meet (the database password, from
 * DATABASE_PASSWORD or inside DATABASE_URL, has its own rules below).
 */
const REQUIRED_IN_PRODUCTION: Record<string, { meets: (value: string) => boolean; short: string }> = {
  SECRETS_KEY: { meets: (v) => isSecretsKey(v), short: 'must be 32 bytes, as 64 hex characters or base64' },
  CURSOR_SECRET: { meets: (v) => v.length >= 32, short: 'shorter than 32 characters' },
  METRICS_TOKEN: { meets: (v) => v.length >= 32, short: 'shorter than 32 characters' },
};
const HOW = 'openssl rand -hex 32';
const DATABASE_PASSWORD_MIN = 16;

/**
 * Values published as examples, now or before: .env.example's placeholders, the compose file's old default
 * database password, the embedded development database's password, the README's `...`. Whoever read them knows
 * them. test/unit/config-secrets.test.ts fails when those files show a value this list lacks.
 */
export const EXAMPLE_SECRET_VALUES: ReadonlySet<string> = new Set([
  'change-me-to-32-or-more-random-characters',
  'change-me-to-64-hex-characters-change-me-to-64-hex-characters-00',
  'cgs',
  'cgs-local',
  '...',
  '{"client_email":"...","private_key":"..."}',
]);

/** A value that still asks to be changed ("change-me…", "changeme") is an example whatever follows. */
const PLACEHOLDER = /change-?me/i;

/**
 * The environment with every NAME_FILE read into NAME (its trailing newline trimmed, as `echo` and editors leave
 * one), the problems met (both set, a file that cannot be read or is empty) and the names they were met for.
 */
export function readSecretFiles(set: Record<string, string | undefined>): {
  env: Record<string, string | undefined>;
  problems: string[];
  failed: Set<string>;
} {
  const env = { ...set };
  const problems: string[] = [];
  const failed = new Set<string>();
  for (const name of SECRET_SETTINGS) {
    const file = set[`${name}_FILE`];
    delete env[`${name}_FILE`];
    if (file === undefined) continue;
    if (set[name] !== undefined) {
      problems.push(`${name}, ${name}_FILE: set one of them, not both`);
      failed.add(name);
      continue;
    }
    let value: string;
    try {
      value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${name}_FILE: cannot read ${file} (${code})`);
      failed.add(name);
      continue;
    }
    if (value !== '') env[name] = value;
    else {
      problems.push(`${name}_FILE: ${file} is empty`);
      failed.add(name);
    }
  }
  return { env, problems, failed };
}

function isSecretsKey(value: string): boolean {
  try {
    parseSecretsKey(value);
    return true;
  } catch {
    return false;
  }
}

function known(value: string): boolean {
  return EXAMPLE_SECRET_VALUES.has(value.trim()) || PLACEHOLDER.test(value);
}

/**
 * A connection URL as postgres.js reads it, `scheme://[user[:password]@]host[:port][,host…][/db][?options]`, split
 * by hand: a list of hosts is no WHATWG URL. Null when it is no such URL.
 */
function splitDatabaseUrl(url: string) {
  const parts = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/is.exec(url);
  if (!parts) return null;
  const [, scheme, authority, rest] = parts as unknown as [string, string, string, string];
  const at = authority.lastIndexOf('@');
  const userinfo = at < 0 ? '' : authority.slice(0, at);
  const colon = userinfo.indexOf(':');
  return {
    scheme,
    user: colon < 0 ? userinfo : userinfo.slice(0, colon),
    password: colon < 0 ? '' : userinfo.slice(colon + 1),
    hosts: authority.slice(at + 1),
    rest,
  };
}

/** The database password: DATABASE_PASSWORD's, or the one inside DATABASE_URL; problems named, never printed. */
function databasePassword(env: Record<string, string | undefined>): { password: string; problem?: string } {
  if (env.DATABASE_PASSWORD !== undefined) return { password: env.DATABASE_PASSWORD };
  const url = splitDatabaseUrl(env.DATABASE_URL ?? '');
  if (!url) return { password: '', problem: 'DATABASE_URL: not a postgres:// URL' };
  try {
    return { password: decodeURIComponent(url.password) };
  } catch {
    return { password: '', problem: 'DATABASE_URL: its password is not percent-encoded' };
  }
}

/** Production's database: a URL with a password that is long enough and no example. */
function databaseProblem(env: Record<string, string | undefined>): string | null {
  if (env.DATABASE_URL === undefined)
    return 'DATABASE_URL: missing, required in production (set DATABASE_URL or DATABASE_URL_FILE)';
  const { password, problem } = databasePassword(env);
  if (problem) return problem;
  if (password === '')
    return 'DATABASE_URL: no database password, required in production (in the URL, or DATABASE_PASSWORD or DATABASE_PASSWORD_FILE)';
  const where = env.DATABASE_PASSWORD !== undefined ? 'DATABASE_PASSWORD' : 'DATABASE_URL';
  if (known(password))
    return `${where}: the database password is a published example value, refused in production`;
  if (password.length < DATABASE_PASSWORD_MIN)
    return `${where}: the database password is shorter than ${DATABASE_PASSWORD_MIN} characters, refused in production`;
  return null;
}

/**
 * With NODE_ENV=production, every secret the service needs must be set, at least its minimum length, and none of
 * the published example values: a service that took them would sign cursors and guard /metrics with keys everyone
 * has read. One line per problem, each naming the variable and never its value; `skip`: names already refused
 * (their file could not be read), which would only be called missing again.
 */
export function productionSecretProblems(
  env: Record<string, string | undefined>,
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const how = (name: string) => `set ${name} or ${name}_FILE`;
  for (const [name, need] of Object.entries(REQUIRED_IN_PRODUCTION)) {
    const value = env[name];
    if (skip.has(name)) continue;
    if (value === undefined) problems.push(`${name}: missing, required in production (${how(name)})`);
    else if (known(value))
      problems.push(`${name}: a published example value, refused in production (${HOW})`);
    else if (!need.meets(value)) problems.push(`${name}: ${need.short}, refused in production (${HOW})`);
  }
  // A database setting whose file could not be read is refused already.
  if (!skip.has('DATABASE_URL') && !skip.has('DATABASE_PASSWORD')) {
    const problem = databaseProblem(env);
    if (problem) problems.push(problem);
  }
  // Provider keys are needed only with their provider (checked with it); whichever is set is no example.
  for (const name of ['OPENAI_API_KEY', 'GEMINI_API_KEY', 'GOOGLE_TTS_API_KEY', 'GCS_CREDENTIALS_JSON']) {
    const value = env[name];
    if (value !== undefined && known(value))
      problems.push(`${name}: a published example value, refused in production`);
  }
  return problems;
}

/**
 * DATABASE_URL with DATABASE_PASSWORD as its password (percent-encoded). A password in both places is a problem:
 * which one the operator meant is not ours to guess.
 */
export function withDatabasePassword(
  url: string | undefined,
  password: string | undefined,
): { url: string | undefined; problem?: string } {
  if (password === undefined) return { url };
  const parts = url === undefined ? null : splitDatabaseUrl(url);
  if (!parts) return { url, problem: 'DATABASE_PASSWORD: DATABASE_URL is no postgres:// URL to take it' };
  if (parts.password !== '')
    return { url, problem: 'DATABASE_URL, DATABASE_PASSWORD: the password is set in both; keep one' };
  if (parts.user === '')
    return { url, problem: 'DATABASE_PASSWORD: DATABASE_URL names no user (postgres://user@host/db)' };
  return { url: `${parts.scheme}${parts.user}:${encodeURIComponent(password)}@${parts.hosts}${parts.rest}` };
}
