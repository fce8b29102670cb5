import type { CopyBrief } from '../../contract/copy';
import { containsKeyword } from '../../contract/normalize';
import type { Vertical } from './banks/schema';
import { verticalOf } from './banks/verticals';
import { AUDIENCE_LABELS } from './lexicon';

/**
 * What a brief means, as typed slots: the composer writes every sentence from the variety's own phrase banks and
 * carries over only these values (names, numbers, short noun phrases), never the partner's sentences.
 */
export interface BriefSlots {
  vertical: Vertical;
  /** What is sold, a short noun phrase (at most five words). */
  product: string;
  brand: string | null;
  place: string | null;
  discount: string | null;
  price: string | null;
  oldPrice: string | null;
  coupon: string | null;
  deadline: string | null;
  /** "For a limited time", "today only": urgency without a date to name. */
  limitedTime: boolean;
  delivery: string | null;
  freeDelivery: boolean;
  /** The order a free delivery or an offer starts from ("100 ريال"). */
  threshold: string | null;
  audience: string | null;
  channel: Channel | null;
  /** Benefit claims of the brief, each a short noun phrase (at most five words). */
  benefits: string[];
  /** Tokens that must reach the copy exactly as given: URLs, phone numbers, handles. */
  contacts: string[];
}

export type Channel = 'app' | 'whatsapp' | 'website' | 'phone' | 'store';

const MAX_PHRASE_WORDS = 5;
const DIGIT = '[0-9٠-٩]';
const NUMBER = `${DIGIT}+(?:[.,٫]${DIGIT}+)?`;
const CURRENCY =
  '(?:ريال سعودي|ريال|ر\\.س|درهم|د\\.إ|جنيه|دينار|ليرة|دولار|SAR|AED|EGP|KWD|QAR|BHD|OMR|IQD|JOD|LBP|USD|SR|Dhs?|\\$|£|€)';
const MONEY = new RegExp(`(?:${CURRENCY}\\s?${NUMBER}|${NUMBER}\\s?${CURRENCY})(?![\\p{L}\\p{N}])`, 'giu');
const DISCOUNT = new RegExp(`${NUMBER}\\s?[%٪]`, 'u');
// MONEY without its global flag (a test that keeps no position), and anchored at a text's start.
const MONEY_ONCE = new RegExp(MONEY.source, 'iu');
const MONEY_AT_START = new RegExp(`^${MONEY.source}`, 'iu');
const COUPON =
  /(?:كود|كوبون|الكود|بكود|رمز الخصم|promo code|coupon|code)\s*[:：]?\s*«?"?([A-Z0-9][A-Z0-9_-]{2,19})/iu;
const OLD_PRICE_LEAD =
  /(?:بدل|بدلاً من|بدلا من|بدال|instead of|was|down from|reduced from|بعد ما كان|كان)\s*$/iu;
const URL = /(?:https?:\/\/|www\.)[^\s،,]+[^\s،,.!?؟)]/giu;
const PHONE = /(?:\+|00)?[0-9٠-٩][0-9٠-٩ -]{6,}[0-9٠-٩]/gu;
const HANDLE = /@[A-Za-z0-9_.]{2,30}/gu;

const DEADLINE =
  /(?:حتى|لغاية|لين|لحد|لحتى|إلى غاية|ينتهي|ينتهي العرض|تنتهي|until|till|ends on|ending on|valid until)\s+((?:[^\s.،,!?؟]+\s*){1,3})/iu;
const DEADLINE_ALONE =
  /(اليوم فقط|لفترة محدودة|نهاية الأسبوع|نهاية الاسبوع|هذا الأسبوع|هالأسبوع|this weekend|today only|this week only|for a limited time|limited time)/iu;
const DELIVERY =
  /(?:توصيل|التوصيل|نوصل|نوصّل|شحن|الشحن|delivery|delivered|deliver|shipping|ships)(?:\s+(?:مجاني|مجانا|مجاناً|free))?\s*((?:خلال|في غضون|بنفس|نفس|within|same|next)\s+(?:(?!لكل|لجميع|إلى|الى|to|across|in|في)[^\s.،,!?؟]+\s*){1,2})?/iu;
const FREE_DELIVERY =
  /توصيل مجان|شحن مجان|التوصيل مجان|الشحن مجان|free delivery|free shipping|delivery is free/iu;

