import { PROBLEMS } from '../../contract/errors';
import { sniffImage } from '../../lib/media/sniff';
import { thumbnail } from '../../lib/media/thumbnail';
import { inlineMedia, mediaKeyOf, mediaMentions, type AccountMedia } from '../../mcp/media';
import { inToolTerms, problemForTool } from '../../mcp/tool-wording';
import { toolResult } from '../../mcp/server';
import { makePng } from '../helpers/images';

const KEY = 'img/abcdefghijklmnopqrstuvwxyz.png';
const AUDIO = 'spc/abcdefghijklmnopqrstuvwxy2.wav';

describe('MCP media', () => {
  it('thumbnails a large image to a PNG of at most 768 px with its aspect ratio, and keeps a small one as it is', async () => {
    const wide = await thumbnail(makePng(1600, 900));
    expect(wide).toMatchObject({ mimeType: 'image/png', width: 768, height: 432 });
    const sniffed = sniffImage(wide!.data);
    expect(sniffed).toEqual({
      ok: true,
      image: { contentType: 'image/png', width: 768, height: 432, animated: false },
    });
    // Incompressible pixels: smaller sides until the PNG fits half a megabyte.
    const noisy = await thumbnail(makePng(1200, 1200, { noise: true }));
    expect(noisy!.data.length).toBeLessThanOrEqual(512 * 1024);
    expect(noisy!.width).toBe(noisy!.height);
    expect(noisy!.width).toBeLessThan(768);
    const small = makePng(300, 200);
    expect(await thumbnail(small)).toEqual({ data: small, mimeType: 'image/png', width: 300, height: 200 });
    expect(await thumbnail(Buffer.from('GIF89a not an image'))).toBeNull();
  });

  it('reads a media key only from the end of an http(s) URL path', () => {
    expect(mediaKeyOf(`http://127.0.0.1:8080/media/${KEY}`)).toBe(KEY);
    expect(mediaKeyOf(`https://storage.googleapis.com/bucket/${KEY}?X-Goog-Signature=ab`)).toBe(KEY);
    for (const hostile of [
      `file:///srv/media/${KEY}`,
      `http://h/media/${KEY}/../../etc/passwd`,
      `http://h/media/img%2Fabcdefghijklmnopqrstuvwxyz.png`,
      `http://h/media/IMG/abcdefghijklmnopqrstuvwxyz.png`,
      `http://h/media/${KEY}x`,
      'not a url',
      `http://h/${'a'.repeat(5000)}/${KEY}`,
    ])
      expect(mediaKeyOf(hostile)).toBeNull();
  });

  it('inlines the caller’s own images as thumbnails and short audio, never another account’s', async () => {
    const store = new Map<string, Buffer>([
      [KEY, makePng(1024, 1536)],
      [AUDIO, Buffer.from('RIFF....WAVE')],
    ]);
    const mine = (keys: string[]) =>
      keys
        .filter((k) => store.has(k))
        .map((k) => ({
          key: k,
          contentType: k.endsWith('.png') ? 'image/png' : 'audio/wav',
          bytes: store.get(k)!.length,
          at: '1',
        }));
    const media = (owned: typeof mine): AccountMedia => ({
      owned: (keys) => Promise.resolve(owned(keys)),
      list: () => Promise.resolve([]),
      read: (key) => Promise.resolve(store.get(key)!),
      url: (key) => Promise.resolve(`http://h/media/${key}`),
    });
    const body = {
      image: { url: `http://h/media/${KEY}`, mime_type: 'image/png', width: 1024, height: 1536 },
      speech: { audio: { url: `http://h/media/${AUDIO}`, mime_type: 'audio/wav' } },
    };
    const blocks = await inlineMedia(mediaMentions(body), media(mine));
    expect(blocks.map((b) => [b.type, (b as { mimeType: string }).mimeType])).toEqual([
      ['image', 'image/png'],
      ['audio', 'audio/wav'],
    ]);
    const image = sniffImage(Buffer.from((blocks[0] as { data: string }).data, 'base64'));
    expect(image).toMatchObject({ ok: true, image: { width: 512, height: 768 } });
    expect(
      await inlineMedia(
        mediaMentions(body),
        media(() => []),
      ),
    ).toEqual([]);
  });

  it('words a route’s problems in the tool’s terms: the idempotency_key argument, never a header or the query', () => {
    const missing = problemForTool({
      code: 'idempotency_key_missing',
      title: PROBLEMS.idempotency_key_missing.title,
      detail: 'Send an Idempotency-Key header with every billable request.',
      status: 400,
    });
    expect(missing).toEqual({
      code: 'idempotency_key_missing',
      title: 'idempotency_key is required',
      detail:
        'Give every paid call an idempotency_key argument: a fresh value (a UUID) for each new request, the same one to retry it.',
      status: 400,
    });
    const details = [
      'Idempotency-Key must be 1 to 200 visible ASCII characters.',
      'This Idempotency-Key was already used with a different request body.',
      'Request req_x with this Idempotency-Key is still in progress; retry with the same key and body.',
      'The service cannot reach its database or workflow engine; retry with the same Idempotency-Key.',
      'The query is not valid: /limit Too big.',
      'The request body is not valid: /colour is not a known property.',
      'The request body exceeds the size limit.',
      ...Object.values(PROBLEMS)
        .map((p) => p.title)
        // Never a tool's: the loopback request's headers and content type are the server's own.
        .filter((t) => !/request headers|must be JSON/.test(t)),
    ];
    for (const detail of details)
      expect({ detail, toolTerms: inToolTerms(detail) }).toEqual({
        detail,
        toolTerms: expect.not.stringMatching(/Idempotency-Key|header|query|request body/) as string,
      });
    expect(inToolTerms(details[2]!)).toBe(
      'Request req_x with this idempotency_key is still in progress; retry with the same idempotency_key and arguments.',
    );
    const result = toolResult({
      status: 409,
      body: { code: 'request_in_progress', detail: details[2] },
      retryAfterSeconds: 1,
    });
    expect(result.content[0]).toEqual({
      type: 'text',
      text: 'request_in_progress: Request req_x with this idempotency_key is still in progress; retry with the same idempotency_key and arguments. Retry after 1 s.',
    });
  });
});
