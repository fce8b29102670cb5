import type { Sql } from '../db/client';
import { pcmToWav, wavInfo } from '../providers/speech/wav';
import { balanceOf, call, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';
import { SERVER_ERROR, startFakeProvider, type FakeProvider } from './helpers/fake-provider';
import { startExtraStack, type ExtraStack } from './helpers/services';

jest.setTimeout(90_000);

/** Seconds of a 440 Hz tone as 16-bit mono PCM. */
function tone(seconds: number, rate: number): Buffer {
  const pcm = Buffer.alloc(Math.round(seconds * rate) * 2);
  for (let i = 0; i < pcm.length / 2; i++)
    pcm.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12000), i * 2);
  return pcm;
}

const GEMINI_AUDIO = {
  status: 200,
  body: {
    candidates: [
      {
        content: {
          role: 'model',
          parts: [
            {
              inlineData: {
                mimeType: 'audio/L16;codec=pcm;rate=24000',
                data: tone(1.5, 24000).toString('base64'),
              },
            },
          ],
        },
        finishReason: 'STOP',
      },
    ],
  },
};
const CHIRP_AUDIO = {
  status: 200,
  body: { audioContent: pcmToWav(tone(2, 24000), 24000).toString('base64') },
};

let sql: Sql;
let gemini: FakeProvider;
let chirp: FakeProvider;
let stack: ExtraStack;
beforeAll(async () => {
  sql = testSql();
  gemini = await startFakeProvider();
  chirp = await startFakeProvider();
  stack = await startExtraStack('speech', {
    SPEECH_PROVIDER: 'gemini',
    GEMINI_BASE_URL: gemini.url,
    GEMINI_API_KEY: 'test-gemini-key',
    GEMINI_TTS_MODEL: 'gemini-tts-test',
    TTS_FALLBACK: 'chirp',
    GOOGLE_TTS_BASE_URL: chirp.url,
    GOOGLE_TTS_API_KEY: 'test-tts-key',
  });
});
afterAll(async () => {
  await stack.stop();
  await gemini.close();
  await chirp.close();
  await sql.end({ timeout: 5 });
});

const speak = (key: string, body: unknown) =>
  call('POST', '/v1/speech-generations', { key, idempotencyKey: uniqueKey(), body, baseUrl: stack.apiUrl });
const TEXT = 'أهلاً بكم في محمصة النخبة، خصم عشرين بالمئة.';

async function wavAt(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return wavInfo(Buffer.from(await res.arrayBuffer()));
}

describe('speech through Gemini TTS with the Chirp 3 HD fallback', () => {
  it('answers from Gemini TTS: a designed voice for a profile, PCM 24 kHz wrapped as WAV', async () => {
    gemini.answer(GEMINI_AUDIO);
    chirp.answer(CHIRP_AUDIO);
    const { key } = await newAccount(sql, 10);
    const res = await speak(key, {
      text: TEXT,
      dialect: 'emirati',
      voice_profile: 'warm_storyteller',
      delivery: 'storytelling',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      provider: 'gemini-tts',
      fallback_used: false,
      voice: 'Sulafat',
      voice_profile: 'warm_storyteller',
      voice_source: 'designed',
      prompt_context_source: 'optimized',
      engine_version: 'gemini-tts:gemini-tts-test',
      audio: { mime_type: 'audio/wav', duration_seconds: 1.5 },
    });
    expect(await wavAt(res.body.audio.url)).toMatchObject({ sampleRate: 24000, durationSeconds: 1.5 });
    const sent = gemini.requests[0]!;
    expect(sent.path).toBe('/v1beta/models/gemini-tts-test:generateContent');
    expect(sent.headers['x-goog-api-key']).toBe('test-gemini-key');
    expect(sent.body.generationConfig).toEqual({
      responseModalities: ['AUDIO'],
      speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: 'Sulafat' } } },
    });
    expect(sent.body.contents[0].parts[0].text).toContain(TEXT);
    expect(sent.body.contents[0].parts[0].text).toContain('emirati Arabic');
    expect(chirp.requests).toHaveLength(0);
  });

  it('uses the requested prebuilt voice as is', async () => {
    gemini.answer(GEMINI_AUDIO);
    const { key } = await newAccount(sql, 10);
    const res = await speak(key, { text: 'Hello there', output_language: 'en', voice: 'Fenrir' });
    expect(res.body).toMatchObject({
      voice: 'Fenrir',
      voice_profile: null,
      voice_source: 'prebuilt',
      prompt_context_source: 'provider_voice',
    });
  });

  it('falls back to Chirp 3 HD when Gemini keeps failing: prebuilt voice, fallback_used, one debit', async () => {
    gemini.answer(SERVER_ERROR);
    chirp.answer(CHIRP_AUDIO);
    const { key, accountId } = await newAccount(sql, 10);
    const res = await speak(key, { text: TEXT, voice_profile: 'voiceover_female' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      provider: 'chirp3-hd',
      fallback_used: true,
      voice: 'Kore',
      voice_source: 'prebuilt',
      prompt_context_source: 'provider_voice',
      audio: { duration_seconds: 2 },
    });
    expect(gemini.requests).toHaveLength(3);
    expect(chirp.requests).toHaveLength(1);
    expect(chirp.requests[0]!.path).toBe('/v1/text:synthesize');
    expect(chirp.requests[0]!.body.voice).toEqual({ languageCode: 'ar-XA', name: 'ar-XA-Chirp3-HD-Kore' });
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 5 }]);
    expect(await balanceOf(sql, accountId)).toBe(5);
  });

  it('refunds when both providers fail', async () => {
    gemini.answer({
      status: 400,
      body: { error: { code: 400, message: 'bad voice', status: 'INVALID_ARGUMENT' } },
    });
    chirp.answer(SERVER_ERROR);
    const { key, accountId } = await newAccount(sql, 10);
    const res = await speak(key, { text: TEXT });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('provider_unavailable');
    // Each of the primary's 3 attempts hands its 400 to the fallback at once; the 4th attempt is the fallback's.
    expect(gemini.requests).toHaveLength(3);
    expect(chirp.requests).toHaveLength(4);
    expect(await balanceOf(sql, accountId)).toBe(10);
  });
});
