import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SpeechProvider } from './types';
import { trimSilence } from './silence';
import { spokenText } from './spoken-text';
import { wavDurationSeconds } from './wav';

/** Words per minute and pitch (0-99) for each delivery: how the local engine reflects style. */
const DELIVERY: Record<string, { speed: number; pitch: number }> = {
  natural: { speed: 160, pitch: 50 },
  conversational: { speed: 170, pitch: 52 },
  professional: { speed: 155, pitch: 45 },
  energetic: { speed: 190, pitch: 62 },
  storytelling: { speed: 140, pitch: 48 },
  reel_voiceover: { speed: 180, pitch: 56 },
};

export function deliveryStyle(delivery: string, contentType: string) {
  if (delivery === 'auto') return contentType === 'marketing' ? DELIVERY.reel_voiceover! : DELIVERY.natural!;
  return DELIVERY[delivery] ?? DELIVERY.natural!;
}

/**
 * The eSpeak NG run, in a worker thread of its own: a synthesis is 100–200 ms of WebAssembly that never yields,
 * which on the worker's main thread would stall every other activity, heartbeat and local activity meanwhile (a
 * campaign's image waited for its voice-over). Plain JavaScript evaluated in the thread, so it runs the same
 * under tsx, the compiled dist/ and jest. eSpeak runs as a CLI: one instance per synthesis; the WASM is
 * compiled once per thread and only instantiated per call.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
const { pathToFileURL } = require('node:url');
let factory;
let compiled;
const instantiateWasm = (imports, receive) => {
  compiled ??= readFile(workerData.wasm).then((bytes) => WebAssembly.compile(bytes));
  void compiled.then(async (module) => receive(await WebAssembly.instantiate(module, imports), module));
  return {};
};
parentPort.on('message', async ({ id, args }) => {
  try {
    factory ??= import(pathToFileURL(workerData.entry).href).then((m) => m.default);
    const espeak = await (await factory)({ instantiateWasm, arguments: args });
    const wav = new Uint8Array(espeak.FS.readFile('/out.wav'));
    parentPort.postMessage({ id, wav }, [wav.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

/** One synthesis thread, started on first use and again after it dies; calls queue in it. */
function espeakThread() {
  let thread: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (wav: Buffer) => void; reject: (err: Error) => void }>();
  const fail = (err: Error) => {
    thread = undefined;
    for (const call of pending.values()) call.reject(err);
    pending.clear();
  };
  const start = () => {
    const entry = require.resolve('espeak-ng');
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { entry, wasm: path.join(path.dirname(entry), 'espeak-ng.wasm') },
    });
    worker.on('message', (m: { id: number; wav?: Uint8Array; error?: string }) => {
      const call = pending.get(m.id);
      pending.delete(m.id);
      if (pending.size === 0) worker.unref(); // idle: it does not keep the process alive
      if (m.wav) call?.resolve(Buffer.from(m.wav.buffer, m.wav.byteOffset, m.wav.byteLength));
      else call?.reject(new Error(`eSpeak NG failed: ${m.error}`));
    });
    worker.on('error', (err: Error) => fail(err));
    worker.on('exit', (code) => fail(new Error(`the eSpeak NG thread exited (${code})`)));
    return worker;
  };
  return (args: string[]): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      thread ??= start();
      thread.ref(); // a call under way does
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, args });
    });
}

/**
 * eSpeak NG compiled to WASM: Arabic (Modern Standard pronunciation for every dialect) and English, a male or
 * female variant following the requested voice, rate and pitch from the delivery. Output: 22.05 kHz mono WAV.
 */
export function createLocalSpeechProvider(): SpeechProvider {
  const run = espeakThread();
  return {
    name: 'local-espeak-ng',
    engineVersion: 'espeak-ng-wasm-1.0.2+trim-1',
    async synthesize(input) {
      const style = deliveryStyle(input.delivery, input.contentType);
      const voice = `${input.language === 'ar' ? 'ar' : 'en-us'}+${input.female ? 'f3' : 'm3'}`;
      const spoken = await run([
        '-v',
        voice,
        '-s',
        String(style.speed),
        '-p',
        String(style.pitch),
        '-w',
        '/out.wav',
        '--',
        // eSpeak NG reads digits and symbols poorly: numbers, prices, dates and times go to it as words.
        spokenText(input.text, input.language, input.dialect),
      ]);
      const audio = trimSilence(spoken);
      return {
        audio,
        mimeType: 'audio/wav',
        durationSeconds: wavDurationSeconds(audio),
        voiceSource: 'prebuilt',
        promptContextSource: 'optimized',
      };
    },
  };
}
