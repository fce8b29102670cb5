export interface SpeechInput {
  text: string;
  language: 'ar' | 'en';
  dialect: string | null;
  delivery: string;
  contentType: string;
  voice: string;
  /** The voice profile, when the caller chose one: the primary provider designs the delivery from it. */
  profile: string | null;
  female: boolean;
}

export interface SpeechOutput {
  audio: Buffer;
  mimeType: string;
  durationSeconds: number;
  voiceSource: 'designed' | 'prebuilt';
  promptContextSource: 'optimized' | 'fallback' | 'provider_voice';
}

export interface SpeechProvider {
  readonly name: string;
  readonly engineVersion: string;
  synthesize(input: SpeechInput): Promise<SpeechOutput>;
}
