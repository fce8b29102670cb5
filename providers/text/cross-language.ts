/**
 * A brief in Arabic for English copy (decision 024): the local composer cannot translate, so it says in English
 * only what carries over whole: amounts with their currency and period, percentages, dates, times. A fact with
 * words it cannot carry over is left out rather than printed in the wrong script (the checks would refuse it, and a
 * valid request is never refused).
 */

const DIGITS: Record<string, string> = {
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
  '٫': '.',
  '٬': ',',
};

const WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/خصم\s+([\d.,]+\s?%)/gu, '$1 off'],
  [/([\d.,]+)\s?(?:٪|%)/gu, '$1%'],
  [/(?:ريالات|ريال|ر\.س)/gu, 'riyals'],
  [/(?:دراهم|درهم|د\.إ)/gu, 'dirhams'],
  [/(?:دنانير|دينار|د\.ك|د\.ب|د\.ع)/gu, 'dinars'],
  [/(?:جنيهات|جنيه|ج\.م)/gu, 'pounds'],
  [/(?:ليرات|ليرة)/gu, 'lira'],
  [/(?:دولارات|دولار)/gu, 'dollars'],
  [/(?:شيكل|شيقل|شواكل)/gu, 'shekels'],
  [/(?:ألف|الف)/gu, 'thousand'],
  [/(?:في الشهر|بالشهر|شهرياً|شهريا|للشهر)/gu, 'a month'],
  [/(?:في اليوم|باليوم|يومياً|يوميا|لليوم)/gu, 'a day'],
  [/(?:في الأسبوع|بالأسبوع|بالاسبوع|أسبوعياً|اسبوعيا)/gu, 'a week'],
  [/(?:في السنة|بالسنة|سنوياً|سنويا|للسنة)/gu, 'a year'],
  [/(?:للشخص|للفرد|للنفر|للواحد)/gu, 'per person'],
  [/(?:بالساعة|للساعة|الساعة)/gu, 'an hour'],
  [/(?:^|\s)(?:من|ابتداءً من|ابتداء من|يبدأ من|تبدأ من)(?=\s)/gu, ' from'],
  [/(?:^|\s)(?:بدل|بدلاً من|بدلا من)(?=\s)/gu, ' instead of'],
  [/(?:^|\s)(?:لين|حتى|لغاية|لحد|إلى|الى)(?=\s)/gu, ' until'],
  [/(?:^|\s)(?:و)(?=\s)/gu, ' and'],
  [/(?:^|\s)بـ?\s?(?=[\d])/gu, ' '],
  [/يناير|كانون الثاني/gu, 'January'],
  [/فبراير|شباط/gu, 'February'],
  [/مارس|آذار|اذار/gu, 'March'],
  [/أبريل|ابريل|نيسان/gu, 'April'],
  [/مايو|أيار|ايار/gu, 'May'],
  [/يونيو|حزيران/gu, 'June'],
  [/يوليو|تموز/gu, 'July'],
  [/أغسطس|اغسطس|آب/gu, 'August'],
  [/سبتمبر|أيلول|ايلول/gu, 'September'],
  [/أكتوبر|اكتوبر|تشرين الأول/gu, 'October'],
  [/نوفمبر|تشرين الثاني/gu, 'November'],
  [/ديسمبر|كانون الأول/gu, 'December'],
  [/صباحاً|صباحا|الصبح|الصباح/gu, 'am'],
  [/مساءً|مساء|مساءا|بالليل|الليل|العصر|المغرب/gu, 'pm'],
];

/** The fact in English, or null when it has words that do not carry over. */
export function englishOf(text: string): string | null {
  let out = text.replace(/[٠-٩٫٬]/gu, (d) => DIGITS[d] ?? d);
  for (const [pattern, english] of WORDS) out = out.replace(pattern, english);
  out = out
    .replace(/\u0640/gu, '')
    .replace(/\p{Mn}/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
  if (/[\u0600-\u06FF]/u.test(out) || !/\d/u.test(out)) return null;
  return out;
}
