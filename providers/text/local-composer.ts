import type { CopyBrief, CopyVariantDraft } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';
import { containsKeyword } from '../../contract/normalize';
import { convertDialect } from './dialect-conversion';
import { phraseBankFor, type PhraseBank } from './lexicon';
import type { RepairHint, TextProvider } from './types';

const ONE_LINE_PLATFORMS = new Set(['email_subject_line', 'search_ads']);
const REPLY_PLATFORMS = new Set(['chat_business', 'chat_channels']);

/** Sentences of the brief, split after ., !, ?, ؟ or a line break, keeping their punctuation. */
function sentences(text: string): string[] {
  return (text.match(/[^.!?؟\n]+[.!?؟]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** Cuts at a word boundary so that no number, name or keyword is split. */
function clip(text: string, budget: number): string {
  if (text.length <= budget) return text;
  if (budget < 2) return '';
  const cut = text.slice(0, budget - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd().replace(/[.,،;:!?؟]+$/, '')}…`;
}

function listJoin(items: string[], arabic: boolean): string {
  return items.join(arabic ? '، ' : ', ');
}

/** Deterministic per request: the same brief always gives the same variants. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

interface Pieces {
  hook: string;
  body: string;
  closing: string;
}

const MIN_BODY = 12;

/**
 * Fits hook, brief, keyword line and closing into max characters. The keyword line is computed on the text
 * that survives clipping, so a required keyword cut from the brief is still stated once.
 */
function assemble(p: Pieces, keywordsFor: (text: string) => string, oneLine: boolean, max: number): string {
  const sep = oneLine ? ' ' : '\n';
  const join = (parts: string[]) => parts.filter(Boolean).join(sep);
  for (const hook of [p.hook, '']) {
    let budget = max - join([hook, p.closing]).length - sep.length;
    while (budget >= Math.min(p.body.length, MIN_BODY)) {
      const body = clip(p.body, budget);
      const text = join([hook, body, keywordsFor(`${body} ${p.closing}`), p.closing]);
      if (text.length <= max) return text;
      budget -= text.length - max;
    }
  }
  return clip(join([keywordsFor(p.closing), p.closing]), max);
}

function endSentence(text: string): string {
  return /[.!?؟…»"]$/.test(text) ? text : `${text}.`;
}

export function composeLocally(brief: CopyBrief, repair?: RepairHint): CopyVariantDraft[] {
  if (brief.type === 'dialect_conversion') {
    return [
      {
        content: convertDialect(
          brief.description,
          brief.source_dialect as CopyDialect,
          brief.dialect as CopyDialect,
        ),
        angle: 'faithful_conversion',
        call_to_action: null,
      },
    ];
  }
  const bank = phraseBankFor(brief.dialect);
  const arabic = brief.output_language === 'ar';
  // A repair shifts the phrase choice so that a duplicate or over-long first attempt is not repeated.
  const seed = seedOf(brief.description) + (repair ? 1 : 0);
  const usable = sentences(brief.description).filter(
    (s) => !brief.excluded_keywords.some((keyword) => containsKeyword(s, keyword)),
  );
  const body = usable.join(' ');
  return Array.from({ length: brief.count }, (_, i) =>
    brief.type === 'headlines'
      ? headline(brief, bank, usable, seed + i, i)
      : adCopy(brief, bank, body, arabic, seed + i, i),
  );
}

function keywordLine(brief: CopyBrief, bank: PhraseBank, text: string, arabic: boolean): string {
  const missing = [...brief.required_keywords, ...brief.keywords].filter((k) => !containsKeyword(text, k));
  return missing.length === 0 ? '' : `${bank.keyword_lead} ${listJoin(missing, arabic)}.`;
}

function adCopy(brief: CopyBrief, bank: PhraseBank, body: string, arabic: boolean, seed: number, i: number) {
  const cta = brief.call_to_action ?? pick(bank.default_cta, seed);
  const oneLine = ONE_LINE_PLATFORMS.has(brief.platform);
  const bridge = pick(bank.bridges, seed);
  const reply = REPLY_PLATFORMS.has(brief.platform) ? ` ${bank.reply_prompt}` : '';
  const closing = oneLine ? cta : `${bridge} ${endSentence(cta)}${reply}`;
  const pieces: Pieces = { hook: pick(bank.hooks, seed), body, closing };
  return {
    content: assemble(
      pieces,
      (text) => keywordLine(brief, bank, text, arabic),
      oneLine,
      brief.max_characters,
    ),
    angle:
      brief.framework && brief.framework !== 'none'
        ? `${brief.framework}: ${pick(bank.angles, i)}`
        : pick(bank.angles, i),
    call_to_action: cta,
  };
}

function headline(brief: CopyBrief, bank: PhraseBank, usable: string[], seed: number, i: number) {
  const first = usable[0] ?? brief.description;
  const topic = clip(first.split(/[،,:;.!?؟]/)[0]!.trim(), 60);
  const text = pick(bank.headline_frames, seed).replace('{topic}', topic);
  const keywords = keywordLine(brief, bank, text, brief.output_language === 'ar');
  const content = keywords ? `${text} ${keywords}` : text;
  return {
    content: content.length <= brief.max_characters ? content : clip(content, brief.max_characters),
    angle: pick(bank.angles, i),
    call_to_action: brief.call_to_action,
  };
}

export function createLocalTextProvider(): TextProvider {
  return {
    name: 'local',
    engineVersion: 'local-composer-1',
    composeCopy: async (brief, repair) => composeLocally(brief, repair),
  };
}
