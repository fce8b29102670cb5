import { SPEECH_DIALECTS, type CopyDialect } from './enums';

// Used by the campaign workflow: no zod here, nothing heavy in the workflow bundle.

/** The voice's variety: the copy's when the speech engines have it (no Iraqi voice), else classical. */
export function speechDialect(dialect: CopyDialect): (typeof SPEECH_DIALECTS)[number] {
  return (SPEECH_DIALECTS as readonly string[]).includes(dialect)
    ? (dialect as (typeof SPEECH_DIALECTS)[number])
    : 'classical';
}

/** The first variant as a voice would say it: no emoji, hashtags or URLs (DECISIONS "Campaigns"). */
export function speakable(text: string): string {
  return text
    .replace(/https?:\/\/\S+|www\.\S+/gi, '')
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim()
    .slice(0, 6000);
}
