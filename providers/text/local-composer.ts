import type { CopyBrief, CopyVariantDraft } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';
import { containsKeyword } from '../../contract/normalize';
import { convertDialect } from './dialect-conversion';
import { AUDIENCE_LABELS, phraseBankFor, toneOf, toneWordsOf, type PhraseBank } from './lexicon';
import { PLATFORM_SHAPES, type PlatformShape } from './platform-shapes';
import { briefFacts, isNounPhrase, productName, type Fact, type FactKind } from './brief-facts';
import type { RepairHint, TextProvider } from './types';

/**
 * A part of a variant. `options` are its phrasings, longest first: a tight limit picks a shorter one before
 * anything is dropped. `keep` orders what survives when the text must shrink: higher stays longer; facts of the
 * brief (`fact`) also carry a `priority` among themselves.
 */
interface Section {
  options: string[];
  keep: number;
  fact?: boolean;
  priority?: number;
}

const section = (text: string, keep: number): Section => ({ options: text ? [text] : [], keep });

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

/** Sentences of the brief, split after ., !, ?, ؟ (followed by a space or the end) or a line break. */
function sentences(text: string): string[] {
  // A stop inside a token (a URL, a price like 2.5, www.example.com) does not end the sentence.
  return (text.match(/(?:[^.!?؟\n]|[.!?؟](?=[^\s.!?؟]))+[.!?؟]*/gu) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
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
 * Fits the sections into max characters by, in order: dropping decoration; choosing shorter phrasings (least
 * kept first); dropping supporting and framework lines; dropping the brief's facts of lowest priority (one always
 * stays); and only then clipping that fact between words. The keyword line is computed on what survives, so a
 * required keyword is still stated once.
 */
function fit(
  sections: Section[],
  keywordsFor: (text: string) => string,
  joiner: string,
  max: number,
): string {
  let parts = sections.filter((s) => s.options.length > 0).map((s) => ({ ...s, at: 0 }));
  const render = (list: typeof parts, clipTo?: number) => {
    const texts: string[] = [];
    let closingAt = -1;
    for (const part of list) {
      const option = part.options[part.at]!;
      const text = part.fact && clipTo !== undefined ? clip(option, clipTo) : option;
      if (!text) continue;
      if (part.keep === KEEP.closing) closingAt = texts.length;
      texts.push(text);
    }
    const keywords = keywordsFor(texts.join(' '));
    if (keywords) texts.splice(closingAt >= 0 ? closingAt : texts.length, 0, keywords);
    return texts.join(joiner);
  };
  const fits = () => render(parts).length <= max;
  if (fits()) return render(parts);
  parts = parts.filter((p) => p.keep > KEEP.decoration);
  if (fits()) return render(parts);
  const byKeep = [...parts].sort((a, b) => a.keep - b.keep || (a.priority ?? 0) - (b.priority ?? 0));
  for (const part of byKeep) {
    while (part.at < part.options.length - 1) {
      part.at += 1;
      if (fits()) return render(parts);
    }
  }
  for (const level of [KEEP.supporting, KEEP.framework]) {
    parts = parts.filter((p) => p.keep > level);
    if (fits()) return render(parts);
  }
  const facts = parts.filter((p) => p.fact).sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  for (const fact of facts.slice(0, -1)) {
    parts = parts.filter((p) => p !== fact);
    if (fits()) return render(parts);
  }
  // The opening goes before a word of the last fact is cut.
  if (parts.some((p) => p.fact)) {
    parts = parts.filter((p) => p.keep !== KEEP.opening);
    if (fits()) return render(parts);
  }
  const last = parts.find((p) => p.fact);
  if (last) {
    const others = render(parts.filter((p) => p !== last)).length;
    let budget = max - others - joiner.length;
    while (budget >= Math.min(last.options[last.at]!.length, MIN_BODY)) {
      const text = render(parts, budget);
      if (text.length <= max) return text;
      budget -= text.length - max;
    }
  }
  return clip(render(parts.filter((p) => !p.fact && p.keep >= KEEP.closing)), max);
}

interface Context {
  brief: CopyBrief;
  bank: PhraseBank;
  /** The hooks, calls to action and bridges of the brief's tone. */
  words: { hooks: string[]; cta: string[]; bridges: string[] };
  shape: PlatformShape;
  facts: Fact[];
  product: string;
  arabic: boolean;
  seed: number;
}

/** The partner's words in the variety: its markers swapped in, keywords untouched. */
function dialectize(c: Context, text: string): string {
  if (!c.arabic || c.brief.dialect === 'none' || c.brief.dialect === 'classical') return text;
  const kept: string[] = [];
  const masked = [...c.brief.required_keywords, ...c.brief.keywords].reduce(
    (t, k) => (k && t.includes(k) ? t.split(k).join(`\uE000${kept.push(k) - 1}\uE001`) : t),
    text,
  );
  const converted = convertDialect(masked, 'classical', c.brief.dialect as CopyDialect);
  return converted.replace(/\uE000(\d+)\uE001/gu, (_m, i: string) => kept[Number(i)]!);
}

const FACT_PRIORITY: Record<FactKind, number> = {
  offer: 5,
  product: 4,
  delivery: 3,
  benefit: 2,
  time: 2,
  place: 1,
  action: 1,
};

/** A fact written in the variety: a frame around the partner's words, the chosen phrasing first, then shorter ones. */
function factSection(c: Context, fact: Fact, s: number, prefix = ''): Section {
  // Offers and deadlines are the partner's terms, word for word; the other facts take the variety's words.
  const x = fact.kind === 'offer' || fact.kind === 'time' ? fact.text : dialectize(c, fact.text);
  // The partner's own call is said as given.
  if (fact.kind === 'action')
    return {
      options: [prefix + endSentence(x)],
      keep: KEEP.body,
      fact: true,
      priority: FACT_PRIORITY.action,
    };
  const frames = c.bank.body[fact.kind === 'product' && !isNounPhrase(fact.text) ? 'any' : fact.kind];
  const filled = frames.map((f) => endSentence(f.replace('{x}', x)));
  const chosen = pick(filled, s);
  // The shortest phrasing of the product is its name in the variety's frame: a tight limit drops words of
  // the brief whole instead of cutting one.
  if (fact.kind === 'product' && c.product && c.product !== fact.text && isNounPhrase(c.product))
    filled.push(...c.bank.body.product.map((f) => endSentence(f.replace('{x}', dialectize(c, c.product)))));
  const shorter = [...new Set(filled.filter((f) => f.length < chosen.length))].sort(
    (a, b) => b.length - a.length,
  );
  return {
    options: [chosen, ...shorter].map((t) => prefix + t),
    keep: KEEP.body,
    fact: true,
    priority: FACT_PRIORITY[fact.kind],
  };
}

/** A hook that does not start like the line after it ("لا يفوتك!" before "لا يفوتك الحين: …"). */
function distinctHook(hooks: readonly string[], s: number, next: string): string {
  const words = (text: string) =>
    text
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .split(/\s+/u)
      .filter(Boolean);
  const nextWords = new Set(words(next).slice(0, 3));
  for (let k = 0; k < hooks.length; k++) {
    const hook = pick(hooks, s + k);
    if (!words(hook).some((w) => nextWords.has(w))) return hook;
  }
  return pick(hooks, s);
}

type Angle = 'offer' | 'product' | 'question';
const ANGLE_ORDER: Angle[] = ['offer', 'product', 'question'];

/** The facts in the order the angle tells them: the offer first, the product first, or after a question. */
function orderedFacts(c: Context, angle: Angle): Fact[] {
  const rank = (f: Fact) =>
    angle === 'offer'
      ? ['offer', 'product', 'benefit', 'delivery', 'time', 'place', 'action'].indexOf(f.kind)
      : ['product', 'benefit', 'offer', 'delivery', 'time', 'place', 'action'].indexOf(f.kind);
  return [...c.facts].sort((a, b) => rank(a) - rank(b));
}

function questionLine(c: Context, s: number): string {
  return pick(c.bank.body.question, s).replace('{product}', c.product);
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

// Responsive search ads: a headline of at most 30 characters and a description of at most 90.
const SEARCH_HEADLINE = 30;
const SEARCH_DESCRIPTION = 90;

function searchAd(c: Context, i: number, cta: string): string {
  const s = c.seed + i;
  // Three different headline sources keep the three ads distinct even when the product's name is long.
  const head = clip([c.product, pick(c.words.hooks, s), cta][i % 3]!, SEARCH_HEADLINE);
  const budget = Math.min(SEARCH_DESCRIPTION, c.brief.max_characters - head.length - 3);
  const description = fit(
    [
      ...orderedFacts(c, ANGLE_ORDER[i % 3]!).map((f, n) => factSection(c, f, s + n)),
      section(endSentence(cta), KEEP.closing),
    ],
    (text) => keywordLine(c, `${head} ${text}`),
    ' ',
    budget,
  );
  return `${head} | ${description}`;
}

/** A subject line: the offer (or else the product) in the variety, with the product's name or a question. */
function subjectLine(c: Context, i: number): string {
  const s = c.seed + i;
  const lead = orderedFacts(c, 'offer')[0];
  const fact = lead ? [factSection(c, lead, s)] : [];
  const sections: Section[] =
    i % 3 === 0
      ? [section(`${c.product}:`, KEEP.opening), ...fact]
      : i % 3 === 1
        ? [...fact, section(`— ${c.product}`, KEEP.supporting)]
        : [section(questionLine(c, s), KEEP.opening), ...fact];
  return fit(sections, (text) => keywordLine(c, text), ' ', c.brief.max_characters);
}

/** The first line of a page: the product's name and the offer, worded by the angle. */
function pageHeadline(c: Context, angle: Angle, s: number): string {
  const offer = c.facts.find((f) => f.kind === 'offer')?.text;
  if (!offer) return angle === 'question' ? questionLine(c, s) : c.product;
  // An offer that names the product already is the whole headline.
  if (offer.includes(c.product)) return angle === 'question' ? `${questionLine(c, s)} ${offer}` : offer;
  if (angle === 'product') return `${c.product} — ${offer}`;
  if (angle === 'question') return `${questionLine(c, s)} ${offer}`;
  return `${offer}: ${c.product}`;
}

function adCopy(c: Context, i: number): CopyVariantDraft {
  const { brief, bank, shape } = c;
  const s = c.seed + i;
  const cta = brief.call_to_action ?? pick(c.words.cta, s);
  const angle = ANGLE_ORDER[i % 3]!;
  const angles = ANGLES[c.arabic ? 'ar' : 'en'];
  const angleName =
    brief.framework && brief.framework !== 'none'
      ? pick(angles[brief.framework as keyof typeof angles], i)
      : pick(angles.none, i);
  if (brief.platform === 'search_ads')
    return { content: searchAd(c, i, cta), angle: angleName, call_to_action: cta };
  if (brief.platform === 'email_subject_line')
    return { content: subjectLine(c, i), angle: angleName, call_to_action: brief.call_to_action };

  const brand = brief.brand ? `— ${brief.brand.name}` : '';
  // A formal tone keeps emoji out even on channels that usually carry them.
  const emoji = shape.emoji.length && !FORMAL_TONE.test(brief.tone) ? `${pick(shape.emoji, s)} ` : '';
  let facts = orderedFacts(c, angle);
  const opening = (text: string): Section => section(`${emoji}${text}`, KEEP.opening);
  const framework = (text: string): Section => section(text, KEEP.framework);
  let first: Section | null = null;
  if (shape.bullets) first = section(pageHeadline(c, angle, s), KEEP.opening);
  else if (brief.framework && brief.framework !== 'none') first = opening('');
  else if (angle === 'question') first = opening(questionLine(c, s));
  else if (angle === 'product' && facts[0]?.kind === 'product' && isNounPhrase(facts[0].text)) {
    // The product opens the variant, in the variety's own words.
    first = { ...factSection(c, facts[0], s, emoji), keep: KEEP.opening, fact: false };
    facts = facts.slice(1);
  }
  // A page's headline states the offer already; chat and stories stay short: the two facts that matter most.
  const headlineOffer = c.facts.find((f) => f.kind === 'offer');
  if (shape.bullets && headlineOffer) facts = facts.filter((f) => f !== headlineOffer);
  if (shape.short) facts = facts.slice(0, 2);
  const body = facts.map((f, n) => factSection(c, f, s + n, shape.bullets ? '• ' : ''));
  // Otherwise a hook opens, one that does not start like the first fact's line.
  const opener = first ?? opening(distinctHook(c.words.hooks, s, body[0]?.options[0] ?? ''));
  const closing: Section = {
    options: !shape.callToAction
      ? []
      : shape.bullets
        ? [endSentence(cta)]
        : [`${pick(c.words.bridges, s)} ${endSentence(cta)}`, endSentence(cta)],
    keep: KEEP.closing,
  };
  const fw = bank.frameworks;
  const core: Section[] = (() => {
    switch (brief.framework) {
      case 'aida':
        return [opening(pick(c.words.hooks, s)), ...body, framework(pick(fw.aida.desire, s)), closing];
      case 'pas':
        return [opening(pick(fw.pas.problem, s)), framework(pick(fw.pas.agitation, s)), ...body, closing];
      case 'fab':
        return [
          opening(pick(c.words.hooks, s)),
          ...body,
          framework(pick(fw.fab.advantage, s)),
          framework(pick(fw.fab.benefit, s)),
          closing,
        ];
      case 'story':
        return [opening(pick(fw.story.opening, s)), ...body, framework(pick(fw.story.turn, s)), closing];
      default:
        return [opener, ...body, closing];
    }
  })();
  const afterBody = body.length ? core.indexOf(body[body.length - 1]!) + 1 : 1;
  const tags = shape.hashtags
    ? [...brief.required_keywords, ...brief.keywords].slice(0, 5).map(hashtag).join(' ')
    : '';
  const sections: Section[] = [
    ...core.slice(0, afterBody),
    section(audienceLine(c), KEEP.supporting),
    ...core.slice(afterBody),
    section(shape.replyPrompt ? bank.reply_prompt : '', KEEP.supporting),
    section(brand, KEEP.supporting),
    section(tags, KEEP.decoration),
  ];
  return {
    content: fit(sections, (text) => keywordLine(c, text), '\n', brief.max_characters),
    angle: angleName,
    call_to_action: shape.callToAction || brief.call_to_action ? cta : null,
  };
}

function headline(c: Context, i: number): CopyVariantDraft {
  const topic = clip(c.product || c.brief.description.split(/[،,:;.!?؟]/)[0]!.trim(), 60);
  const frame = pick(c.bank.headline_frames, c.seed + i);
  const sections: Section[] = [{ ...section(frame.replace('{topic}', topic), KEEP.body), fact: true }];
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
  const facts = briefFacts(
    sentences(brief.description).filter((s) => !brief.excluded_keywords.some((k) => containsKeyword(s, k))),
  );
  const product = productName(facts);
  // A brief that is only an offer still names what it sells: that name becomes the product's own line.
  if (product && !facts.some((f) => f.kind === 'product')) facts.push({ kind: 'product', text: product });
  const bank = phraseBankFor(brief.dialect);
  const context: Context = {
    brief,
    bank,
    words: toneWordsOf(bank, toneOf(brief.tone)),
    shape: PLATFORM_SHAPES[brief.platform],
    facts,
    product,
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
    engineVersion: 'local-composer-3',
    composeCopy: async (brief, repair) => composeLocally(brief, repair),
  };
}
