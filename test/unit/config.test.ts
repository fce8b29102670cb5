import { loadConfig, TEST_ONLY_SETTINGS } from '../../lib/config';

/** Production with its secrets (test/unit/config-secrets.test.ts: without them it does not start). */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://cgs:a-database-password-for-tests@db:5432/cgs',
  CURSOR_SECRET: 'c'.repeat(8) + '0123456789abcdef0123456789abcdef',
  SECRETS_KEY: '5e'.repeat(32),
  METRICS_TOKEN: 'm'.repeat(8) + '0123456789abcdef0123456789abcdef',
};

describe('loadConfig', () => {
  it('treats empty variables as unset, as docker compose passes ${VAR:-}', () => {
    const config = loadConfig({
      GEMINI_API_KEY: '',
      OPENAI_BASE_URL: '',
      GCS_BUCKET: '',
      IMAGE_PROVIDER: '',
    });
    expect(config.text.gemini.apiKey).toBeUndefined();
    expect(config.image.provider).toBe('local');
    expect(config.media.gcs.bucket).toBeUndefined();
  });

  it('requires a Gemini key for the Gemini image provider', () => {
    expect(() => loadConfig({ IMAGE_PROVIDER: 'gemini' })).toThrow(
      /GEMINI_API_KEY: required when IMAGE_PROVIDER is gemini/,
    );
    expect(loadConfig({ IMAGE_PROVIDER: 'gemini', GEMINI_API_KEY: 'k' }).image.gemini.model).toBe(
      'gemini-3.1-flash-image-preview',
    );
  });

  it('refuses to start in production with any test-only knob set, and names each one', () => {
    const sample: Record<(typeof TEST_ONLY_SETTINGS)[number], string> = {
      UPLOAD_TEST_ALLOW_HOSTS: '127.0.0.1:8443',
      UPLOAD_TEST_CA_FILE: '/tmp/test-ca.pem',
      FAULT_INJECTION: 'after-outcome-stored',
    };
    for (const name of TEST_ONLY_SETTINGS) {
      expect(() => loadConfig({ ...PRODUCTION, [name]: sample[name] })).toThrow(
        new RegExp(`^Invalid configuration:\\n${name}: test only, refused when NODE_ENV is production$`),
      );
      expect(() => loadConfig({ NODE_ENV: 'test', [name]: sample[name] })).not.toThrow();
    }
    const all = Object.fromEntries(TEST_ONLY_SETTINGS.map((name) => [name, 'x']));
    const lines = TEST_ONLY_SETTINGS.map((name) => `${name}: test only, refused when NODE_ENV is production`);
    expect(() => loadConfig({ ...PRODUCTION, ...all })).toThrow(
      `Invalid configuration:\n${lines.join('\n')}`,
    );
    // Empty is unset (docker compose passes `${VAR:-}`): production starts.
    const empty = Object.fromEntries(TEST_ONLY_SETTINGS.map((name) => [name, '']));
    expect(loadConfig({ ...PRODUCTION, ...empty }).uploads.allowHosts.size).toBe(0);
  });

  it('refuses to start outside development and test with WEBHOOK_ALLOW_PRIVATE_ENDPOINTS on; off by default, on for npm run dev unless set to false', () => {
    expect(() => loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'true' })).toThrow(
      /^Invalid configuration:\nWEBHOOK_ALLOW_PRIVATE_ENDPOINTS: development only \(webhooks to plain http, localhost, loopback and private addresses\), refused unless NODE_ENV is development or test/,
    );
    // Nor a staging box, nor any environment that is not a developer's machine or the tests.
    for (const env of ['staging', 'prod', 'Production'])
      expect(() => loadConfig({ NODE_ENV: env, WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'true' })).toThrow(
        /WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: development only/,
      );
    expect(loadConfig({ ...PRODUCTION, NODE_ENV: 'staging' }).dev.allowPrivateWebhookEndpoints).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'true' }).webhooks
        .allowPrivateEndpoints,
    ).toBe(true);
    // Whatever its spelling: a production service never starts with it on.
    expect(() => loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: '1' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: development only/,
    );
    const off = loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'false' });
    expect(off.webhooks.allowPrivateEndpoints).toBe(false);
    expect(off.dev.allowPrivateWebhookEndpoints).toBe(false);
    expect(loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: '' }).webhooks).toMatchObject({
      allowPrivateEndpoints: false,
    });

    expect(loadConfig({}).webhooks.allowPrivateEndpoints).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'true' }).webhooks.allowPrivateEndpoints).toBe(true);
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'yes' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: Invalid option/,
    );
    // What `npm run dev` passes its API and worker.
    expect(loadConfig({}).dev.allowPrivateWebhookEndpoints).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_ENDPOINTS: 'false' }).dev.allowPrivateWebhookEndpoints).toBe(
      false,
    );
  });

  it("answers /mcp to PUBLIC_BASE_URL's own origin and the origins MCP_ALLOWED_ORIGINS adds, refusing anything that is no origin", () => {
    expect(loadConfig({ PORT: '9090' }).mcpAllowedOrigins).toEqual(['http://localhost:9090']);
    expect(
      loadConfig({
        PUBLIC_BASE_URL: 'https://API.example.com/base/',
        MCP_ALLOWED_ORIGINS: ' https://assistant.example , http://localhost:6274/,https://api.example.com',
      }).mcpAllowedOrigins,
    ).toEqual(['https://api.example.com', 'https://assistant.example', 'http://localhost:6274']);
    for (const entry of [
      '*',
      'null',
      'assistant.example',
      'ftp://a.example',
      'https://a.example/mcp',
      'https://u:p@a.example',
    ])
      expect(() => loadConfig({ MCP_ALLOWED_ORIGINS: `https://ok.example,${entry}` })).toThrow(
        /^Invalid configuration:\nMCP_ALLOWED_ORIGINS: .* is not an origin: write scheme:\/\/host\[:port\]/,
      );
  });

  it('maps TRUST_PROXY onto what Express accepts: off by default, a hop count, names, addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, uniquelocal' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it.each([
    'true',
    '*',
    '0',
    '17',
    '0.0.0.0/0',
    '::/0',
    '10.0.0.0/33',
    'example.com',
    '10.0.0.0/8,',
    'loopback,,',
  ])(
    'refuses TRUST_PROXY=%s: anything that would trust every address or that Express would not parse',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid configuration:\nTRUST_PROXY: must be/,
      );
    },
  );
});

