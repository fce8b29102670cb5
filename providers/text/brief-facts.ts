/** What a sentence of a brief says, for the composer to write it back in the dialect. */
export type FactKind = 'product' | 'offer' | 'delivery' | 'time' | 'place' | 'benefit' | 'action';

export interface Fact {
  kind: FactKind;
  /** The partner's words, without end punctuation: numbers, prices, names and URLs exactly as given. */
  text: string;
}

// An offer wins over a delivery promise ("free delivery over 100 SAR" is an offer); a price ("199 ريال بدل 299")
// is an offer too.
const RULES: Array<[Exclude<FactKind, 'product' | 'benefit'>, RegExp]> = [
  // The partner's own call ("visit us at…", "book today via…"): said as given, never wrapped in a frame.
  [
    'action',
    /^(?:زوروا|زورونا|زورينا|احجز|احجزي|احجزوا|اطلب|اطلبي|اطلبوا|تواصل|تواصلي|تواصلوا|سجل|سجّل|سجلي|حمّل|حمل|حملوا|اتصل|اتصلوا|visit|book|order|call|download|sign up|register|contact)\b/iu,
  ],
  [
    'offer',
    /\d[\d,.]*\s*(?:ريال|ر\.س|درهم|جنيه|دينار|ليرة|دولار|SAR|AED|EGP|KWD|QAR|BHD|OMR|IQD|USD|\$)|\$\d|بدل |بدلاً من|بدلا من|\binstead of\b|خصم|تخفيض|تخفيضات|عرض|عروض|مجان|هدية|هدايا|(?:^|\s)وفّ?ر|كوبون|%|٪|\bfree\b|\boff\b|discount|\bsale\b|\boffer|\bgift|\bsave\b|coupon|\bdeal/iu,
  ],
  ['delivery', /توصيل|شحن|نوصل|يوصل|توصّل|\bdeliver|\bshipping\b|\bships?\b/iu],
  [
    'time',
    /حتى |لغاية|ينتهي|تنتهي|خلال|لمدة|ساعات|ساعة|دقيقة|دقائق|اليوم فقط|نهاية الأسبوع|\buntil\b|\bends?\b|\bwithin\b|\bhours?\b|\bminutes?\b|today only|this week/iu,
  ],
  ['place', /^(?:في|بفرع|فرع|فروع|فروعنا|موقعنا|زورونا|located|visit us|find us|our (?:store|branch))/iu],
];

/** Sentences to facts: each sentence's kind; the first one that is none of the others names the product. */
export function briefFacts(sentences: string[]): Fact[] {
  let productSeen = false;
  return sentences.map((sentence, index) => {
    const text = sentence.replace(/[.!?؟…]+$/u, '').trim();
    const rule = RULES.find(([, pattern]) => pattern.test(text));
    // The first sentence names the product unless it is the offer or a call: "an app that delivers groceries
    // in 30 minutes" is the product, with a delivery promise in it.
    if (index === 0 && rule && rule[0] !== 'offer' && rule[0] !== 'action') {
      productSeen = true;
      return { kind: 'product', text };
    }
    if (rule) return { kind: rule[0], text };
    const kind: FactKind = productSeen ? 'benefit' : 'product';
    productSeen = true;
    return { kind, text };
  });
}

// Words that end a product's name: prepositions, adverbs of time and place, conjunctions.
const NAME_STOP =
  /^(?:في|من|على|عبر|مع|إلى|الى|عن|لل|ل|ب|كل|خلال|لمدة|حتى|بكود|يومياً|يوميا|الآن|اليوم|و|أو|بسعر|بأسعار|in|on|at|for|with|from|to|by|and|or|daily|every|now|today|that|which|—|-|:)$/iu;

// An offer or a number ends the name too: "عطور فاخرة بخصم 30%" names "عطور فاخرة".
const OFFER_WORD = /^(?:[وب]?(?:خصم|تخفيض|عرض|مجان|مجاناً|هدية)|بـ?|\p{N}.*|\d.*|%|off|free|discount|sale)$/iu;

const OFFER_LEAD = /^(?:عرض|عروض|خصم|تخفيض|تخفيضات|special|sale|discount|\d+%|\d+٪)$/iu;
const ON_WORD = /^(?:على|علي|لكل|on|for)$/iu;

/** A short name for what is sold: the product sentence's first words, up to a preposition or four words. */
export function productName(facts: Fact[]): string {
  const source = (facts.find((f) => f.kind === 'product') ?? facts[0])?.text ?? '';
  let words = source.split(/\s+/u).filter(Boolean);
  // "عرض خاص على القهوة المختصة" / "20% off our cold brew": what is on offer follows "on" or "for".
  if (OFFER_LEAD.test(words[0] ?? '')) {
    const on = words.findIndex((w) => ON_WORD.test(w));
    if (on >= 0 && on < words.length - 1) words = words.slice(on + 1);
  }
  const name: string[] = [];
  for (const word of words) {
    if (name.length >= 4 || (name.length > 0 && (NAME_STOP.test(word) || OFFER_WORD.test(word)))) break;
    name.push(word.replace(/[،,:;]+$/u, ''));
    // A word that ends a clause ends the name.
    if (/[،,:;]$/u.test(word)) break;
  }
  return name.join(' ');
}

// A sentence that opens with a verb or a particle cannot follow "we have …": it takes a frame that wraps
// any sentence.
const NOT_A_NOUN_PHRASE =
  /^(?:نقدم|نقدّم|نوفر|نوفّر|نوصل|احصل|اطلب|استمتع|اكتشف|جرب|جرّب|تسوق|تسوّق|سجل|سجّل|احجز|لا|لم|لن|هل|في|على|من|مع|إلى|عن|إن|أن|لأن|لكي|كل|هذا|هذه|هنا|we|our|get|enjoy|order|discover|try|shop|book|join|you|your|it|this|these|every|all|no|not|in|on|at|with|for)$/iu;

export function isNounPhrase(text: string): boolean {
  const first = text.split(/\s+/u)[0] ?? '';
  return first !== '' && !NOT_A_NOUN_PHRASE.test(first) && !/^\d/u.test(first);
}