// Cities and districts partners name (Arabic and English); a place is also what follows "في" or "in" when it
// is one of these, or a capitalised English name after "in".
const PLACES = [
  'الرياض',
  'جدة',
  'مكة',
  'المدينة',
  'الدمام',
  'الخبر',
  'الطائف',
  'أبها',
  'تبوك',
  'القصيم',
  'بريدة',
  'دبي',
  'أبوظبي',
  'أبو ظبي',
  'الشارقة',
  'عجمان',
  'العين',
  'رأس الخيمة',
  'الفجيرة',
  'دبي مارينا',
  'الكويت',
  'السالمية',
  'حولي',
  'الدوحة',
  'المنامة',
  'مسقط',
  'القاهرة',
  'الجيزة',
  'الإسكندرية',
  'الاسكندرية',
  'المعادي',
  'الزمالك',
  'مدينة نصر',
  'التجمع',
  'الشيخ زايد',
  'عمّان',
  'عمان',
  'بيروت',
  'دمشق',
  'حلب',
  'رام الله',
  'بغداد',
  'البصرة',
  'أربيل',
  'اربيل',
  'النجف',
  'كربلاء',
  'الموصل',
  'الكرادة',
  'المنصور',
  'العليا',
  'الملقا',
  'Riyadh',
  'Jeddah',
  'Mecca',
  'Makkah',
  'Medina',
  'Dammam',
  'Khobar',
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Al Ain',
  'Dubai Marina',
  'JLT',
  'Downtown Dubai',
  'Business Bay',
  'Jumeirah',
  'Kuwait',
  'Salmiya',
  'Doha',
  'Manama',
  'Muscat',
  'Cairo',
  'Giza',
  'Alexandria',
  'Maadi',
  'Zamalek',
  'Amman',
  'Beirut',
  'Damascus',
  'Baghdad',
  'Basra',
  'Erbil',
].sort((a, b) => b.length - a.length);

