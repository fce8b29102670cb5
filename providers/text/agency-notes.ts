import { wordCount } from './words';

/**
 * What a partner's brief says to the agency rather than to the reader (decisions 023 and 024): wishes about the copy
 * ("نبي بوست…", "We want a LinkedIn post"), notes on its register ("مو رسمي", "no jargon please"), prohibitions
 * («لا تكتبونه كأنه تخفيض», "don't call it a discount"), instructions to the writers («وخاطبوا البنات بالمؤنث»,
 * «لازم ينذكر رقم التصريح»), and the regulator they worry about («النقابة تتابع الإعلانات الطبية»). None of it is
 * ever said to the reader, and nothing in it (a banned phrase in quotes, a date) is read as a fact of the brief.
 */

// A line to the agency, not to the reader: a wish about the copy ("نبي بوست…", "بدنا ريل قصير", "We want a LinkedIn
// post"), a note on its style ("الأسلوب محترم", "tone: calm"), or an instruction ("لا تكتبونه كأنه تخفيض").
const WISH_WORDS =
  "نرغب|نود|نأمل|أرغب|ارغب|نامل|ودي|نبغا|ابغا|بغينا|حابة|حاب|نبي|نبا|نبغى|نبغي|نبيه|نبيها|نباه|نباها|أبي|ابي|أبا|ابا|أبغى|ابغى|أبغي|ابغي|بدنا|بدي|بدّي|بدّنا|نريد|أريد|اريد|نريده|نريدها|عايزين|عاوزين|عايز|عاوز|عايزة|عايزينه|عايزينها|عاوزينه|محتاجين|نحتاج|نحب|حابين|ودنا|ودّنا|خلوه|خلوها|خليه|خليها|اكتبوا|اكتب|اكتبي|اعملوا|اعمل|سووا|سوّوا|نرجو|الرجاء|يرجى|رجاء|نتمنى|ياريت|يا ريت|ياليت|يا ليت|وياريت|بليز|بلييز|لو سمحتوا|لو سمحتو|لو سمحت|من فضلكم|الله يخليكم|الله يعافيكم|يا ريت|نبغاه|نبغاها|حابين|we want|we'd like|we would like|we need|i want|i need|i'd like|please|pls|plz|kindly|could you|can you|make it|keep it|make sure|need|needs|mostly|should";
const WISH = new RegExp(`(?:^|[^\\p{L}])[وف]?(?:${WISH_WORDS})(?![\\p{L}])`, 'iu');
const COPY_WORDS =
  'إعلان|اعلان|إعلانات|اعلانات|بوست|بوستات|منشور|منشورات|كابشن|كابشنات|ريل|ريلز|ستوري|ستوريز|تغريدة|تغريدات|تويت|تويتات|صفحة هبوط|صفحة منتج|صفحة|وصف|نص|نصوص|رسالة|رسايل|رسائل|أسلوب|اسلوب|نبرة|طابع|كوبي|سكريبت|فيديو|مقطع|عنوان|عناوين|عبارة|عبارات|كلمة|كلمات|الكلام|لغة|صياغة|ad|ads|advert|post|posts|caption|copy|reel|reels|story|stories|tweet|tweets|thread|landing page|product page|page|description|listing|script|tone|message|messages|email|subject lines?|headline|headlines|video|written|wording|words|phrasing|language';
const COPY_WORD = new RegExp(`(?:^|[^\\p{L}])(?:ال)?(?:${COPY_WORDS})(?:ا|ًا)?(?![\\p{L}])`, 'iu');
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
  /(?:^|[^\p{L}])(?:ال)?(?:رسمي|رسمية|رسميه|رسميات|كلام|جارجون|مبالغة|مبالغه|مبالغات|مصطلحات|يحس|تحس|يحسون|تحسون|نحس|يحسّ|تحسّ|إحساس|احساس|شعور|الهيئة|الهيئه|هيئة|مشاكل|مشكلة|مشكله|مخالفة|مخالفه|الرقابة|ايموجي|إيموجي|ايموجيز|هاشتاق|هاشتاقات|هاشتاغ|هاشتاغات|هشتاق|jargon|formal|informal|casual|salesy|pushy|cheesy|hype|hypey|vibe|vibes|feel|feels|feeling|regulator|regulators|compliance|legal|emoji|emojis|hashtags?|exclamation|كليشيه|كليشيهات|كليشة|كليشات|تخويف|تخوفوا|تخوّفوا|سخرية|نتريق|تتريقوا|مقارنة|بالمقارنة|منافسين|منافسينا|المنافسين|موجه|موجّه|موجهة|موجّهة|الجمهور|المستهدف|المستهدفة|cliché|clichés|cliche|cliches|stereotype|stereotypes|blast|claims|exaggerate|exaggerated|competitors|competitor|audience|الإيحاء|الايحاء|ايحاء|إيحاء|بلغة|الحرص|تركز على|يركز على|نركز على|voice|founder voice|brand voice)(?![\p{L}])/iu;
