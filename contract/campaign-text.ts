import { SPEECH_DIALECTS, type CopyDialect } from './enums';
import { normalizeForMatch } from './normalize';

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

/** The voice-over's parts fixed when the campaign is planned: the brief's offer, what it sells, its call. */
export interface VoiceOverPlan {
  /** The brief's offer in its own words (brief.offer, else the clause of the description that states it). */
  offer: string | null;
  /** What the business is or sells (brief.product, else the name or product the brief model reads). */
  subject: string | null;
  /** brief.call_to_action; without one, the first variant's call (in the campaign's variety). */
  call: string | null;
}

/**
 * The script's words at most (its hook gives way first): the local voice says about two words a second, numbers
 * spoken as words, and a social ad's voice-over runs 15 s at most.
 */
export const VOICE_OVER_WORDS = 28;
/** The longest line of the first variant the script takes as its hook, among its first few. */
const HOOK_WORDS = 14;
const HOOK_SENTENCES = 3;

const SENTENCE_BREAK = /(?<=[.!?؟…])\s+|\n+/u;
/** Words as a voice speaks them: runs between spaces (the picture's and the voice-over's budgets count these). */
export const wordCount = (text: string) => text.split(/\s+/u).filter(Boolean).length;
/** Any digit, Latin, Arabic-Indic or Persian: a hook says no number (the offer says the brief's, once). */
const hasNumber = (text: string) => /[0-9٠-٩۰-۹]/u.test(text);
const says = (text: string, part: string) => normalizeForMatch(text).includes(normalizeForMatch(part));
/** A part as a sentence of its own: its closing mark kept, else a period (the voice pauses there). */
const asSentence = (part: string) => {
  const trimmed = part.trim().replace(/[\s,،;؛:\-–—]+$/u, '');
  // A sentence starts with a capital ("a family-run driving school" read from "We're a family-run …").
  const text = trimmed.replace(/^[a-z]/u, (c) => c.toUpperCase());
  return /[.!?؟…]$/u.test(text) ? text : `${text}.`;
};

/**
 * The campaign's voice-over, written for speech rather than read from a chat variant: a short hook (a short
 * statement among the first variant's opening lines that does not say the offer in other words, else what the
 * business sells), the offer exactly as the brief gives it, and the call. No emoji, hashtags or URLs. A brief with neither
 * an offer nor a call speaks the first variant's opening sentences, up to the word budget.
 */
export function voiceOverScript(
  plan: VoiceOverPlan,
  variant: { content: string; call_to_action: string | null },
): string {
  const offer = plan.offer?.trim() || null;
  const sentences = speakable(variant.content)
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter(Boolean);
  let call = plan.call?.trim() || variant.call_to_action?.trim() || null;
  if (call && offer && says(offer, call)) call = null;
  if (!offer && !call) {
    const opening: string[] = [];
    for (const s of sentences) {
      if (opening.length > 0 && wordCount([...opening, s].join(' ')) > VOICE_OVER_WORDS) break;
      opening.push(s);
    }
    return speakable(opening.map(asSentence).join(' '));
  }
  // The hook: an opening statement of the variant (not its question, call or offer said in other words).
  const opening = sentences
    .slice(0, HOOK_SENTENCES)
    .find(
      (s) =>
        wordCount(s) >= 3 &&
        wordCount(s) <= HOOK_WORDS &&
        !/[?؟]$/u.test(s) &&
        !hasNumber(s) &&
        !(offer && says(s, offer)) &&
        !(call && says(s, call)),
    );
  let hook = opening ?? (plan.subject?.trim() || null);
  const core = [offer, call].filter((p): p is string => !!p);
  if (hook && wordCount([hook, ...core].join(' ')) > VOICE_OVER_WORDS) hook = null;
  return speakable(
    [hook, ...core]
      .filter((p): p is string => !!p)
      .map(asSentence)
      .join(' '),
  );
}
