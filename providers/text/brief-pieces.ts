import type { CopyBrief } from '../../contract/copy';
import { arabicShare, normalizeForMatch } from '../../contract/normalize';
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
/** A clause that ends in a list is said whole up to this length. */
const MAX_LIST_WORDS = 24;

// A line to the agency, not to the reader: a wish about the copy ("نبي بوست…", "بدنا ريل قصير", "We want a LinkedIn
// post"), a note on its style ("الأسلوب محترم", "tone: calm"), or an instruction ("لا تكتبونه كأنه تخفيض").
const WISH_WORDS =
  "نبي|نبا|نبغى|نبغي|نبيه|نبيها|نباه|نباها|أبي|ابي|أبا|ابا|أبغى|ابغى|أبغي|ابغي|بدنا|بدي|بدّي|بدّنا|نريد|أريد|اريد|نريده|نريدها|عايزين|عاوزين|عايز|عاوز|عايزة|عايزينه|عايزينها|عاوزينه|محتاجين|نحتاج|نحب|حابين|ودنا|ودّنا|خلوه|خلوها|خليه|خليها|اكتبوا|اكتب|اكتبي|اعملوا|اعمل|سووا|سوّوا|نرجو|الرجاء|يرجى|رجاء|نتمنى|ياريت|يا ريت|ياليت|يا ليت|نبغاه|نبغاها|حابين|we want|we'd like|we would like|we need|i want|i need|i'd like|please|pls|plz|kindly|could you|can you|make it|keep it|make sure|need|needs|mostly|should";
const WISH = new RegExp(`(?:^|[^\\p{L}])(?:${WISH_WORDS})(?![\\p{L}])`, 'iu');
const COPY_WORDS =
  'إعلان|اعلان|إعلانات|اعلانات|بوست|بوستات|منشور|منشورات|كابشن|كابشنات|ريل|ريلز|ستوري|ستوريز|تغريدة|تغريدات|تويت|تويتات|صفحة هبوط|صفحة منتج|صفحة|وصف|نص|نصوص|رسالة|رسايل|رسائل|أسلوب|اسلوب|نبرة|طابع|كوبي|سكريبت|فيديو|مقطع|عنوان|عناوين|عبارة|عبارات|كلمة|كلمات|الكلام|لغة|صياغة|ad|ads|advert|post|posts|caption|copy|reel|reels|story|stories|tweet|tweets|thread|landing page|product page|page|description|listing|script|tone|message|messages|email|subject lines?|headline|headlines|video|written|wording|words|phrasing|language';
const COPY_WORD = new RegExp(`(?:^|[^\\p{L}])(?:ال)?(?:${COPY_WORDS})(?![\\p{L}])`, 'iu');
const INSTRUCTION =
  /(?:^|[^\p{L}])(?:لا تكتب|لا تكتبوا|لا تكتبون|لا تكتبونه|لا تكتبوه|لا تكتبوها|ما تكتب|ما تكتبون|ما تكتبوا|متكتبش|متكتبوش|لا تقول|لا تقولوا|لا تذكر|لا تذكروا|ما تذكر|don't write|do not write|don't say|do not say|don't call|do not call|don't mention|do not mention|avoid saying|no need to mention)(?![\p{L}])|^(?:ال)?(?:أسلوب|اسلوب|نبرة|طابع|فكرة|فكره|ملاحظة|ملاحظه|tone|style|note|idea|brief|target)\s*[:：]|^(?:ال)?(?:أسلوب|اسلوب|نبرة|الطابع|tone|style)(?![\p{L}])/iu;
