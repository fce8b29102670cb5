import type { CopyBrief, CopyVariantDraft } from '../../contract/copy';
import type { CopyDialect } from '../../contract/enums';
import { arabicShare, containsKeyword, normalizeForMatch } from '../../contract/normalize';
import { briefModel, factWords, OFFER_ROLES, type BriefModel, type Fact, type FactRole } from './brief-model';
import { convertDialect } from './dialect-conversion';
import { endSentence, hashtag, pick, seedOf } from './local-composer';
import { phraseBankFor, toneOf, toneWordsOf, type PhraseBank, type Tone } from './lexicon';
import {
  guardCopy,
  hasOwnMarker,
  ownMarkerWords,
  longestBriefRun,
  MAX_BRIEF_RUN,
  MAX_SHARED_WORDS,
  repeatedWords,
  sharedWords,
  usesForeignMarker,
} from './quality-guard';
import { PLATFORM_SHAPES, type PlatformShape } from './platform-shapes';
import { truthBankFor, type Addressed, type KindBank, type TruthBank } from './truth';
import { CHANNEL_WORDS, guardTruth } from './truth-guard';
import { briefPieces, BUSINESS_NOUN, type Piece, type PieceRole } from './brief-pieces';
import { CALL_MADE, CALLS, CHANNEL_CALL, NUDGES, type CallAction } from './calls';
import { claimsIn } from './claims';
import { englishOf } from './cross-language';
import { isKindTerm } from './kinds';
import type { RepairHint, TextProvider } from './types';

/**
 * The facts composer: copy written from the brief model, so that it says only what the brief says. Every sentence
 * is either one of the brief's facts in its role (a frame of the variety's truth bank with the brief's exact
 * words in its slots), or a line that asserts nothing: a question about the reader's need, an invitation, a call
 * to action, in the register of the kind of business. Deterministic: the same brief gives the same copy.
 */

const SOFT_TONE =
  /warm|soft|gentle|elegant|luxur|premium|calm|cozy|cosy|homely|romantic|ناعم|دافي|دافئ|هادي|هادئ|أنيق|انيق|راقي|فخم|رومانسي|حنون|مطمئن|مطمّن/i;
const FORMAL_TONE =
  /formal|professional|serious|corporate|luxur|reverent|solemn|calm|respectful|trust|sincere|رسمي|مهني|جاد|فاخر|راق|وقور|هادئ|هادي|محترم|موثوق|رزين|حزين|إنساني|انساني/i;

// Responsive search ads: a headline of at most 30 characters and a description of at most 90.
const SEARCH_HEADLINE = 30;
const SEARCH_DESCRIPTION = 90;

type Slot =
  | 'product'
  | 'brand'
  | 'price'
  | 'old_price'
  | 'amount'
  | 'discount'
  | 'coupon'
  | 'deadline'
  | 'hours'
  | 'date'
  | 'duration'
  | 'place'
  | 'contact'
  | 'audience'
  | 'feature'
  | 'delivery'
  | 'count';
type Values = Partial<Record<Slot, string | null>>;

interface Context {
  brief: CopyBrief;
  model: BriefModel;
  bank: TruthBank;
  kind: KindBank;
  lexicon: PhraseBank;
  shape: PlatformShape;
  arabic: boolean;
  seed: number;
  /** Lines already given to a variant of this answer: the next variant writes other ones. */
  used: Set<string>;
  values: Values;
  /** The kind's words that this brief does not use itself. */
  forbidden: string[];
  /** The same, and the excluded keywords, as keywords are matched. */
  forbiddenPlain: string[];
  excludedPlain: string[];
  /** The Arabic dialect whose markers the copy must carry (none for English and classical). */
  dialect: CopyDialect | null;
  tone: Tone;
  /** The words of the brief's facts (its name, thing, prices, places, contacts): said as often as they must be. */
  fixed: Set<string>;
  /** The variant's call to action, which no other line repeats. */
  cta: string | null;
  /** The brief's clauses the copy may quote (decision 023); none when the brief is in another language. */
  pieces: Piece[];
  /** English copy of an Arabic brief: its facts said only where they carry over (decision 024). */
  toEnglish: boolean;
}

/** Cuts at a word boundary so that no number, name or keyword is split. */
function clip(text: string, budget: number): string {
  if (text.length <= budget) return text;
  if (budget < 2) return text.slice(0, Math.max(0, budget));
  const cut = text.slice(0, budget);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : cut).trimEnd().replace(/[.,،;:!?؟•-]+$/u, '');
}

/** A line in the reader's form. */
function form(c: Context, line: Addressed): string {
  return typeof line === 'string' ? line : line[c.model.audience.address];
}

/** The line with its slots filled, or null when a slot it names has no value in this brief. */
function fill(c: Context, line: Addressed, extra: Values = {}): string | null {
  let missing = false;
  const raw = form(c, line);
  // "{product} من {brand}" where one names the other says the name twice.
  const product = Object.hasOwn(extra, 'product') ? extra.product : c.values.product;
  const brand = c.values.brand;
  if (
    raw.includes('{product}') &&
    raw.includes('{brand}') &&
    product &&
    brand &&
    (product.includes(brand) || brand.includes(product))
  )
    return null;
  const text = raw.replace(/\{(\w+)\}/gu, (_m, name: string) => {
    // A slot given for this line (even as null: "no thing to name") is not filled from the brief's defaults.
    const given = Object.hasOwn(extra, name) ? extra[name as Slot] : c.values[name as Slot];
    // English copy of an Arabic brief: only what carries over whole (decision 024).
    const value = given && c.toEnglish && /[\u0600-\u06FF]/u.test(given) ? englishOf(given) : given;
    if (!value) missing = true;
    return value ?? '';
  });
  if (missing) return null;
  const tidy = text.replace(/\s{2,}/gu, ' ').trim();
  // English: a sentence starts with a capital even when a slot value opens it.
  return c.arabic ? tidy : tidy.replace(/^([a-z])/u, (ch) => ch.toUpperCase());
}

const countOf = (text: string, value: string | null | undefined) =>
  value ? text.split(value).length - 1 : 0;

/**
 * What a line asks the reader to do, and the words a brief uses when it offers that: a line that books, visits,
 * orders, registers or reads a menu is said only when the brief offers it ("احجز موعدك" is no call for a soap maker,
 * "تعالي قيسي" none for a shop that sells online only).
 */
const ACTIONS: ReadonlyArray<{ line: RegExp; brief: RegExp }> = [
  {
    line: /احجز|حجز|موعد|مواعيد|معاينة|\bbook|appointment|reserv|viewing/iu,
    brief: /حجز|احجز|موعد|مواعيد|معاينة|عربون|book|appointment|reserv|viewing|deposit/iu,
  },
  {
    line: /(?:^|[^\p{L}])(?:زور|زوري|زوروا|تعال|تعالي|تعالوا|مر علينا|مري علينا|مروا علينا|تفضل|فرعنا|معرضنا|محلنا|قيسي|قيس|جربي المقاس)(?![\p{L}])|visit us|drop by|come (?:in|by|and)|our (?:store|branch|showroom)/iu,
    brief:
      /زور|زيارة|فرع|محل|معرض|شارع|حي |مركز|قاعة|مقر|visit|branch|store|showroom|street|mall|مول|located|بجانب|مقابل/iu,
  },
  {
    line: /(?:^|[^\p{L}])(?:اطلب|اطلبي|اطلبوا|طلبك|طلبكم|أوردر|اوردر|يوصلك|نوصلك|توصيل)(?![\p{L}])|\border\b|deliver/iu,
    brief:
      /طلب|اطلب|توصيل|دليفري|شحن|أوردر|اوردر|أونلاين|اونلاين|متجر|order|deliver|shipping|online|shop|store|buy/iu,
  },
  {
    line: /(?:^|[^\p{L}])(?:سجل|سجلي|سجلوا|سجّل|سجّلي|سجّلوا|تسجيل|اشترك|اشتركي|اشتركوا)(?![\p{L}])|register|sign up|enrol|subscribe/iu,
    brief:
      /سجل|تسجيل|اشتراك|اشترك|قبول|التحاق|دورة|كورس|register|sign up|enrol|subscri|admission|course|class/iu,
  },
  { line: /منيو|المنيو|menu/iu, brief: /منيو|menu|وجب|أكل|اكل|مطعم|food|dish|restaurant/iu },
  {
    line: /الموديلات|موديل|المواصفات|models|specs/iu,
    brief: /موديل|مواصفات|model|spec|جهاز|أجهزة|اجهزة|سيارة|device|phone|laptop|car/iu,
  },
  { line: /(?:^|[^\p{L}])(?:ال)?خدمات|خدماتنا|services/iu, brief: /خدمة|خدمات|service/iu },
];

// "ما في حجز", "no booking needed", "بدون موعد": a brief that names an action to say it does not offer it.
const NEGATION_BEFORE =
  /(?:^|[^\p{L}])(?:ما|مافي|ما فيه|ما في|مافيه|بدون|بلا|من غير|دون|لا|مش|مو|مب|no|without|not|never|zero)(?:\s+\S+)?\s*$/iu;

function offers(brief: string, cue: RegExp): boolean {
  const global = new RegExp(cue.source, cue.flags.includes('g') ? cue.flags : `${cue.flags}g`);
  for (const m of brief.matchAll(global))
    if (!NEGATION_BEFORE.test(brief.slice(Math.max(0, m.index - 24), m.index))) return true;
  return false;
}

function unsupportedAction(c: Context, text: string): boolean {
  const brief = `${c.brief.description} ${c.brief.call_to_action ?? ''} ${c.brief.brand?.description ?? ''}`;
  return ACTIONS.some((a) => a.line.test(text) && !offers(brief, a.brief));
}

/**
 * The next line of a list for this variant: filled, not given to another variant of the answer, without an
 * excluded keyword, and not making a word appear a third time (the product's name at most twice).
 */
/** The claim classes of a bank line as written (its slots hold the brief's own words), computed once. */
const CLAIMS_OF_LINE = new Map<string, ReturnType<typeof claimsIn>>();
function lineClaims(template: string): ReturnType<typeof claimsIn> {
  let claims = CLAIMS_OF_LINE.get(template);
  if (!claims) CLAIMS_OF_LINE.set(template, (claims = claimsIn(template.replace(/\{\w+\}/gu, ' '))));
  return claims;
}

const QA_FRAME = /^[^{}]*[؟?]\s*\{\w+\}[.\s]*$/u;

/** Whether a bank line as written carries its variety's marker, computed once. */
const MARKED_LINE = new Map<string, boolean>();
function marked(dialect: CopyDialect, template: string): boolean {
  const key = `${dialect}\u0000${template}`;
  let value = MARKED_LINE.get(key);
  if (value === undefined)
    MARKED_LINE.set(key, (value = hasOwnMarker(dialect, template.replace(/\{\w+\}/gu, ' '))));
  return value;
}

/**
 * The next line of a list for this variant: filled, not given to another variant of the answer, making no claim
 * the brief does not make, without an excluded keyword or a word the kind never says, and not making a word
 * appear a third time (the product's name at most twice). Lines in the variety's own words come first.
 */