const CHANNELS: Array<[Channel, RegExp]> = [
  ['whatsapp', /واتساب|واتس|whatsapp/iu],
  ['app', /التطبيق|تطبيقنا|تطبيق|\bapp\b|app store|google play/iu],
  ['website', /موقعنا|الموقع|المتجر الإلكتروني|website|online store|www\.|https?:\/\//iu],
  ['phone', /اتصل|اتصلوا|رقم|هاتف|\bcall\b|phone/iu],
  ['store', /زورونا|زوروا|فرعنا|فروعنا|الفرع|المعرض|المحل|visit us|our store|our branch|showroom|in store/iu],
];

// What opens a benefit or product sentence without being part of the thing itself.
const LEAD_WORDS =
  /^(?:الحين|دلوقتي|هلق|هسه|الآن|now|نحمص|نحمّص|نطبخ|نخبز|نجهز|نجهّز|نختار|نصمم|نصمّم|نبيع|نوصل|ننظف|نفحص|نعالج|ندرّب|ندرب|نعلّم|نعلم|نخدم|يقدم|تقدم|يقدّم|تقدّم|يوفر|توفر|يضم|تضم|عندنا|لدينا|عنا|عدنا|نقدم|نقدّم|نقدملك|نوفر|نوفّر|نستخدم|نستعمل|نصنع|نحضّر|نحضر|نعمل|نشتغل|تلقى|تحصل|تجد|احصل على|مع|بـ|ب|كل|فيه|في عندنا|we offer|we use|we make|we serve|we have|with|featuring|enjoy|get|our|a|an|the|all|every)\s+/iu;
const PRODUCT_STOP =
  /^(?:في|من|على|عبر|مع|إلى|الى|عن|خلال|لمدة|حتى|بكود|يومياً|يوميا|الآن|اليوم|و|أو|بسعر|بأسعار|بخصم|وبخصم|بـ|ب|لل|ل|كل|اللي|الذي|التي|يقدم|تقدم|نقدم|in|on|at|for|with|from|to|by|and|or|daily|every|now|today|that|which|who|where|near|offering|serving|made|—|-|:)$/iu;

const words = (text: string) => text.split(/\s+/u).filter(Boolean);
const clean = (text: string) =>
  text
    .replace(/[«»"“”()]/gu, '')
    .replace(/[.،,:;!?؟…]+$/u, '')
    .trim();

// An adjective that ends a shop's name describes the shop ("مطعم برجر جديد", "مطعم مشويات عائلي"), not what it sells.
const SHOP_ADJECTIVE = /\s(?:\p{L}+ي|جديد|جديدة|فاخر|فاخرة|هادئ|صغير|كبير|شعبي|مميز|راقي)$/u;

/** A noun phrase of at most five words from the start of a clause, without its leading verb or article. */
export function nounPhrase(clause: string, max = MAX_PHRASE_WORDS): string {
  let text = clean(clause);
  for (let i = 0; i < 3 && LEAD_WORDS.test(text); i++) text = text.replace(LEAD_WORDS, '');
  const out: string[] = [];
  const list = words(text);
  for (const [i, word] of list.entries()) {
    if (out.length >= max) break;
    if (out.length > 0 && (PRODUCT_STOP.test(word) || /^لل\p{L}/u.test(word))) break;
    // "عبايات سوداء بتطريز يدوي وأقمشة خفيفة": a second thing joined by و starts another phrase.
    if (out.length >= 2 && /^و\p{L}{2,}/u.test(word)) break;
    // "coffee roasted daily", "laptops tested by…": a participle after the noun starts a clause about it.
    if (
      out.length > 0 &&
      /^[a-z]+ed$/u.test(word) &&
      (i === list.length - 1 || PRODUCT_STOP.test(list[i + 1]!))
    )
      break;
    if (/^(?:[0-9٠-٩]|%|٪)/u.test(word) && out.length > 0) break;
    out.push(word.replace(/[،,:;]+$/u, ''));
    if (/[،,:;]$/u.test(word)) break;
  }
  return out.join(' ');
}

function sentencesOf(text: string): string[] {
  return (text.match(/(?:[^.!?؟\n]|[.!?؟](?=[^\s.!?؟]))+[.!?؟]*/gu) ?? [])
    .map((s) => s.trim())
    .filter(Boolean);
}

const OFFER_SENTENCE =
  /خصم|تخفيض|عرض|مجان|هدية|كوبون|كود|%|٪|بدل |instead of|discount|\boff\b|\bfree\b|\bsale\b|coupon|promo|\bsave\b/iu;
const DELIVERY_SENTENCE = /توصيل|شحن|نوصل|deliver|shipping/iu;
const ACTION_SENTENCE =
  /^(?:زوروا|زورونا|احجز|احجزي|احجزوا|اطلب|اطلبي|اطلبوا|تواصل|تواصلوا|سجل|سجّل|حمّل|حمل|اتصل|اتصلوا|visit|book|order|call|download|sign up|register|contact|join)(?![\p{L}])/iu;

const PLACE_PATTERNS = PLACES.map(
  (place) => [place, new RegExp(`(?<![\\p{L}])(?:ب|في |in )?${place}(?![\\p{L}])`, 'iu')] as const,
);

function firstPlace(text: string): string | null {
  for (const [place, pattern] of PLACE_PATTERNS) if (pattern.test(text)) return place;
  const english = /\bin ((?:[A-Z][a-z]+\s?){1,3})/u.exec(text);
  return english ? english[1]!.trim() : null;
}

/** Benefit claims: the clauses of benefit sentences, and the "with X and Y" of the product sentence. */
function benefitsOf(sentences: string[], productSentence: string | null): string[] {
  const out: string[] = [];
  const add = (clause: string) => {
    if (OFFER_SENTENCE.test(clause) || DELIVERY_SENTENCE.test(clause) || ACTION_SENTENCE.test(clause)) return;
    if (MONEY_ONCE.test(clause) || DISCOUNT.test(clause)) return;
    const phrase = nounPhrase(clause);
    if (phrase && words(phrase).length >= 1 && !out.includes(phrase)) out.push(phrase);
  };
  if (productSentence) {
    // "مطعم مندي في الرياض، نستخدم لحم حاشي طازج": the clauses after the first are claims about it.
    productSentence
      .split(/،|,\s+/u)
      .slice(1)
      .forEach(add);
    const withPart = /(?:\bwith\b|\bfeaturing\b|مع|فيه|فيها|بـ)\s+(.+)$/iu.exec(productSentence)?.[1];
    if (withPart) withPart.split(/\s+(?:and|و)\s+|،|,\s+/u).forEach(add);
  }
  for (const s of sentences) {
    if (
      s === productSentence ||
      OFFER_SENTENCE.test(s) ||
      DELIVERY_SENTENCE.test(s) ||
      ACTION_SENTENCE.test(s)
    )
      continue;
    if (DEADLINE.test(s) || DEADLINE_ALONE.test(s)) continue;
    s.split(/،|,\s+|\s+(?:and|و)\s+(?=\S+\s+\S+)/u).forEach(add);
  }
  return out.slice(0, 4);
}

/**
 * Numbers, prices, codes, Latin names and links of the brief, each with the word or two that say what it counts
 * ("4 أشخاص", "iOS و Android"): what a page must carry exactly even when no slot names it.
 */
export function briefDetails(
  description: string,
  language: 'ar' | 'en',
): Array<{ token: string; phrase: string }> {
  const out: Array<{ token: string; phrase: string }> = [];
  const re =
    /https?:\/\/[^\s]+[^\s.،]|www\.[^\s]+[^\s.،]|[0-9٠-٩][0-9٠-٩,]*(?:\.[0-9٠-٩]+)?[%٪]?|[A-Za-z][A-Za-z0-9]+/gu;
  for (const m of description.matchAll(re)) {
    const token = m[0];
    // In English every word is Latin: there a detail is a number, a link, a code or a name like "iOS".
    if (language === 'en' && !/[0-9٠-٩]|^(?:https?:|www\.)|^[A-Z0-9]{2,}$|[a-z][A-Z]/u.test(token)) continue;
    const after = description
      .slice(m.index! + token.length)
      .split(/[.،,!?؟\n]/u)[0]!
      .trim()
      .split(/\s+/u);
    const before = description.slice(0, m.index).trimEnd().split(/\s+/u).pop() ?? '';
    // "لـ 4 أشخاص": the preposition before a count stays with it; two words after say what it is.
    const lead = /^(?:لـ|بـ|ل|ب|for|of)$/iu.test(before) ? `${before} ` : '';
    out.push({ token, phrase: `${lead}${token}${after[0] ? ` ${after.slice(0, 2).join(' ')}` : ''}`.trim() });
  }
  return out;
}

export function briefSlots(brief: CopyBrief): BriefSlots {
  const text = brief.description;
  // A sentence with an excluded keyword (matched without diacritics, tatweel or case) says nothing to the copy.
  const sentences = sentencesOf(text).filter(
    (s) => !brief.excluded_keywords.some((k) => k && containsKeyword(s, k)),
  );
  const joined = sentences.join(' ');
  const money = [...joined.matchAll(MONEY)];
  let price: string | null = null;
  let oldPrice: string | null = null;
  let threshold: string | null = null;
  for (const m of money) {
    const before = joined.slice(0, m.index);
    if (OLD_PRICE_LEAD.test(before.trimEnd() + ' ') || OLD_PRICE_LEAD.test(before)) oldPrice ??= m[0].trim();
    // "توصيل مجاني للطلبات فوق 100 ريال": a minimum order, not a price.
    else if (/(?:فوق|أكثر من|اكثر من|over|above|من)\s*$/iu.test(before)) threshold ??= m[0].trim();
    else price ??= m[0].trim();
  }
  if (!price && oldPrice) [price, oldPrice] = [oldPrice, null];
  // "بـ 199 ريال بدل 299": the old price in the new one's currency.
  if (price && !oldPrice) {
    const bare = new RegExp(
      `${price.replace(/[.*+?^${}()|[\]\\$]/gu, '\\$&')}\\s*[،,]?\\s*(?:بدل|بدلاً من|بدلا من|بدال|instead of|was|down from)\\s*(${NUMBER})(?!\\s?${CURRENCY})`,
      'iu',
    ).exec(joined);
    if (bare) {
      const currency = price.replace(new RegExp(NUMBER, 'u'), '').trim();
      oldPrice = /^[0-9٠-٩]/u.test(price) ? `${bare[1]} ${currency}` : `${currency} ${bare[1]}`;
    }
  }
  // "حتى 40%" is "up to 40%", not a date: a deadline starts with a word.
  const deadline =
    [...joined.matchAll(new RegExp(DEADLINE.source, 'giu'))]
      .map((m) => clean(m[1] ?? ''))
      .find((d) => d && !/^[0-9٠-٩][0-9٠-٩.,]*\s?[%٪]/u.test(d) && !MONEY_AT_START.test(d)) ?? null;
  const deliveryMatch = DELIVERY.exec(joined);
  const delivery = deliveryMatch?.[1] ? clean(deliveryMatch[1]) : null;
  // The product: the first sentence that is not an offer or a call, as a short noun phrase.
  const productSentence =
    sentences.find((s) => !OFFER_SENTENCE.test(s) && !ACTION_SENTENCE.test(s)) ?? sentences[0] ?? null;
  let product = productSentence ? nounPhrase(productSentence.split(/،|,\s+/u)[0]!) : '';
  // "عرض خاص على القهوة المختصة" / "20% off our cold brew": what is on offer follows "on" or "for".
  if (!product || (productSentence && OFFER_SENTENCE.test(productSentence))) {
    const on = /(?:على|علي|لكل|\bon\b|\bfor\b)\s+(.+)$/iu.exec(productSentence ?? '')?.[1];
    if (on) product = nounPhrase(on);
  }
  const contacts = [
    ...(joined.match(URL) ?? []),
    ...(joined.match(PHONE) ?? []).filter((p) => p.replace(/\D/gu, '').length >= 8),
    ...(joined.match(HANDLE) ?? []),
  ];
  // "مطعم مندي" sells مندي, "محمصة قهوة مختصة" sells قهوة مختصة: the shop's own word goes when a noun follows.
  const shop =
    /^(?:مطعم|محمصة|متجر|محل|مخبز|مخبزة|شركة|معرض|restaurant|shop|store|bakery|roastery)\s+(.+)$/iu.exec(
      product,
    );
  if (shop && !/^(?:جديد|جديدة|هادئ|عائلي|فاخر|new|family|local|small|cosy|cozy)/iu.test(shop[1]!))
    // "مطعم مشويات عائلي": the adjective was the shop's ("a family restaurant"), the grill is what it sells.
    product = SHOP_ADJECTIVE.test(shop[1]!) ? shop[1]!.split(/\s+/u)[0]! : shop[1]!;
  // "أكاديمية لتعليم البرمجة" teaches البرمجة, "مركز علاج طبيعي" gives علاج طبيعي.
  const institution = /^(?:أكاديمية|اكاديمية|معهد|مركز|منصة|تطبيق)\s+لـ?(?=ت)(\p{L}+(?:\s+\p{L}+)*)$/u.exec(
    product,
  );
  if (institution) product = institution[1]!;
  else if (/^مركز\s+\p{L}+/u.test(product)) product = product.replace(/^مركز\s+/u, '');
  // English: "Handmade leather bags" is said mid-sentence as "handmade leather bags" (an acronym or a name stays);
  // "A boutique gym" is one of a kind the business has: "our boutique gym" reads right in any frame.
  if (brief.output_language === 'en') {
    if (/^[A-Z][a-z]/u.test(product) && !PLACES.includes(words(product)[0]!))
      product = product[0]!.toLowerCase() + product.slice(1);
    const lead = /^\s*(?:(?:we (?:are|run|have|offer)|this is|meet)\s+)?(a|an|the|our)\s/iu.exec(
      productSentence ?? '',
    );
    if (lead && product && !/^our /u.test(product)) product = `our ${product}`;
  }
  return {
    vertical: verticalOf(`${joined} ${brief.keywords.join(' ')} ${brief.brand?.description ?? ''}`, product),
    product,
    brand: brief.brand?.name ?? null,
    place: firstPlace(joined),
    discount: DISCOUNT.exec(joined)?.[0]?.replace(/\s/gu, '') ?? null,
    price,
    oldPrice,
    coupon: COUPON.exec(joined)?.[1] ?? null,
    deadline,
    limitedTime: DEADLINE_ALONE.test(joined),
    delivery,
    freeDelivery: FREE_DELIVERY.test(joined),
    threshold,
    audience:
      brief.specific_audience ??
      brief.target_audience ??
      (brief.audience && !['everyone', 'all_genders', 'specific'].includes(brief.audience)
        ? (AUDIENCE_LABELS[brief.output_language === 'ar' ? 'ar' : 'en'][
            brief.audience as keyof typeof AUDIENCE_LABELS.ar
          ] ?? null)
        : null),
    channel: CHANNELS.find(([, p]) => p.test(joined))?.[0] ?? null,
    benefits: benefitsOf(sentences, productSentence),
    contacts: [...new Set(contacts.map((c) => c.trim()))],
  };
}