describe('WORKER_SET_CURRENT_VERSION (decision 028)', () => {
  const when = (env: Record<string, string>) => loadConfig(env).temporal.deployment.setCurrent;
  it('makes every start current outside production, and only a build never active before in production', () => {
    expect(when({})).toBe('always');
    expect(when({ NODE_ENV: 'test' })).toBe('always');
    expect(when({ ...PRODUCTION })).toBe('first');
  });
  it('takes what the operator sets', () => {
    expect(when({ ...PRODUCTION, WORKER_SET_CURRENT_VERSION: 'true' })).toBe('always');
    expect(when({ ...PRODUCTION, WORKER_SET_CURRENT_VERSION: 'false' })).toBe('never');
    expect(when({ WORKER_SET_CURRENT_VERSION: 'first' })).toBe('first');
    expect(() => when({ WORKER_SET_CURRENT_VERSION: 'yes' })).toThrow(/WORKER_SET_CURRENT_VERSION/);
  });
});

describe('the platform webhook caps (decision 031)', () => {
  it('default to the platform’s own batch of 1000 changes, 120 deliveries and 5000 changes a hook a minute', () => {
    expect(loadConfig({}).platformWebhookLimits).toEqual({
      maxChanges: 1000,
      deliveriesPerMinute: 120,
      changesPerMinute: 5000,
    });
  });
  it('refuses a per-minute quota of changes that one full delivery would exceed', () => {
    expect(() =>
      loadConfig({ PLATFORM_WEBHOOK_MAX_CHANGES: '2000', PLATFORM_WEBHOOK_CHANGES_PER_MINUTE: '1999' }),
    ).toThrow(/PLATFORM_WEBHOOK_CHANGES_PER_MINUTE: must be at least PLATFORM_WEBHOOK_MAX_CHANGES/);
    expect(() => loadConfig({ PLATFORM_WEBHOOK_DELIVERIES_PER_MINUTE: '0' })).toThrow(
      /PLATFORM_WEBHOOK_DELIVERIES_PER_MINUTE/,
    );
  });
});