function take(
  c: Context,
  list: readonly Addressed[],
  s: number,
  sofar: string,
  extra: Values = {},
  bodyLine = Object.keys(extra).length > 0,
): string | null {
  // A price or a discount that is for one thing only is said with that thing, never as the whole offer's; a
  // discount's thing ("أول طلب", "weekday bookings") is what it is "on", so those frames come first.
  const named = extra.product ? list.filter((l) => form(c, l).includes('{product}')) : list;
  const onThing =
    extra.discount && extra.product
      ? named.filter((l) => /(?:على|ع|عـ|on|off|for)\s\{product\}/u.test(form(c, l)))
      : [];
  // A fact of its own (a place, hours, a date) says the thing again only when it has not been said yet.
  const saidThing = Boolean(c.values.product && sofar.includes(c.values.product));
  const ordered = onThing.length
    ? onThing
    : !extra.product && saidThing && bodyLine
      ? [
          ...named.filter((l) => !form(c, l).includes('{product}')),
          ...named.filter((l) => form(c, l).includes('{product}')),
        ]
      : named;
  // A fact or an invitation said in the variety's own words carries the dialect into the body: those come first.
  const passes = c.dialect && bodyLine ? [true, false] : [false];
  // A line no other variant said comes before a line in the variety's words that another variant said.
  for (const fresh of [true, false])
    for (const wantMarker of passes) {
      for (let k = 0; k < ordered.length; k++) {
        const raw = extra.product
          ? ordered[(k + (s % Math.max(1, ordered.length))) % ordered.length]!
          : pick(ordered, s + k);
        const template = form(c, raw);
        // "وش السعر؟ 199 ريال": a question the line answers with the slot reads as a form, not as copy.
        if (QA_FRAME.test(template)) continue;
        if (wantMarker && !marked(c.dialect!, template)) continue;
        const key = JSON.stringify(raw);
        if (fresh && c.used.has(key)) continue;
        if (lineClaims(template).some((k) => !c.model.claims.includes(k))) continue;
        const text = fill(c, raw, extra);
        if (!text) continue;
        const plain = normalizeForMatch(text);
        if (c.excludedPlain.some((x) => plain.includes(x)) || c.forbiddenPlain.some((w) => plain.includes(w)))
          continue;
        if (repeatedWords(`${sofar} ${text}`, c.fixed).length > repeatedWords(sofar, c.fixed).length)
          continue;
        if (
          countOf(`${sofar} ${text}`, c.values.product) > 2 ||
          countOf(`${sofar} ${text}`, c.values.brand) > 2
        )
          continue;
        if (!fresh && sofar.includes(text)) continue;
        if (c.cta && c.cta.length > 3 && text.includes(c.cta)) continue;
        if (unsupportedAction(c, text)) continue;
        // Nor one that would paste a run of the brief's own words (only a slot can bring them).
        if (template.includes('{') && longestBriefRun(c.brief.description, text).length >= MAX_BRIEF_RUN)
          continue;
        c.used.add(key);
        return endSentence(text);
      }
    }
  return null;
}

const DETAIL_ROLES: FactRole[] = [
  'event_date',
  'deadline',
  'handover',
  'hours',
  'duration',
  'count',
  'location',
  'delivery',
];

/** One sentence per fact, in the order a reader needs them: what the offer is, then when, where and how much. */
interface FactLine {
  role: FactRole | 'feature' | PieceRole;
  render: (c: Context, s: number, sofar: string) => string | null;
  short?: (c: Context, s: number) => string | null;
  /** The brief's fact it says (frame lines). */
  fact?: Fact;
  /** The brief's clause it quotes, by its place in the brief (quoted lines, decision 023). */
  at?: number;
  /** Said in every variant (the offer and its conditions). */
  must?: boolean;
}

function factLines(model: BriefModel): FactLine[] {
  const first = (role: FactRole) => model.facts.find((f) => f.role === role)?.text ?? null;
  const all = (role: FactRole) => model.facts.filter((f) => f.role === role);
  const out: FactLine[] = [];
  const old = first('old_price');
  const discount = first('discount');
  const freeDelivery = Boolean(first('free_delivery'));
  const line = (
    role: FactLine['role'],
    list: keyof TruthBank['frames'],
    extra: Values,
    short?: keyof TruthBank['frames'],
  ): FactLine => ({
    role,
    render: (c, s, sofar) => take(c, c.bank.frames[list], s, sofar, extra),
    short: short
      ? (c, s) => {
          const frames = c.bank.frames[short];
          const named = (l: Addressed) => form(c, l).includes('{product}');
          // The thing the fact is for, when it has one; no frame that would name another thing when it has none.
          const own = extra.product
            ? frames.filter(named)
            : Object.hasOwn(extra, 'product')
              ? frames.filter((l) => !named(l))
              : frames;
          const list = own.length ? own : frames;
          const markedFrames = c.dialect ? list.filter((l) => marked(c.dialect!, form(c, l))) : [];
          return fill(c, pick(markedFrames.length ? markedFrames : list, s), extra);
        }
      : undefined,
  });
  const seen = new Set<FactRole>();
  // A second price that does not say what it is for would read as the offer's: it is left out.
  const unnamedSecondPrice = (f: Fact) =>
    !f.about &&
    all('price').length + all('from_price').length > 1 &&
    f !== model.facts.find((x) => x.role === 'price' || x.role === 'from_price');
  const byRole = (f: Fact) => {
    switch (f.role) {
      case 'discount':
        return line('discount', 'discount', { discount: f.text, product: f.about ?? null }, 'short_discount');
      case 'price':
        if (unnamedSecondPrice(f)) return null;
        return old && !seen.has('old_price')
          ? (seen.add('old_price'),
            line(
              'price',
              'price_was',
              { price: f.text, old_price: old, product: f.about ?? null },
              'short_price',
            ))
          : line('price', 'price', { price: f.text, product: f.about ?? null }, 'short_price');
      case 'from_price':
        if (unnamedSecondPrice(f)) return null;
        return line(
          'from_price',
          'from_price',
          { price: f.text, product: f.about ?? null },
          'short_from_price',
        );
      case 'coupon':
        return line('coupon', 'coupon', { coupon: f.text, discount });
      case 'down_payment':
        return line('down_payment', 'down_payment', { amount: f.text });
      case 'instalment': {
        const duration = first('duration');
        return line('instalment', 'instalments', { amount: f.text, duration });
      }
      case 'donation':
        return line('donation', 'donation', { amount: f.text });
      case 'free_entry':
        return line('free_entry', 'free_entry', { date: first('event_date') });
      case 'free_delivery':
        return first('min_order') ? null : line('free_delivery', 'free_delivery', {});
      case 'min_order':
        return freeDelivery &&
          /[^\s0-9٠-٩.,٬٫]/u.test(f.text.replace(/[0-9٠-٩.,٬٫\s]/gu, '')) &&
          !/meal|وجب|قطع|piece|item/iu.test(f.text)
          ? line('min_order', 'free_delivery_over', { amount: f.text })
          : line('min_order', 'min_order', { amount: f.text });
      case 'event_date':
        return line('event_date', 'event_date', { date: f.text }, 'short_date');
      case 'deadline':
        return line('deadline', 'deadline', { deadline: f.text });
      case 'handover':
        return line('handover', 'handover', { date: f.text });
      case 'hours':
        return line('hours', 'hours', { hours: f.text });
      case 'duration':
        return first('instalment') ? null : line('duration', 'duration', { duration: f.text });
      case 'count':
        return line('count', 'count', { count: f.text });
      case 'location':
        return line('location', 'location', { place: f.text });
      case 'delivery':
        return line('delivery', 'delivery', { delivery: f.text });
      default:
        return null;
    }
  };
  const MONEY_ROLES: FactRole[] = ['price', 'from_price'];
  const moneyFirst = model.facts
    .filter((f) => MONEY_ROLES.includes(f.role))
    .sort((a, b) => (a.at ?? 0) - (b.at ?? 0))[0]?.role;
  const roles = [...OFFER_ROLES];
  // The sum the brief names first leads ("Hot desks from SAR 750/month" before "rooms SAR 120/hr").
  if (moneyFirst === 'from_price') {
    roles.splice(roles.indexOf('from_price'), 1);
    roles.splice(1, 0, 'from_price');
  }
  for (const role of [...roles, ...DETAIL_ROLES])
    for (const f of all(role).slice(0, role === 'count' ? 2 : 1)) {
      if (seen.has(f.role) && f.role !== 'count') continue;
      const l = byRole(f);
      seen.add(f.role);
      if (l) out.push({ ...l, fact: f });
    }
  // An old price with no new one says nothing alone.
  for (const feature of model.features.slice(0, 2)) out.push(line('feature', 'feature', { feature }));
  if (model.kind.kind === 'charity' && !first('donation'))
    out.push({ role: 'donation', render: (c, s, sofar) => take(c, c.bank.frames.donation_open, s, sofar) });
  return out;
}

/** What joins a quoted clause to the one before it in the brief, so that two never read as the brief pasted. */
const ALSO: Record<string, readonly string[]> = {
  saudi: ['وترى', 'وكمان'],
  emirati: ['ومب بس كذا،', 'وكمان'],
  gulf: ['وترا', 'وكمان'],
  egyptian: ['وكمان', 'وبرضه'],
  levantine: ['وكمان', 'وعلى فكرة،'],
  iraqi: ['وهم', 'وترة'],
  classical: ['وكذلك', 'وإضافةً إلى ذلك،'],
  none: ['Plus,', 'Also,', 'And'],
};
/** What joins a condition to its offer. */
const BUT: Record<string, string> = {
  saudi: 'بس',
  emirati: 'بس',
  gulf: 'بس',
  egyptian: 'بس',
  levantine: 'بس',
  iraqi: 'بس',
  classical: 'علماً بأنّ',
  none: 'Note:',
};
const STARTS_AS_CONDITION =
  /^(?:بس|فقط|لكن|بشرط|شرط|علما|علماً|only|but|note|not valid|excluding|except)(?![\p{L}])/iu;

/** The lines that may open a variant: what names the business, the thing sold or the offer. */
const OPENING_ROLES: readonly string[] = ['intro', 'subject', 'offer', 'feature', ...OFFER_ROLES];
/** A line that limits or denies ("وما يسترد", "not valid on…", "المقاعد محدودة"): no "and also" before it. */
const NOT_AN_ADDITION =
  /(?:^|[^\p{L}])(?:ما|مو|مش|مب|لا|ليس|غير|بس|فقط|محدود|محدودة|تخلص|قاعدة تخلص|not|non|no|only|limited|except|excluding)(?![\p{L}])/iu;
const SAYS_ONLY = /(?:^|[^\p{L}])(?:بس|فقط|only|just)(?![\p{L}])/iu;

function variety(c: Context): string {
  return c.arabic ? (c.brief.dialect as string) : 'none';
}

/** A quoted clause that follows its neighbour of the brief starts with a joining word (the n-th of the variant). */
function joined(c: Context, text: string, n = 0): string {
  const words = ALSO[variety(c)]!;
  const word = words[n % words.length]!;
  if (c.arabic) return `${word} ${text}`;
  // "Plus, weekday events…" but "Plus, Nissan Patrol…": a word the brief writes in lower case elsewhere is lowered.
  const first = /^[A-Z][a-z]+/u.exec(text)?.[0];
  const lower =
    first && new RegExp(`(?<![\\p{L}])${first.toLowerCase()}(?![\\p{L}])`, 'u').test(c.brief.description);
  return `${word} ${lower ? first!.toLowerCase() + text.slice(first!.length) : text}`;
}

/** Whether a clause uses words of another variety than the copy's. */
function foreignIn(c: Context, text: string): boolean {
  if (!c.arabic || c.brief.dialect === 'none') return false;
  // The quality guard's foreign markers, without the rest of its reading.
  return usesForeignMarker(c.brief.dialect as CopyDialect, text);
}

