/** Sample rate, channels, bits and the samples of a PCM WAV file, from its fmt and data chunks. */
export function wavData(wav: Buffer): { sampleRate: number; channels: number; bits: number; data: Buffer } {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('not a WAV file');
  let sampleRate = 0;
  let channels = 0;
  let bits = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('latin1', at, at + 4);
    let size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      channels = wav.readUInt16LE(at + 10);
      sampleRate = wav.readUInt32LE(at + 12);
      bits = wav.readUInt16LE(at + 22);
    }
    if (id === 'data') {
      // Streaming writers leave 0 or 0xFFFFFFFF here: the data then runs to the end of the file.
      if (size === 0 || size === 0xffffffff || at + 8 + size > wav.length) size = wav.length - at - 8;
      return { sampleRate, channels, bits, data: wav.subarray(at + 8, at + 8 + size) };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('WAV without a data chunk');
}

/** Sample rate, channels, bits and the true duration of a PCM WAV file, from its fmt and data chunks. */
export function wavInfo(wav: Buffer): {
  sampleRate: number;
  channels: number;
  bits: number;
  durationSeconds: number;
} {
  const { sampleRate, channels, bits, data } = wavData(wav);
  const frames = data.length / ((bits / 8) * channels);
  return { sampleRate, channels, bits, durationSeconds: frames / sampleRate };
}

/** Wraps raw little-endian 16-bit mono PCM in a WAV header. */
export function pcmToWav(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** The true duration in seconds, to the millisecond. */
export function wavDurationSeconds(wav: Buffer): number {
  return Math.round(wavInfo(wav).durationSeconds * 1000) / 1000;
}
