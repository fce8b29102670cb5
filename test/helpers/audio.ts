import { wavData } from '../../providers/speech/wav';

/**
 * The share of a 16-bit WAV's 20 ms frames that are silent: their RMS under -40 dBFS (1% of full scale). A
 * measure of what a listener hears as dead air, computed apart from the trimming code it checks.
 */
export function silentFrameShare(wav: Buffer, frameMs = 20, threshold = 0.01): number {
  const { sampleRate, channels, bits, data } = wavData(wav);
  if (bits !== 16) throw new Error(`a ${bits}-bit WAV`);
  const frame = Math.round((sampleRate * frameMs) / 1000) * channels;
  const samples = Math.floor(data.length / 2);
  let frames = 0;
  let silent = 0;
  for (let start = 0; start + frame <= samples; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (data.readInt16LE(2 * i) / 32768) ** 2;
    frames++;
    if (Math.sqrt(energy / frame) < threshold) silent++;
  }
  return frames === 0 ? 0 : silent / frames;
}

/** The silence of a 16-bit WAV at its start, at its end and in its longest pause inside, in ms (20 ms frames). */
export function silences(
  wav: Buffer,
  frameMs = 20,
  threshold = 0.01,
): { lead: number; trail: number; pause: number } {
  const { sampleRate, channels, data } = wavData(wav);
  const frame = Math.round((sampleRate * frameMs) / 1000) * channels;
  const samples = Math.floor(data.length / 2);
  const silent: boolean[] = [];
  for (let start = 0; start + frame <= samples; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += (data.readInt16LE(2 * i) / 32768) ** 2;
    silent.push(Math.sqrt(energy / frame) < threshold);
  }
  const first = silent.indexOf(false);
  const last = silent.lastIndexOf(false);
  if (first < 0) return { lead: silent.length * frameMs, trail: 0, pause: 0 };
  let pause = 0;
  for (let f = first, run = 0; f <= last; f++) {
    run = silent[f] ? run + 1 : 0;
    pause = Math.max(pause, run);
  }
  return { lead: first * frameMs, trail: (silent.length - 1 - last) * frameMs, pause: pause * frameMs };
}