const SPOKEN: readonly CopyDialect[] = ['saudi', 'emirati', 'gulf', 'egyptian', 'levantine', 'iraqi'];
const IN_VARIETY = new Map<string, string | null>();

/**
 * A clause of the brief as the copy's variety says it: as written when it uses no other variety's words, else with
 * the words of the variety it is written in turned into the copy's (the brief's «عايزين» is «تبون» in Saudi copy);
 * null when that still leaves another variety's words.
 */
function inVariety(c: Context, text: string): string | null {
  if (!c.arabic) return text;
  const target = c.brief.dialect as CopyDialect;
  // A clause in standard Arabic stays as written: a word-for-word swap of standard words reads wrong (حتى is
  // "until", "even" and "so that"; a variety says each otherwise).
  if (!foreignIn(c, text)) return text;
  const key = `${target}\u0000${text}`;
  if (IN_VARIETY.has(key)) return IN_VARIETY.get(key)!;
  let out: string | null = null;
  for (const source of SPOKEN) {
    if (source === target || !hasOwnMarker(source, text)) continue;
    const converted = convertDialect(text, source, target);
    if (!foreignIn(c, converted)) {
      out = converted;
      break;
    }
  }
  // Keyed by partners' text: bounded, so that a long-running worker does not grow with every brief it reads.
  if (IN_VARIETY.size >= 2000) IN_VARIETY.clear();
  IN_VARIETY.set(key, out);
  return out;
}

/** The clause that carries a contact with its own channel word ("للمعاينة اتصلوا 037654321"). */
function contactPiece(c: Context, value: string): Piece | null {
  const channel = c.model.contacts.find((k) => k.value === value)?.channel;
  return (
    c.pieces.find(
      (p) =>
        p.role === 'contact' &&
        p.text.includes(value) &&
        channel !== undefined &&
        (channel === 'website' || CHANNEL_WORDS[channel]!.test(p.text.split(value)[0]!)) &&
        !foreignIn(c, p.text),
    ) ?? null
  );
}

const CURRENCY_PLURAL: Record<string, string> = {
  ريال: 'ريالات',
  درهم: 'دراهم',
  دينار: 'دنانير',
  جنيه: 'جنيهات',
};

/**
 * Standard Arabic counts its currency as grammar asks (a reader of MSA copy threw away "95 ريال"): 3 to 10 take the
 * plural ("5 دنانير"), 11 to 99 the accusative singular ("95 ريالًا"); other numbers keep the singular. The number
 * itself is never touched.
 */
export function countedNoun(text: string): string {
  return text.replace(
    /(?<![\d.,٫])(\d{1,2})(\s+)(ريال|درهم|دينار|جنيه)(?![\p{L}\u064B-\u0652])/gu,
    (whole, n: string, space: string, noun: string) => {
      const k = Number(n);
      if (k >= 3 && k <= 10) return `${n}${space}${CURRENCY_PLURAL[noun]!}`;
      if (k >= 11 && k <= 99) return `${n}${space}${noun}ًا`;
      return whole;
    },
  );
}

/** The intro clause (the one that names the business), when the brief has one the copy can say. */
function introPiece(c: Context): Piece | null {
  return c.pieces.find((p) => p.role === 'intro' && !foreignIn(c, p.text)) ?? null;
}

/**
 * The lines of a variant's facts (decision 023): the brief's own clauses, each whole, when the brief is written in
 * the copy's language; a fact no quotable clause says is said through the variety's frames, as before.
 */
function linesOf(c: Context): FactLine[] {
  const frames = factLines(c.model);
  if (c.pieces.length === 0) return frames;
  const usable = c.pieces.filter((p) => !['intro', 'contact'].includes(p.role) && !foreignIn(c, p.text));
  const intro = introPiece(c);
  const contacts = c.model.contacts
    .map((k) => contactPiece(c, k.value))
    .filter((p): p is Piece => p !== null);
  const said = [...usable, ...(intro ? [intro] : []), ...contacts];
  const quoted = (p: Piece, said = p.text): FactLine => {
    // An English clause said as a line of its own starts with a capital ("min 10 employees" → "Min 10 employees").
    const text = c.arabic
      ? c.brief.dialect === 'classical'
        ? countedNoun(said)
        : said
      : said.replace(/^([a-z])/u, (ch) => ch.toUpperCase());
    const line = endSentence(text);
    return {
      role: p.role,
      at: p.at,
      must: p.role === 'offer' || p.role === 'condition' || p.role === 'subject',
      render: () => line,
      short: () => (text.length <= 70 ? endSentence(text) : null),
    };
  };
  const offers = usable.filter((p) => p.role === 'offer').sort((a, b) => a.at - b.at);
  const conditions = usable.filter((p) => p.role === 'condition');
  const out: FactLine[] = [];
  const attached = new Set<Piece>();
  for (const offer of offers) {
    const condition = conditions.find((k) => k.at === offer.at + 1);
    if (condition && offer.words + condition.words <= 18) {
      attached.add(condition);
      // "الرسوم 750، بس المقاعد 12 بس": a condition that says its own "only" gets no second one.
      const but =
        STARTS_AS_CONDITION.test(condition.text) || SAYS_ONLY.test(condition.text)
          ? ''
          : `${BUT[variety(c)]} `;
      out.push({
        ...quoted(offer, `${offer.text}${c.arabic ? '،' : ','} ${but}${condition.text}`),
        at: condition.at,
      });
    } else out.push(quoted(offer));
  }
  // A fact no clause says (its clause was too long, or in another variety's words) keeps its frame.
  const unsaid = frames.filter(
    (l) => l.fact && !said.some((p) => p.text.includes(l.fact!.text)) && l.role !== 'feature',
  );
  out.push(...unsaid.map((l) => ({ ...l, must: OFFER_ROLES.includes(l.role as FactRole) })));
  for (const p of conditions) if (!attached.has(p)) out.push(quoted(p));
  const rest = usable
    .filter((p) => p.role !== 'offer' && p.role !== 'condition')
    .sort((a, b) => b.weight - a.weight || a.at - b.at);
  out.push(...rest.map((p) => quoted(p)));
  if (c.model.kind.kind === 'charity' && !c.model.facts.some((f) => f.role === 'donation'))
    out.push({
      role: 'donation',
      render: (cc, s, sofar) => take(cc, cc.bank.frames.donation_open, s, sofar),
    });
  return out;
}

function contactLines(c: Context, s: number, sofar: string): string[] {
  const lines: string[] = [];
  for (const contact of c.model.contacts) {
    // A contact the copy has already given (inside a line of the brief) is not given twice.
    if (sofar.includes(contact.value)) continue;
    const own = contactPiece(c, contact.value);
    if (own) {
      lines.push(endSentence(own.text));
      continue;
    }
    const list =
      contact.channel === 'phone'
        ? c.bank.frames.contact_phone
        : contact.channel === 'whatsapp'
          ? c.bank.frames.contact_whatsapp
          : contact.channel === 'social'
            ? c.bank.frames.contact_social
            : contact.channel === 'website'
              ? c.bank.frames.contact_website
              : null;
    const text = list
      ? take(c, list, s, `${sofar} ${lines.join(' ')}`, { contact: contact.value })
      : `✉️ ${contact.value}`;
    if (text) lines.push(text);
  }
  return lines;
}

/**
 * Whether the reader can do what a call asks: a call to a channel ("كلّمنا", "Get in touch") needs one, given by the
 * brief or by the platform itself (a post is answered in its messages; a page, a subject line or a search ad is not).
 */
function canReach(c: Context, call: string): boolean {
  const answered = !c.shape.bullets && !c.shape.oneLine;
  return answered || c.model.contacts.length > 0 || !CHANNEL_CALL.test(call);
}

/** The calls that fit what the reader can do here, the action first (decision 024). */
const FITTING = new WeakMap<Context, string[]>();
function fittingCalls(c: Context): string[] {
  let list = FITTING.get(c);
  if (!list) FITTING.set(c, (list = fittingCalls_(c)));
  return list;
}

function fittingCalls_(c: Context): string[] {
  const calls = CALLS[c.arabic ? c.brief.dialect : 'english'] ?? CALLS.classical!;
  const actions: CallAction[] = [];
  if (c.brief.platform === 'app_store_listing') actions.push('download');
  if (c.brief.platform === 'ecommerce_product_page') actions.push('order');
  const brief = `${c.brief.description} ${c.brief.brand?.description ?? ''}`;
  // What the brief offers the reader to do, in this order (the ACTIONS rows of booking, registering, ordering).
  const cued = (
    [
      ['book', 0],
      ['register', 3],
      ['order', 2],
    ] as const
  ).find(([, k]) => offers(brief, ACTIONS[k]!.brief));
  if (!actions.length && cued) actions.push(cued[0]);
  const channels = new Set(c.model.contacts.map((k) => k.channel));
  if (channels.has('whatsapp')) actions.push('message');
  if (channels.has('phone')) actions.push('call');
  if (channels.has('website') && actions.length === 0) actions.push('website');
  if (channels.has('social') && actions.length === 0) actions.push('dm');
  return [...new Set(actions)].map((a) => calls[a][c.model.audience.address]);
}

function ctaFor(c: Context, s: number): string {
  if (c.brief.call_to_action) return c.brief.call_to_action;
  const fitting = fittingCalls(c);
  if (fitting.length) {
    // Each variant the next fitting call, while there are others.
    const call = fitting.find((l) => !c.used.has(`cta:${l}`)) ?? fitting[0]!;
    c.used.add(`cta:${call}`);
    return call;
  }
  // A tone other than friendly asks in its own words (the lexicon's, masculine: said when the reader is), when
  // they claim nothing the brief does not.
  if (c.tone !== 'friendly' && c.model.audience.address === 'm') {
    const own = toneWordsOf(c.lexicon, c.tone).cta.filter(
      (line) =>
        !lineClaims(line).some((k) => !c.model.claims.includes(k)) &&
        !c.forbidden.some((w) => containsKeyword(line, w)),
    );
    if (own.length) return pick(own, s);
  }
  // No channel given: no call to a channel ("كلّمنا" with no number to call).
  const reachable = (l: Addressed) =>
    !unsupportedAction(c, form(c, l)) && canReach(c, form(c, l)) && !outOfKind(c, form(c, l));
  const ctas = c.kind.ctas.filter(reachable);
  const general = c.bank.kinds.general.ctas.filter(reachable);
  const list = ctas.length ? ctas : general.length ? general : c.bank.kinds.general.ctas;
  // Each variant its own call, while the kind has calls enough.
  const fresh = list.filter((l) => !c.used.has(`cta:${form(c, l)}`));
  const call = form(c, pick(fresh.length ? fresh : list, s));
  c.used.add(`cta:${call}`);
  return call;
}

function keywordLine(c: Context, text: string): string {
  const missing = [...c.brief.required_keywords, ...c.brief.keywords].filter(
    (k) => !containsKeyword(text, k),
  );
  return missing.length === 0 ? '' : `${c.lexicon.keyword_lead} ${missing.join(c.arabic ? '، ' : ', ')}.`;
}

/** A part of a variant; `keep` orders what survives when the text must shrink (higher stays longer). */
interface Part {
  text: string;
  keep: number;
  /** The brief's clause it quotes, by its place in the brief. */
  at?: number;
  /** A shorter phrasing to try before the part is dropped. */
  short?: string | null;
}

