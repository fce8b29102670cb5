import { normalizeForMatch } from '../../contract/normalize';

/**
 * Claims an advertiser is answerable for: said only when the brief states them. Each class is a list of word
 * patterns (on text as keywords are matched: no diacritics, tatweel or case), in the seven varieties and English.
 * A variant that makes a claim of a class the brief does not make is a truth-guard finding.
 */
export type ClaimClass =
  | 'guarantee'
  | 'praise'
  | 'premises'
  | 'visit'
  | 'scarcity'
  | 'best'
  | 'speed'
  | 'quality'
  | 'experience'
  | 'cure'
  | 'freebie';

const A = '(?<![\\p{L}\\p{N}])';
const Z = '(?![\\p{L}\\p{N}])';
/** Arabic prefixes a word may carry (و، ف، ب، ل، ك، ال and their joins). */
const P = '(?:وال|بال|لل|فال|كال|ال|و|ف|ب|ل)?';

/** Suffixes a stem may carry (feminine, plural, pronouns). */
const S = '(?:ة|ه|ين|ون|ات|ها|هم|كم|ك|نا|ي)?';
/** A claim word: its pattern, and a literal part of it that must be in the text for the pattern to match. */
interface ClaimWord {
  core: string;
  re: RegExp;
}
const ar = (...stems: string[]): ClaimWord[] =>
  stems.map((s) => ({
    core: normalizeForMatch(s),
    re: new RegExp(`${A}${P}${normalizeForMatch(s)}${S}${Z}`, 'u'),
  }));
const en = (...words: string[]): ClaimWord[] =>
  words.map((w) => ({
    core: w
      .split(/[\\()[\]?*+.|]/u)[0]!
      .trim()
      .toLowerCase(),
    re: new RegExp(`\\b${w}\\b`, 'iu'),
  }));

