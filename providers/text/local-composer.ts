import type { CopyBrief, CopyVariantDraft } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';
import { containsKeyword } from '../../contract/normalize';
import { convertDialect } from './dialect-conversion';
import { phraseBankFor, toneOf, toneWordsOf, type PhraseBank, type Tone } from './lexicon';
import { varietyBankFor, type VarietyBank, type Vertical } from './banks';
import { briefDetails, briefSlots, type BriefSlots } from './brief-slots';
import { guardCopy, MAX_SHARED_WORDS, repeatedWords, sharedWords } from './quality-guard';
import { guardWords } from './words';
import { PLATFORM_SHAPES, type PlatformShape } from './platform-shapes';
import type { RepairHint } from './types';

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

/** Cuts at a word boundary so that no number, name or keyword is split. */
function clip(text: string, budget: number): string {
  if (text.length <= budget) return text;
  if (budget < 2) return '';
  const cut = text.slice(0, budget - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd().replace(/[.,،;:!?؟•-]+$/, '')}…`;
}

export function endSentence(text: string): string {
  return /[.!?؟…»"]$/.test(text) ? text : `${text}.`;
}

/** Deterministic per request: the same brief always gives the same variants. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
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
  /** The tone, framework and chat wording of the variety (the older lexicon). */
  bank: PhraseBank;
  /** The variety's vertical phrase bank. */
  lines: VarietyBank;
  vertical: VarietyBank['verticals'][Vertical];
  /** The hooks, calls to action and bridges of the brief's tone. */
  words: { hooks: string[]; cta: string[]; bridges: string[] };
  tone: Tone;
  shape: PlatformShape;
  slots: BriefSlots;
  /** Slot values as they are written into lines (product and benefits in the variety's words). */
  values: Record<SlotName, string | null>;
  arabic: boolean;
  seed: number;
  /** Lines already given to a variant of this answer: the next variant writes other ones. */
  used: Set<string>;
}

type SlotName =
  | 'product'
  | 'brand'
  | 'place'
  | 'discount'
  | 'price'
  | 'old_price'
  | 'coupon'
  | 'deadline'
  | 'delivery'
  | 'benefit'
  | 'audience';

/** The partner's words in the variety: its markers swapped in, keywords untouched. */
function dialectize(brief: CopyBrief, text: string): string {
  if (brief.output_language !== 'ar' || brief.dialect === 'none' || brief.dialect === 'classical')
    return text;
  const kept: string[] = [];
  const masked = [...brief.required_keywords, ...brief.keywords].reduce(
    (t, k) => (k && t.includes(k) ? t.split(k).join(`\uE000${kept.push(k) - 1}\uE001`) : t),
    text,
  );
  const converted = convertDialect(masked, 'classical', brief.dialect as CopyDialect);
  return converted.replace(/\uE000(\d+)\uE001/gu, (_m, i: string) => kept[Number(i)]!);
}

const DETERMINER_BEFORE =
  /(?:^|\s)(?:our|your|the|a|an|this|that|good|great|best|new|favourite|favorite|fresh|real|first|perfect)\s+$/iu;

/** The line with its slots filled, or null when a slot it names has no value in this brief. */
function fill(c: Context, line: string, extra: Partial<Record<SlotName, string>> = {}): string | null {
  let missing = false;
  const text = line.replace(/\{(\w+)\}/gu, (_m, name: string, at: number) => {
    const value = extra[name as SlotName] ?? c.values[name as SlotName];
    if (!value) missing = true;
    // "Our {product}" with "our dental clinic", "really good {product}": one determiner is enough.
    if (value && !c.arabic && /^our /u.test(value) && DETERMINER_BEFORE.test(line.slice(0, at)))
      return value.slice(4);
    return value ?? '';
  });
  if (missing) return null;
  // Arabic: the kashida after بـ / لـ belongs before a number or a Latin name only ("بجدة", "بـ399 ريال").
  if (c.arabic) return text.replace(/([بلك])ـ(?=[\u0621-\u064A])/gu, '$1');
  // English: a sentence starts with a capital even when a slot value opens it.
  return text.replace(/(^|[.!?]\s+)([a-z])/gu, (_m, lead: string, ch: string) => lead + ch.toUpperCase());
}

/** True when `line` repeats a two-word phrase of `text` that is not part of a slot value (the product's name). */
function echoes(c: Context, text: string, line: string): boolean {
  const pairs = (t: string) => {
    const w = guardWords(t);
    return w.slice(1).map((x, i) => `${w[i]} ${x}`);
  };
  const inValues = new Set(
    Object.values(c.values)
      .filter((v): v is string => Boolean(v))
      .flatMap(pairs),
  );
  const said = new Set(pairs(text));
  return pairs(line).some((p) => said.has(p) && !inValues.has(p));
}

/** True when adding `line` to `text` would make some word appear three times. */
function repeatsWord(text: string, line: string): boolean {
  return repeatedWords(`${text} ${line}`).length > 0;
}

/**
 * The next line of a list for this variant: filled, not given to another variant of the answer, and not making a
 * word appear a third time in what the variant says so far. Lists are walked from a seed-chosen start, so the
 * same brief always reads the same and another brief reads otherwise.
 */
function take(
  c: Context,
  list: readonly string[],
  s: number,
  sofar: string,
  extra: Partial<Record<SlotName, string>> = {},
): string | null {
  // Lines no other variant of the answer said first; when a list runs out, one already said elsewhere. A line
  // that states a required keyword as the partner wrote it ("خصم 20%") comes before one that words it otherwise.
  const keywords = c.brief.required_keywords.filter((k) => !containsKeyword(sofar, k));
  const states = (text: string) => keywords.some((k) => containsKeyword(text, k));
  for (const [fresh, wanted, echo] of [
    [true, true, false],
    [true, false, false],
    [true, false, true],
    [false, false, true],
  ] as const) {
    if (wanted && keywords.length === 0) continue;
    for (let k = 0; k < list.length; k++) {
      const raw = pick(list, s + k);
      if (fresh && c.used.has(raw)) continue;
      const text = fill(c, raw, extra);
      if (!text || repeatsWord(sofar, text) || (!fresh && sofar.includes(text))) continue;
      if (wanted && !states(text)) continue;
      // First choice: a line that says no two-word phrase the variant said already ("شو رأيك … شو رأيك").
      if (!echo && echoes(c, sofar, text)) continue;
      c.used.add(raw);
      return endSentence(text);
    }
  }
  return null;
}

/** The offer in the variety's words: the coupon, the price against the old one, the price, or the discount. */
function offerLine(c: Context, s: number, sofar: string): string | null {
  const v = c.vertical;
  const { slots } = c;
  if (slots.coupon) return take(c, v.offer_coupon, s, sofar);
  if (slots.price && slots.oldPrice) return take(c, v.offer_price_was, s, sofar);
  if (slots.price) return take(c, v.offer_price, s, sofar);
  if (slots.discount) return take(c, v.offer_discount, s, sofar);
  if (c.values.delivery && slots.freeDelivery) return take(c, c.lines.common.delivery, s, sofar);
  return null;
}

const hasOffer = (c: Context) =>
  Boolean(c.slots.coupon || c.slots.price || c.slots.discount || c.slots.freeDelivery);

/** The brief's own benefit claims in the variety's frames, then the vertical's benefits. */
function benefitLine(c: Context, s: number, sofar: string, n = 0): string | null {
  const claim = c.slots.benefits[n];
  if (claim) {
    const line = take(c, c.lines.common.benefit, s, sofar, { benefit: dialectize(c.brief, claim) });
    if (line) return line;
  }
  return take(c, c.vertical.benefits, s + n, sofar);
}

/** How to reach the business, with the brief's URL or number when it gave one. */
function channelLine(c: Context, s: number, sofar: string): string | null {
  const { channel, contacts } = c.slots;
  if (!channel && contacts.length === 0) return null;
  const list = c.lines.common.channels[channel ?? 'website'];
  const line = take(c, list, s, sofar);
  if (!line) return contacts.length ? contacts.join(' ') : null;
  return contacts.length ? `${line.replace(/[.!]$/u, '')}: ${contacts.join(' ')}` : line;
}

type Plan = 'offer' | 'benefit' | 'question' | 'proof' | 'story' | 'urgency';

const PLAN_ANGLES: Record<Plan, { ar: string; en: string }> = {
  offer: { ar: 'العرض أولاً', en: 'offer first' },
  benefit: { ar: 'الفائدة أولاً', en: 'benefit first' },
  question: { ar: 'سؤال يفتح الحديث', en: 'opening question' },
  proof: { ar: 'ثقة العملاء', en: 'social proof' },
  story: { ar: 'حكاية قصيرة', en: 'short story' },
  urgency: { ar: 'الوقت محدود', en: 'urgency' },
};

/** The plans this brief can carry, in the order variants take them: each variant follows a different one. */
function plansFor(c: Context): Plan[] {
  const offer = hasOffer(c);
  const plans: Plan[] = [];
  if (offer) plans.push('offer');
  plans.push('benefit', 'question');
  if ((c.slots.deadline || c.slots.limitedTime) && offer) plans.push('urgency');
  plans.push('proof', 'story');
  if (!c.slots.deadline && !c.slots.limitedTime && offer) plans.push('urgency');
  return plans;
}

/** The lines of one plan, in order, with the brief's slots spread so that variants use different subsets. */
function planLines(c: Context, plan: Plan, s: number): { first: string | null; body: string[] } {
  const v = c.vertical;
  const body: string[] = [];
  let sofar = '';
  const push = (line: string | null) => {
    if (!line) return;
    body.push(line);
    sofar += ` ${line}`;
  };
  const productLine = () => take(c, v.product_lines, s, sofar);
  let first: string | null = null;
  const open = (line: string | null) => {
    first = line;
    if (line) sofar += ` ${line}`;
  };
  switch (plan) {
    case 'offer':
      open(c.tone === 'friendly' ? take(c, v.openers, s, sofar) : take(c, c.words.hooks, s, sofar));
      push(offerLine(c, s, sofar));
      // The deadline right after the offer: a short channel keeps both.
      push(c.slots.deadline ? take(c, v.urgency_deadline, s, sofar) : null);
      push(productLine());
      push(c.values.delivery && !c.slots.freeDelivery ? take(c, c.lines.common.delivery, s, sofar) : null);
      break;
    case 'benefit':
      open(benefitLine(c, s, sofar));
      push(productLine());
      // An offer brief states its offer in every variant, each in other words.
      push(hasOffer(c) ? offerLine(c, s + 4, sofar) : benefitLine(c, s + 3, sofar, 1));
      push(c.values.place ? take(c, c.lines.common.place, s, sofar) : null);
      break;
    case 'question':
      open(take(c, v.questions, s, sofar));
      push(take(c, v.benefits, s + 5, sofar));
      push(hasOffer(c) ? offerLine(c, s + 2, sofar) : productLine());
      break;
    case 'proof':
      open(take(c, v.social_proof, s, sofar));
      push(productLine());
      push(hasOffer(c) ? offerLine(c, s + 5, sofar) : null);
      push(c.values.place ? take(c, c.lines.common.place, s + 1, sofar) : take(c, v.benefits, s + 7, sofar));
      break;
    case 'story':
      open(take(c, v.story, s, sofar));
      push(productLine());
      push(hasOffer(c) ? offerLine(c, s + 6, sofar) : benefitLine(c, s + 4, sofar));
      break;
    case 'urgency':
      open(c.slots.deadline ? take(c, v.urgency_deadline, s, sofar) : take(c, v.urgency, s, sofar));
      push(offerLine(c, s + 1, sofar));
      push(productLine());
      break;
  }
  return { first, body };
}

// Responsive search ads: a headline of at most 30 characters and a description of at most 90.
const SEARCH_HEADLINE = 30;
const SEARCH_DESCRIPTION = 90;

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

function audienceLine(c: Context): string {
  return c.bank.audience_frame.replace('{for_audience}', forAudience(c.values.audience!.trim(), c.arabic));
}

function ctaFor(c: Context, s: number): string {
  if (c.brief.call_to_action) return c.brief.call_to_action;
  return c.tone === 'friendly' ? pick(c.vertical.cta, s) : pick(c.words.cta, s);
}

function searchAd(c: Context, i: number, shift: number, cta: string): string {
  const r = i + shift;
  const s = c.seed + i * 5 + shift * 11;
  const headOptions = [
    fill(c, pick(c.lines.common.short_product, s)),
    c.values.product,
    cta,
    c.values.discount ? fill(c, pick(c.lines.common.short_offer, s)) : null,
  ].filter((h): h is string => Boolean(h) && h!.length <= SEARCH_HEADLINE);
  const chosen = clip(
    headOptions[r % Math.max(1, headOptions.length)] ?? c.values.product ?? cta,
    SEARCH_HEADLINE,
  );
  const head = c.arabic ? chosen : chosen.charAt(0).toUpperCase() + chosen.slice(1);
  const budget = Math.min(SEARCH_DESCRIPTION, c.brief.max_characters - head.length - 3);
  const plans = plansFor(c);
  const { first, body } = planLines(c, plans[r % plans.length]!, s);
  // A line that would make a word of the headline appear a third time is left out.
  const lines: string[] = [];
  for (const line of [first, ...body])
    if (line && !repeatsWord(`${head} ${lines.join(' ')}`, line)) lines.push(line);
  const closing = repeatsWord(`${head} ${lines.join(' ')}`, cta)
    ? []
    : [section(endSentence(cta), KEEP.closing)];
  const description = fit(
    [
      ...lines.map((l, n) => ({ options: [l], keep: KEEP.body, fact: true, priority: lines.length - n })),
      ...closing,
    ],
    (text) => keywordLine(c, `${head} ${text}`),
    ' ',
    budget,
  );
  return `${head} | ${description}`;
}

/**
 * A subject line: the offer's short form (or the product's), an opener of the vertical, or its urgency, each
 * variant another, so that three subject lines do not all lean on the product's name.
 */
function subjectLine(c: Context, i: number): string {
  const s = c.seed + i * 3;
  const lists = [
    hasOffer(c) && c.values.discount ? c.lines.common.short_offer : c.lines.common.short_product,
    c.vertical.openers,
    c.slots.deadline ? c.vertical.urgency_deadline : c.vertical.questions,
    c.vertical.urgency,
  ];
  const options: string[] = [];
  for (let k = 0; k < lists.length && options.length < 2; k++) {
    const line = take(c, lists[(i + k) % lists.length]!, s, '');
    if (line) options.push(line.replace(/\.$/u, ''));
  }
  if (options.length === 0) {
    // Every short line went to another variant: this one may say one again, with its own question.
    const again =
      fill(c, pick(c.vertical.questions, s + i)) ?? fill(c, pick(c.lines.common.short_product, s));
    if (again) options.push(again.replace(/\.$/u, ''));
  }
  const sections: Section[] = [{ options: options.slice(0, 1), keep: KEEP.body, fact: true, priority: 1 }];
  // A shorter second choice for a tight limit.
  if (options[1] && options[1].length < options[0]!.length) sections[0]!.options.push(options[1]);
  return fit(sections, (text) => keywordLine(c, text), ' ', c.brief.max_characters);
}

export function hashtag(keyword: string): string {
  return `#${keyword
    .trim()
    .replace(/[\s_-]+/g, '_')
    .replace(/[^\p{L}\p{N}_]/gu, '')}`;
}

function adCopy(c: Context, i: number, shift: number): CopyVariantDraft {
  const { brief, bank, shape } = c;
  const s = c.seed + i * 7 + shift * 13;
  const cta = ctaFor(c, s);
  const plans = plansFor(c);
  const plan = plans[(i + shift) % plans.length]!;
  const angle = PLAN_ANGLES[plan][c.arabic ? 'ar' : 'en'];
  if (brief.platform === 'search_ads')
    return { content: searchAd(c, i, shift, cta), angle, call_to_action: cta };
  if (brief.platform === 'email_subject_line')
    return { content: subjectLine(c, i + shift), angle, call_to_action: brief.call_to_action };

  // A formal tone keeps emoji out even on channels that usually carry them.
  const emoji = shape.emoji.length && !FORMAL_TONE.test(brief.tone) ? `${pick(shape.emoji, s)} ` : '';
  const fact = (text: string, priority: number, prefix = ''): Section => ({
    options: [prefix + text],
    keep: KEEP.body,
    fact: true,
    priority,
  });
  let sections: Section[];
  if (shape.bullets) {
    // A page: a headline with the offer (or the product), then bullets. Each variant's page carries another
    // subset of the brief's slots; the first page carries every number, code, name and link of the brief.
    const r = (i + shift) % 3;
    const headline =
      (c.values.discount && r !== 1 && take(c, c.lines.common.short_offer, s, '')) ||
      take(c, c.lines.common.short_product, s, '') ||
      c.values.product ||
      '';
    let sofar = headline;
    const bullets: string[] = [];
    const add = (line: string | null) => {
      if (line) {
        bullets.push(line);
        sofar += ` ${line}`;
      }
    };
    const claims = c.slots.benefits;
    const claim = (n: number) => (claims.length > n ? benefitLine(c, s + n, sofar, n) : null);
    add(take(c, c.vertical.product_lines, s, sofar));
    if (r === 0) {
      add(claim(0) ?? take(c, c.vertical.benefits, s, sofar));
      add(offerLine(c, s + 1, sofar));
      if (c.slots.deadline) add(take(c, c.vertical.urgency_deadline, s, sofar));
      if (c.values.delivery && !c.slots.freeDelivery) add(take(c, c.lines.common.delivery, s, sofar));
      if (c.values.place) add(take(c, c.lines.common.place, s, sofar));
      add(channelLine(c, s, sofar));
    } else if (r === 1) {
      add(claim(1) ?? take(c, c.vertical.benefits, s + 3, sofar));
      add(take(c, c.vertical.benefits, s + 5, sofar));
      add(hasOffer(c) ? offerLine(c, s + 2, sofar) : null);
      add(take(c, c.vertical.social_proof, s, sofar));
      if (c.slots.contacts.length > 0) add(channelLine(c, s + 1, sofar));
    } else {
      add(take(c, c.vertical.benefits, s + 7, sofar));
      add(claim(2) ?? take(c, c.vertical.benefits, s + 9, sofar));
      add(
        c.slots.deadline
          ? take(c, c.vertical.urgency_deadline, s + 1, sofar)
          : take(c, c.vertical.urgency, s, sofar),
      );
      add(hasOffer(c) ? offerLine(c, s + 3, sofar) : null);
      if (c.values.place) add(take(c, c.lines.common.place, s + 2, sofar));
    }
    // What no line said yet of the brief's numbers, codes, names and links gets a bullet of its own on the first
    // page: the token with the word or two that say what it is.
    if (r === 0)
      for (const { token, phrase } of briefDetails(brief.description, c.arabic ? 'ar' : 'en'))
        if (!sofar.includes(token)) add(phrase);
    sections = [
      section(headline.replace(/\.$/u, ''), KEEP.opening),
      ...bullets.map((b, n) => fact(b, bullets.length - n, '• ')),
      section(endSentence(cta), KEEP.closing),
    ];
  } else {
    const framework = brief.framework && brief.framework !== 'none' ? brief.framework : null;
    const { first, body } = framework ? frameworkLines(c, framework, s) : planLines(c, plan, s);
    const kept = shape.short ? body.slice(0, 2) : body;
    const channel = shape.short ? null : channelLine(c, s, [first, ...kept].join(' '));
    const closing: Section = {
      options: !shape.callToAction
        ? []
        : [`${pick(c.words.bridges, s)} ${endSentence(cta)}`, endSentence(cta)].filter(
            (t, n) =>
              !repeatsWord([first, ...kept].join(' '), t) &&
              // "الحين وقتها. احجز الحين", "مستني إيه؟ … مستني إيه؟": a bridge that says a word of the call or of
              // the lines before it is left out.
              (n === 1 ||
                !guardWords(pick(c.words.bridges, s)).some((w) =>
                  guardWords(`${cta} ${[first, ...kept].join(' ')}`).includes(w),
                )),
          ),
      keep: KEEP.closing,
    };
    if (shape.callToAction && closing.options.length === 0) closing.options.push(endSentence(cta));
    sections = [
      section(first ? `${emoji}${first}` : '', KEEP.opening),
      ...kept.map((l, n) => fact(l, kept.length - n)),
      section(c.values.audience ? audienceLine(c) : '', KEEP.supporting),
      section(channel ?? '', KEEP.supporting),
      closing,
      // The first variant invites a reply in the bank's words; the others with a line of their own.
      section(
        shape.replyPrompt
          ? i === 0
            ? bank.reply_prompt
            : (take(c, c.lines.common.channels.whatsapp, s, [first, ...kept].join(' ')) ?? '')
          : '',
        KEEP.supporting,
      ),
      section(c.values.brand ? (take(c, c.lines.common.brand_signoff, s, '') ?? '') : '', KEEP.supporting),
    ];
  }
  const tags = shape.hashtags
    ? [...brief.required_keywords, ...brief.keywords].slice(0, 5).map(hashtag).join(' ')
    : '';
  sections.push(section(tags, KEEP.decoration));
  return {
    content: fit(sections, (text) => keywordLine(c, text), '\n', brief.max_characters),
    angle,
    call_to_action: shape.callToAction || brief.call_to_action ? cta : null,
  };
}

/** AIDA, PAS, FAB and story keep their classic order, written from the variety's lines. */
function frameworkLines(c: Context, framework: string, s: number): { first: string | null; body: string[] } {
  const fw = c.bank.frameworks;
  const v = c.vertical;
  let sofar = '';
  const body: string[] = [];
  const push = (line: string | null) => {
    if (line) {
      body.push(line);
      sofar += ` ${line}`;
    }
  };
  const first = (() => {
    switch (framework) {
      case 'pas':
        return take(c, fw.pas.problem, s, sofar);
      case 'story':
        return take(c, v.story, s, sofar);
      default:
        return take(c, c.tone === 'friendly' ? v.openers : c.words.hooks, s, sofar);
    }
  })();
  sofar = first ?? '';
  switch (framework) {
    case 'aida':
      push(benefitLine(c, s, sofar));
      push(take(c, fw.aida.desire, s, sofar));
      push(hasOffer(c) ? offerLine(c, s, sofar) : take(c, v.product_lines, s, sofar));
      break;
    case 'pas':
      push(take(c, fw.pas.agitation, s, sofar));
      push(take(c, v.product_lines, s, sofar));
      push(benefitLine(c, s, sofar));
      break;
    case 'fab':
      push(take(c, v.product_lines, s, sofar));
      push(take(c, fw.fab.advantage, s, sofar));
      push(take(c, fw.fab.benefit, s, sofar));
      break;
    default:
      push(take(c, v.product_lines, s, sofar));
      push(take(c, fw.story.turn, s, sofar));
      push(hasOffer(c) ? offerLine(c, s, sofar) : benefitLine(c, s, sofar));
  }
  return { first, body };
}

function headline(c: Context, i: number): CopyVariantDraft {
  const s = c.seed + i * 3;
  const lists = [c.lines.common.short_product, c.vertical.questions, c.lines.common.short_offer];
  let text: string | null = null;
  for (let k = 0; k < lists.length && !text; k++) text = take(c, lists[(i + k) % lists.length]!, s, '');
  const sections: Section[] = [
    { ...section((text ?? c.values.product ?? '').replace(/\.$/u, ''), KEEP.body), fact: true },
  ];
  return {
    content: fit(sections, (t) => keywordLine(c, t), ' ', c.brief.max_characters),
    angle: pick(ANGLES[c.arabic ? 'ar' : 'en'].headlines, i),
    call_to_action: c.brief.call_to_action,
  };
}

function contextFor(brief: CopyBrief, repair?: RepairHint): Context {
  const slots = briefSlots(brief);
  const arabic = brief.output_language === 'ar';
  const bank = phraseBankFor(brief.dialect);
  const lines = varietyBankFor(brief.dialect);
  const tone = toneOf(brief.tone);
  const product = slots.product || (arabic ? pick(PRODUCT_FALLBACK.ar, 0) : pick(PRODUCT_FALLBACK.en, 0));
  return {
    brief,
    bank,
    lines,
    vertical: lines.verticals[slots.vertical],
    words: toneWordsOf(bank, tone),
    tone,
    shape: PLATFORM_SHAPES[brief.platform],
    slots,
    values: {
      product: dialectize(brief, product),
      brand: slots.brand,
      place: slots.place,
      discount: slots.discount,
      price: slots.price,
      old_price: slots.oldPrice,
      coupon: slots.coupon,
      deadline: slots.deadline,
      delivery:
        slots.delivery ??
        (slots.freeDelivery
          ? arabic
            ? `مجاناً${slots.threshold ? ` للطلبات فوق ${slots.threshold}` : ''}`
            : `for free${slots.threshold ? ` on orders over ${slots.threshold}` : ''}`
          : null),
      benefit: slots.benefits[0] ? dialectize(brief, slots.benefits[0]) : null,
      audience: slots.audience,
    },
    arabic,
    // A repair shifts every phrase choice, so a duplicate or over-long first attempt is not repeated.
    seed: seedOf(brief.description) + (repair ? 1 : 0),
    used: new Set(),
  };
}

// What a brief that names nothing sells is called.
const PRODUCT_FALLBACK = { ar: ['خدماتنا'], en: ['our services'] };

export function composeLocally(brief: CopyBrief, repair?: RepairHint): CopyVariantDraft[] {
  if (brief.type === 'dialect_conversion') {
    const content = convertDialect(
      brief.description,
      brief.source_dialect as CopyDialect,
      brief.dialect as CopyDialect,
    );
    return [{ content, angle: 'faithful_conversion', call_to_action: null }];
  }
  const c = contextFor(brief, repair);
  const variants: CopyVariantDraft[] = [];
  for (let i = 0; i < brief.count; i++) {
    if (brief.type === 'headlines') {
      variants.push(headline(c, i));
      continue;
    }
    // A variant the quality guard would refuse (too close to an earlier one, a word three times, a run of the
    // brief's words, no marker of its variety) is written again from other lines and another plan.
    let best: { draft: CopyVariantDraft; score: number; used: Set<string> } | null = null;
    const start = new Set(c.used);
    for (let shift = 0; shift < 10; shift++) {
      // A refused attempt gives its lines back: the next one starts elsewhere in the lists, not on leftovers.
      c.used = new Set(start);
      const draft = adCopy(c, i, shift);
      const alone = guardCopy(brief, [draft.content]);
      const share = Math.max(0, ...variants.map((v) => sharedWords(v.content, draft.content)));
      const duplicate = variants.some((v) => v.content === draft.content);
      // Fewer findings first, then the least shared with the variants before it.
      const score =
        alone.findings.length * 10 + (duplicate ? 20 : 0) + (share > MAX_SHARED_WORDS ? 5 : 0) + share;
      if (!best || score < best.score) best = { draft, score, used: c.used };
      if (score <= MAX_SHARED_WORDS) break;
    }
    c.used = best!.used;
    variants.push(best!.draft);
  }
  return variants;
}
