import type { CopyBrief, CopyVariantDraft } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';
import { containsKeyword } from '../../contract/normalize';
import { convertDialect } from './dialect-conversion';
import { AUDIENCE_LABELS, phraseBankFor, type PhraseBank } from './lexicon';
import { PLATFORM_SHAPES, type PlatformShape } from './platform-shapes';
import type { RepairHint, TextProvider } from './types';

/** A part of a variant. `keep` orders what survives when the text must shrink: higher stays longer. */
interface Section {
  text: string;
  keep: number;
  body?: boolean;
}

const KEEP = { decoration: 0, supporting: 1, framework: 2, closing: 3, opening: 4, body: 5 } as const;
const MIN_BODY = 12;
const FORMAL_TONE = /formal|professional|serious|corporate|luxur|رسمي|مهني|جاد|فاخر/i;

const ANGLES = {
  ar: {
    none: ['ترحيب ودّي', 'حماس الفرصة', 'قيمة مباشرة'],
    aida: ['انتباه ثم رغبة', 'فضول يقود للفعل', 'رغبة ودعوة مباشرة'],
    pas: ['مشكلة وحل', 'ألم يومي وحل عملي', 'من الحيرة إلى الحل'],
    fab: ['ميزة ثم فائدة', 'قيمة عملية', 'فائدة ملموسة'],
    story: ['حكاية البداية', 'من فكرة إلى واقع', 'قصة عملائنا'],
    headlines: ['عنوان مباشر', 'عنوان بدعوة', 'عنوان قيمة'],
  },
  en: {
    none: ['warm welcome', 'excitement of the offer', 'straight value'],
    aida: ['attention to desire', 'curiosity to action', 'desire and a direct ask'],
    pas: ['problem and solution', 'everyday pain, practical fix', 'from doubt to answer'],
    fab: ['feature to benefit', 'practical value', 'tangible benefit'],
    story: ['origin story', 'from idea to reality', 'customer story'],
    headlines: ['direct headline', 'headline with a call', 'value headline'],
  },
} as const;

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
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd().replace(/[.,،;:!?؟•-]+$/, '')}…`;
}

function endSentence(text: string): string {
  return /[.!?؟…»"]$/.test(text) ? text : `${text}.`;
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

function hashtag(keyword: string): string {
  return `#${keyword
    .trim()
    .replace(/[\s_-]+/g, '_')
    .replace(/[^\p{L}\p{N}_]/gu, '')}`;
}

/**
 * Fits the sections into max characters: first drops sections in `keep` order (decoration first), then clips
 * the brief's own words. The keyword line is computed on what survives, so a required keyword cut from the
 * brief is still stated once.
 */
function fit(
  sections: Section[],
  keywordsFor: (text: string) => string,
  joiner: string,
  max: number,
): string {
  const render = (parts: Section[], bodyBudget?: number) => {
    const texts: string[] = [];
    let closingAt = -1;
    for (const section of parts) {
      const text = section.body && bodyBudget !== undefined ? clip(section.text, bodyBudget) : section.text;
      if (!text) continue;
      if (section.keep === KEEP.closing) closingAt = texts.length;
      texts.push(text);
    }
    const keywords = keywordsFor(texts.join(' '));
    if (keywords) texts.splice(closingAt >= 0 ? closingAt : texts.length, 0, keywords);
    return texts.join(joiner);
  };
  let parts = sections.filter((s) => s.text);
  for (let level = KEEP.decoration; level <= KEEP.framework; level++) {
    const text = render(parts);
    if (text.length <= max) return text;
    parts = parts.filter((s) => s.keep > level);
  }
  if (render(parts).length <= max) return render(parts);
  const body = parts.find((s) => s.body);
  if (body) {
    let budget = max - render(parts.filter((s) => !s.body)).length - joiner.length;
    while (budget >= Math.min(body.text.length, MIN_BODY)) {
      const text = render(parts, budget);
      if (text.length <= max) return text;
      budget -= text.length - max;
    }
  }
  return clip(render(parts.filter((s) => !s.body && s.keep >= KEEP.closing)), max);
}

interface Context {
  brief: CopyBrief;
  bank: PhraseBank;
  shape: PlatformShape;
  facts: string[];
  arabic: boolean;
  seed: number;
}

function keywordLine(c: Context, text: string): string {
  const missing = [...c.brief.required_keywords, ...c.brief.keywords].filter(
    (k) => !containsKeyword(text, k),
  );
  return missing.length === 0 ? '' : `${c.bank.keyword_lead} ${missing.join(c.arabic ? '، ' : ', ')}.`;
}

/** Arabic "for": the preposition li- joins the word, and li- + al- is written lil-. */
function forAudience(audience: string, arabic: boolean): string {
  if (!arabic) return audience;
  return audience.startsWith('ال') ? `لل${audience.slice(2)}` : `ل${audience}`;
}

/** The free-text audience when given, else the audience's label; nothing for "everyone". */
function audienceLine(c: Context): string {
  const { brief } = c;
  const label =
    brief.specific_audience ??
    brief.target_audience ??
    (brief.audience && !['everyone', 'all_genders', 'specific'].includes(brief.audience)
      ? AUDIENCE_LABELS[c.arabic ? 'ar' : 'en'][brief.audience as keyof typeof AUDIENCE_LABELS.ar]
      : null);
  return label ? c.bank.audience_frame.replace('{for_audience}', forAudience(label.trim(), c.arabic)) : '';
}

function bodyText(c: Context): string {
  if (!c.shape.bullets || c.facts.length < 2) return c.facts.join(' ');
  return c.facts.map((f) => `• ${f}`).join('\n');
}

// Responsive search ads: a headline of at most 30 characters and a description of at most 90.
const SEARCH_HEADLINE = 30;
const SEARCH_DESCRIPTION = 90;

function searchAd(c: Context, i: number, cta: string): string {
  const s = c.seed + i;
  const topic = (c.facts[0] ?? c.brief.description).split(/[،,:;.!?؟]/)[0]!.trim();
  // Three different headline sources keep the three ads distinct even when the topic is long.
  const head = clip([topic, pick(c.bank.hooks, s), cta][i % 3]!, SEARCH_HEADLINE);
  const budget = Math.min(SEARCH_DESCRIPTION, c.brief.max_characters - head.length - 3);
  const description = fit(
    [
      { text: c.facts.join(' '), keep: KEEP.body, body: true },
      { text: endSentence(cta), keep: KEEP.closing },
    ],
    (text) => keywordLine(c, `${head} ${text}`),
    ' ',
    budget,
  );
  return `${head} | ${description}`;
}

function adCopy(c: Context, i: number): CopyVariantDraft {
  const { brief, bank, shape } = c;
  const s = c.seed + i;
  const cta = brief.call_to_action ?? pick(bank.default_cta, s);
  if (brief.platform === 'search_ads') {
    return {
      content: searchAd(c, i, cta),
      angle: pick(ANGLES[c.arabic ? 'ar' : 'en'].none, i),
      call_to_action: cta,
    };
  }
  const brand = brief.brand ? `— ${brief.brand.name}` : '';
  // A formal tone keeps emoji out even on channels that usually carry them.
  const emoji = shape.emoji.length && !FORMAL_TONE.test(brief.tone) ? `${pick(shape.emoji, s)} ` : '';
  const body: Section = { text: bodyText(c), keep: KEEP.body, body: true };
  const closing: Section = {
    text: shape.callToAction ? (shape.oneLine ? cta : `${pick(bank.bridges, s)} ${endSentence(cta)}`) : '',
    keep: KEEP.closing,
  };
  const opening = (text: string): Section => ({ text: `${emoji}${text}`, keep: KEEP.opening });
  const framework = (text: string): Section => ({ text, keep: KEEP.framework });
  const fw = bank.frameworks;
  const core: Section[] = (() => {
    switch (brief.framework) {
      case 'aida':
        return [opening(pick(bank.hooks, s)), body, framework(pick(fw.aida.desire, s)), closing];
      case 'pas':
        return [opening(pick(fw.pas.problem, s)), framework(pick(fw.pas.agitation, s)), body, closing];
      case 'fab':
        return [
          opening(pick(bank.hooks, s)),
          body,
          framework(pick(fw.fab.advantage, s)),
          framework(pick(fw.fab.benefit, s)),
          closing,
        ];
      case 'story':
        return [opening(pick(fw.story.opening, s)), body, framework(pick(fw.story.turn, s)), closing];
      default:
        return [opening(pick(bank.hooks, s)), body, closing];
    }
  })();
  const tags = shape.hashtags
    ? [...brief.required_keywords, ...brief.keywords].slice(0, 5).map(hashtag).join(' ')
    : '';
  const sections: Section[] = [
    ...core.slice(0, core.indexOf(body) + 1),
    { text: audienceLine(c), keep: KEEP.supporting },
    ...core.slice(core.indexOf(body) + 1),
    { text: shape.replyPrompt ? bank.reply_prompt : '', keep: KEEP.supporting },
    { text: brand, keep: KEEP.supporting },
    { text: tags, keep: KEEP.decoration },
  ];
  const angles = ANGLES[c.arabic ? 'ar' : 'en'];
  return {
    content: fit(
      sections,
      (text) => keywordLine(c, text),
      shape.oneLine ? shape.joiner : '\n',
      brief.max_characters,
    ),
    angle: pick(angles[(brief.framework ?? 'none') as keyof typeof angles], i),
    call_to_action: shape.callToAction || brief.call_to_action ? cta : null,
  };
}

function headline(c: Context, i: number): CopyVariantDraft {
  const first = c.facts[0] ?? c.brief.description;
  const topic = clip(first.split(/[،,:;.!?؟]/)[0]!.trim(), 60);
  const frame = pick(c.bank.headline_frames, c.seed + i);
  const sections: Section[] = [{ text: frame.replace('{topic}', topic), keep: KEEP.body, body: true }];
  return {
    content: fit(sections, (text) => keywordLine(c, text), ' ', c.brief.max_characters),
    angle: pick(ANGLES[c.arabic ? 'ar' : 'en'].headlines, i),
    call_to_action: c.brief.call_to_action,
  };
}

export function composeLocally(brief: CopyBrief, repair?: RepairHint): CopyVariantDraft[] {
  if (brief.type === 'dialect_conversion') {
    const content = convertDialect(
      brief.description,
      brief.source_dialect as CopyDialect,
      brief.dialect as CopyDialect,
    );
    return [{ content, angle: 'faithful_conversion', call_to_action: null }];
  }
  const context: Context = {
    brief,
    bank: phraseBankFor(brief.dialect),
    shape: PLATFORM_SHAPES[brief.platform],
    facts: sentences(brief.description).filter(
      (s) => !brief.excluded_keywords.some((k) => containsKeyword(s, k)),
    ),
    arabic: brief.output_language === 'ar',
    // A repair shifts every phrase choice, so a duplicate or over-long first attempt is not repeated.
    seed: seedOf(brief.description) + (repair ? 1 : 0),
  };
  return Array.from({ length: brief.count }, (_, i) =>
    brief.type === 'headlines' ? headline(context, i) : adCopy(context, i),
  );
}

export function createLocalTextProvider(): TextProvider {
  return {
    name: 'local',
    engineVersion: 'local-composer-2',
    composeCopy: async (brief, repair) => composeLocally(brief, repair),
  };
}
