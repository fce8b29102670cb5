import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SpeechProvider } from './types';
import { spokenText } from './spoken-text';
import { wavDurationSeconds } from './wav';

// The WebAssembly global of Node, typed just as far as it is used here (lib.dom is not in this project).
type WasmModule = object;
type WasmInstance = object;
declare const WebAssembly: {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<WasmInstance>;
};

type ESpeakModule = { FS: { readFile(path: string): Uint8Array } };
type ESpeakFactory = (options: {
  arguments: string[];
  instantiateWasm: (imports: object, receive: (instance: WasmInstance, module: WasmModule) => void) => object;
}) => Promise<ESpeakModule>;

// The npm package is an ES module compiled by Emscripten; a native dynamic import keeps it one under any
// CommonJS transpiler.
const importEsm = new Function('specifier', 'return import(specifier)') as (
  s: string,
) => Promise<{ default: ESpeakFactory }>;

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
 * eSpeak NG compiled to WASM: Arabic (Modern Standard pronunciation for every dialect) and English, a male or
 * female variant following the requested voice, rate and pitch from the delivery. Output: 22.05 kHz mono WAV.
 */
export function createLocalSpeechProvider(): SpeechProvider {
  let factory: Promise<ESpeakFactory> | undefined;
  // eSpeak runs as a CLI: one instance per synthesis. The WASM is compiled once and only instantiated per call.
  let compiled: Promise<WasmModule> | undefined;
  const instantiateWasm = (
    imports: object,
    receive: (instance: WasmInstance, module: WasmModule) => void,
  ) => {
    compiled ??= readFile(path.join(path.dirname(require.resolve('espeak-ng')), 'espeak-ng.wasm')).then(
      (bytes) => WebAssembly.compile(bytes),
    );
    void compiled.then(async (module) => receive(await WebAssembly.instantiate(module, imports), module));
    return {};
  };
  return {
    name: 'local-espeak-ng',
    engineVersion: 'espeak-ng-wasm-1.0.2',
    async synthesize(input) {
      factory ??= importEsm('espeak-ng').then((m) => m.default);
      const style = deliveryStyle(input.delivery, input.contentType);
      const voice = `${input.language === 'ar' ? 'ar' : 'en-us'}+${input.female ? 'f3' : 'm3'}`;
      const espeak = await (
        await factory
      )({
        instantiateWasm,
        arguments: [
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
        ],
      });
      const audio = Buffer.from(espeak.FS.readFile('/out.wav'));
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
