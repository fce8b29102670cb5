import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Storage } from '@google-cloud/storage';
import { Client, Connection } from '@temporalio/client';
import type { Sql } from '../db/client';
import { recordMedia } from '../db/media';
import { freePort, startService, waitFor, type Service } from '../scripts/stack/processes';
import { newMediaKey } from '../storage';
import { createGcsMediaStore } from '../storage/gcs-media-store';
import { createLocalMediaStore } from '../storage/local-media-store';
import { call, newAccount, testSql } from './helpers/client';
import { readStack } from './helpers/stack-file';

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const AUDIO = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4000, 7)]);

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

describe('local media store, served by the API', () => {
  const stack = () => readStack();
  const store = () => createLocalMediaStore(stack().mediaDir, stack().apiUrl);

  it('serves a stored file at an unguessable URL with its type, length and immutable caching', async () => {
    const key = newMediaKey('img', 'image/png');
    expect(key).toMatch(/^img\/[a-z2-7]{26}\.png$/);
    const stored = await store().put(key, PNG, 'image/png');
    expect(stored).toEqual({
      key,
      url: `${stack().apiUrl}/media/${key}`,
      contentType: 'image/png',
      bytes: PNG.length,
    });
    const res = await fetch(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(PNG.length));
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
  });

  it('answers byte ranges for audio', async () => {
    const { url } = await store().put(newMediaKey('spc', 'audio/wav'), AUDIO, 'audio/wav');
    const res = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${AUDIO.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
  });

  it('answers a range past the end of the file 416, with the size in Content-Range, as a problem', async () => {
    const { url } = await store().put(newMediaKey('spc', 'audio/wav'), AUDIO, 'audio/wav');
    for (const range of ['bytes=999999999-', `bytes=${AUDIO.length}-${AUDIO.length + 10}`]) {
      const res = await fetch(url, { headers: { range } });
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe(`bytes */${AUDIO.length}`);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(await res.json()).toMatchObject({ status: 416, code: 'range_not_satisfiable' });
    }
    // A range that does not parse is ignored, as HTTP says: the whole file.
    const whole = await fetch(url, { headers: { range: 'bytes=abc' } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(AUDIO);
  });

  it('answers a 404 problem for unknown keys and anything that is not a media key', async () => {
    for (const p of [
      '/media/img/aaaaaaaaaaaaaaaaaaaaaaaaaa.png',
      '/media/../stack.json',
      '/media/img/',
      '/media/x.png',
    ]) {
      const res = await call('GET', p);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    await expect(store().put('../escape.png', PNG, 'image/png')).rejects.toThrow('invalid media key');
  });

  it('deletes expired media with the retention Schedule', async () => {
    const { accountId } = await newAccount(sql, 0);
    const key = newMediaKey('img', 'image/png');
    const { url } = await store().put(key, PNG, 'image/png');
    await recordMedia(sql, {
      key,
      accountId,
      requestId: null,
      store: 'local',
      contentType: 'image/png',
      bytes: PNG.length,
    });
    await sql`update media_objects set expires_at = now() - interval '1 second' where key = ${key}`;
    const connection = await Connection.connect({ address: stack().temporalAddress });
    try {
      // The worker's retention Schedule, run now instead of at its hour.
      await new Client({ connection }).schedule.getHandle(`retention-${stack().taskQueue}`).trigger();
      // The sweep removes the file, then its row: wait for both (the row is what the last assertion reads).
      await waitFor(
        'media purge',
        async () =>
          !existsSync(path.join(stack().mediaDir, key)) &&
          (await sql`select key from media_objects where key = ${key}`).length === 0,
        20_000,
      );
    } finally {
      await connection.close();
    }
    expect((await fetch(url)).status).toBe(404);
    expect(await sql`select key from media_objects where key = ${key}`).toHaveLength(0);
  });
});

describe('Google Cloud Storage media store (against fake-gcs-server)', () => {
  let server: Service;
  let endpoint: string;
  const bucket = 'cgs-media-test';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const credentials = {
    client_email: 'cgs-test@cgs-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };

  beforeAll(async () => {
    const port = await freePort();
    endpoint = `http://127.0.0.1:${port}`;
    const bin = path.resolve(__dirname, '..', '.tools', 'bin', 'fake-gcs-server');
    server = startService(
      'fake-gcs',
      bin,
      [
        '-scheme',
        'http',
        '-host',
        '127.0.0.1',
        '-port',
        String(port),
        '-backend',
        'memory',
        '-external-url',
        endpoint,
        '-public-host',
        `127.0.0.1:${port}`,
        '-log-level',
        'error',
      ],
      {
        logFile: path.join(readStack().logsDir, 'fake-gcs.log'),
      },
    );
    await waitFor('fake-gcs-server', async () => (await fetch(`${endpoint}/storage/v1/b`)).ok, 20_000);
    await new Storage({ apiEndpoint: endpoint, projectId: 'cgs-test', credentials }).createBucket(bucket);
  });
  afterAll(async () => {
    await server.stop();
  });

  const storeWith = (urlMode: 'public' | 'signed') =>
    createGcsMediaStore(new Storage({ apiEndpoint: endpoint, projectId: 'cgs-test', credentials }), {
      bucket,
      urlMode,
      signedUrlTtlSeconds: 3600,
      publicBaseUrl: endpoint,
    });

  it('stores an object with its type and serves it at its public URL; deletion removes it', async () => {
    const store = storeWith('public');
    const key = newMediaKey('img', 'image/png');
    const stored = await store.put(key, PNG, 'image/png');
    expect(stored.url).toBe(`${endpoint}/${bucket}/${key}`);
    const res = await fetch(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    await store.delete(key);
    await store.delete(key);
    expect((await fetch(stored.url)).status).toBe(404);
  });

  it('hands out V4-signed read URLs in signed mode', async () => {
    const store = storeWith('signed');
    const key = newMediaKey('spc', 'audio/wav');
    const stored = await store.put(key, AUDIO, 'audio/wav');
    const url = new URL(stored.url);
    expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
    expect(url.searchParams.get('X-Goog-Expires')).toBe('3600');
    expect(url.pathname).toBe(`/${bucket}/${key}`);
    const res = await fetch(stored.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(AUDIO);
  });
});
