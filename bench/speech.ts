import { createLocalSpeechProvider } from '../providers/speech/local-espeak';

const TEXTS = {
  ar: 'أهلاً بكم في محمصة النخبة. قهوة مختصة تحمص كل صباح في الرياض، وخصم عشرين بالمئة على أول طلب عبر التطبيق.',
  en: 'Welcome to Nukhba Roastery. Specialty coffee roasted every morning in Riyadh, with twenty percent off your first order in the app.',
} as const;

/** Real-time factor of the local engine: seconds of audio produced per second of synthesis. */
export async function speechRealTimeFactors(
  rounds = 5,
): Promise<Array<{ language: string; rtf: number; audioSeconds: number }>> {
  const provider = createLocalSpeechProvider();
  await provider.synthesize({
    text: 'warm up',
    language: 'en',
    dialect: null,
    delivery: 'natural',
    contentType: 'general',
    voice: 'Puck',
    profile: null,
    female: false,
  });
  const results = [];
  for (const language of ['ar', 'en'] as const) {
    let audio = 0;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) {
      const out = await provider.synthesize({
        text: TEXTS[language],
        language,
        dialect: language === 'ar' ? 'saudi' : null,
        delivery: 'natural',
        contentType: 'marketing',
        voice: 'Kore',
        profile: null,
        female: true,
      });
      audio += out.durationSeconds;
    }
    results.push({
      language,
      rtf: audio / ((performance.now() - started) / 1000),
      audioSeconds: audio / rounds,
    });
  }
  return results;
}
