import type { CopyBrief } from '../../contract/copy';
import { arabicShare, normalizeForMatch } from '../../contract/normalize';
import { toAgency, wishSubject } from './agency-notes';
import { wordCount } from './words';
import { numbersIn, OFFER_ROLES, sentencesOf, type BriefModel, type FactRole } from './brief-model';

/**
 * The brief's own clauses, as the facts composer quotes them (decision 023). A partner's brief already says its
 * facts with every qualifier a reader needs ("للشخصين", "على الطلب الأول بس", "not valid on prescription
 * medicines"); re-reading them into slots loses those qualifiers, and a price per couple becomes a price per
 * person. So the composer writes the lines around the facts (the opening, the invitation, the call to action) and
 * says the facts in the partner's words: each clause whole, one at a time, never two of the brief's clauses in a
 * row (that would be the brief pasted).
 */

export type PieceRole =
  | 'intro'
  | 'subject'
  | 'offer'
  | 'condition'
  | 'when'
  | 'where'
  | 'hours'
  | 'delivery'
  | 'contact'
  | 'feature';

export interface Piece {
  /** The clause as the brief writes it (its leading "و" and final stop off). */
  text: string;
  role: PieceRole;
  /** The brief's clause it is, in order: two pieces next to each other in the brief are never said in a row. */
  at: number;
  /** How much a reader needs it (higher first). */
  weight: number;
  /** The fact roles of the brief model it carries. */
  facts: FactRole[];
  /** Words as the quality guard counts them. */
  words: number;
}

/** A clause that starts with what the business is ("مطعم بيت الكبة بالمنصور", "Studio Nine is a…" aside). */
export const BUSINESS_NOUN =
  /^(?:شركة|مؤسسة|محل|محلات|مكتبة|مشغل|مغسلة|مصنع|مزرعة|روضة|حضانة|بوتيك|مختبر|فرن|معمل|تطبيق|منصة|صالة|ملحمة|مطبعة|فندق|شاليه|شاليهات|استراحة|جامعة|كلية|دار|محمصة|مطعم|مطاعم|مقهى|كافيه|صالون|عيادة|عيادات|مجمع|مركز|قاعة|نادي|مكتب|معرض|مصبغة|صيدلية|جمعية|بنك|مصرف|مدرسة|أكاديمية|اكاديمية|معهد|سنتر|مشغل|مخبز|متجر|بقالة|سوبرماركت|مستشفى|فندق|منتجع|وكالة|ورشة|استوديو|ستوديو|مساحة|company|restaurant|cafe|café|salon|clinic|centre|center|hall|club|office|showroom|pharmacy|bank|school|academy|institute|studio|store|shop|bakery|hotel|resort|agency|workshop|the|app|platform|farm|nursery|bookshop|bookstore|library|laundry|kitchen|boutique|garage|lab|factory|firm|practice|gym|spa)(?![\p{L}])/iu;