/** Whether a clause speaks to the agency about the copy rather than to the reader. */
// An imperative to the writer opening a short clause ("Say plant-based.", "اذكروا إن التوصيل مجاني").
const TO_WRITER =
  /^(?:say|write|use|mention|avoid|stress|highlight|emphasi[sz]e|focus on|don't|do not|اكتبوا|اكتب|اذكروا|اذكر|استخدموا|تجنبوا|تجنب|ركزوا|ركّزوا|ركز|وضحوا|وضّحوا|بيّنوا|بينوا|قولوا إن|قولوا ان)(?![\p{L}])/iu;
// A prohibition to the writers ("لا تكتبونها غلط", "ولا تقولون عنه خصم", "ما تنسون تذكرون"), or a note that a
// plan "is not a discount" ("بس هاد مش خصم", "it's not a discount"): what the copy must not do, not what it says.
const PROHIBITION =
  /(?:^|[^\p{L}])(?:م|ما\s?)ت(?!فوت|تأخر|ستنى)\p{L}{2,}وش(?![\p{L}])|(?:^|[^\p{L}])(?:انتبهوا|انتبه|خذوا بالكم|خدوا بالكم|خلي بالكم)(?![\p{L}])|\b(?:we|you)\s+(?:can't|cannot|can not|mustn't|shouldn't)\s+(?:claim|say|promise|mention|use)\b|\bkeep it\b|(?:^|[^\p{L}])(?:و)?(?:لا|ما|متـ?)\s?ت(?!فوت)\p{L}{2,}(?:ون|وا|ونه|ونها|وه|وها|ونهم|وهم)(?![\p{L}])|(?:^|[^\p{L}])(?:مش|مو|مب|ليس|ليست|ما هو|ماهو)\s+(?:خصم|تخفيض|عرض)(?![\p{L}])|\b(?:is|it's|it is|isn't)\s+not\s+a\s+(?:discount|sale|offer)\b|\bnot a discount\b|(?:^|[^\p{L}])(?:ذكّروهم|ذكروهم|خلوا|خلّوا|خلو|خلّو|قولوا|قولو|اكتبولهم|ابي الكلام|أبي الكلام|الكلام يكون|الكلام يطمن|الكلام يطمّن)(?![\p{L}])/iu;

// What a note to the agency talks about besides the copy itself: its register ("مو رسمي", "no jargon", "بدون
// مبالغة"), how the reader should feel ("نبا يحس الواحد بريحة لوّل"), the regulator it must not upset ("ما نبي
// مشاكل مع الهيئة"), emoji and hashtags.
const META =
  /(?:^|[^\p{L}])(?:ال)?(?:رسمي|رسمية|رسميه|رسميات|كلام|جارجون|مبالغة|مبالغه|مبالغات|مصطلحات|يحس|تحس|يحسون|تحسون|نحس|يحسّ|تحسّ|إحساس|احساس|شعور|الهيئة|الهيئه|هيئة|مشاكل|مشكلة|مشكله|مخالفة|مخالفه|الرقابة|ايموجي|إيموجي|ايموجيز|هاشتاق|هاشتاقات|هاشتاغ|هاشتاغات|هشتاق|jargon|formal|informal|casual|salesy|pushy|cheesy|hype|hypey|vibe|vibes|feel|feels|feeling|regulator|regulators|compliance|legal|emoji|emojis|hashtags?|exclamation)(?![\p{L}])/iu;
// A gloss for the agency ("يعني مو سعر اليوم", "i.e. per night"), not a line to the reader.
const GLOSS =
  /^(?:يعني|يعنى|بمعنى|أقصد|اقصد|قصدي|قصدنا|المقصود|i\.e\.?|ie|i mean|meaning|in other words|that is)(?![\p{L}])/iu;
// Not the register we want: "مو رسمي", "not too formal", "بلا مبالغة".
const NOT_REGISTER =
  /^(?:بس\s+|but\s+)?(?:مو|مش|مب|ما|لا|بدون|بلا|من غير|not|no|nothing|without|never)\s+(?:\p{L}+\s+){0,2}(?:رسمي|رسمية|رسميه|مبالغة|مبالغه|مبالغ|formal|jargon|salesy|pushy|cheesy|corporate|hype|hypey|stiff)(?![\p{L}])/iu;

function toAgency(text: string): boolean {
  const t = text.trim();
  return (
    PROHIBITION.test(t) ||
    INSTRUCTION.test(t) ||
    GLOSS.test(t) ||
    NOT_REGISTER.test(t) ||
    (WISH.test(t) && (COPY_WORD.test(t) || META.test(t))) ||
    (TO_WRITER.test(t) && wordCount(t) <= 10)
  );
}

// "نبي بوست لعسل السدر الجبلي", "بدنا إعلان عن افتتاح فرعنا", "We want a post about our new menu": a wish about
// the copy that names what it is for. The copy says that thing (the rest of the wish is the agency's).
const WISH_FOR = new RegExp(
  `^(?:${WISH_WORDS})\\s+(?:(?:a|an|one|some)\\s+)?(?:\\p{L}+\\s+){0,2}?(?:ال)?(?:${COPY_WORDS})\\s*` +
    '(?:(?:انستقرام|انستغرام|إنستغرام|انستا|تيك توك|تيكتوك|سناب|سناب شات|تويتر|لينكدإن|لينكد إن|فيسبوك|فيس|واتساب|instagram|insta|tiktok|snapchat|linkedin|facebook|twitter|whatsapp)\\s+)?' +
    '(?:(?:قصير|قصيرة|سريع|سريعة|حلو|حلوة|جديد|جديدة|short|quick|new)\\s+)?' +
    '(?:(ل)|لـ|عن|على|حق|حول|for|about|on|promoting|announcing|to promote|to announce)\\s*(?!\\s)(.+)$',
  'iu',
);

/** What a wish about the copy is for ("نبي بوست لعسل السدر" → "عسل السدر"), or null. */
export function wishSubject(text: string): string | null {
  const m = WISH_FOR.exec(text.trim());
  if (!m) return null;
  // "بوست للعرض": the preposition's ل took the article's alif.
  const subject = (m[1] && m[2]!.startsWith('ل') ? `ا${m[2]!}` : m[2]!).replace(/^ـ/u, '').trim();
  // Only a thing: a subject that is itself a note to the agency, or one word, is not quoted.
  if (wordCount(subject) < 2 || toAgency(subject) || META.test(subject)) return null;
  return subject;
}
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
  return sentencesOf(description).flatMap((sentence) => {
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
      const limit = item || ends ? MAX_LIST_WORDS : MAX_PIECE_WORDS;
      listing = item;
      if (last !== undefined && !toAgency(last) && !toAgency(part) && wordCount(`${last} ${part}`) <= limit)
        out[out.length - 1] = `${last}${/[\u0600-\u06FF]/u.test(part) ? '،' : ','} ${part.trim()}`;
      else out.push(part.trim());
    }
    return out;
  });
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

const LEADING_AND =
  /^و(?=تقسيط|ال|أول|اول|إذا|اذا|لو|كل|عند|مع|من|في|بس|كمان|أي|اي|ما|مو|مش|إحنا|احنا|نحن|عندنا|الأ|أسعار|اسعار|أقل|اقل|أطفال|اطفال|خصم|تقدر|تقدري|تقدرون|تگدر|فيه|في|فيها|بنسبة)/u;

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

const wordCount = (text: string) =>
  (normalizeForMatch(text).match(/[\p{L}\p{N}%٪]+/gu) ?? []).filter((w) => w.length > 1).length;

/** The brief's clauses a variant may quote, with their roles; empty when the brief is not in the copy's language. */
export function briefPieces(brief: CopyBrief, model: BriefModel): Piece[] {
  const share = arabicShare(brief.description) ?? 0;
  if ((brief.output_language === 'ar') !== share >= 0.5) return [];
  const pieces: Piece[] = [];
  const raw = clauseSpans(brief.description);
  raw.map(tidy).forEach((clause, at) => {
    let text = clause;
    if (text.length < 2) return;
    if (GREETING.test(text)) return;
    // A wish about the copy is not quoted; what it is for is ("نبي بوست لعسل السدر" → "عسل السدر").
    const subject = toAgency(text) ? wishSubject(text) : null;
    if (toAgency(text) && !subject) return;
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
