import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePng } from '../test/helpers/images';

/**
 * A Gemini stand-in for the bench: generateContent answers an image for the image model and 24 kHz PCM for the
 * TTS model, each after `delayMs`, the way a networked provider spends its time waiting.
 */
export async function startSlowGemini(delayMs: number) {
  const png = makePng(1024, 1024).toString('base64');
  const pcm = Buffer.alloc(24_000 * 2).toString('base64'); // one second of silence
  const answer = (part: object) =>
    JSON.stringify({ candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP' }] });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const tts = (req.url ?? '').includes('bench-tts');
      const body = tts
        ? answer({ inlineData: { mimeType: 'audio/L16;codec=pcm;rate=24000', data: pcm } })
        : answer({ inlineData: { mimeType: 'image/png', data: png } });
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(body), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    env: {
      IMAGE_PROVIDER: 'gemini',
      SPEECH_PROVIDER: 'gemini',
      GEMINI_API_KEY: 'bench-key',
      GEMINI_IMAGE_MODEL: 'bench-image',
      GEMINI_TTS_MODEL: 'bench-tts',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
