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

/** `${METRICS_TOKEN:?…}`: compose refuses to start without a non-empty value (`${VAR?…}` lets an empty one by). */
function requiresMetricsToken(compose: ComposeFile, name: string): boolean {
  const env = compose.services?.[name]?.environment;
  const value = Array.isArray(env)
    ? env.find((line) => line.startsWith('METRICS_TOKEN='))?.slice('METRICS_TOKEN='.length)
    : env?.METRICS_TOKEN;
  return typeof value === 'string' && /^\$\{METRICS_TOKEN:\?[^}]*\}$/.test(value);
}

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

  it('requires METRICS_TOKEN for the API and the worker', () => {
    const compose = composeFile();
    expect(requiresMetricsToken(compose, 'api')).toBe(true);
    expect(requiresMetricsToken(compose, 'worker')).toBe(true);
  });

  it('gives Prometheus the token, and ops/prometheus.yml sends it to the API and the worker', () => {
    const compose = composeFile();
    const mounted = (compose.services?.prometheus?.secrets ?? []).map((s) =>
      typeof s === 'string' ? { source: s, target: undefined } : s,
    );
    const secret = mounted.find((s) => compose.secrets?.[s.source]?.environment === 'METRICS_TOKEN');
    expect(secret).toBeDefined();
    const file = secret!.target?.startsWith('/')
      ? secret!.target
      : `/run/secrets/${secret!.target ?? secret!.source}`;
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

  it('flags an optional or missing METRICS_TOKEN, and reads merge keys and list syntax', () => {
    const compose = readCompose(`
x-env: &env
  METRICS_TOKEN: \${METRICS_TOKEN:?set it}
services:
  api: { environment: { <<: *env } }
  worker: { environment: ['METRICS_TOKEN=\${METRICS_TOKEN:?set it}'] }
  optional: { environment: { METRICS_TOKEN: '\${METRICS_TOKEN:-}' } }
  empty-allowed: { environment: { METRICS_TOKEN: '\${METRICS_TOKEN?set it}' } }
  missing: { environment: { LOG_LEVEL: info } }
`);
    expect(requiresMetricsToken(compose, 'api')).toBe(true);
    expect(requiresMetricsToken(compose, 'worker')).toBe(true);
    expect(requiresMetricsToken(compose, 'optional')).toBe(false);
    expect(requiresMetricsToken(compose, 'empty-allowed')).toBe(false);
    expect(requiresMetricsToken(compose, 'missing')).toBe(false);
  });
});