// "معكم مشغل…", "احنا تطبيق…", "We're Kettle & Crumb": the business introducing itself.
const SELF_LEAD = /^(?:معكم|معاكم|معاكو|وياكم|احنا|إحنا|نحنا|نحن|إحنا|حنا|this is|we are|we're)\s/iu;

/** The longest clause said whole: a clause longer than this is a paragraph, not a fact. */
export const MAX_PIECE_WORDS = 16;
const HANGING =
  /^(?:مع|عبر|من خلال|بما فيها|بما فيه|بما في ذلك|شامل|شاملة|including|with|via|through|plus|for|from|on|at)(?![\p{L}])/iu;
/** A clause that ends in a list is said whole up to this length. */
const MAX_LIST_WORDS = 24;

// A greeting to the agency ("السلام عليكم", "Hi team"), not a line to the reader.
const GREETING =
  /^(?:السلام عليكم|سلام عليكم|السلام عليكم ورحمة الله(?: وبركاته)?|مرحبا|مرحباً|هلا|هلا والله|أهلا|أهلاً|اهلا|صباح الخير|مساء الخير|يعطيكم العافية|hi|hello|hey|dear \S+|good (?:morning|afternoon|evening))(?:\s+(?:team|all|everyone|يا شباب|شباب|جماعة))?$/iu;
const GREETING_LEAD =
  /^(?:(?:السلام عليكم(?: ورحمة الله(?: وبركاته)?)?|سلام عليكم|مرحبا|مرحباً|هلا(?: والله)?|أهلا|أهلاً|اهلا|صباح الخير|مساء الخير|hi|hello|hey|dear \S+|good (?:morning|afternoon|evening))(?:\s+(?:team|all|everyone|يا شباب|شباب|جماعة))?[\s،,!.:؛-]+)+/iu;
const CONDITION =
  /(?:^|[^\p{L}])(?:بس|فقط|only|not|excluding|except|مو|مش|مب|ما عليها|ما عليه|مو شامل|لا يشمل|لا تشمل|غير شامل|ليس|ليست|عدا|ماعدا|باستثناء|حسب|شرط|بشرط|conditions?|excl\.?)(?![\p{L}])/iu;
const FREE =
  /مجان|ببلاش|بلاش|ب بلاش|علينا|هدية|هديه|free|complimentary|on us|(?:^|\s)(?:بدون|من غير|دون)\s+(?:رسوم|فوائد|فوايد|مقدم|مقدّم|فوائد)/iu;
const WHEN =
  /(?:^|[^\p{L}])(?:لين|لحد|لغاية|حتى|قبل|آخر موعد|اخر موعد|ينتهي|يخلص|يبدأ|تبدأ|يوم|موعد|الموسم|موسم|طول|خلال|until|till|before|ends?|deadline|from|on|this week|season)(?![\p{L}])/iu;
const MONTH =
  /يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|كانون|شباط|آذار|اذار|نيسان|أيار|ايار|حزيران|تموز|آب|أيلول|ايلول|تشرين|رمضان|شعبان|شوال|ذو الحجة|محرم|العيد|الجمعة|السبت|الأحد|الاحد|الإثنين|الاثنين|الثلاثاء|الأربعاء|الاربعاء|الخميس|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|ramadan|eid/iu;
const HOURS =
  /(?:الصبح|الصباح|صباحا|صباحاً|العصر|عصرا|عصراً|الظهر|المغرب|بالليل|الليل|مساء|مساءً|مساءا|الفجر|الساعة|ساعة|24\/7|٢٤ ساعة|24 ساعة|فاتحين|مفتوحين|نفتح|نفتحو|الدوام|دوام|\d\s?(?:am|pm)|a\.m\.|p\.m\.|open|hours|midnight)/iu;
const DELIVERY = /توصيل|التوصيل|الدليفري|دليفري|شحن|الشحن|نوصل|يوصل|منشحن|delivery|deliver|shipping|ships/iu;
const PLACE =
  /(?:^|[^\p{L}])(?:في|فى|ب|بـ|حي|شارع|فرع|مقابل|جنب|قرب|داخل|in|at|near|located|branch)(?:\s|$)/iu;

/**
 * The brief's units as written, each said whole when quoted: a sentence of at most MAX_PIECE_WORDS words; a longer
 * one cut at its commas and semicolons (never inside brackets, never a number's comma), the cuts put back together
 * while they fit, so that a clause keeps what it refers to ("علبة الكيلو بـ 85 والنص بـ 45"). A line to the agency
 * ends at its colon.
 */
export function clauseSpans(description: string): string[] {
  return clauseUnits(description).map((u) => u.text);
}

/** The brief's units with the sentence each belongs to. */
function clauseUnits(description: string): { text: string; sentence: number }[] {
  return sentencesOf(description).flatMap((sentence, n) =>
    units(sentence).map((text) => ({ text, sentence: n })),
  );
}

/** A sentence's units (see clauseSpans). */
function units(sentence: string): string[] {
  const parts = splitOutside(sentence)
    .flatMap((clause) => {
      const colon = clause.indexOf(':');
      return colon > 0 && toAgency(clause.slice(0, colon))
        ? [clause.slice(0, colon), clause.slice(colon + 1)]
        : [clause];
    })
    .filter((p) => p.trim());
  if (wordCount(sentence) <= MAX_PIECE_WORDS && !parts.some(toAgency)) return [sentence];
  // Long: its clauses, joined back while they fit, a line to the agency always on its own. A list is never cut
  // between its items ("reformer pilates, spin, boxing and stretch"): a short item stays with what it lists,
  // and so does the item that ends the list ("and stretch for all levels").
  const out: string[] = [];
  let listing = false;
  for (const part of parts) {
    const last = out[out.length - 1];
    const item = wordCount(part) <= 3;
    const ends = listing && wordCount(part) <= 8;
    // A clause that opens with a preposition ("مع فترة تجربة…", "عبر حصص مباشرة", "with a 30-day free trial")
    // belongs to the one before it: said alone it is a fragment.
    const hangs = HANGING.test(part.trim());
    const limit = item || ends || hangs ? MAX_LIST_WORDS : MAX_PIECE_WORDS;
    listing = item;
    if (last !== undefined && !toAgency(last) && !toAgency(part) && wordCount(`${last} ${part}`) <= limit)
      out[out.length - 1] = `${last}${/[\u0600-\u06FF]/u.test(part) ? '،' : ','} ${part.trim()}`;
    else out.push(part.trim());
  }
  return out;
}

/** A sentence cut at its commas and semicolons outside brackets (a number's comma stays). */
function splitOutside(sentence: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let k = 0; k < sentence.length; k++) {
    const ch = sentence[k]!;
    if ('(«['.includes(ch)) depth += 1;
    else if (')»]'.includes(ch)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && ('،؛;'.includes(ch) || (ch === ',' && /\s/u.test(sentence[k + 1] ?? '')))) {
      out.push(sentence.slice(start, k));
      start = k + 1;
    }
  }
  out.push(sentence.slice(start));
  return out;
}

