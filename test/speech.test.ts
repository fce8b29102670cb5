import type { Sql } from '../db/client';
import { wavInfo } from '../providers/speech/wav';
import { silences, silentFrameShare } from './helpers/audio';
import { balanceOf, call, ledgerRows, newAccount, testSql, uniqueKey } from './helpers/client';

jest.setTimeout(60_000);

let sql: Sql;
let key: string;
let accountId: string;
beforeAll(async () => {
  sql = testSql();
  ({ key, accountId } = await newAccount(sql, 100));
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const speak = (body: unknown) =>
  call('POST', '/v1/speech-generations', { key, idempotencyKey: uniqueKey(), body });
const TEXT_AR = 'أهلاً بكم في محمصة النخبة. خصم عشرين بالمئة على أول طلب هذا الأسبوع.';

async function audioOf(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('audio/wav');
  return Buffer.from(await res.arrayBuffer());
}

describe('POST /v1/speech-generations (local eSpeak NG engine)', () => {
  it.each([
    ['ar', TEXT_AR],
    ['en', 'Fresh dates from Al-Ahsa. Delivered in a day. Order now.'],
  ])(
    'trims the local voice’s silences (%s): none at either end, short pauses between sentences',
    async (language, text) => {
      const res = await speak({
        text,
        output_language: language,
        ...(language === 'ar' ? { dialect: 'gulf' } : {}),
      });
      expect(res.status).toBe(201);
      const wav = await audioOf(res.body.audio.url);
      // eSpeak NG alone leaves 300 ms or more after the last word and about 350 ms between sentences.
      const { lead, trail, pause } = silences(wav);
      expect({ lead: lead <= 100, trail: trail <= 100, pause: pause <= 200 }).toEqual({
        lead: true,
        trail: true,
        pause: true,
      });
      expect(silentFrameShare(wav)).toBeLessThan(0.16);
    },
  );

  it('speaks Arabic into a durable WAV whose duration matches its samples, for 5 credits', async () => {
    const before = await balanceOf(sql, accountId);
    const res = await speak({
      text: TEXT_AR,
      dialect: 'gulf',
      voice_profile: 'voiceover_female',
      metadata: { spot: 'radio' },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe(res.body.request_id);
    expect(res.body).toMatchObject({
      object: 'speech_generation',
      status: 'completed',
      output_language: 'ar',
      dialect: 'gulf',
      voice: 'Kore',
      voice_profile: 'voiceover_female',
      voice_source: 'prebuilt',
      delivery: 'natural',
      content_type: 'marketing',
      prompt_context_source: 'optimized',
      provider: 'local-espeak-ng',
      fallback_used: false,
      metadata: { spot: 'radio' },
      usage: { credits_used: 5, balance_after: before - 5 },
      saved_to: 'api_request',
    });
    expect(res.body.id).toMatch(/^spc_[a-z2-7]{26}$/);
    const wav = await audioOf(res.body.audio.url);
    expect(wav.length).toBe(res.body.audio.bytes);
    const info = wavInfo(wav);
    expect(info).toMatchObject({ sampleRate: 22050, channels: 1, bits: 16 });
    expect(res.body.audio.duration_seconds).toBeCloseTo(info.durationSeconds, 2);
    expect(info.durationSeconds).toBeGreaterThan(2);
    // Real speech, not silence: the samples vary.
    const samples = new Int16Array(wav.buffer, wav.byteOffset + 44, Math.floor((wav.length - 44) / 2));
    expect(Math.max(...samples.slice(0, 40_000)) - Math.min(...samples.slice(0, 40_000))).toBeGreaterThan(
      5000,
    );
    expect(await ledgerRows(sql, res.body.request_id)).toEqual([{ kind: 'debit', credits: 5 }]);
  });

  it('a voice-over of "خصم 30%" says the percent: numbers reach eSpeak NG as words', async () => {
    const withPercent = await speak({ text: 'خصم 30% على كل القهوة', dialect: 'saudi' });
    const without = await speak({ text: 'خصم 30 على كل القهوة', dialect: 'saudi' });
    expect(withPercent.status).toBe(201);
    expect(without.status).toBe(201);
    // The percent word ("بالمية") is spoken: the same sentence with it lasts longer than without it.
    expect(withPercent.body.audio.duration_seconds - without.body.audio.duration_seconds).toBeGreaterThan(
      0.3,
    );
  });

  it('speaks English with no dialect, and reflects the delivery in the pace', async () => {
    const text = 'Fresh specialty coffee, roasted every morning in Riyadh. Order in the app today.';
    const energetic = await speak({ text, output_language: 'en', delivery: 'energetic', voice: 'Puck' });
    const storytelling = await speak({
      text,
      output_language: 'en',
      delivery: 'storytelling',
      voice: 'Puck',
    });
    expect(energetic.status).toBe(201);
    expect(energetic.body).toMatchObject({
      output_language: 'en',
      dialect: null,
      voice: 'Puck',
      voice_profile: null,
    });
    expect(energetic.body.audio.duration_seconds).toBeLessThan(storytelling.body.audio.duration_seconds);
    const wav = await audioOf(energetic.body.audio.url);
    expect(wavInfo(wav).durationSeconds).toBeCloseTo(energetic.body.audio.duration_seconds, 2);
  });

  it('refuses invalid requests with nothing charged', async () => {
    const before = await balanceOf(sql, accountId);
    for (const [body, pointer] of [
      [{ text: 'Hello', output_language: 'en', dialect: 'saudi' }, '/dialect'],
      [{ text: 'مرحبا', dialect: 'iraqi' }, '/dialect'],
      [{ text: 'مرحبا', voice: 'Kore', voice_profile: 'podcast_female' }, '/voice'],
      [{ text: '' }, '/text'],
      [{ text: 'x'.repeat(6001) }, '/text'],
      [{ text: 'مرحبا', voice: 'Bob' }, '/voice'],
      [{ text: 'مرحبا', speed: 2 }, '/speed'],
    ] as const) {
      const res = await speak(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    }
    expect(await balanceOf(sql, accountId)).toBe(before);
  });
});