// A gloss for the agency ("يعني مو سعر اليوم", "i.e. per night"), not a line to the reader.
const GLOSS =
  /^(?:يعني|يعنى|بمعنى|أقصد|اقصد|قصدي|قصدنا|المقصود|i\.e\.?|ie|i mean|meaning|in other words|that is)(?![\p{L}])/iu;
// Not the register we want: "مو رسمي", "not too formal", "بلا مبالغة".
const NOT_REGISTER =
  /^(?:بس\s+|but\s+)?(?:مو|مش|مب|ما|لا|بدون|بلا|من غير|not|no|nothing|without|never)\s+(?:\p{L}+\s+){0,2}(?:رسمي|رسمية|رسميه|مبالغة|مبالغه|مبالغ|formal|jargon|salesy|pushy|cheesy|corporate|hype|hypey|stiff)(?![\p{L}])/iu;

// Words to the writers, wherever they stand in the clause: "وخاطبوا البنات بالمؤنث", "لازم ينذكر رقم التصريح",
// "خلوا الكلام موجه حق الأمهات", "ما تحطون صور", "stick to the ingredients", "like we're writing to her as a friend".
const WRITER_VERB =
  /(?:^|[^\p{L}])[وف]?(?:مع الحرص على|الحرص على|مع مراعاة|يراعى|تكتبوا|تكتبون|تكتبوه|تكتبوها|بلاش (?:ت|ن)\p{L}+|منقولش|منكتبش|متقولوش|متكتبوش|تجنب|تجنبوا|يرجى|الرجاء|نرجو|بليز|بلييز|ياريت|يا ريت|ياليت|لو سمحتوا|لو سمحتو|لو سمحت|من فضلكم|الله يخليكم|خاطبوا|خاطبو|خاطبوها|خاطبوهم|خلوا الكلام|خلّوا الكلام|خلو الكلام|خلوه|خلّوه|خلوها|خلّوها|ينذكر|يتذكر|ينكتب|يتكتب|ينحط|يتحط|ينقال|يتقال|اذكروا|اذكرو|تذكروا|تذكرون|تذكروه|تذكروها|تحطون|تحطوا|حطوا|حطو|ركزوا|ركّزوا|استخدموا|تستخدموا|تستخدمون|تجنبوا|ابعدوا|وضحوا|وضّحوا|بينوا|تقولوا|تقولون|تقولو|تسمّوه|سموه|نتريق|تتريقوا)(?![\p{L}])|\b(?:don't (?:describe|promise|claim|call|say|write|mention|use|imply)|do not (?:describe|promise|claim|call|say|write|mention|use|imply)|never (?:say|call|describe|claim)|stick to|focus on|don't use|do not use|no (?:vet|health|medical) claims|like we're|like we are|as if we|as a friend|address (?:her|him|them|women|men)|talk to (?:her|him|them) as|must (?:say|mention|include|show|appear)|has to (?:say|mention|include|appear)|needs to (?:say|mention|include|appear)|should (?:say|mention|sound|feel|read))\b/iu;
// The regulator the partner worries about ("لأن النقابة تتابع الإعلانات الطبية", "ريرا ما تسمح بهالشي").
const REGULATOR =
  /(?:^|[^\p{L}])(?:ال)?(?:نقابة|هيئة|وزارة|بلدية|رقابة|ريرا|rera|regulator|syndicate|ministry|authority)(?![\p{L}])[^.]*(?:تتابع|تراقب|تمنع|تسمح|يسمح|مسموح|ممنوع|مشاكل|مخالفة|غرامة|تخالف|watch|allow|ban|fine|penal|strict)|(?:^|[^\p{L}])(?:ما تسمح|ما يسمح|مب مسموح|مش مسموح|مو مسموح|ممنوع نكتب|ممنوع نقول|ممنوع تكتبوا|ممنوع تقولوا)(?![\p{L}])/iu;

/** Whether a clause speaks to the agency rather than to the reader (computed once per clause). */
export function toAgency(text: string): boolean {
  const t = text.trim();
  let value = SEEN.get(t);
  if (value === undefined) {
    // Keyed by partners' text: bounded, so that a long-running worker does not grow with every brief.
    if (SEEN.size >= 4000) SEEN.clear();
    SEEN.set(t, (value = agencyClause(t)));
  }
  return value;
}
const SEEN = new Map<string, boolean>();

// "بدنا نعبّي الويك إندات", "نبي نوصل لأكبر عدد": the business's own goal, not a line to the reader (which would say
// "you": "بدنا نشوفكم").
const OWN_GOAL = new RegExp(`^[وف]?(?:${WISH_WORDS})\\s+ن\\p{L}+`, 'iu');
const TO_READER =
  /(?:كم|كن|كي|جم)(?![\p{L}])|(?:^|[^\p{L}])(?:لك|إلك|الك|عليك|معك|لج|عليج|you|your)(?![\p{L}])/iu;

function agencyClause(raw: string): boolean {
  // Marks off ("يُرجى", "تركّز"), as the words are listed.
  const t = raw.replace(/\u0640/gu, '').replace(/\p{Mn}/gu, '');
  if (OWN_GOAL.test(t) && !TO_READER.test(t)) return true;
  // "Founder voice.", "نبرة هادية": a few words about the copy's register.
  if (wordCount(t) <= 4 && META.test(t) && !/[0-9٠-٩]/u.test(t)) return true;
  return (
    WRITER_VERB.test(t) ||
    REGULATOR.test(t) ||
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

const PLATFORM_NAMES =
  'انستا|إنستا|انستقرام|انستغرام|إنستغرام|تيك ?توك|سناب|فيس|فيسبوك|جوجل|قوقل|غوغل|يوتيوب|تويتر|تلي|تلغرام|تيليجرام|لينكد ?إن|لينكدان|ينكد ?إن|ينكدان|instagram|insta|tiktok|snapchat|google|youtube|facebook|linkedin|twitter|telegram';
const PLATFORM_START = new RegExp(`^(?:ال|عال|بال)?(?:${PLATFORM_NAMES})`, 'iu');
const PLATFORMS_FIRST = new RegExp(
  `^(?:ال|عال|بال)?(?:${PLATFORM_NAMES})\\S*(?:\\s+(?:و|and)\\s*(?:ال)?\\S+)*\\s+(?:عن|على|حق|حول|ل|لـ|about|for|on)\\s*`,
  'iu',
);

const CHANNEL =
  /(?:^|[^\p{L}])(?:ال|لل|ب|بال)?(?:قناة|قناتنا|صفحة|صفحتنا|حساب|حسابنا|تلي|تلغرام|تيليجرام|تليجرام|انستقرام|انستغرام|سناب|تيك توك|المتجر|متجرنا|الموقع|موقعنا|ايميل|إيميل|مرضانا|عملائنا|زباينا|زبايننا|channel|page|account|feed|newsletter|mailing list|our customers|our patients|store page)(?![\p{L}])/iu;

/** What a wish about the copy is for ("نبي بوست لعسل السدر" → "عسل السدر"), or null. */
export function wishSubject(text: string): string | null {
  const m = WISH_FOR.exec(text.trim());
  if (!m) return null;
  // "بوست للعرض": the preposition's ل took the article's alif. "بوست عالإنستا والتيك توك عن الترويقة": what the
  // post is about comes after the platforms.
  const subject = (m[1] && m[2]!.startsWith('ل') ? `ا${m[2]!}` : m[2]!)
    .replace(/^ـ/u, '')
    .replace(PLATFORMS_FIRST, '')
    .trim();
  // Only a thing: a subject that is itself a note to the agency, or one word, is not quoted.
  // "بوست لينكدإن يكون مهني": the «ل» was the platform's own letter and the rest is a note on the copy.
  if (
    PLATFORM_START.test(subject) ||
    /(?:^|\s)(?:يكون|تكون|يكونو|يكونون|يطلع|تطلع)(?![\p{L}])/u.test(subject)
  )
    return null;
  // A wish for a channel ("لقناة التلي مالتنا", "وصف للمنتج في صفحة المتجر") names where the copy goes, not a thing.
  if (wordCount(subject) < 2 || toAgency(subject) || META.test(subject) || CHANNEL.test(subject)) return null;
  return subject;
}
