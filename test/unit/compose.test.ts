import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// Step 11: the Temporal frontend took a refund's `verify` signal from anyone on the network, and its UI showed
// every workflow's input. docker-compose.yml may publish only the API beyond 127.0.0.1.

const ROOT = path.resolve(__dirname, '..', '..');
/** The product: the one port published on every interface. */
const PUBLIC_PORT = { service: 'api', target: 8080 };
const LOOPBACK = new Set(['127.0.0.1', '::1']);

interface Service {
  ports?: unknown[];
  network_mode?: string;
  environment?: Record<string, unknown> | string[] | null;
  secrets?: (string | { source: string; target?: string })[];
  entrypoint?: string | string[];
}
interface ComposeFile {
  services?: Record<string, Service | null>;
  secrets?: Record<string, { environment?: string; file?: string }>;
}

const readCompose = (source: string): ComposeFile => parse(source, { merge: true }) as ComposeFile;
const composeFile = () => readCompose(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));

/**
 * Host IP and container port of one `ports:` entry: short syntax `[HOST_IP:][HOST_PORT:]CONTAINER_PORT[/PROTOCOL]`
 * (no host IP: every interface), a bare number, or long syntax `{ target, published, host_ip }`. An IP written
 * with a `${…}` variable is not readable here, and does not count as loopback.
 */
function binding(entry: unknown): { hostIp: string | null; target: number } {
  if (typeof entry === 'number') return { hostIp: null, target: entry };
  if (typeof entry === 'string') {
    const spec = entry.replace(/\/[a-z]+$/i, '');
    const bracketed = /^\[([^\]]+)\]:(.*)$/.exec(spec);
    if (bracketed) return { hostIp: bracketed[1]!, target: Number(bracketed[2]!.split(':').at(-1)) };
    const parts = spec.split(':');
    return { hostIp: parts.length >= 3 ? parts.slice(0, -2).join(':') : null, target: Number(parts.at(-1)) };
  }
  const long = (entry ?? {}) as { host_ip?: string; target?: number | string };
  return { hostIp: long.host_ip ?? null, target: Number(long.target) };
}

/** Every way a service other than the API's own port is reachable beyond this machine. */
function publishedBeyondLoopback(compose: ComposeFile): string[] {
  const found: string[] = [];
  for (const [name, service] of Object.entries(compose.services ?? {})) {
    if (service?.network_mode === 'host') found.push(`${name}: network_mode host`);
    for (const entry of service?.ports ?? []) {
      const { hostIp, target } = binding(entry);
      if (hostIp !== null && LOOPBACK.has(hostIp)) continue;
      if (name === PUBLIC_PORT.service && target === PUBLIC_PORT.target) continue;
      found.push(`${name}: ${JSON.stringify(entry)}`);
    }
  }
  return found;
}

