import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { closedPort as nothingListens } from '../scripts/stack/processes';
import type { Sql } from '../db/client';
import { balanceOf, call, newAccount, testSql, uniqueKey } from './helpers/client';
import { startLocalHttps, type LocalHttps } from './helpers/https-server';
import { makePng } from './helpers/images';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(60_000);

let sql: Sql;
let origin: LocalHttps;
let stack: ExtraStack;
let plainHttp: http.Server;
let closedPort: number;
beforeAll(async () => {
  sql = testSql();
  origin = await startLocalHttps();
  // A port nothing listens on, and a plain-HTTP server where HTTPS is expected: both allowed, neither usable.
  closedPort = await nothingListens();
  plainHttp = http.createServer((_req, res) => res.end('plain'));
  await new Promise<void>((resolve) => plainHttp.listen(0, '127.0.0.1', resolve));
  const plainPort = (plainHttp.address() as AddressInfo).port;
  stack = await startExtraStack('uploads', {
    UPLOAD_TEST_ALLOW_HOSTS: [origin.port, closedPort, plainPort].map((p) => `127.0.0.1:${p}`).join(','),
    UPLOAD_TEST_CA_FILE: origin.caFile,
  });
  origin.routes.set('/gone.png', { status: 404 });
  origin.routes.set('/down.png', { status: 503 });
  const png = makePng(64, 48);
  origin.routes.set('/photo.png', { headers: { 'content-type': 'image/png' }, body: png });
  origin.routes.set('/gzipped.png', {
    headers: { 'content-type': 'image/png', 'content-encoding': 'gzip' },
    body: gzipSync(png),
  });
  origin.routes.set('/moved', { status: 302, headers: { location: '/photo.png' } });
  origin.routes.set('/to-localhost', {
    status: 302,
    headers: { location: `https://localhost:${origin.port}/photo.png` },
  });
  origin.routes.set('/to-loopback', {
    status: 301,
    headers: { location: `https://127.0.0.2:${origin.port}/photo.png` },
  });
  origin.routes.set('/animated.png', { body: makePng(8, 8, { animated: true }) });
  origin.routes.set('/big.png', { body: makePng(1500, 1400, { noise: true }) });
  origin.routes.set('/bomb.png', { body: makePng(1, 1, { claim: [40_000, 40_000] }) });
  origin.routes.set('/zip-bomb.png', {
    headers: { 'content-encoding': 'gzip' },
    body: gzipSync(Buffer.alloc(8 * 1024 * 1024)),
  });
  origin.routes.set('/anim.gif', { body: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
  origin.routes.set('/page.html', {
    headers: { 'content-type': 'image/png' },
    body: Buffer.from('<html></html>'),
  });
});
afterAll(async () => {
  await stack.stop();
  await origin.close();
  await new Promise((resolve) => plainHttp.close(resolve));
  await sql.end({ timeout: 5 });
});

const upload = (key: string, body: unknown, baseUrl = stack.apiUrl, idempotencyKey = uniqueKey()) =>
  call('POST', '/v1/ad-library/uploads', { key, idempotencyKey, body, baseUrl });

async function stored(accountId: string) {
  const [row] = await sql<{ uploads: number; media: number }[]>`
    select (select count(*) from uploads where account_id = ${accountId})::int as uploads,
           (select count(*) from media_objects where account_id = ${accountId})::int as media`;
  return row!;
}

describe('POST /v1/ad-library/uploads', () => {
  it('imports an image over HTTPS, follows a redirect, stores it and charges nothing', async () => {
    const { key, accountId } = await newAccount(sql, 7);
    const idempotencyKey = uniqueKey();
    const res = await upload(key, { url: origin.url('/moved') }, stack.apiUrl, idempotencyKey);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'upload',
      role: 'reference',
      content_type: 'image/png',
      width: 64,
      height: 48,
      attached: false,
      source_url: origin.url('/photo.png'),
    });
    expect(res.body.storage_id).toMatch(/^stg_[a-z2-7]{26}$/);
    expect(Date.parse(res.body.expires_at) - Date.parse(res.body.created_at)).toBe(24 * 3600 * 1000);
    const again = await upload(key, { url: origin.url('/moved') }, stack.apiUrl, idempotencyKey);
    expect(again.text).toBe(res.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(sql, accountId)).toBe(7);
    expect(await stored(accountId)).toEqual({ uploads: 1, media: 1 });

    const logo = await upload(key, { url: origin.url('/gzipped.png'), role: 'logo' });
    expect(logo.status).toBe(201);
    expect(logo.body).toMatchObject({ role: 'logo', width: 64, sha256: res.body.sha256 });
  });

  it.each([
    'https://127.0.0.1/x.png',
    'https://127.0.0.1:1/x.png',
    'https://[::1]/x.png',
    'https://localhost/x.png',
    'https://LOCALHOST./x.png',
    'https://api.localhost/x.png',
    'https://2130706433/x.png',
    'https://0177.0.0.1/x.png',
    'https://0x7f.0.0.1/x.png',
    'https://127.1/x.png',
    'https://[::ffff:127.0.0.1]/x.png',
    'https://[::ffff:a9fe:a9fe]/latest/meta-data',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/x.png',
    'http://example.com/x.png',
    'https://user:pass@example.com/x.png',
    'ftp://example.com/x.png',
    'not a url',
  ])('refuses %s before anything is recorded', async (url) => {
    const { key, accountId } = await newAccount(sql, 0);
    const res = await upload(key, { url }, undefined);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_request');
    expect(res.body.errors[0].pointer).toBe('/url');
    expect(await stored(accountId)).toEqual({ uploads: 0, media: 0 });
    const [requests] = await sql`select count(*)::int as n from requests where account_id = ${accountId}`;
    expect(requests!.n).toBe(0);
  });

  it.each([
    ['/to-localhost', 400, 'localhost'],
    ['/to-loopback', 400, 'loopback'],
    ['/animated.png', 400, 'animated'],
    ['/anim.gif', 400, 'GIF'],
    ['/page.html', 400, 'not a PNG, JPEG or WebP'],
    ['/bomb.png', 400, 'megapixels'],
    ['/big.png', 413, 'larger than'],
    ['/zip-bomb.png', 413, 'larger than'],
  ])('refuses %s with nothing stored', async (p, status, detail) => {
    const { key, accountId } = await newAccount(sql, 0);
    const res = await upload(key, { url: origin.url(p) });
    expect(res.status).toBe(status);
    expect(res.body.detail).toContain(detail);
    expect(await stored(accountId)).toEqual({ uploads: 0, media: 0 });
  });

  it.each([
    [
      'a host name that does not resolve',
      () => 'https://no-such-host.invalid/a.png',
      'DNS lookup of no-such-host.invalid failed',
    ],
    ['an origin that answers 404', () => origin.url('/gone.png'), 'the origin answered HTTP 404'],
    ['an origin that answers 503', () => origin.url('/down.png'), 'the origin answered HTTP 503'],
    ['a refused connection', () => `https://127.0.0.1:${closedPort}/a.png`, 'was refused'],
    [
      'a server that does not speak TLS',
      () => `https://127.0.0.1:${(plainHttp.address() as AddressInfo).port}/a.png`,
      'TLS handshake',
    ],
  ])('answers 422 source_unreachable for %s, stored and replayed', async (_what, url, detail) => {
    const { key, accountId } = await newAccount(sql, 3);
    const idempotencyKey = uniqueKey();
    const res = await upload(key, { url: url() }, stack.apiUrl, idempotencyKey);
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'source_unreachable', title: 'The URL could not be fetched' });
    expect(res.body.detail).toContain(detail);
    expect(res.body.errors).toEqual([{ pointer: '/url', detail: expect.stringContaining(detail) }]);
    // A 4xx is a terminal answer: the same key replays it instead of fetching again.
    const again = await upload(key, { url: url() }, stack.apiUrl, idempotencyKey);
    expect(again.status).toBe(422);
    expect(again.text).toBe(res.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await balanceOf(sql, accountId)).toBe(3);
    expect(await stored(accountId)).toEqual({ uploads: 0, media: 0 });
  });

  it("refuses the service's own media URLs", async () => {
    const { key } = await newAccount(sql, 0);
    const res = await upload(key, {
      url: `${stack.apiUrl}/media/upl/aaaaaaaaaaaaaaaaaaaaaaaaaa.png`.replace('http:', 'https:'),
    });
    expect(res.status).toBe(400);
  });

  it('rejects unknown properties and roles', async () => {
    const { key } = await newAccount(sql, 0);
    expect((await upload(key, { url: origin.url('/photo.png'), role: 'banner' })).status).toBe(400);
    expect((await upload(key, { url: origin.url('/photo.png'), extra: 1 })).status).toBe(400);
    expect(
      (
        await call('POST', '/v1/ad-library/uploads', {
          key,
          body: { url: origin.url('/photo.png') },
          baseUrl: stack.apiUrl,
        })
      ).body.code,
    ).toBe('idempotency_key_missing');
  });
});

