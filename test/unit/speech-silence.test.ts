import { SILENCE, trimSilence } from '../../providers/speech/silence';
import { pcmToWav, wavInfo } from '../../providers/speech/wav';
import { silentFrameShare } from '../helpers/audio';

const RATE = 22050;
const silence = (ms: number) => Buffer.alloc(Math.round((RATE * ms) / 1000) * 2);
function tone(ms: number): Buffer {
  const n = Math.round((RATE * ms) / 1000);
  const pcm = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++)
    pcm.writeInt16LE(Math.round(12000 * Math.sin((2 * Math.PI * 220 * i) / RATE)), 2 * i);
  return pcm;
}
const wav = (...parts: Buffer[]) => pcmToWav(Buffer.concat(parts), RATE);
const seconds = (w: Buffer) => wavInfo(w).durationSeconds;
/** Within two analysis frames: cuts fall on frame boundaries. */
const near = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual((2 * SILENCE.frameMs) / 1000);

describe('trimSilence', () => {
  it('cuts the silence before the first sound and after the last to a few milliseconds', () => {
    const trimmed = trimSilence(wav(silence(600), tone(500), silence(900)));
    near(seconds(trimmed), 0.5 + (2 * SILENCE.edgeMs) / 1000);
  });

  it('shortens a long pause inside the speech to the longest kept pause, and leaves short ones', () => {
    const trimmed = trimSilence(wav(tone(300), silence(800), tone(300), silence(80), tone(300)));
    near(seconds(trimmed), 0.9 + SILENCE.maxPauseMs / 1000 + 0.08);
  });

  it('keeps every sample of the sound itself, in order', () => {
    const voice = tone(250);
    const trimmed = trimSilence(wav(silence(400), voice, silence(400)));
    expect(trimmed.includes(voice)).toBe(true);
  });

  it('brings a voice-over padded like eSpeak NG well under a quarter of silent frames', () => {
    const padded = wav(
      silence(300),
      tone(900),
      silence(450),
      tone(1200),
      silence(450),
      tone(700),
      silence(500),
    );
    expect(silentFrameShare(padded)).toBeGreaterThan(0.3);
    expect(silentFrameShare(trimSilence(padded))).toBeLessThan(0.12);
  });

  it('returns audio with nothing to keep apart, or in another format, as it was', () => {
    const quiet = wav(silence(500));
    expect(trimSilence(quiet)).toBe(quiet);
    const stereo = Buffer.from(quiet);
    stereo.writeUInt16LE(2, 22);
    expect(trimSilence(stereo)).toBe(stereo);
  });
});
