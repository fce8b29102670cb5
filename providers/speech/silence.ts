import { pcmToWav, wavData } from './wav';

/** How the local voice's silences are trimmed. */
export const SILENCE = {
  /** Analysis frame. */
  frameMs: 10,
  /** A frame whose RMS stays under 1% of full scale (-40 dBFS) is silent. */
  threshold: 0.01,
  /** Kept before the first sound and after the last: enough for the onset and the release. */
  edgeMs: 30,
  /** A pause inside the speech is shortened to this: a sentence break still heard, not a gap. */
  maxPauseMs: 150,
} as const;

/**
 * A 16-bit mono WAV with its silences trimmed: the silence before the first sound and after the last cut to a
 * few milliseconds, and every pause inside longer than maxPauseMs shortened to it (its start and end kept, so
 * the release and the next onset are untouched). eSpeak NG pads each sentence with a pause of about 300 ms;
 * a social ad's voice-over wants them short. Any other format comes back as it was.
 */
export function trimSilence(wav: Buffer, options: Partial<typeof SILENCE> = {}): Buffer {
  const { frameMs, threshold, edgeMs, maxPauseMs } = { ...SILENCE, ...options };
  const { sampleRate, channels, bits, data } = wavData(wav);
  if (bits !== 16 || channels !== 1 || sampleRate <= 0) return wav;
  const samples = Math.floor(data.length / 2);
  const frame = Math.max(1, Math.round((sampleRate * frameMs) / 1000));
  const silent: boolean[] = [];
  for (let start = 0; start < samples; start += frame) {
    const end = Math.min(samples, start + frame);
    let energy = 0;
    for (let i = start; i < end; i++) energy += (data.readInt16LE(2 * i) / 32768) ** 2;
    silent.push(Math.sqrt(energy / (end - start)) < threshold);
  }
  const first = silent.indexOf(false);
  if (first < 0) return wav; // nothing but silence: nothing to keep it apart from
  const last = silent.lastIndexOf(false);
  const edge = Math.round(edgeMs / frameMs);
  const maxPause = Math.round(maxPauseMs / frameMs);
  // Kept frame ranges [from, to): the sound with its edges, each long pause keeping only its two ends.
  const kept: Array<[number, number]> = [];
  let from = Math.max(0, first - edge);
  for (let f = first; f <= last;) {
    if (!silent[f]) {
      f++;
      continue;
    }
    let end = f;
    while (end <= last && silent[end]) end++;
    if (end - f > maxPause) {
      const head = Math.ceil(maxPause / 2);
      kept.push([from, f + head]);
      from = end - (maxPause - head);
    }
    f = end;
  }
  kept.push([from, Math.min(silent.length, last + 1 + edge)]);
  const pcm = Buffer.concat(
    kept.map(([a, b]) => data.subarray(a * frame * 2, Math.min(samples, b * frame) * 2)),
  );
  return pcmToWav(pcm, sampleRate);
}