/** A service's environment as name → value (map or list syntax). */
function environmentOf(compose: ComposeFile, name: string): Record<string, string> {
  const env = compose.services?.[name]?.environment;
  if (Array.isArray(env))
    return Object.fromEntries(env.map((line) => [line.split('=')[0]!, line.slice(line.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(env ?? {}).map(([k, v]) => [k, String(v)]));
}

/** Where a service finds each compose secret it mounts: /run/secrets/<source>, or the target it names. */
function mountedSecrets(compose: ComposeFile, name: string): Map<string, string> {
  return new Map(
    (compose.services?.[name]?.secrets ?? []).map((s) => {
      const { source, target } = typeof s === 'string' ? { source: s, target: undefined } : s;
      return [target?.startsWith('/') ? target : `/run/secrets/${target ?? source}`, source];
    }),
  );
}

/**
 * Whether `setting` reaches the service only as a required file: `<setting>_FILE` names a secret it mounts, that
 * secret is a file (a missing file stops `docker compose up`), and the plain variable is not set beside it.
 */
function secretFromFile(compose: ComposeFile, service: string, setting: string): string | null {
  const env = environmentOf(compose, service);
  if (env[setting] !== undefined) return null;
  const source = mountedSecrets(compose, service).get(env[`${setting}_FILE`] ?? '');
  return source && compose.secrets?.[source]?.file ? source : null;
}

/** Every `${VAR:-default}` / `${VAR-default}` whose variable names a password, secret, key or token. */
function secretDefaults(source: string): string[] {
  return [...source.matchAll(/\$\{([A-Z0-9_]*(?:PASSWORD|PWD|SECRET|KEY|TOKEN)[A-Z0-9_]*):?-([^}]+)\}/g)].map(
    (m) => `${m[1]}=${m[2]}`,
  );
}

/** Passwords written into a connection URL. */
const urlPasswords = (source: string) =>
  [...source.matchAll(/postgres(?:ql)?:\/\/[^:@/\s]+:([^@\s]+)@/g)].map((m) => m[1]);

describe('docker-compose.yml', () => {
  it('publishes nothing but the API beyond 127.0.0.1 (Temporal, its UI, Prometheus, PostgreSQL, metrics)', () => {
    const compose = composeFile();
    expect(Object.keys(compose.services ?? {})).toEqual(
      expect.arrayContaining(['temporal', 'temporal-ui', 'prometheus', 'postgres', 'api', 'worker']),
    );
    expect(publishedBeyondLoopback(compose)).toEqual([]);
  });

  it('still publishes the API on every interface', () => {
    const api = composeFile().services?.api;
    expect(api?.ports?.map(binding)).toContainEqual({ hostIp: null, target: PUBLIC_PORT.target });
  });

  it('gives the API, the worker and the migration every secret as a required file, never as a variable', () => {
    const compose = composeFile();
    for (const service of ['api', 'worker', 'migrate'])
      for (const setting of ['CURSOR_SECRET', 'SECRETS_KEY', 'METRICS_TOKEN', 'DATABASE_PASSWORD'])
        expect({ service, setting, secret: secretFromFile(compose, service, setting) }).toEqual({
          service,
          setting,
          secret: expect.any(String),
        });
  });

  it('has no default password: PostgreSQL, Temporal and the services read the one password file', () => {
    const source = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(secretDefaults(source)).toEqual([]);
    expect(urlPasswords(source)).toEqual([]);
    const compose = composeFile();
    const password = secretFromFile(compose, 'api', 'DATABASE_PASSWORD');
    const postgres = environmentOf(compose, 'postgres');
    expect(postgres.POSTGRES_PASSWORD).toBeUndefined();
    expect(mountedSecrets(compose, 'postgres').get(postgres.POSTGRES_PASSWORD_FILE ?? '')).toBe(password);
    // The Temporal image reads POSTGRES_PWD only: its entrypoint sets it from the mounted file.
    expect(environmentOf(compose, 'temporal').POSTGRES_PWD).toBeUndefined();
    const entrypoint = [compose.services?.temporal?.entrypoint ?? []].flat().join(' ');
    const [file] = [...mountedSecrets(compose, 'temporal')].find(([, source]) => source === password) ?? [];
    expect(entrypoint).toContain(`POSTGRES_PWD="$$(cat ${file})"`);
  });

  it('gives Prometheus the API’s and the worker’s token file, and ops/prometheus.yml sends it to both', () => {
    const compose = composeFile();
    const token = secretFromFile(compose, 'api', 'METRICS_TOKEN');
    expect(secretFromFile(compose, 'worker', 'METRICS_TOKEN')).toBe(token);
    const [file] = [...mountedSecrets(compose, 'prometheus')].find(([, source]) => source === token) ?? [];
    expect(file).toBeDefined();
    const prometheus = parse(readFileSync(path.join(ROOT, 'ops', 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { job_name: string; authorization?: { credentials_file?: string } }[];
    };
    for (const job of ['cgs-api', 'cgs-worker']) {
      const config = prometheus.scrape_configs.find((c) => c.job_name === job);
      expect({ job, file: config?.authorization?.credentials_file }).toEqual({ job, file });
    }
  });
});

describe('the port check itself', () => {
  const flagged = (ports: string) => publishedBeyondLoopback(readCompose(`services:\n  temporal:\n${ports}`));

  it('flags short syntax without a loopback host IP', () => {
    expect(flagged(`    ports: ['7233:7233']`)).toEqual(['temporal: "7233:7233"']);
    expect(flagged(`    ports: ['7233']`)).toEqual(['temporal: "7233"']);
    expect(flagged(`    ports: [7233]`)).toEqual(['temporal: 7233']);
    expect(flagged(`    ports: ['0.0.0.0:7233:7233/tcp']`)).toHaveLength(1);
    expect(flagged(`    ports: ['\${BIND_IP:-127.0.0.1}:7233:7233']`)).toHaveLength(1);
  });

  it('flags long syntax without a loopback host_ip, and host networking', () => {
    expect(flagged(`    ports: [{ target: 7233, published: 7233 }]`)).toHaveLength(1);
    expect(flagged(`    ports: [{ target: 7233, published: '7233', host_ip: 0.0.0.0 }]`)).toHaveLength(1);
    expect(flagged(`    network_mode: host`)).toEqual(['temporal: network_mode host']);
  });

  it('passes loopback bindings in either syntax', () => {
    expect(
      flagged(`    ports: ['127.0.0.1:7233:7233', '127.0.0.1:7234:7234/tcp', '[::1]:7235:7235']`),
    ).toEqual([]);
    expect(flagged(`    ports: [{ target: 7233, published: 7233, host_ip: 127.0.0.1 }]`)).toEqual([]);
  });

  it("passes the API's own port only", () => {
    const compose = readCompose(`services:\n  api:\n    ports: ['8080:8080', '9464:9464']`);
    expect(publishedBeyondLoopback(compose)).toEqual(['api: "9464:9464"']);
  });

  it('passes a secret only as a mounted file secret, and reads merge keys, list syntax and long syntax', () => {
    const compose = readCompose(`
x-env: &env
  METRICS_TOKEN_FILE: /run/secrets/metrics-token
x-secrets: &secrets [metrics-token]
services:
  api: { environment: { <<: *env }, secrets: *secrets }
  worker: { environment: ['METRICS_TOKEN_FILE=/run/secrets/token'], secrets: [{ source: metrics-token, target: token }] }
  variable: { environment: { METRICS_TOKEN: '\${METRICS_TOKEN:?set it}' } }
  both: { environment: { METRICS_TOKEN: x, METRICS_TOKEN_FILE: /run/secrets/metrics-token }, secrets: *secrets }
  unmounted: { environment: { <<: *env } }
  from-environment: { environment: { METRICS_TOKEN_FILE: /run/secrets/env-token }, secrets: [env-token] }
  missing: { environment: { LOG_LEVEL: info } }
secrets:
  metrics-token: { file: ./secrets/metrics-token }
  env-token: { environment: METRICS_TOKEN }
`);
    expect(secretFromFile(compose, 'api', 'METRICS_TOKEN')).toBe('metrics-token');
    expect(secretFromFile(compose, 'worker', 'METRICS_TOKEN')).toBe('metrics-token');
    for (const service of ['variable', 'both', 'unmounted', 'from-environment', 'missing'])
      expect({ service, secret: secretFromFile(compose, service, 'METRICS_TOKEN') }).toEqual({
        service,
        secret: null,
      });
  });

  it('flags default passwords and passwords in URLs', () => {
    expect(
      secretDefaults(
        'a: ${POSTGRES_PASSWORD:-cgs}\nb: ${CURSOR_SECRET-x}\nc: ${LOG_LEVEL:-info}\nd: ${GEMINI_API_KEY:-}',
      ),
    ).toEqual(['POSTGRES_PASSWORD=cgs', 'CURSOR_SECRET=x']);
    expect(
      urlPasswords('DATABASE_URL: postgres://cgs:${POSTGRES_PASSWORD:?x}@postgres:5432/cgs'),
    ).toHaveLength(1);
    expect(urlPasswords('DATABASE_URL: postgres://cgs@postgres:5432/cgs')).toEqual([]);
  });
});