export const CLAIMS: Record<ClaimClass, ClaimWord[]> = {
  guarantee: [
    ...ar('نضمن', 'نضمنلك', 'مضمون', 'مضمونة', 'ضمان', 'بضمان', 'نتعهد', 'أكيد بتحصل', 'بدون مخاطرة'),
    ...en('guarantee', 'guaranteed', 'warranty', 'risk-free', 'no risk', 'promise you'),
  ],
  praise: [
    ...ar(
      'عملاؤنا',
      'عملائنا',
      'زباينا',
      'زبايننا',
      'زبائننا',
      'المشتركين عنا',
      'المشتركين عندنا',
      'الكل يمدح',
      'الكل يشهد',
      'يرجعون لنا',
      'يرجعولنا',
      'برجعولنا',
      'بيرجعوا',
      'بيرجعولنا',
      'يرجعلنا',
      'ثقة',
      'يثقون',
      'موثوق',
      'تقييمات',
      'آراء',
      'اراء',
      'الناس تحكي',
      'الناس تقول',
      'الكل يحكي',
      'سمعة',
      'مشهور',
      'مشهورين',
      'الأكثر طلبا',
      'الاكثر طلبا',
      'الأكثر مبيعا',
    ),
    ...en(
      'our customers',
      'customers (?:love|keep|come|say|trust)',
      'clients (?:love|keep|come|say|trust)',
      'trusted',
      'loved by',
      'favourite of',
      'favorite of',
      'best[- ]selling',
      'reviews',
      'rated',
      'word of mouth',
      'keep coming back',
      'award',
    ),
  ],
  premises: [
    ...ar(
      'فرعنا',
      'فروعنا',
      'معرضنا',
      'محلنا',
      'مقرنا',
      'صالتنا',
      'عيادتنا',
      'مكتبنا',
      'طاولتك',
      'طاولة',
      'طاولات',
      'ترابيزة',
      'ترابيزتك',
    ),
    ...en(
      'our branch',
      'our branches',
      'our showroom',
      'our store',
      'our shop',
      'our clinic',
      'our office',
      'our premises',
      'your table',
      'a table',
      'dine in',
      'dine-in',
    ),
  ],
  // An invitation to come to a place: true of a business with premises, an invented one of a shop that is online
  // (the brief model makes this claim unless the brief says the business sells online).
  visit: [
    ...ar(
      'زورنا',
      'زورونا',
      'زورينا',
      'مروا علينا',
      'مري علينا',
      'عدي علينا',
      'حياك في',
      'حياكم في',
      'حياج في',
      'تحصلنا في',
      'تحصلونا في',
      'تحصلينا في',
      'بتحصلنا في',
      'بتحصلونا في',
      'بتحصلينا في',
      'تلقانا في',
      'تلقونا في',
      'تلقينا في',
      'تلكانا في',
      'تلكونا في',
      'تلكينا في',
      'هتلاقينا في',
      'هتلاقونا في',
      'بتلاقينا في',
      'بتلاقونا في',
      'تجدنا في',
      'تجدوننا في',
      'تجديننا في',
      'عنواننا',
      'العنوان:',
      'مر علينا في',
    ),
    ...en(
      'our address',
      'where(?=:)',
      'visit us',
      'come (?:and )?visit',
      'drop by',
      'stop by',
      'pop in(?: to| and)',
      'find us in',
      'come (?:and )?see us',
    ),
  ],
  scarcity: [
    ...ar(
      'الكمية محدودة',
      'الكميه محدوده',
      'كمية محدودة',
      'لين تخلص',
      'لحد ما تخلص',
      'لين ما تخلص',
      'قبل ما تخلص',
      'قبل لا تخلص',
      'قبل ما يخلص',
      'حتى نفاد',
      'حتى نفاذ',
      'لحين نفاد',
      'أماكن محدودة',
      'اماكن محدودة',
      'مقاعد محدودة',
      'العدد محدود',
      'آخر قطع',
      'اخر قطع',
      'تخلص بسرعة',
      'يخلص بسرعة',
      'ينفد',
      'تنفد',
    ),
    ...en(
      'limited stock',
      'while stocks last',
      'while supplies last',
      'selling fast',
      'only a few',
      'last few',
      'running out',
      'limited spots',
      'limited places',
      'limited seats',
    ),
  ],
  best: [
    ...ar(
      'الأفضل',
      'الافضل',
      'أفضل',
      'افضل',
      'أحسن',
      'احسن',
      'الأول في',
      'رقم واحد',
      'رقم 1',
      'ما له مثيل',
      'ما لها مثيل',
      'ماله مثيل',
      'مالها مثيل',
      'الأقوى',
      'الاقوى',
      'أرخص',
      'ارخص',
      'الأرخص',
    ),
    ...en(
      'best',
      'number one',
      'no\\. ?1',
      '#1',
      'unbeatable',
      'unmatched',
      'leading',
      'cheapest',
      'lowest price',
      'finest',
    ),
  ],
  speed: [
    ...ar(
      'بسرعة',
      'سريع',
      'سريعة',
      'فوري',
      'فورا',
      'فوراً',
      'على طول',
      'خلال دقائق',
      'بدقايق',
      'بدقائق',
      'بنفس اليوم',
      'نفس اليوم',
      'بساعة',
    ),
    ...en(
      'fast',
      'quick',
      'quickly',
      'instant',
      'instantly',
      'in minutes',
      'same[- ]day',
      'express',
      'rapid',
    ),
  ],
  quality: [
    ...ar(
      'جودة',
      'جوده',
      'عالي الجودة',
      'طازج',
      'طازة',
      'طازجة',
      'فريش',
      'أصلي',
      'اصلي',
      'أصلية',
      'اصلية',
      'فاخر',
      'فاخرة',
      'ممتاز',
      'ممتازة',
      'مضبوط',
      'مميز',
      'مميزة',
      'مختص',
      'معتمد',
      'معتمدة',
      'محترف',
      'محترفين',
      'خبرة',
      'خبراء',
      'آمن',
      'امن',
      'نظيف',
      'نظافة',
      'صحي',
      'صحية',
      'طبيعي',
      'طبيعية',
      'عضوي',
    ),
    ...en(
      'quality',
      'fresh',
      'premium',
      'authentic',
      'genuine',
      'luxury',
      'luxurious',
      'certified',
      'expert',
      'professional',
      'perfect',
      'finest',
      'handpicked',
      'hand-picked',
      'natural',
      'organic',
      'healthy',
      'safe',
      'clean',
      'top[- ]notch',
      'world[- ]class',
    ),
  ],
  experience: [
    ...ar(
      'سنين خبرة',
      'سنوات خبرة',
      'من سنين',
      'من سنوات',
      'منذ سنوات',
      'منذ عام',
      'من سنة',
      'عريق',
      'عراقة',
      'تاريخ طويل',
    ),
    ...en('years of experience', 'since \\d{4}', 'decades', 'for years', 'experienced', 'heritage'),
  ],
  cure: [
    ...ar(
      'يعالج',
      'تعالج',
      'علاج نهائي',
      'يشفي',
      'تشفي',
      'شفاء',
      'يقضي على',
      'تقضي على',
      'نتائج مضمونة',
      'بدون ألم',
      'بدون الم',
      'بلا ألم',
    ),
    ...en(
      'cure',
      'cures',
      'heals',
      'painless',
      'pain-free',
      'results guaranteed',
      'clinically proven',
      'eliminates',
    ),
  ],
  freebie: [
    ...ar(
      'تجريبي',
      'تجريبية',
      'تجربة مجانية',
      'مجاني',
      'مجانا',
      'مجاناً',
      'ببلاش',
      'هدية',
      'هدايا',
      'بالمجان',
      'على حسابنا',
    ),
    ...en('free', 'trial', 'complimentary', 'gift', 'on the house', 'on us'),
  ],
};

/** The claim classes a text makes. */
export function claimsIn(text: string): ClaimClass[] {
  const plain = normalizeForMatch(text);
  return (Object.keys(CLAIMS) as ClaimClass[]).filter((c) =>
    CLAIMS[c].some((w) => plain.includes(w.core) && w.re.test(plain)),
  );
}

/** The claim words a text uses, per class (for findings that say what was claimed). */
export function claimWordsIn(text: string): Array<{ claim: ClaimClass; word: string }> {
  const plain = normalizeForMatch(text);
  const out: Array<{ claim: ClaimClass; word: string }> = [];
  for (const c of Object.keys(CLAIMS) as ClaimClass[])
    for (const w of CLAIMS[c]) {
      if (!plain.includes(w.core)) continue;
      const m = w.re.exec(plain);
      if (m) {
        out.push({ claim: c, word: m[0].trim() });
        break;
      }
    }
  return out;
}