// "ويسري العرض", "وتصل النتائج", "ونبيع أونلاين", "وبنعمل", "وهدفنا": a sentence's "and" before a verb, not a line's.
const LEADING_AND =
  /^و(?=(?!نسة|ناسة|تساب|تر(?!\p{L}))[يتن]\p{L}{2,}|ب[ني]\p{L}{2,}|هدف|هذا|هذه|هاد|هاي|ممكن|يمكن|نقدر|بنقدر|تقدري|تقدرين|أيضا|ايضا|أيضاً|ايضاً|كذلك|برضه|برضو|حتى|تقسيط|ال|أول|اول|إذا|اذا|لو|كل|عند|مع|من|في|بس|كمان|أي|اي|ما|مو|مش|إحنا|احنا|نحن|عندنا|الأ|أسعار|اسعار|أقل|اقل|أطفال|اطفال|خصم|سعر|تقدر|تقدري|تقدرون|تگدر|فيه|في|فيها|بنسبة)/u;

/** A clause without its sentence's «و» before a verb or a word that never starts a line («وسعر 1000 بطاقة»). */
export const withoutLeadingAnd = (clause: string) => clause.replace(LEADING_AND, '');

function tidy(clause: string): string {
  return (
    clause
      .trim()
      .replace(/^(?:and|also|plus)\s+/iu, (w) => (/^and/iu.test(w) ? '' : w))
      .replace(LEADING_AND, '')
      // "السلام عليكم، معكم مخبز …", "Hi team! This is …": how one answers a call, not how an ad names a business.
      .replace(GREETING_LEAD, '')
      .replace(/^(?:معكم|معاكم|معاكو|وياكم|this is|we are|we're)\s+/iu, '')
      .replace(/[.!؟?…:،,;؛\s]+$/u, '')
      .replace(/^[\s:،,.\-–—•]+/u, '')
      .trim()
  );
}

/** The brief's clauses a variant may quote, with their roles; empty when the brief is not in the copy's language. */
export function briefPieces(brief: CopyBrief, model: BriefModel): Piece[] {
  const share = arabicShare(brief.description) ?? 0;
  if ((brief.output_language === 'ar') !== share >= 0.5) return [];
  const pieces: Piece[] = [];
  const all = clauseUnits(brief.description);
  const raw = all.map((u) => u.text);
  // What follows a note to the agency in its sentence is the note's reason or its example ("…، لأن النقابة تتابع
  // الإعلانات", "…، هيك ما بيصير"): not quoted either, unless it carries a number of its own.
  const noted = new Set<number>();
  raw.map(tidy).forEach((clause, at) => {
    let text = clause;
    if (text.length < 2) return;
    if (GREETING.test(text)) return;
    const sentence = all[at]!.sentence;
    if (noted.has(sentence) && !/[0-9٠-٩]/u.test(text)) return;
    // A wish about the copy is not quoted; what it is for is ("نبي بوست لعسل السدر" → "عسل السدر").
    const subject = toAgency(text) ? wishSubject(text) : null;
    if (toAgency(text) && !subject) {
      noted.add(sentence);
      return;
    }
    if (subject) text = subject;
    const words = wordCount(text);
    if (words < 2 || words > MAX_LIST_WORDS) return;
    if (brief.excluded_keywords.some((k) => k && normalizeForMatch(text).includes(normalizeForMatch(k))))
      return;
    const numbers = numbersIn(text);
    const facts = [
      ...new Set(
        model.facts
          .filter((f) => text.includes(f.text) || numbersIn(f.text).some((n) => numbers.includes(n)))
          .map((f) => f.role),
      ),
    ];
    const contact = model.contacts.some((c) => text.includes(c.value));
    const named =
      Boolean(model.name && text.includes(model.name)) ||
      (at <= 1 &&
        ((BUSINESS_NOUN.test(text) && !/^the\s/iu.test(text)) ||
          SELF_LEAD.test(raw[at]!.trim().replace(GREETING_LEAD, ''))));
    const offer = facts.some((r) => r === 'old_price' || OFFER_ROLES.includes(r));
    let role: PieceRole;
    let weight: number;
    if (contact) [role, weight] = ['contact', 6];
    else if (named && !offer) [role, weight] = ['intro', 10];
    else if (offer || FREE.test(text)) [role, weight] = ['offer', 9];
    else if (CONDITION.test(text)) [role, weight] = ['condition', 8];
    else if (DELIVERY.test(text)) [role, weight] = ['delivery', 6];
    else if (HOURS.test(text) && /[0-9٠-٩]/u.test(text)) [role, weight] = ['hours', 4.5];
    else if (facts.some((r) => ['deadline', 'event_date', 'handover'].includes(r)) || MONTH.test(text))
      [role, weight] = ['when', 7];
    else if (WHEN.test(text) && /[0-9٠-٩]/u.test(text)) [role, weight] = ['when', 6.5];
    else if (facts.includes('location') || (PLACE.test(text) && words <= 5)) [role, weight] = ['where', 5];
    else if (subject) [role, weight] = ['subject', 9.6];
    else [role, weight] = ['feature', 6 - Math.min(at, 6) * 0.1];
    // A condition that follows an offer is said with it; the first offer leads.
    pieces.push({ text, role, at, weight, facts, words });
  });
  const firstOffer = pieces.find((p) => p.role === 'offer');
  if (firstOffer) firstOffer.weight = 9.5;
  return pieces;
}