/**
 * Fits the parts into max characters: shorter phrasings first (least kept first), then dropping the least kept
 * parts; a required keyword line is computed on what survives. Only a limit too small for the single most
 * important part clips it, between words.
 */
function fit(c: Context, parts: Part[], joiner: string, max: number, keywordsLast = true): string {
  let list = parts.filter((p) => p.text).map((p) => ({ ...p }));
  const render = (l: typeof list) => {
    const texts = l.map((p) => p.text);
    const keywords = keywordLine(c, texts.join(' '));
    if (keywords && keywordsLast) texts.push(keywords);
    else if (keywords) texts.splice(1, 0, keywords);
    return texts.join(joiner);
  };
  if (render(list).length <= max) return render(list);
  for (const p of [...list].sort((a, b) => a.keep - b.keep))
    if (p.short && p.short.length < p.text.length) {
      p.text = p.short;
      if (render(list).length <= max) return render(list);
    }
  while (list.length > 1) {
    const least = list.reduce((a, b) => (b.keep < a.keep ? b : a));
    list = list.filter((p) => p !== least);
    if (render(list).length <= max) return render(list);
  }
  return clipAtClause(render(list), max);
}

/**
 * Cut to `budget` where a clause ends, when that keeps at least half of it ("…بـ 4 مليون دينار، والكشف" loses
 * "والكشف", a clause cut inside); else at a word, as `clip`.
 */
function clipAtClause(text: string, budget: number): string {
  if (text.length <= budget) return text;
  const cut = text.slice(0, budget + 1);
  const end = Math.max(...[...cut.matchAll(/[،,.؛;!?؟](?=\s)/gu)].map((m) => m.index));
  const numbers = (t: string) => t.match(/[0-9٠-٩]+/gu)?.length ?? 0;
  // A cut that loses a number a cut at a word keeps (the price after the business's own clause) is no better.
  if (end < budget / 2 || numbers(text.slice(0, end)) < numbers(clip(text, budget)))
    return clip(text, budget);
  return asSentence(text.slice(0, end + 1));
}

/** A clause said as a sentence: its comma (or semicolon) becomes a full stop; a full stop, "!" or "?" stays. */
function asSentence(clause: string): string {
  const text = clause.replace(/[،,؛;]$/u, '').trimEnd();
  return /[.!?؟]$/u.test(text) ? text : `${text}.`;
}

const ANGLES = {
  ar: {
    facts: 'العرض بالتفاصيل',
    question: 'سؤال يفتح الحديث',
    invite: 'دعوة مباشرة',
    aida: 'انتباه ثم رغبة ثم فعل',
    pas: 'حاجة ثم حل',
    fab: 'ميزة ثم فائدة',
    story: 'حكاية قصيرة',
    headline: 'عنوان',
  },
  en: {
    facts: 'offer and details',
    question: 'opening question',
    invite: 'direct invitation',
    aida: 'attention, desire, action',
    pas: 'need, then answer',
    fab: 'feature to benefit',
    story: 'short story',
    headline: 'headline',
  },
} as const;

/**
 * Quoted clauses in an order where no clause follows its neighbour of the brief, where another order allows it
 * (the offer's clauses stay first).
 */
function spread(lines: FactLine[]): FactLine[] {
  const out: FactLine[] = [];
  const left = [...lines];
  while (left.length) {
    const last = out[out.length - 1]?.at;
    const group = left[0]!.must;
    const k = left.findIndex(
      (l) => l.must === group && (l.at === undefined || last === undefined || l.at !== last + 1),
    );
    out.push(...left.splice(k >= 0 ? k : 0, 1));
  }
  return out;
}

/** The facts a variant carries, in its order: the offer first in every variant; the details rotate. */
function orderedFacts(facts: FactLine[], i: number, all = false): FactLine[] {
  const ordered = orderedFacts_(facts, i, all);
  return ordered.some((f) => f.at !== undefined) ? spread(ordered) : ordered;
}

function orderedFacts_(facts: FactLine[], i: number, all = false): FactLine[] {
  if (facts.length <= 1) return facts;
  // Quoted clauses: the offer and its conditions in every variant, the details in turn.
  const musts = facts.filter((f) => f.must);
  const [lead, ...rest] = musts.length
    ? [musts, ...facts.filter((f) => !f.must)]
    : [[facts[0]!], ...facts.slice(1)];
  if (rest.length === 0) return lead!;
  if (all || rest.length <= 2) {
    const r = i % Math.max(1, rest.length);
    return [...lead!, ...rest.slice(r), ...rest.slice(0, r)];
  }
  // Each variant carries the offer and its own share of the details, so that no two read alike.
  const share = rest.filter((_, k) => k % 3 === i % 3 || (rest.length <= 4 && k % 2 === i % 2));
  return [...lead!, ...(share.length ? share : rest.slice(0, 1))];
}

function adCopy(c: Context, i: number, shift: number): CopyVariantDraft {
  const { brief, shape, model } = c;
  const s = c.seed + i * 7 + shift * 13;
  const cta = ctaFor(c, s + i);
  c.cta = cta;
  const facts = linesOf(c);
  const framework = brief.framework && brief.framework !== 'none' ? brief.framework : null;
  const plan = framework ?? (['facts', 'question', 'invite'] as const)[(i + shift) % 3]!;
  const angle =
    ANGLES[c.arabic ? 'ar' : 'en'][plan as keyof typeof ANGLES.ar] ?? ANGLES[c.arabic ? 'ar' : 'en'].facts;
  if (brief.platform === 'search_ads')
    return { content: searchAd(c, facts, i, s, cta), angle, call_to_action: cta };
  if (brief.platform === 'email_subject_line')
    return { content: subjectLine(c, facts, i + shift, c.seed), angle, call_to_action: brief.call_to_action };
  if (c.pieces.length) return quotedAd(c, facts, i, shift, cta, angle);

  let sofar = '';
  const say = (text: string | null) => {
    if (text) sofar += ` ${text}`;
    return text ?? '';
  };
  // A page's headline is said first, so that what follows does not say its words a third time.
  const leadShort = facts[0]?.short?.(c, s) ?? null;
  const pageHead = shape.bullets
    ? say(leadShort || fill(c, pick(c.bank.frames.short_product, s)) || c.values.product || '')
    : '';
  // The facts are chosen first, the lines around them after: when the name or the thing would be said a third
  // time, a hook or an introduction gives way, never a fact.
  const limit = shape.short ? 2 : shape.bullets ? 8 : 5;
  const ordered = orderedFacts(facts, i + shift, shape.bullets && i === 0).slice(0, limit);
  const factTexts = ordered.map((f, n) => ({
    text: say(f.render(c, s + n, sofar)),
    short: f.short?.(c, s + n) ?? null,
    lead: n === 0,
  }));
  const hook = say(take(c, c.kind.hooks, s, sofar));
  // The name with what it offers, when the brief says what that is (not the kind's stand-in noun).
  const intro =
    c.values.brand &&
    c.values.product &&
    c.values.product !== c.kind.noun &&
    !c.values.product.includes(c.values.brand) &&
    !c.values.brand.includes(c.values.product)
      ? say(take(c, c.bank.frames.brand_intro, s, sofar))
      : '';
  // The audience is addressed in the partner's own words only; an enum's label is carried by the address form.
  const audience =
    model.audience.text && (brief.specific_audience || brief.target_audience)
      ? say(take(c, c.bank.frames.audience, s, sofar, { audience: model.audience.text }))
      : '';
  const contacts = contactLines(c, s, sofar).map(say);
  const invitation = say(take(c, c.kind.invitations, s + 1, sofar, {}, true));
  // Whether the body (facts, contacts, audience) already speaks the variety; if not, the invitation or the reply
  // prompt that does is kept before lines that do not.
  const bodyMarked =
    !c.dialect ||
    [...factTexts.map((f) => f.text), audience, ...contacts].some((t) => t && hasOwnMarker(c.dialect!, t));
  const invitationMarked = Boolean(c.dialect && invitation && hasOwnMarker(c.dialect, invitation));
  const emoji = shape.emoji.length && !FORMAL_TONE.test(brief.tone) ? `${pick(shape.emoji, s)} ` : '';
  const tags = shape.hashtags
    ? [...brief.required_keywords, ...brief.keywords].slice(0, 5).map(hashtag).join(' ')
    : '';
  const facts_ = factTexts.map((f, n) => ({
    text: f.text,
    keep: f.lead ? 9 : 7 - Math.min(n, 3) * 0.5,
    short: f.short,
  }));
  let parts: Part[];
  if (shape.bullets) {
    // A page: a headline with the name or the offer, a sub-headline that invites, the facts as bullets, the call.
    parts = [
      { text: pageHead.replace(/[.]$/u, ''), keep: 10 },
      { text: (i + shift) % 3 === 1 && intro ? intro : hook, keep: 4 },
      ...facts_.map((f) => ({
        ...f,
        text: f.text ? `• ${f.text}` : '',
        short: f.short ? `• ${f.short}` : null,
      })),
      ...contacts.map((t) => ({ text: `• ${t}`, keep: 8 })),
      { text: audience, keep: 3 },
      { text: invitation, keep: 2 },
      { text: endSentence(cta), keep: 6 },
    ];
  } else if (brief.platform === 'short_video') {
    // A script: the hook as the first scene, a voice line per fact, the call to action on screen.
    parts = [
      { text: hook ? `🎬 ${hook}` : '', keep: 5 },
      ...facts_.map((f) => ({
        ...f,
        text: f.text ? `🎙️ ${f.text}` : '',
        short: f.short ? `🎙️ ${f.short}` : null,
      })),
      ...contacts.map((t) => ({ text: `🎙️ ${t}`, keep: 6 })),
      { text: invitation ? `🎙️ ${invitation}` : '', keep: 2 },
      { text: `${c.bank.on_screen} ${cta}`, keep: 8 },
      { text: tags, keep: 0 },
    ];
  } else {
    const opening = plan === 'invite' || plan === 'story' ? intro || hook : hook;
    const second = opening === hook ? intro : hook && plan === 'invite' ? '' : '';
    const reply = shape.replyPrompt ? take(c, c.bank.frames.reply_prompts, s + i, sofar, {}, true) : null;
    parts = [
      { text: opening ? `${emoji}${opening}` : '', keep: 5 },
      { text: second, keep: 1 },
      ...facts_,
      { text: audience, keep: 3 },
      ...contacts.map((t) => ({ text: t, keep: 6.5 })),
      // A short channel keeps its invitation only when it is what says the body in the variety's own words.
      {
        text: shape.short && (bodyMarked || !invitationMarked) ? '' : invitation,
        keep: !bodyMarked && invitationMarked ? 5.5 : 2,
      },
      { text: shape.callToAction ? endSentence(cta) : '', keep: 6 },
      {
        text: reply ?? '',
        keep:
          !bodyMarked && !invitationMarked && reply && c.dialect && hasOwnMarker(c.dialect, reply)
            ? 5.5
            : 1.5,
      },
      // Nothing in the body speaks the variety yet: a closing line of the variety's own (an invitation to write).
      {
        text:
          !bodyMarked && !invitationMarked && !(reply && c.dialect && hasOwnMarker(c.dialect, reply))
            ? (take(c, c.bank.frames.reply_prompts, s + 2, sofar, {}, true) ?? '')
            : '',
        keep: 5.4,
      },
      { text: tags, keep: 0 },
    ];
    if (plan === 'pas' || plan === 'question') parts = [parts[0]!, ...parts.slice(2)];
  }
  // A brand profile's name signs every variant that does not name it already.
  const brandName = brief.brand?.name;
  if (brandName && !parts.some((p) => p.text.includes(brandName)))
    parts.splice(parts.length - (shape.hashtags ? 1 : 0), 0, { text: `— ${brandName}`, keep: 5.8 });
  return {
    content: fit(c, unpasted(c, parts), '\n', brief.max_characters),
    angle,
    call_to_action: shape.callToAction || brief.call_to_action ? cta : null,
  };
}

