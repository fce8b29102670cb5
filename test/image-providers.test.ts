import type { Sql } from '../db/client';
import { balanceOf, call, ledgerRows, newAccount, testSql, uniqueKey, until } from './helpers/client';
import { SERVER_ERROR, startFakeProvider, type FakeProvider } from './helpers/fake-provider';
import { makePng } from './helpers/images';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(90_000);

// A minimal JPEG header: SOI, then a SOF0 segment declaring 16x8.
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x08, 0x00, 0x10, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01,
  0x03, 0x11, 0x01, 0xff, 0xd9,
]);

type Part = { text?: string; thought?: boolean; inlineData?: { mimeType: string; data: string } };
const answer = (parts: Part[], finishReason = 'STOP') => ({
  status: 200,
  body: { candidates: [{ content: { role: 'model', parts }, finishReason }] },
});
const image = (bytes: Buffer, mimeType = 'image/png', thought?: boolean): Part => ({
  inlineData: { mimeType, data: bytes.toString('base64') },
  ...(thought ? { thought } : {}),
});

let sql: Sql;
let gemini: FakeProvider;
let stack: ExtraStack;
beforeAll(async () => {
  sql = testSql();
  gemini = await startFakeProvider();
  stack = await startExtraStack('image-providers', {
    IMAGE_PROVIDER: 'gemini',
    TEXT_PROVIDER: 'gemini',
    GEMINI_BASE_URL: gemini.url,
    GEMINI_API_KEY: 'test-gemini-key',
    GEMINI_IMAGE_MODEL: 'gemini-image-test',
    GEMINI_TEXT_MODEL: 'gemini-text-test',
  });
});
afterAll(async () => {
  await stack.stop();
  await gemini.close();
  await sql.end({ timeout: 5 });
});

const generate = (key: string, body: unknown) =>
  call('POST', '/v1/image-generations', { key, idempotencyKey: uniqueKey(), body, baseUrl: stack.apiUrl });

describe('Gemini image adapter', () => {
  it('sends imageConfig and skips thought images; the reported size is the returned image', async () => {
    const { key } = await newAccount(sql, 10);
    gemini.answer(
      answer([image(JPEG, 'image/jpeg', true), { text: 'Here is your poster.' }, image(makePng(1376, 768))]),
    );
    const res = await generate(key, {
      prompt: 'Fresh specialty coffee every morning',
      output_language: 'en',
      aspect_ratio: '16:9',
      resolution: '2K',
      excluded_visuals: ['people'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      engine_version: 'gemini:gemini-image-test',
      image: { mime_type: 'image/png', width: 1376, height: 768 },
      text_policy: { mode: 'none', renderer: null },
    });
    const sent = gemini.requests[0]!;
    expect(sent.path).toBe('/v1beta/models/gemini-image-test:generateContent');
    expect(sent.headers['x-goog-api-key']).toBe('test-gemini-key');
    expect(sent.body.generationConfig).toMatchObject({
      responseModalities: ['TEXT', 'IMAGE'],
      imageConfig: { aspectRatio: '16:9', imageSize: '2K' },
    });
    const prompt: string = sent.body.contents[0].parts[0].text;
    expect(prompt).toContain('Fresh specialty coffee every morning');
    expect(prompt).toMatch(/no text, letters, numbers/);
    expect(prompt).toContain('exclude: people');
    expect(res.body.prompt_plan.prompt).toBe(prompt.split('\n')[0]);
    const file = await fetch(res.body.image.url);
    expect(Buffer.from(await file.arrayBuffer()).readUInt32BE(16)).toBe(1376);
  });

  it('translates a mismatched overlay phrase through the text provider before the image model renders it', async () => {
    const { key } = await newAccount(sql, 10);
    gemini.answer(answer([{ text: 'قهوة طازجة كل صباح' }]), answer([image(makePng(1024, 1024))]));
    const res = await generate(key, {
      prompt: 'Fresh specialty coffee every morning',
      market: 'EG',
      include_text: true,
      overlay_text: 'Fresh coffee every morning',
      overlay_text_language: 'ar',
    });
    expect(res.status).toBe(201);
    expect(res.body.text_policy).toEqual({
      mode: 'model',
      content: 'قهوة طازجة كل صباح',
      language: 'ar',
      translated: true,
      deterministic: false,
      renderer: 'image_model',
    });
    expect(gemini.requests[0]!.path).toBe('/v1beta/models/gemini-text-test:generateContent');
    expect(gemini.requests[0]!.body.systemInstruction.parts[0].text).toMatch(
      /into Arabic in egyptian Arabic/,
    );
    expect(gemini.requests[1]!.body.contents[0].parts[0].text).toContain(
      'render exactly this Arabic text: "قهوة طازجة كل صباح"',
    );
  });

  it('treats a text-only answer as a content failure and refunds', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    gemini.answer(answer([{ text: 'I cannot draw that.' }]));
    const res = await generate(key, { prompt: 'Fresh specialty coffee every morning' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('content_rejected');
    expect(await balanceOf(sql, accountId)).toBe(10);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([
      { kind: 'debit', credits: 4 },
      { kind: 'refund', credits: 4 },
    ]);
  });

  it('refuses bytes that are not the declared image type, and an IMAGE_SAFETY stop, with refunds', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    gemini.answer(answer([image(JPEG, 'image/png')]));
    const mismatch = await generate(key, { prompt: 'Fresh specialty coffee every morning' });
    expect(mismatch.status).toBe(502);
    expect(mismatch.body.code).toBe('provider_error');
    gemini.answer(answer([], 'IMAGE_SAFETY'));
    const blocked = await generate(key, { prompt: 'Fresh specialty coffee every morning' });
    expect(blocked.status).toBe(422);
    expect(await balanceOf(sql, accountId)).toBe(10);
  });

  it('retries a 5xx and answers once with one debit', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    gemini.answer(SERVER_ERROR, answer([image(makePng(1024, 1024))]));
    const res = await generate(key, { prompt: 'Fresh specialty coffee every morning' });
    expect(res.status).toBe(201);
    expect(gemini.requests).toHaveLength(2);
    expect(await balanceOf(sql, accountId)).toBe(6);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 4 }]);
  });

  it('a worker killed mid-generation: the image completes once with one debit, and its file outlives worker restarts', async () => {
    const { key, accountId } = await newAccount(sql, 10);
    gemini.answer({ ...answer([image(makePng(1024, 1024))]), delayMs: 1500 });
    const pending = generate(key, { prompt: 'Fresh specialty coffee every morning' });
    await until('the provider call', () => gemini.requests.length >= 1);
    stack.worker.child.kill('SIGKILL');
    await stack.worker.exited;
    await stack.restartWorker();
    const res = await pending;
    expect(res.status).toBe(201);
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 4 }]);
    expect(await balanceOf(sql, accountId)).toBe(6);
    await stack.worker.stop();
    await stack.restartWorker();
    const file = await fetch(res.body.image.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).length).toBe(res.body.image.bytes);
    const record = await call('GET', `/v1/requests/${res.body.request_id}`, { key, baseUrl: stack.apiUrl });
    expect(record.body.status).toBe('completed');
  });
});