describe('DELETE /v1/ad-library/uploads', () => {
  it('discards an unattached upload once; foreign, unknown and discarded ids are 404, attached ones say why', async () => {
    const owner = await newAccount(sql, 0);
    const stranger = await newAccount(sql, 0);
    const made = await upload(owner.key, { url: origin.url('/photo.png') });
    const id = made.body.storage_id as string;
    const discard = (key: string, storageId: string) =>
      call('DELETE', `/v1/ad-library/uploads?storage_id=${storageId}`, { key, baseUrl: stack.apiUrl });

    const foreign = await discard(stranger.key, id);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'not_found', detail: 'No upload with this storage_id.' });
    const unknown = await discard(stranger.key, 'stg_aaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ...foreign.body, request_id: unknown.body.request_id });
    expect((await discard(owner.key, id)).body).toEqual({
      object: 'upload_deletion',
      storage_id: id,
      deleted: true,
      reason: null,
    });
    expect((await discard(owner.key, id)).status).toBe(404);

    const kept = await upload(owner.key, { url: origin.url('/photo.png') });
    // Attaching arrives with image generation; until then the test marks the upload as a generation would.
    await sql`update uploads set attached_at = now() where id = ${kept.body.storage_id}`;
    expect((await discard(owner.key, kept.body.storage_id)).body).toMatchObject({
      deleted: false,
      reason: 'attached',
    });
    expect(
      (await call('DELETE', '/v1/ad-library/uploads', { key: owner.key, baseUrl: stack.apiUrl })).status,
    ).toBe(400);
  });
});