/**
 * Two lines that would say a run of the brief's words across its clauses (the end of one clause, the start of
 * the next) are joined by a word of the copy's own, so that the copy quotes clauses and never pastes the brief.
 */
function unpasted(c: Context, parts: Part[]): Part[] {
  const brief = c.brief.description;
  const pastes = (a: string, b: string) =>
    Boolean(a && b) && longestBriefRun(brief, `${a} ${b}`).length >= MAX_BRIEF_RUN;
  const list = parts.map((p) => ({ ...p }));
  let prev = '';
  let n = 0;
  for (let k = 0; k < list.length; k++) {
    const p = list[k]!;
    if (!p.text) continue;
    if (prev && pastes(prev, p.text)) {
      // Another of the brief's lines that follows well is said first, where there is one.
      const q =
        p.at === undefined
          ? -1
          : list.findIndex(
              (x, j) =>
                j > k && x.text && x.at !== undefined && !pastes(prev, x.text) && !pastes(x.text, p.text),
            );
      if (q > k) {
        [list[k], list[q]] = [list[q]!, list[k]!];
        prev = list[k]!.text;
        continue;
      }
      const [, mark = '', body = p.text] =
        /^((?:• |🎙️ |\p{Extended_Pictographic}\uFE0F? )?)([\s\S]*)$/u.exec(p.text) ?? [];
      p.text = `${mark}${joined(c, body, n++)}`;
      p.short = null;
    }
    prev = p.text;
  }
  return list;
}

/**
 * A variant that quotes the brief (decision 023): the offer, its conditions and its dates in every variant, in the
 * brief's order (so that every clause keeps what it refers to), a share of the details, the contacts, and one
 * call at the end. Variants open differently: with the offer, with the sentence that names the business, or with
 * a question about the reader's need.
 */
function quotedAd(
  c: Context,
  facts: FactLine[],
  i: number,
  shift: number,
  cta: string,
  angle: string,
): CopyVariantDraft {
  const { brief, shape } = c;
  const s = c.seed + i * 7 + shift * 13;
  const intro = introPiece(c);
  const key = (l: FactLine) => l.role === 'when' || Boolean(l.must);
  const musts = facts.filter(key).slice(0, shape.short ? 3 : 5);
  const rest = facts.filter((l) => !key(l));
  const r = (i + shift) % Math.max(1, rest.length);
  const details = [...rest.slice(r), ...rest.slice(0, r)].slice(0, shape.short ? 1 : shape.bullets ? 5 : 3);
  let sofar = '';
  const say = (text: string | null) => {
    if (text) sofar += ` ${text}`;
    return text ?? '';
  };
  type Line = { text: string; at: number; keep: number; must?: boolean; role?: FactLine['role'] };
  const body: Line[] = [];
  // Later attempts (an answer whose variants came out alike) vary the lines themselves.
  const variation = shift >= 8 ? (shift % 4) + 1 : 0;
  if (intro && variation !== 1)
    body.push({ text: say(endSentence(intro.text)), at: intro.at, keep: 7.5, role: 'intro' });
  [...musts, ...details].forEach((l, n) => {
    const text = say(l.render(c, s + n, sofar));
    if (text)
      body.push({
        text,
        at: l.at ?? 99 + n,
        keep: key(l) ? 9 - n * 0.01 : 6 - n * 0.1,
        must: Boolean(l.must),
        role: l.role,
      });
  });
  body.sort((a, b) => a.at - b.at);
  if (variation === 2) body.reverse();
  if (variation === 3 && body.length > 1) body.pop();
  // A soft or luxurious tone gets a quiet emoji, never a flame or a gift box.
  const emoji =
    !shape.emoji.length || FORMAL_TONE.test(brief.tone)
      ? ''
      : SOFT_TONE.test(brief.tone)
        ? '✨ '
        : `${pick(shape.emoji, s)} `;
  // The opening: the lines keep the brief's order, so the copy says what is sold before its price (native readers
  // threw away "الكيلو بـ 280 ريال" and "الرسوم 750 ريال" said before the honey or the course, decision 024). The
  // first line that names something opens, never a condition or a date said before what it belongs to. No
  // question wrapped around a noun of the brief: readers found those clumsy or about another trade (decision 023).
  let opening = '';
  const offerAt = ((k) => (k >= 0 ? k : body.findIndex((l) => l.must)))(
    body.findIndex((l) => l.must && l.role === 'offer'),
  );
  const opens = body.findIndex((l) => l.role === undefined || OPENING_ROLES.includes(l.role));
  if (!shape.bullets && body.length) opening = body.splice(Math.max(0, opens), 1)[0]!.text;
  // A variant that never names the business names it first.
  const name = c.model.name;
  const nameLine =
    name && !shape.bullets && ![opening, ...body.map((l) => l.text)].some((t) => t.includes(name))
      ? name
      : '';
  // A page is headed by the sentence that names the business, its name, or else its offer (then not a bullet).
  let head = '';
  if (shape.bullets) {
    head = intro && intro.text.length <= 70 ? intro.text : (c.model.name ?? '');
    // Else what is sold ("عسل السدر الجبلي"), else the offer.
    const subjectAt = body.findIndex((l) => l.role === 'subject' && l.text.length <= 70);
    if (!head && body.length)
      head = body.splice(subjectAt >= 0 ? subjectAt : Math.max(0, offerAt), 1)[0]!.text;
    const bare = head.replace(/[.]$/u, '');
    for (let k = body.length - 1; k >= 0; k--)
      if (
        (intro && body[k]!.at === intro.at && head === intro.text) ||
        (body[k]!.text.startsWith(bare) && body[k]!.text.length <= bare.length + 3)
      )
        body.splice(k, 1);
  }
  const contacts = contactLines(c, s, sofar).map(say);
  // The body says the variety: a brief written in another register gets the variety's "and also" on a later line,
  // or, with no line left to carry it, an invitation in the variety's words.
  const marked = (t: string) => Boolean(t) && hasOwnMarker(c.dialect!, t);
  let invitation = '';
  if (
    c.dialect &&
    !body.some((l) => marked(l.text)) &&
    !contacts.some(marked) &&
    !(shape.bullets && marked(opening))
  ) {
    // On a line that adds something: "ومب بس كذا" before a non-refundable deposit reads as a perk, "وترى حمّل
    // التطبيق" as no sentence at all.
    const adds = (l: Line) =>
      l.role !== 'condition' &&
      l.role !== 'subject' &&
      l.role !== 'intro' &&
      !NOT_AN_ADDITION.test(l.text) &&
      !CALL_MADE.test(l.text.split(/\s/u)[0]!);
    // Readers of the sixth and seventh reads took "وكمان"/"وهم"/"ومب بس كذا" before a quoted line for filler with
    // nothing before it: the variety's nudge before the call says it instead; "and also" only where there is none.
    const k = hasOwnMarker(c.dialect, ALSO[c.dialect]![0]!) && !NUDGES[c.dialect] ? body.findIndex(adds) : -1;
    if (k >= 0) {
      body[k] = { ...body[k]!, text: joined(c, body[k]!.text, 0) };
    } else {
      const line = freshMarked(
        c,
        // A reply prompt only where one replies (chat); elsewhere an invitation.
        [
          c.kind.invitations,
          c.bank.kinds.general.invitations,
          ...(shape.replyPrompt ? [c.bank.frames.reply_prompts] : []),
        ],
        s + 1,
        sofar,
      );
      // Else a call of the kind in the variety's words, other than the closing one.
      const calls = [...c.kind.ctas, ...c.bank.kinds.general.ctas]
        .map((l) => form(c, l))
        .filter(
          (l) =>
            marked(l) && !l.includes(cta) && !cta.includes(l) && !unsupportedAction(c, l) && canReach(c, l),
        );
      const freshCalls = calls.filter((l) => !c.used.has(`cta:${l}`));
      const call_ = calls.length ? pick(freshCalls.length ? freshCalls : calls, s + i) : undefined;
      if (call_) c.used.add(`cta:${call_}`);
      // A nudge in the variety's words ("وش تنتظر؟") before a second call.
      const nudge = nudgeOf(c);
      invitation = nudge ? say(nudge) : line ? say(line) : call_ ? say(endSentence(call_)) : '';
    }
  }
  const chat = shape.replyPrompt;
  // In chat, the reader's own action when the brief gives one ("احجزي الحين"); a reply prompt only when replying is
  // all there is to do (the same prompt for every business is stock copy, decision 024).
  const close =
    chat && !brief.call_to_action && fittingCalls(c).length === 0
      ? (take(c, c.bank.frames.reply_prompts, s + i, sofar, {}, true) ?? endSentence(cta))
      : endSentence(cta);
  const tags = shape.hashtags
    ? [...brief.required_keywords, ...brief.keywords].slice(0, 5).map(hashtag).join(' ')
    : '';
  // A call the brief's own lines already make ("احجز دورك بالواتساب …") is not said again.
  const plainOf = (t: string) =>
    normalizeForMatch(t)
      .replace(/[^\p{L}\p{N}\s]/gu, '')
      .trim();
  const lines = [...body.map((l) => l.text), ...contacts, opening, invitation];
  const closeSaid =
    (plainOf(close).length > 0 && lines.some((t) => plainOf(t).includes(plainOf(close)))) ||
    // A line of the brief that already asks ("اتصل علينا على …", "Book via Instagram") is the call.
    (!brief.call_to_action && !chat && lines.some((t) => CALL_MADE.test(t))) ||
    // "الحجز عالواتساب 03123456" already says how: no "بعتولنا عالواتساب" after it.
    (!brief.call_to_action && contacts.length > 0 && CHANNEL_CALL.test(close));
  const call = closeSaid ? '' : close;
  let parts: Part[];
  if (shape.bullets) {
    parts = [
      { text: head.replace(/[.]$/u, ''), keep: 10 },
      { text: opening, keep: 4 },
      ...body.map((l) => ({ text: `• ${l.text}`, keep: l.keep, at: l.at })),
      ...contacts.map((t) => ({ text: `• ${t}`, keep: 8 })),
      { text: invitation, keep: 7 },
      { text: call, keep: 6 },
    ];
  } else if (brief.platform === 'short_video') {
    parts = [
      { text: nameLine ? `🎬 ${nameLine}` : '', keep: 6.1 },
      { text: opening ? `${nameLine ? '🎙️' : '🎬'} ${opening}` : '', keep: 6 },
      ...body.slice(0, 4).map((l) => ({ text: `🎙️ ${l.text}`, keep: l.keep, at: l.at })),
      ...contacts.map((t) => ({ text: `🎙️ ${t}`, keep: 6.5 })),
      { text: invitation ? `🎙️ ${invitation}` : '', keep: 7 },
      { text: `${c.bank.on_screen} ${cta}`, keep: 8 },
      { text: tags, keep: 0 },
    ];
  } else {
    parts = [
      { text: nameLine ? `${emoji}${nameLine}` : '', keep: 6.1 },
      { text: opening ? `${nameLine ? '' : emoji}${opening}` : '', keep: 6 },
      ...body.map((l) => ({ text: l.text, keep: l.keep, at: l.at })),
      ...contacts.map((t) => ({ text: t, keep: 6.5 })),
      { text: invitation, keep: 7 },
      { text: shape.callToAction || chat ? call : '', keep: 6 },
      { text: tags, keep: 0 },
    ];
  }
  // With no closing call (a line of the brief asks), the nudge goes before the line that asks, never after it.
  if (!call && invitation) {
    const at = parts.findIndex((p) => p.text === invitation || p.text === `🎙️ ${invitation}`);
    const asks = parts.findIndex((p) => p.text && CALL_MADE.test(p.text));
    if (at > asks && asks > 0) parts.splice(asks, 0, ...parts.splice(at, 1));
  }
  const brandName = brief.brand?.name;
  if (brandName && !parts.some((p) => p.text.includes(brandName)))
    parts.splice(parts.length - (shape.hashtags ? 1 : 0), 0, { text: `— ${brandName}`, keep: 5.8 });
  return {
    content: fit(c, parts, '\n', brief.max_characters),
    angle,
    call_to_action: shape.callToAction || brief.call_to_action ? cta : null,
  };
}

