import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import {
  attemptVerdict,
  DEFAULT_RETRY_SCHEDULE,
  nextRetryDelay,
  webhookEndpointInputSchema,
} from '../../contract/webhooks';
import { refusedUrls } from '../../lib/net/refused-urls';
import { safePost, type SafeFetchOptions } from '../../lib/net/safe-fetch';
import { newSigningSecret, signWebhook } from '../../lib/webhook-signature';
import { outboundOptions, refusedEndpointUrl, type WebhookOutbound } from '../../webhooks/policy';

describe('Standard Webhooks signatures', () => {
  it('are accepted by the specification’s npm library, and refused once the body or id changes', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = JSON.stringify({ id: 'evt_x', type: 'request.completed', data: { text: 'عرض خاص' } });
    const headers = signWebhook(secret, 'evt_x', Date.now() / 1000, body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('عرض', 'عرظ'), { ...headers })).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'evt_y' })).toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(body, { ...headers })).toThrow();
  });

  it('carry the attempt’s own timestamp: a stale one is refused by the library', () => {
    const secret = newSigningSecret();
    const stale = signWebhook(secret, 'evt_x', Date.now() / 1000 - 3600, '{}');
    expect(() => new Webhook(secret).verify('{}', { ...stale })).toThrow(/timestamp/i);
  });

  it('match the specification’s published example', () => {
    // https://github.com/standard-webhooks/standard-webhooks/blob/main/spec/standard-webhooks.md
    const headers = signWebhook(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});

describe('the delivery schedule', () => {
  const hours = (h: number) => h * 3600_000;

  it('backs off exponentially from 5 s to at most 2 h, and gives up 3 days after the first attempt', () => {
    const s = DEFAULT_RETRY_SCHEDULE;
    expect([1, 2, 3, 4, 5].map((n) => nextRetryDelay(s, n, 0))).toEqual([
      5000, 10_000, 20_000, 40_000, 80_000,
    ]);
    expect(nextRetryDelay(s, 20, hours(10))).toBe(hours(2));
    expect(nextRetryDelay(s, 1000, hours(10))).toBe(hours(2));
    // The last wait is cut so that one attempt lands at the window's end.
    expect(nextRetryDelay(s, 40, hours(72) - 60_000)).toBe(60_000);
    expect(nextRetryDelay(s, 41, hours(72))).toBeNull();
    let elapsed = 0;
    let attempts = 1;
    for (let d = nextRetryDelay(s, 1, 0); d !== null; d = nextRetryDelay(s, attempts, elapsed)) {
      elapsed += d;
      attempts++;
    }
    expect(elapsed).toBe(hours(72));
    expect(attempts).toBeGreaterThan(40);
    expect(attempts).toBeLessThan(50);
  });

  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [299, 'delivered'],
    [410, 'gone'],
    [301, 'retry'],
    [400, 'retry'],
    [404, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [null, 'retry'],
  ] as const)('an answer %s means %s', (status, verdict) => {
    expect(attemptVerdict(status)).toBe(verdict);
  });
});

describe('the endpoint form', () => {
  it('keeps known event types once, sorted, and refuses an empty or unknown choice', () => {
    expect(
      webhookEndpointInputSchema.parse({
        url: ' https://hooks.example.com/in ',
        event_types: ['refund.refunded', 'request.completed', 'refund.refunded'],
      }),
    ).toEqual({
      url: 'https://hooks.example.com/in',
      event_types: ['refund.refunded', 'request.completed'],
      description: '',
    });
    expect(webhookEndpointInputSchema.safeParse({ url: 'https://x.example', event_types: [] }).success).toBe(
      false,
    );
    expect(
      webhookEndpointInputSchema.safeParse({ url: 'https://x.example', event_types: ['request.created'] })
        .success,
    ).toBe(false);
  });
});

