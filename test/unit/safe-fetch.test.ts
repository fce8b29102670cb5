import { readFileSync } from 'node:fs';
import net from 'node:net';
import { normalizeWebsiteUrl } from '../../api/routes/website-context';
import { refusedUrls } from '../../lib/net/refused-urls';
import {
  carriesUserinfo,
  safeFetch,
  vetUrl,
  type SafeFetchError,
  type SafeFetchOptions,
} from '../../lib/net/safe-fetch';
import { freePort } from '../../scripts/stack/processes';
import { startLocalHttps, type LocalHttps } from '../helpers/https-server';
import { makePng } from '../helpers/images';

let origin: LocalHttps;
beforeAll(async () => {
  origin = await startLocalHttps();
  origin.routes.set('/photo.png', { body: makePng(4, 4) });
});
afterAll(async () => {
  await origin.close();
});

const base = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  maxBytes: 1024 * 1024,
  timeoutMs: 5000,
  maxRedirects: 3,
  refusedUrls: refusedUrls(['https://media.cgs.example/media/']),
  allowHosts: new Set(),
  ...extra,
});

describe('safe fetch', () => {
  it("refuses the service's own media and only exempts the exact allowlisted host and port", () => {
    expect(() => vetUrl('https://media.cgs.example/media/img/x.png', base())).toThrow('own media');
    const allow = base({ allowHosts: new Set(['127.0.0.1:8443']) });
    expect(vetUrl('https://127.0.0.1:8443/x.png', allow).port).toBe('8443');
    expect(() => vetUrl('https://127.0.0.1:8444/x.png', allow)).toThrow('non-public');
  });

  it.each([
    'https://media.cgs.example./media/img/x.png',
    'https://media.cgs.example/%6Dedia/img/x.png',
    'https://media.cgs.example/MEDIA/img/x.png',
    'https://media.cgs.example//media/img/x.png',
    'http://media.cgs.example/media/img/x.png',
  ])("refuses the service's own media spelled %s, with the same words", (url) => {
    expect(() => vetUrl(url, base({ schemes: ['https:', 'http:'] }))).toThrow(
      "points at this service's own media",
    );
  });

  it('refuses localhost however many trailing dots it has', () => {
    for (const url of [
      'https://localhost./x.png',
      'https://localhost../x.png',
      'https://cdn.localhost../x.png',
    ])
      expect(() => vetUrl(url, base())).toThrow('points at localhost');
  });

  it.each([
    'https://:@images.example/x.png',
    'https://@images.example/x.png',
    'https://user:@images.example/x.png',
    'https://:pw@images.example/x.png',
    'https:@images.example/x.png',
    'https:\\\\@images.example/x.png',
    ' https://\t@images.example/x.png',
  ])('refuses %j: any userinfo, even empty, is credentials', (url) => {
    expect(() => vetUrl(url, base())).toThrow('must not carry credentials');
  });

  it('reads an @ after the authority as part of the path, query or fragment', () => {
    for (const url of [
      'https://images.example/@x.png',
      'https://images.example?by=@me',
      'https://images.example#@top',
      'https://images.example\\@x.png',
    ])
      expect(vetUrl(url, base()).hostname).toBe('images.example');
    expect(carriesUserinfo('//@images.example/x.png')).toBe(true);
    expect(carriesUserinfo('/@x.png')).toBe(false);
  });

  it('refuses an empty userinfo in a website URL too, with or without its scheme', () => {
    for (const url of [':@shop.example', '@shop.example/about', 'http://@shop.example'])
      expect(() => normalizeWebsiteUrl(url, base())).toThrow(
        expect.objectContaining({ errors: [{ pointer: '/url', detail: 'must not carry credentials' }] }),
      );
  });

  it('refuses a redirect to a URL with an empty userinfo, without following it', async () => {
    origin.routes.set('/to-empty-userinfo', {
      status: 302,
      headers: { location: `https://:@images.test:${origin.port}/photo.png` },
    });
    const before = origin.hits.length;
    await expect(
      safeFetch(`https://images.test:${origin.port}/to-empty-userinfo`, {
        ...base({
          allowHosts: new Set([`images.test:${origin.port}`]),
          ca: readFileSync(origin.caFile, 'utf8'),
        }),
        resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      }),
    ).rejects.toThrow('must not carry credentials');
    expect(origin.hits.slice(before)).toEqual(['/to-empty-userinfo']);
  });

  it('refuses a name that resolves to any non-public address (rebinding), without connecting', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(safeFetch('https://cdn.example/x.png', base({ resolve }))).rejects.toThrow(
      'resolves to a non-public address (loopback)',
    );
    await expect(
      safeFetch(
        'https://cdn.example/x.png',
        base({ resolve: async () => [{ address: 'fd00::1', family: 6 }] }),
      ),
    ).rejects.toThrow('unique-local');
  });

  it.each([
    ['64:ff9b:1::a9fe:a9fe', 'NAT64 local-use'],
    ['::ffff:0:a9fe:a9fe', 'IPv4-translated'],
    ['::ffff:169.254.169.254', 'link-local (cloud metadata) (embedded in IPv6)'],
    ['64:ff9b::a9fe:a9fe', 'link-local (cloud metadata) (embedded in IPv6)'],
    ['fe80::8.8.8.8', 'link-local'],
  ])('refuses an IPv6 address that embeds or hides a non-public one: %s', async (address, reason) => {
    expect(() => vetUrl(`https://[${address}]/x.png`, base())).toThrow(`non-public address (${reason})`);
    await expect(
      safeFetch('https://cdn.example/x.png', base({ resolve: async () => [{ address, family: 6 }] })),
    ).rejects.toThrow(`resolves to a non-public address (${reason})`);
  });

  it('connects to the vetted address it resolved, whatever the system resolver would say (DNS pinning)', async () => {
    const resolved: string[] = [];
    const res = await safeFetch(`https://images.test:${origin.port}/photo.png`, {
      ...base({
        allowHosts: new Set([`images.test:${origin.port}`]),
        ca: readFileSync(origin.caFile, 'utf8'),
      }),
      resolve: async (host) => {
        resolved.push(host);
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(resolved).toEqual(['images.test']);
    expect(res.body).toEqual(makePng(4, 4));
  });

  it('verifies the certificate: an unknown issuer or another host name is refused', async () => {
    const pinned = async () => [{ address: '127.0.0.1', family: 4 }];
    await expect(
      safeFetch(`https://images.test:${origin.port}/photo.png`, {
        ...base({ allowHosts: new Set([`images.test:${origin.port}`]) }),
        resolve: pinned,
      }),
    ).rejects.toThrow(/self-signed|certificate/i);
    await expect(
      safeFetch(`https://other.test:${origin.port}/photo.png`, {
        ...base({
          allowHosts: new Set([`other.test:${origin.port}`]),
          ca: readFileSync(origin.caFile, 'utf8'),
        }),
        resolve: pinned,
      }),
    ).rejects.toThrow(/altnames|does not match|other\.test/i);
  });

  it('says what failed on the way to the origin: DNS, refusal, TLS, timeout, HTTP status', async () => {
    const fails = (url: string, options: SafeFetchOptions) =>
      safeFetch(url, options).then(
        () => {
          throw new Error('fetched');
        },
        (err: SafeFetchError) => `${err.kind}: ${err.message}`,
      );
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    const noSuchName = async () => Promise.reject(notFound);
    expect(await fails('https://gone.example/x.png', base({ resolve: noSuchName }))).toBe(
      'unreachable: DNS lookup of gone.example failed (no such name, ENOTFOUND)',
    );
    origin.routes.set('/missing.png', { status: 404 });
    const allowOrigin = base({
      allowHosts: new Set([`127.0.0.1:${origin.port}`]),
      ca: readFileSync(origin.caFile, 'utf8'),
    });
    expect(await fails(origin.url('/missing.png'), allowOrigin)).toBe(
      'unreachable: the origin answered HTTP 404',
    );

    // A server that accepts the connection and never answers: the time limit ends the fetch.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as net.AddressInfo).port;
    try {
      expect(
        await fails(
          `https://127.0.0.1:${silentPort}/x.png`,
          base({ timeoutMs: 300, allowHosts: new Set([`127.0.0.1:${silentPort}`]) }),
        ),
      ).toBe('unreachable: timed out after 0.3 s');
    } finally {
      silent.close();
    }
    const closed = await freePort();
    expect(
      await fails(
        `https://127.0.0.1:${closed}/x.png`,
        base({ allowHosts: new Set([`127.0.0.1:${closed}`]) }),
      ),
    ).toBe(`unreachable: the connection to 127.0.0.1:${closed} was refused`);
  });
});