function searchAd(c: Context, facts: FactLine[], i: number, s: number, cta: string): string {
  // Quoted: the business's name heads the ad, or the thing its offer names; never a stock phrase.
  // Quoted: the business's name, or the brief's own short line that says what is sold or who sells it; never a
  // product read out of a sentence (readers found "يحصل الطلاب", "plans start" and "SaaS" as heads).
  const shortPiece = (role: PieceRole) =>
    c.pieces.find((p) => p.role === role && p.text.length <= SEARCH_HEADLINE && !foreignIn(c, p.text))
      ?.text ?? null;
  const quotedHeads = c.pieces.length
    ? [
        c.model.name,
        shortPiece('subject'),
        shortPiece('intro'),
        facts.find((f) => f.must)?.short?.(c, s) ?? null,
      ]
    : [];
  const heads = (
    c.pieces.length
      ? [...quotedHeads, cta]
      : [
          c.model.name ?? null,
          facts[0]?.short?.(c, s) ?? null,
          fill(c, pick(c.bank.frames.short_product, s + i)),
          c.values.product,
          cta,
        ]
  ).filter((h): h is string => Boolean(h) && h!.length <= SEARCH_HEADLINE);
  // A head that is only a call says nothing a searcher looks for: it heads the ad only when nothing else fits.
  const named = heads.filter((h) => h !== cta);
  if (named.length) heads.splice(0, heads.length, ...named);
  const head = (
    heads[i % Math.max(1, heads.length)] ?? clip(c.values.product ?? cta, SEARCH_HEADLINE)
  ).replace(/[.]$/u, '');
  const budget = Math.min(SEARCH_DESCRIPTION, c.brief.max_characters - head.length - 3);
  let sofar = head;
  const lines = orderedFacts(facts, i)
    .slice(0, 2)
    .map((f, n) => {
      const t = f.render(c, s + n, sofar);
      if (t) sofar += ` ${t}`;
      return { text: t ?? '', keep: n === 0 ? 9 : 5, short: f.short?.(c, s + n) ?? null, at: f.at };
    });
  const call = cta;
  // Lines that still do not say the variety get its nudge before the call ("شو تنتظر؟ اطلب الحين.").
  const nudge =
    c.dialect && !lines.some((l) => l.text && hasOwnMarker(c.dialect!, l.text)) ? (nudgeOf(c) ?? '') : '';
  const description = fit(
    c,
    // The head is on the same line: the description's first line is not the brief's next clause after it.
    unpasted(c, [
      { text: head, keep: 99 },
      ...lines,
      { text: nudge, keep: 5.5 },
      { text: endSentence(call), keep: 6 },
    ]).slice(1),
    ' ',
    Math.max(1, budget),
  );
  return `${head} | ${description}`;
}

/** A search ad within its limits: a head of at most 30 characters and a description of at most 90. */
function searchAdFits(content: string): boolean {
  const [head, description] = content.split(' | ');
  return head!.length <= SEARCH_HEADLINE && (description ?? '').length <= SEARCH_DESCRIPTION;
}

/**
 * A search ad's description ending with `call`: its last clauses give way, whole, until the call fits in the 90
 * characters, but never one that carries a number (the offer) and never the first; null when that leaves no room,
 * and the ad keeps its description as it was.
 */
function descriptionWithCall(description: string, call: string): string | null {
  const clauses = description.split(/(?<=[،,.؛;!?؟])\s+/u);
  for (let n = clauses.length; n >= 1; n--) {
    const text = `${asSentence(clauses.slice(0, n).join(' '))} ${call}`;
    if (text.length <= SEARCH_DESCRIPTION) return text;
    if (/[0-9٠-٩]/u.test(clauses[n - 1]!)) return null;
  }
  return null;
}

function withName(line: string | null, name: string | null | undefined): string | null {
  if (!line) return null;
  return name && !line.includes(name) ? `${line} | ${name}` : line;
}

/** A subject line: the offer or the main fact in its short form; the product's when the brief has no offer. */
function subjectLine(c: Context, facts: FactLine[], i: number, s: number): string {
  // Every subject line carries the offer or the main fact when the brief has one, each variant in other words:
  // the fact's short forms, with the name or with a call to action of the kind; in the variety's words first.
  const main = facts.find((f) => f.short);
  const name = c.values.brand;
  // Quoted clauses: each of the offer's clauses that fits is a subject line of its own.
  const quotedShorts = c.pieces.length
    ? facts
        .filter((f) => f.must && f.at !== undefined)
        .slice(0, 3)
        .map((f) => f.short!(c, s))
    : [];
  const shorts = quotedShorts.some(Boolean)
    ? quotedShorts
    : main
      ? [0, 1, 2, 3, 4].map((k) => main.short!(c, s + k))
      : [0, 1, 2, 3].map((k) => fill(c, pick(c.bank.frames.short_product, s + k)));
  const allowed = c.kind.ctas
    .map((l) => form(c, l))
    .filter(
      (l) =>
        !lineClaims(l).some((k) => !c.model.claims.includes(k)) &&
        !c.forbidden.some((w) => containsKeyword(l, w)) &&
        !unsupportedAction(c, l),
    );
  // No call in a subject line of quoted facts (readers: "a subject line cannot ask"); in a variety, its nudge says
  // the variety ("…، وش تنتظر؟"). Otherwise, the kind's calls in the variety's words first.
  const nudge = nudgeOf(c);
  const ctas = c.pieces.length
    ? nudge
      ? [nudge]
      : []
    : c.dialect
      ? [
          ...allowed.filter((l) => hasOwnMarker(c.dialect!, l)),
          ...allowed.filter((l) => !hasOwnMarker(c.dialect!, l)),
        ]
      : allowed;
  const options: string[] = [];
  const comma = c.arabic ? '،' : ' –';
  // Quoted: the business's name with its offer first ("Kettle & Crumb: BD 12 a month…"), then the sentence that
  // names the business, then the offer alone or with a call: a subject line says who writes and what they offer.
  const intro = c.pieces.length ? introPiece(c) : null;
  if (c.pieces.length)
    for (const short of shorts)
      if (short && name && !short.includes(name)) options.push(`${name}: ${short.replace(/[.]$/u, '')}`);
  for (const [k, short] of shorts.entries()) {
    if (!short) continue;
    const bare = short.replace(/[.]$/u, '');
    options.push(
      bare,
      withName(bare, name)!,
      `${bare}${comma} ${pick(ctas, s + k) ?? ''}`.replace(/(?:،| –)\s*$/u, '').trim(),
    );
    // Quoted: one clause, so each variant says it with another call.
    if (c.pieces.length)
      for (let j = 1; j < 4; j++)
        options.push(
          `${bare}${c.arabic ? '،' : ' –'} ${pick(ctas, s + k + j) ?? ''}`.replace(/[،–]\s*$/u, '').trim(),
        );
  }
  // The sentence that names the business, after its offer.
  if (intro && intro.text.length <= c.brief.max_characters)
    options.splice(Math.min(options.length, 3), 0, intro.text);
  if (!main) {
    const hook = take(c, c.kind.hooks, s, '');
    if (hook) options.push(hook.replace(/[.]$/u, ''));
  }
  const fits = [...new Set(options)].filter((o) => o.length <= c.brief.max_characters);
  const pool = fits.length ? fits : [...new Set(options)];
  const ranked = c.dialect
    ? [
        ...pool.filter((o) => hasOwnMarker(c.dialect!, o)),
        ...pool.filter((o) => !hasOwnMarker(c.dialect!, o)),
      ]
    : pool;
  // Arabic copy in Arabic script (a Latin name does not carry a line alone), and no line another variant said.
  const scripted = c.arabic ? ranked.filter((o) => (arabicShare(o) ?? 0) >= 0.5) : ranked;
  const usable = scripted.length ? scripted : ranked;
  const free = usable.filter((o) => !c.used.has(`subject:${o}`));
  const from = free.length ? free : usable;
  const chosen = from[i % Math.max(1, from.length)] ?? c.values.product ?? '';
  c.used.add(`subject:${chosen}`);
  return fit(
    c,
    [{ text: chosen, keep: 5, short: ranked.find((o) => o.length < chosen.length) ?? null }],
    ' ',
    c.brief.max_characters,
  );
}

function headline(c: Context, i: number): CopyVariantDraft {
  const s = c.seed + i * 3;
  const facts = linesOf(c);
  const options = [
    facts[0]?.short?.(c, s) ?? null,
    fill(c, pick(c.bank.frames.short_product, s + i)),
    facts[1]?.short?.(c, s) ?? null,
    c.model.name,
    take(c, c.kind.hooks, s, ''),
  ].filter((o): o is string => Boolean(o));
  const text = (options[i % Math.max(1, options.length)] ?? c.values.product ?? '').replace(/[.]$/u, '');
  return {
    content: fit(c, [{ text, keep: 5 }], ' ', c.brief.max_characters),
    angle: ANGLES[c.arabic ? 'ar' : 'en'].headline,
    call_to_action: c.brief.call_to_action,
  };
}

const SHOP_ADJECTIVE =
  /^(?:جديد|جديدة|عائلي|عائلية|نسائي|نسائية|رجالي|رجالية|شعبي|شعبية|فاخر|فاخرة|صغير|كبير|new|family|local|small)$/u;