describe('safePost', () => {
  let server: http.Server;
  let port: number;
  const seen: Array<{ method?: string; headers: http.IncomingHttpHeaders; body: string }> = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method, headers: req.headers, body: Buffer.concat(chunks).toString() });
        if (req.url === '/redirect') return void res.writeHead(302, { location: '/elsewhere' }).end();
        if (req.url === '/big') return void res.writeHead(500).end('x'.repeat(200_000));
        res.writeHead(202).end('accepted');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
    maxBytes: 1024,
    timeoutMs: 5000,
    maxRedirects: 0,
    refusedUrls: refusedUrls([]),
    allowHosts: new Set([`127.0.0.1:${port}`]),
    schemes: ['http:'],
    ...extra,
  });

  it('POSTs the body with its headers and returns any answer, redirects unfollowed, the body capped', async () => {
    const ok = await safePost(
      `http://127.0.0.1:${port}/in`,
      { body: '{"a":1}', headers: { 'webhook-id': 'evt_1' } },
      options(),
    );
    expect(ok).toEqual({ status: 202, body: Buffer.from('accepted') });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'webhook-id': 'evt_1' },
    });
    expect(seen.at(-1)!.headers['accept-encoding']).toBeUndefined();
    const redirect = await safePost(
      `http://127.0.0.1:${port}/redirect`,
      { body: '{}', headers: {} },
      options(),
    );
    expect(redirect.status).toBe(302);
    expect(seen.filter((s) => s.method === 'GET')).toHaveLength(0);
    const big = await safePost(`http://127.0.0.1:${port}/big`, { body: '{}', headers: {} }, options());
    expect(big.status).toBe(500);
    expect(big.body.length).toBe(1024);
  });

  it('refuses what uploads refuse: plain http, loopback not allowlisted, private addresses', async () => {
    const post = { body: '{}', headers: {} };
    await expect(
      safePost(`http://127.0.0.1:${port}/in`, post, options({ schemes: undefined })),
    ).rejects.toThrow('must be an https URL');
    await expect(
      safePost(`https://127.0.0.1:${port + 1}/in`, post, options({ schemes: undefined })),
    ).rejects.toThrow('non-public');
    await expect(
      safePost(
        'https://hooks.example.com/in',
        post,
        options({ schemes: undefined, resolve: async () => [{ address: '10.0.0.7', family: 4 }] }),
      ),
    ).rejects.toThrow('non-public');
  });
});

describe('where webhooks may go', () => {
  const production: WebhookOutbound = { allowHosts: new Set(), refusedUrls: refusedUrls([]) };
  const development: WebhookOutbound = { ...production, allowLocalNetwork: true };

  it.each([
    'http://127.0.0.1:3000/hooks',
    'http://localhost:3000/hooks',
    'https://localhost/hooks',
    'http://[::1]:3000/hooks',
    'http://192.168.1.20/hooks',
    'http://10.0.0.5:8080/hooks',
    'http://172.16.4.2/hooks',
    'http://[fd00::7]/hooks',
    'http://hooks.example.com/in',
  ])('in development, accepts %s', (url) => {
    expect(refusedEndpointUrl(url, development)).toBeNull();
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
    ['http://100.64.0.1/hooks', 'carrier-grade NAT'],
    ['http://0.0.0.0:3000/hooks', 'this network'],
    ['ftp://127.0.0.1/hooks', 'must be an http or https URL'],
    ['http://user:pw@127.0.0.1/hooks', 'must not carry credentials'],
  ])('in development still refuses %s (%s)', (url, why) => {
    expect(refusedEndpointUrl(url, development)).toContain(why);
  });

  it('in development still refuses a cloud’s IPv6 instance metadata, though it is unique-local', () => {
    expect(refusedEndpointUrl('http://[fd00:ec2::254]/latest/meta-data', development)).not.toBeNull();
    expect(refusedEndpointUrl('http://[fd00:ec3::254]/hooks', development)).toBeNull();
  });

  it('in production refuses http and loopback or private addresses, and names the development setting', () => {
    expect(refusedEndpointUrl('https://hooks.example.com/in', production)).toBeNull();
    const loopback = refusedEndpointUrl('http://127.0.0.1:3000/hooks', production);
    expect(loopback).toMatch(/^The endpoint URL must be an https URL\. /);
    expect(loopback).toContain('WEBHOOK_ALLOW_PRIVATE_ENDPOINTS=true');
    expect(refusedEndpointUrl('https://127.0.0.1:3000/hooks', production)).toMatch(
      /^The endpoint URL points at a non-public address \(loopback\)\. .*WEBHOOK_ALLOW_PRIVATE_ENDPOINTS/,
    );
    expect(refusedEndpointUrl('https://localhost/hooks', production)).toMatch(
      /^The endpoint URL points at localhost\. /,
    );
    // A refusal no setting lifts says only why.
    expect(refusedEndpointUrl('https://169.254.169.254/x', production)).toBe(
      'The endpoint URL points at a non-public address (link-local (cloud metadata)).',
    );
  });

  it('in development resolves a name to a loopback address and posts over http; production refuses the same', async () => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const fetchOptions = (policy: WebhookOutbound): SafeFetchOptions => ({
      maxBytes: 1024,
      timeoutMs: 5000,
      maxRedirects: 0,
      ...outboundOptions(policy),
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    try {
      const post = { body: '{}', headers: {} };
      await expect(
        safePost(`http://receiver.test:${port}/in`, post, fetchOptions(development)),
      ).resolves.toMatchObject({ status: 204 });
      await expect(
        safePost(`http://receiver.test:${port}/in`, post, fetchOptions(production)),
      ).rejects.toThrow('must be an https URL');
      await expect(
        safePost(`https://receiver.test:${port}/in`, post, fetchOptions(production)),
      ).rejects.toThrow('resolves to a non-public address (loopback)');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