/** What "مطعم مندي" sells: the words after the shop's noun, when the first is a kind's own term. */
function soldBy(product: string): string | null {
  const rest = product.split(/\s+/u).slice(1);
  if (rest.length === 0 || !isKindTerm(rest[0]!)) return null;
  const words = rest.slice(0, 3);
  while (words.length > 1 && SHOP_ADJECTIVE.test(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

const OFFER_CUT =
  /\s*(?:[:(،,]|(?<![\p{L}])(?:بخصم|وخصم|خصم|بتخفيض|تخفيض|مع خصم|with|يبدأ|تبدأ|يبدا|تبدا|ابتداء|ابتداءً|بدءاً|من|بـ|ب|بسعر|بأسعار|بس|فقط|starting|from|at|for|only|with|مع|لـ|ل)(?![\p{L}])|[0-9٠-٩$€£%٪])/u;
const DANGLING =
  /^(?:حتى|على|عالـ|في|من|لين|لحد|لغاية|إلى|الى|مع|و|أو|او|عن|بـ|ب|ل|لـ|to|up|for|on|of|at|with|and|or|the|a|an|from|per|only|just|in|into|by|via|is|are|ريال|درهم|دينار|جنيه|ليرة|دولار|ر\.س|د\.ك|د\.ب|ج\.م|SAR|AED|KWD|QAR|BHD|OMR|IQD|JOD|EGP|LBP|USD|SR|KD|JD|LE|Dhs?)$/iu;
const NOT_A_THING =
  /(?:^|\s)(?:خصم|تخفيض|تخفيضات|مجان\S*|ببلاش|بلاش|هدية|عرض|قسط|قسّط|قسطي|اطلب|احجز|سجل|سجّل|free|off|discount|save|get|buy|book|order|pay|sale)(?:\s|$)/iu;
const DISCOUNT_LEAD = /^(?:خصم|تخفيض|تخفيضات|عرض|discount|save|get)\b.*?(?:على|عالـ|ع|on|off)\s+(.+)$/iu;

/**
 * The thing the brief's first offer names, in its words ("تأمين شامل للسيارات", "منتجات العناية بالبشرة"): the
 * words before its price or after what its discount is on; two to five words, no number.
 */
function offerNoun(pieces: Piece[]): string | null {
  const offer = pieces.find((p) => p.role === 'offer');
  if (!offer) return null;
  const discounted = DISCOUNT_LEAD.exec(offer.text);
  const text = discounted ? discounted[1]! : offer.text;
  const head = text.split(OFFER_CUT)[0]!.trim();
  // Only a thing the offer prices: cut at its sum, with no word left hanging, and no verb or promise of its own.
  if (head.length === text.length) return null;
  const words = head.split(/\s+/u).filter(Boolean);
  while (words.length && DANGLING.test(words[words.length - 1]!)) words.pop();
  const noun = words.join(' ');
  if (words.length < 2 || words.length > 5 || /[0-9٠-٩]/u.test(noun) || NOT_A_THING.test(noun)) return null;
  return noun;
}

/** What a business offers in its own words, when a price names it ("برنامج الحج الاقتصادي", "تطعيمات القطط"). */
function offered(model: BriefModel): string | null {
  const about = model.facts.find((f) => (f.role === 'price' || f.role === 'from_price') && f.about)?.about;
  return about && about.includes(' ') && !/[0-9٠-٩+&]/u.test(about) ? about : null;
}

function contextFor(brief: CopyBrief, repair?: RepairHint): Context {
  const model = briefModel(brief);
  const arabic = brief.output_language === 'ar';
  const variety = arabic ? (brief.dialect as CopyDialect) : 'none';
  const bank = truthBankFor(variety);
  const pieces = briefPieces(brief, model);
  const toEnglish = !arabic && (arabicShare(brief.description) ?? 0) >= 0.5;
  // A brief the copy quotes speaks for itself: the kind's own lines only when the kind is clear; otherwise the
  // neutral lines, with the thing the brief's offer names (decision 023). English copy of an Arabic brief speaks
  // in the neutral lines too.
  const kind =
    bank.kinds[(pieces.length || toEnglish) && model.kind.confidence < 0.9 ? 'general' : model.kind.kind];
  const noun = pieces.length ? offerNoun(pieces) : null;
  // English: "wedding packages" mid-sentence, unless its first word is the business's name.
  const named =
    noun && !arabic && !(model.name ?? '').includes(noun.split(' ')[0]!) && !/\s\p{Lu}/u.test(noun)
      ? noun.replace(/^([A-Z])(?=[a-z])/u, (ch) => ch.toLowerCase())
      : noun;
  // "محمصة بُن الوادي", "شركة رحلات الهدى": a product phrase that names the business is the business; what it
  // offers is then said in the kind's own neutral noun ("القهوة", "رحلة العمرة").
  const business = model.product !== null && BUSINESS_NOUN.test(model.product);
  // "مطعم مندي", "محمصة قهوة مختصة": a shop's noun before what it sells; the thing sold is the product (a name after
  // the noun, "صالون لمسة جوري", stays the business's).
  const sold = business
    ? soldBy(model.name ? model.product!.split(model.name)[0]!.trim() : model.product!)
    : null;
  const context: Context = {
    brief,
    model,
    bank,
    kind,
    lexicon: phraseBankFor(variety),
    shape: PLATFORM_SHAPES[brief.platform],
    arabic,
    // A repair shifts every phrase choice, so a refused first attempt is not repeated.
    // The tone is part of the seed: another tone chooses other lines, not only other emoji.
    seed: seedOf(`${brief.description}\u0000${toneOf(brief.tone)}`) + (repair ? 1 : 0),
    used: new Set(),
    dialect: arabic && brief.dialect !== 'classical' ? (brief.dialect as CopyDialect) : null,
    tone: toneOf(brief.tone),
    fixed: new Set(),
    cta: null,
    pieces,
    toEnglish,
    forbidden: kind.forbidden.filter(
      (w) => !containsKeyword(`${brief.description} ${brief.brand?.description ?? ''}`, w),
    ),
    forbiddenPlain: [],
    excludedPlain: brief.excluded_keywords.filter(Boolean).map(normalizeForMatch),
    values: {
      // Quoted clauses: the thing the offer names, else the kind's own noun (a long span of the brief is no thing).
      product: named
        ? named
        : pieces.length
          ? kind.noun
          : sold
            ? sold
            : business
              ? (offered(model) ?? (model.kind.kind === 'general' ? model.product : kind.noun))
              : (model.product ?? kind.noun),
      brand: pieces.length ? model.name : business ? model.product : model.name,
      place: model.facts.find((f) => f.role === 'location')?.text ?? null,
      audience: model.audience.text,
    },
  };
  // The brief's clauses in the copy's variety (a clause that cannot be is said through the frames instead).
  context.pieces = pieces.flatMap((p) => {
    const text = inVariety(context, p.text);
    return text === null ? [] : [{ ...p, text }];
  });
  return context;
}

/**
 * The words every variant of this brief may share: the brief's facts and the thing and name as the composer says
 * them. The quality guard leaves them out of its twin and repetition counts (decision 022).
 */
export function composerFactWords(brief: CopyBrief): Set<string> {
  return fixedWords(contextFor(brief));
}

/**
 * The words every variant may share: the brief's facts, the clauses it quotes, the words that join them, and the
 * lines that give its contacts (a contact is a fact, said the way its channel is named).
 */
function fixedWords(c: Context): Set<string> {
  const joining = c.pieces.length ? [...ALSO[variety(c)]!, BUT[variety(c)]!, c.bank.on_screen] : [];
  const contacts = c.pieces.length
    ? [
        ...c.bank.frames.contact_phone,
        ...c.bank.frames.contact_whatsapp,
        ...c.bank.frames.contact_social,
        ...c.bank.frames.contact_website,
      ].map((l) => form(c, l).replace(/\{\w+\}/gu, ' '))
    : [];
  return factWords(c.brief, c.model, [
    c.values.product,
    c.values.brand,
    ...c.pieces.map((p) => p.text),
    ...joining,
    ...contacts,
    // The call of what the reader can do here is the same action in every variant, like a fact.
    ...(c.pieces.length ? fittingCalls(c) : []),
    ...(nudgeOf(c) ? [nudgeOf(c)!] : []),
  ]);
}

export function composeFromFacts(brief: CopyBrief, repair?: RepairHint): CopyVariantDraft[] {
  if (brief.type === 'dialect_conversion') {
    const content = convertDialect(
      brief.description,
      brief.source_dialect as CopyDialect,
      brief.dialect as CopyDialect,
    );
    return [{ content, angle: 'faithful_conversion', call_to_action: null }];
  }
  const c = contextFor(brief, repair);
  // The brief's clauses the copy quotes are its facts too: saying them is no twin and no tic (decision 023).
  const fixed = fixedWords(c);
  const shareFixed = c.dialect ? new Set([...fixed, ...ownMarkerWords(c.dialect)]) : fixed;
  c.cta = null;
  c.fixed = fixed;
  c.forbiddenPlain = c.forbidden.map(normalizeForMatch);
  const variants: CopyVariantDraft[] = [];
  for (let i = 0; i < brief.count; i++) {
    if (brief.type === 'headlines') {
      variants.push(headline(c, i));
      continue;
    }
    // A variant either guard would refuse is written again from other lines and another plan.
    let best: { draft: CopyVariantDraft; score: number; used: Set<string> } | null = null;
    const start = new Set(c.used);
    for (let shift = 0; shift < 8; shift++) {
      c.used = new Set(start);
      const draft = adCopy(c, i, shift);
      const quality = guardCopy(brief, [draft.content], fixed).findings.length;
      const truth = guardTruth(brief, [draft.content], c.model).findings.length;
      const share = Math.max(0, ...variants.map((v) => sharedWords(v.content, draft.content, shareFixed)));
      const duplicate = variants.some((v) => sameText(v.content, draft.content));
      const score =
        truth * 20 + quality * 10 + (duplicate ? 40 : 0) + (share > MAX_SHARED_WORDS ? 5 : 0) + share;
      if (!best || score < best.score) best = { draft, score, used: c.used };
      if (score <= MAX_SHARED_WORDS) break;
    }
    c.used = best!.used;
    // A limit so tight that only the offer fits can leave two variants alike: the offer's short forms with the
    // name or a call of the kind then tell them apart.
    if (
      brief.platform === 'email_subject_line' &&
      variants.some((v) => sameText(v.content, best!.draft.content))
    ) {
      const facts = linesOf(c);
      for (let k = 0; k < 12; k++) {
        const alt = subjectLine(c, facts, i + k, c.seed);
        if (alt && alt.length <= brief.max_characters && !variants.some((v) => sameText(v.content, alt))) {
          best!.draft = { ...best!.draft, content: alt };
          break;
        }
      }
    }
    let chosen = distinct(c, withMarker(c, best!.draft, i, variants), variants);
    // Still the same words as an earlier variant: other plans and lines until one differs (never a refusal).
    for (let shift = 8; shift < 32 && variants.some((v) => sameText(v.content, chosen.content)); shift++) {
      c.used = new Set(start);
      chosen = withMarker(c, adCopy(c, i, shift), i, variants);
    }
    variants.push(chosen);
  }
  return variants;
}

/**
 * A line in the variety's own words from the lists, one no other variant of the answer said first: filled, making
 * no claim the brief does not, asking for nothing the brief does not offer.
 */
function freshMarked(
  c: Context,
  lists: ReadonlyArray<readonly Addressed[]>,
  s: number,
  sofar: string,
): string | null {
  for (const fresh of [true, false])
    for (const list of lists)
      for (let k = 0; k < list.length; k++) {
        const raw = pick(list, s + k);
        const key = JSON.stringify(raw);
        if (fresh && c.used.has(key)) continue;
        const template = form(c, raw);
        if (lineClaims(template).some((x) => !c.model.claims.includes(x))) continue;
        const text = fill(c, raw);
        if (!text || !hasOwnMarker(c.dialect!, text) || unsupportedAction(c, text) || sofar.includes(text))
          continue;
        if (c.forbiddenPlain.some((w) => normalizeForMatch(text).includes(w)) || outOfKind(c, text)) continue;
        c.used.add(key);
        return endSentence(text);
      }
  return null;
}

/** A variant that would say what an earlier one said word for word ends with a call of its own instead. */
/**
 * A word the brief's own kind never says ("زورنا" for an app): the truth guard reads the kind of the brief, while a
 * quoted brief of uncertain kind takes the neutral lines, so lines chosen late are checked against the kind too.
 */
function outOfKind(c: Context, text: string): boolean {
  return (c.bank.kinds[c.model.kind.kind]?.forbidden ?? []).some(
    (w) => !containsKeyword(c.brief.description, w) && containsKeyword(text, w),
  );
}

/** Two variants the same as the checks see them (marks and spacing aside). */
function sameText(a: string, b: string): boolean {
  return normalizeForMatch(a.trim()) === normalizeForMatch(b.trim());
}

/** The variety's two-word nudge before a call ("وش تنتظر؟"), in the audience's address; none in English. */
function nudgeOf(c: Context): string | undefined {
  return c.dialect ? NUDGES[c.dialect]?.[c.model.audience.address] : undefined;
}

function distinct(c: Context, draft: CopyVariantDraft, sofar: CopyVariantDraft[]): CopyVariantDraft {
  if (!sofar.some((v) => sameText(v.content, draft.content))) return draft;
  const calls = [...c.kind.ctas, ...c.bank.kinds.general.ctas]
    .map((l) => form(c, l))
    .filter(
      (l) =>
        !unsupportedAction(c, l) &&
        !lineClaims(l).some((k) => !c.model.claims.includes(k)) &&
        !c.forbidden.some((w) => containsKeyword(l, w)) &&
        !outOfKind(c, l),
    );
  const reachable = calls.filter((l) => canReach(c, l));
  const own = draft.call_to_action;
  const fresh = (content: string) =>
    content.length <= c.brief.max_characters && !sofar.some((v) => sameText(v.content, content));
  const base = draft.content.split(/،\s(?=[^،]*$)/u)[0]!;
  // A search ad ends with its call: another call in its place.
  if (
    c.brief.platform === 'search_ads' &&
    !c.brief.call_to_action &&
    own &&
    draft.content.endsWith(endSentence(own))
  ) {
    const stem = draft.content.slice(0, -endSentence(own).length);
    for (const call of [...fittingCalls(c), ...reachable]) {
      const content = `${stem}${endSentence(call)}`;
      if (fresh(content) && searchAdFits(content)) return { ...draft, content, call_to_action: call };
    }
  }
  // A search ad never grows past its description's 90 characters: another head instead.
  if (c.brief.platform === 'search_ads') {
    const [head, rest] = draft.content.split(' | ');
    const heads = [c.model.name, ...c.pieces.map((p) => p.text), ...fittingCalls(c), ...calls].filter(
      (h): h is string => Boolean(h) && h!.length <= SEARCH_HEADLINE && h !== head,
    );
    for (const h of heads) {
      const content = `${h} | ${rest ?? ''}`;
      if (
        content.length <= c.brief.max_characters &&
        searchAdFits(content) &&
        !sofar.some((v) => sameText(v.content, content)) &&
        // The head's own words: the description the ad already quotes does not count against another head.
        longestBriefRun(c.brief.description, h).length < MAX_BRIEF_RUN
      )
        return { ...draft, content };
    }
    return draft;
  }
  if (c.shape.oneLine) {
    for (const call of calls)
      for (const content of [
        `${base}${c.arabic ? '،' : ' –'} ${call}`,
        `${draft.content}${c.arabic ? '،' : ' –'} ${call}`,
      ])
        if (fresh(content)) return { ...draft, content };
    return draft;
  }
  // Lines: another fitting call in place of this one's (never a second call after the first); else the first two
  // facts the other way round (a page headed by its offer, the business's sentence its first bullet); else another
  // opening mark; else another call of the kind.
  const recall = (list: string[]) => {
    if (!own || !draft.content.includes(own)) return null;
    for (const call of list) {
      const content = draft.content.split(own).join(call);
      if (call !== own && fresh(content)) return { ...draft, content, call_to_action: call };
    }
    return null;
  };
  // The partner's own call stays in every variant.
  const fitting = c.brief.call_to_action ? null : recall(fittingCalls(c));
  if (fitting) return fitting;
  const lines = draft.content.split('\n');
  const swapped = swapOpening(c, lines);
  if (swapped && fresh(swapped)) return { ...draft, content: swapped };
  for (const mark of c.brief.platform === 'short_video' ? [] : c.shape.emoji) {
    const first = lines[0]!.replace(/^\p{Extended_Pictographic}\uFE0F?\s/u, '');
    const content = [`${mark} ${first}`, ...lines.slice(1)].join('\n');
    if (fresh(content)) return { ...draft, content };
  }
  const other = c.brief.call_to_action ? null : recall(reachable);
  if (other) return other;
  // A page's bullets in another order (the first said last).
  const bullets = lines.flatMap((l, k) => (l.startsWith('• ') ? [k] : []));
  for (let r = 1; r < bullets.length; r++) {
    const order = [...bullets.slice(r), ...bullets.slice(0, r)].map((k) => lines[k]!);
    const next = [...lines];
    bullets.forEach((k, n) => (next[k] = order[n]!));
    if (fresh(next.join('\n'))) return { ...draft, content: next.join('\n') };
  }
  // The variety's nudge gives way to an invitation in the variety's words no other variant said.
  const nudge = nudgeOf(c);
  if (nudge && draft.content.includes(nudge)) {
    const line = freshMarked(
      c,
      [c.kind.invitations, c.bank.kinds.general.invitations],
      c.seed,
      draft.content,
    );
    const content = line ? draft.content.replace(nudge, line) : '';
    if (content && fresh(content)) return { ...draft, content };
    // Else the same lines without the nudge on a line of its own: it asks without urging first, rather than be
    // the same as another variant (a valid request refused) or ask the reader to use a channel the page lacks.
    const unurged = draft.content
      .split('\n')
      .filter((l) => l.trim() !== nudge)
      .join('\n');
    if (unurged !== draft.content && fresh(unurged) && (!c.dialect || hasOwnMarker(c.dialect, unurged)))
      return { ...draft, content: unurged };
  }
  // Last, rather than be the same as another variant (a valid request refused): a call to get in touch, though
  // the page names no channel.
  const any = c.brief.call_to_action ? null : recall(calls);
  if (any) return any;
  // A variant with no call of its own (its lines already ask) gets one rather than be the same as another.
  if (!own || !draft.content.includes(own))
    for (const call of [...fittingCalls(c), ...reachable]) {
      const content = `${draft.content}\n${endSentence(call)}`;
      if (!draft.content.includes(call) && fresh(content)) return { ...draft, content, call_to_action: call };
    }
  return draft;
}

// A line that is a bare price or fee ("الكيلو بـ 280 ريال", "The fee is…") does not open: it says what of nothing.
const BARE_PRICE = /^(?:ال)?(?:سعر|رسوم|كيلو|تكلفة|قيمة|مبلغ)|^(?:the )?(?:price|fee|fees|cost)\b/iu;

/** The first two lines the other way round, each keeping its own mark ("🎬", "• "), when both are the brief's. */
function swapOpening(c: Context, lines: string[]): string | null {
  const mark = /^((?:• |🎙️ |🎬 |\p{Extended_Pictographic}\uFE0F? )?)([\s\S]*)$/u;
  const [a, b] = [lines[0], lines[1]];
  if (a === undefined || b === undefined || a.startsWith('#') || b.startsWith('#')) return null;
  const [, ma = '', ta = ''] = mark.exec(a) ?? [];
  const [, mb = '', tb = ''] = mark.exec(b) ?? [];
  // A name alone does not become a bullet, nor a long sentence a page's head.
  if (BARE_PRICE.test(tb) || /^(?:و|and |plus)/iu.test(tb) || tb.length < 8 || ta.length < 20) return null;
  // Both lines the brief's own (never an invitation or a call brought to the top).
  const quoted = (t: string) => c.pieces.some((p) => t.includes(p.text));
  if (!quoted(ta) || !quoted(tb)) return null;
  if (ma === '' && mb === '• ' && tb.length > 70) return null;
  // A page's head has no final stop; a bullet has one.
  const head = (t: string) => (ma === '' && mb === '• ' ? t.replace(/[.]$/u, '') : t);
  const bullet = (t: string) => (ma === '' && mb === '• ' ? endSentence(t) : t);
  return [`${ma}${head(tb)}`, `${mb}${bullet(ta)}`, ...lines.slice(2)].join('\n');
}

/**
 * A variant whose lines are all the brief's own (a search ad, a subject line, a page of quoted facts) says its
 * variety through a call to action in the variety's words, added when it fits.
 */
function withMarker(
  c: Context,
  draft: CopyVariantDraft,
  i: number,
  sofar: CopyVariantDraft[],
): CopyVariantDraft {
  if (!c.dialect || hasOwnMarker(c.dialect, draft.content)) return draft;
  // The partner's own call stays: the variety's nudge goes before it.
  const nudge = nudgeOf(c);
  if (c.brief.call_to_action && !c.shape.oneLine && nudge) {
    const lines = draft.content.split('\n');
    const at = lines.findIndex((l) => l.includes(c.brief.call_to_action!));
    lines.splice(at >= 0 ? at : lines.length, 0, nudge);
    const content = lines.join('\n');
    if (content.length <= c.brief.max_characters) return { ...draft, content };
  }
  const calls = [...c.kind.ctas, ...c.bank.kinds.general.ctas]
    .map((l) => form(c, l))
    .filter(
      (l) =>
        hasOwnMarker(c.dialect!, l) &&
        !unsupportedAction(c, l) &&
        !lineClaims(l).some((k) => !c.model.claims.includes(k)) &&
        !c.forbidden.some((w) => containsKeyword(l, w)),
    );
  const fresh = calls.filter((l) => !sofar.some((v) => v.content.includes(l)));
  const list = fresh.length ? fresh : calls;
  for (let k = 0; k < list.length; k++) {
    const call = list[(i + k) % list.length]!;
    // A subject line's unmarked call gives way to the marked one (never two calls in a row).
    const subject =
      c.brief.platform === 'email_subject_line' ? draft.content.replace(/،\s[^،]*$/u, '') : draft.content;
    // Lines: the marked call takes the place of the unmarked one, never a second call after it.
    const own = draft.call_to_action;
    // A search ad's call goes at the end of its description, which stays within its 90 characters.
    const adWithCall = (): string | null => {
      const [head, description] = draft.content.split(' | ');
      const body = descriptionWithCall(description ?? '', endSentence(call));
      return body && `${head} | ${body}`;
    };
    const content =
      c.brief.platform === 'search_ads'
        ? adWithCall()
        : c.shape.oneLine
          ? `${subject}، ${call}`
          : own && draft.content.includes(own)
            ? draft.content.split(own).join(call)
            : `${draft.content}\n${endSentence(call)}`;
    const replaced = !c.shape.oneLine && Boolean(own && draft.content.includes(own));
    if (
      content &&
      content.length <= c.brief.max_characters &&
      !sofar.some((v) => sameText(v.content, content))
    )
      return { ...draft, content, call_to_action: replaced ? call : draft.call_to_action };
  }
  return draft;
}

/**
 * The local text provider: the facts composer (decision 023) writes the brief's facts in the partner's own words and
 * nothing the brief does not say. The slot composer it replaced (`local-composer.ts`) keeps its tests as a record.
 */
export function createLocalTextProvider(): TextProvider {
  return {
    name: 'local',
    engineVersion: 'local-facts-1',
    composeCopy: async (brief, repair) => composeFromFacts(brief, repair),
  };
}
