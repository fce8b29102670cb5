/**
 * Text a speech engine without its own text normalisation can say: numbers, percentages, prices, dates, times
 * and phone numbers turned into words of the requested language and variety ("خصم 30%" → "خصم ثلاثين بالمية";
 * "5/12" → "خمسة ديسمبر"), before eSpeak NG reads it. The transcript the partner approved stays as it was: this
 * is only what the local engine is given.
 */

type Variety = 'saudi' | 'emirati' | 'gulf' | 'egyptian' | 'levantine' | 'iraqi' | 'classical';

const toLatinDigits = (s: string) =>
  s
    .replace(/[٠-٩]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/gu, (d) => String(d.charCodeAt(0) - 0x06f0));

// ── Arabic ────────────────────────────────────────────────────────────────────────────────────────────────────
const AR_ONES = ['صفر', 'واحد', 'اثنين', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const AR_ONES_MSA = ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة'];
const AR_TEENS = [
  'عشرة',
  'أحد عشر',
  'اثنا عشر',
  'ثلاثة عشر',
  'أربعة عشر',
  'خمسة عشر',
  'ستة عشر',
  'سبعة عشر',
  'ثمانية عشر',
  'تسعة عشر',
];
const AR_TEENS_DIALECT = [
  'عشرة',
  'حداش',
  'اطناش',
  'تلطاش',
  'اربطاش',
  'خمستاش',
  'سطاش',
  'سبعتاش',
  'تمنتاش',
  'تسعتاش',
];
const AR_TENS = ['', '', 'عشرين', 'ثلاثين', 'أربعين', 'خمسين', 'ستين', 'سبعين', 'ثمانين', 'تسعين'];
const AR_TENS_MSA = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
const AR_HUNDREDS = ['', 'مية', 'ميتين', 'تلتمية', 'ربعمية', 'خمسمية', 'ستمية', 'سبعمية', 'تمنمية', 'تسعمية'];
const AR_HUNDREDS_MSA = [
  '',
  'مئة',
  'مئتان',
  'ثلاثمئة',
  'أربعمئة',
  'خمسمئة',
  'ستمئة',
  'سبعمئة',
  'ثمانمئة',
  'تسعمئة',
];

function arabicBelow1000(n: number, msa: boolean): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h > 0) parts.push((msa ? AR_HUNDREDS_MSA : AR_HUNDREDS)[h]!);
  if (rest > 0) {
    if (rest < 10) parts.push((msa ? AR_ONES_MSA : AR_ONES)[rest]!);
    else if (rest < 20) parts.push((msa ? AR_TEENS : AR_TEENS_DIALECT)[rest - 10]!);
    else {
      const one = rest % 10;
      const ten = (msa ? AR_TENS_MSA : AR_TENS)[Math.floor(rest / 10)]!;
      parts.push(one ? `${(msa ? AR_ONES_MSA : AR_ONES)[one]} و${ten}` : ten);
    }
  }
  return parts.join(' و');
}

const AR_SCALES: Array<[number, [string, string, string]]> = [
  // one, two, plural (3–10)
  [1_000_000_000, ['مليار', 'مليارين', 'مليارات']],
  [1_000_000, ['مليون', 'مليونين', 'ملايين']],
  [1_000, ['ألف', 'ألفين', 'آلاف']],
];

export function arabicNumber(n: number, variety: Variety): string {
  const msa = variety === 'classical';
  if (n === 0) return 'صفر';
  const parts: string[] = [];
  let rest = n;
  for (const [size, [one, two, plural]] of AR_SCALES) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count === 0) continue;
    if (count === 1) parts.push(one);
    else if (count === 2) parts.push(msa ? `${one}ان` : two);
    else if (count <= 10) parts.push(`${arabicBelow1000(count, msa)} ${plural}`);
    else parts.push(`${arabicBelow1000(count, msa)} ${one}`);
  }
  if (rest > 0) parts.push(arabicBelow1000(rest, msa));
  return parts.join(' و');
}

const PERCENT_AR: Record<Variety, string> = {
  saudi: 'بالمية',
  emirati: 'بالمية',
  gulf: 'بالمية',
  iraqi: 'بالمية',
  levantine: 'بالمية',
  egyptian: 'في المية',
  classical: 'بالمئة',
};

const CURRENCY_AR: Array<[RegExp, string]> = [
  [/^(?:ريال سعودي|ريال|ر\.س|SAR|SR)$/iu, 'ريال'],
  [/^(?:درهم|د\.إ|AED|Dhs?)$/iu, 'درهم'],
  [/^(?:جنيه|EGP|LE)$/iu, 'جنيه'],
  [/^(?:دينار|KWD|BHD|JOD|IQD)$/iu, 'دينار'],
  [/^(?:ريال عماني|OMR)$/iu, 'ريال عماني'],
  [/^(?:ريال قطري|QAR)$/iu, 'ريال قطري'],
  [/^(?:ليرة|LBP|SYP)$/iu, 'ليرة'],
  [/^(?:دولار|USD|\$)$/iu, 'دولار'],
  [/^(?:يورو|EUR|€)$/iu, 'يورو'],
];

const MONTHS_AR = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
const MONTHS_LEVANT = [
  'كانون الثاني',
  'شباط',
  'آذار',
  'نيسان',
  'أيار',
  'حزيران',
  'تموز',
  'آب',
  'أيلول',
  'تشرين الأول',
  'تشرين الثاني',
  'كانون الأول',
];

// ── English ───────────────────────────────────────────────────────────────────────────────────────────────────
const EN_ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_ORDINAL: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function englishBelow1000(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h) parts.push(`${EN_ONES[h]} hundred`);
  if (rest) {
    if (rest < 20) parts.push(EN_ONES[rest]!);
    else
      parts.push(
        rest % 10
          ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_ONES[rest % 10]}`
          : EN_TENS[Math.floor(rest / 10)]!,
      );
  }
  return parts.join(' and ');
}

export function englishNumber(n: number): string {
  if (n === 0) return 'zero';
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of [
    [1_000_000_000, 'billion'],
    [1_000_000, 'million'],
    [1_000, 'thousand'],
  ] as const) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) parts.push(`${englishBelow1000(count)} ${name}`);
  }
  if (rest) parts.push(englishBelow1000(rest));
  return parts.join(' ');
}

function englishOrdinal(n: number): string {
  const words = englishNumber(n);
  const last = words.split(/[ -]/).pop()!;
  const ordinal = EN_ORDINAL[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, words.length - last.length) + ordinal;
}

const CURRENCY_EN: Array<[RegExp, string]> = [
  [/^(?:SAR|SR|ريال|ر\.س)$/iu, 'Saudi riyals'],
  [/^(?:AED|Dhs?|درهم)$/iu, 'dirhams'],
  [/^(?:EGP|LE|جنيه)$/iu, 'Egyptian pounds'],
  [/^(?:KWD)$/iu, 'Kuwaiti dinars'],
  [/^(?:BHD)$/iu, 'Bahraini dinars'],
  [/^(?:JOD)$/iu, 'Jordanian dinars'],
  [/^(?:IQD|دينار)$/iu, 'dinars'],
  [/^(?:OMR)$/iu, 'Omani riyals'],
  [/^(?:QAR)$/iu, 'Qatari riyals'],
  [/^(?:USD|\$)$/iu, 'dollars'],
  [/^(?:EUR|€)$/iu, 'euros'],
  [/^(?:£|GBP)$/iu, 'pounds'],
];

// ── Latin names in Arabic speech ─────────────────────────────────────────────────────────────────────────────
// eSpeak NG switches to English phonemes for Latin words inside Arabic: brand and product names are said in
// Arabic instead, as Arabic speakers say them.
const KNOWN_NAMES: Record<string, string> = {
  iphone: 'آيفون',
  ipad: 'آيباد',
  ios: 'آي أو إس',
  android: 'أندرويد',
  apple: 'أبل',
  samsung: 'سامسونج',
  google: 'جوجل',
  instagram: 'إنستغرام',
  whatsapp: 'واتساب',
  tiktok: 'تيك توك',
  snapchat: 'سناب شات',
  youtube: 'يوتيوب',
  amazon: 'أمازون',
  noon: 'نون',
  talabat: 'طلبات',
  careem: 'كريم',
  uber: 'أوبر',
  nike: 'نايكي',
  adidas: 'أديداس',
  starbucks: 'ستاربكس',
  visa: 'فيزا',
  mastercard: 'ماستركارد',
  pay: 'باي',
  app: 'آب',
  store: 'ستور',
  online: 'أونلاين',
  wifi: 'واي فاي',
  mall: 'مول',
  vip: 'في آي بي',
};
const LETTER_NAMES: Record<string, string> = {
  a: 'إيه',
  b: 'بي',
  c: 'سي',
  d: 'دي',
  e: 'إي',
  f: 'إف',
  g: 'جي',
  h: 'إتش',
  i: 'آي',
  j: 'جيه',
  k: 'كي',
  l: 'إل',
  m: 'إم',
  n: 'إن',
  o: 'أو',
  p: 'بي',
  q: 'كيو',
  r: 'آر',
  s: 'إس',
  t: 'تي',
  u: 'يو',
  v: 'في',
  w: 'دبليو',
  x: 'إكس',
  y: 'واي',
  z: 'زد',
};
const SOUNDS: Array<[RegExp, string]> = [
  [/sh/g, 'ش'],
  [/ch/g, 'تش'],
  [/th/g, 'ث'],
  [/ph/g, 'ف'],
  [/kh/g, 'خ'],
  [/gh/g, 'غ'],
  [/oo/g, 'و'],
  [/ee/g, 'ي'],
  [/ou/g, 'و'],
  [/ck/g, 'ك'],
  [/qu/g, 'كو'],
  [/a/g, 'ا'],
  [/b/g, 'ب'],
  [/c/g, 'ك'],
  [/d/g, 'د'],
  [/e/g, 'ي'],
  [/f/g, 'ف'],
  [/g/g, 'ج'],
  [/h/g, 'ه'],
  [/i/g, 'ي'],
  [/j/g, 'ج'],
  [/k/g, 'ك'],
  [/l/g, 'ل'],
  [/m/g, 'م'],
  [/n/g, 'ن'],
  [/o/g, 'و'],
  [/p/g, 'ب'],
  [/q/g, 'ك'],
  [/r/g, 'ر'],
  [/s/g, 'س'],
  [/t/g, 'ت'],
  [/u/g, 'و'],
  [/v/g, 'ف'],
  [/w/g, 'و'],
  [/x/g, 'كس'],
  [/y/g, 'ي'],
  [/z/g, 'ز'],
];

/** A Latin name as an Arabic speaker says it: a known name, an acronym letter by letter, or by its sounds. */
export function arabicName(word: string): string {
  const known = KNOWN_NAMES[word.toLowerCase()];
  if (known) return known;
  if (/^[A-Z]{2,5}$/u.test(word)) return [...word.toLowerCase()].map((l) => LETTER_NAMES[l]).join(' ');
  let out = word.toLowerCase();
  for (const [pattern, arabic] of SOUNDS) out = out.replace(pattern, arabic);
  // A word starts with a hamza seat where it starts with a vowel sound.
  return /^[اوي]/u.test(out) && /^[aeiou]/iu.test(word) ? `ا${out.replace(/^ا/u, '')}` : out;
}

// ── The rewrite ───────────────────────────────────────────────────────────────────────────────────────────────
const NUM = '[0-9٠-٩۰-۹]+(?:[.,٫][0-9٠-٩۰-۹]+)?';
const CUR =
  'ريال سعودي|ريال عماني|ريال قطري|ريال|ر\\.س|درهم|د\\.إ|جنيه|دينار|ليرة|دولار|يورو|SAR|SR|AED|Dhs?|EGP|LE|KWD|BHD|JOD|IQD|OMR|QAR|LBP|SYP|USD|EUR|GBP|\\$|€|£';

function parseNumber(raw: string): { whole: number; fraction: string | null } {
  const latin = toLatinDigits(raw);
  // "1,299" is one thousand two hundred and ninety-nine; "1.5" and "1٫5" are one and a half.
  if (/^\d{1,3}(?:,\d{3})+$/u.test(latin)) return { whole: Number(latin.replace(/,/gu, '')), fraction: null };
  const [whole, fraction] = latin.split(/[.,٫]/u);
  return { whole: Number(whole), fraction: fraction ?? null };
}

export function spokenText(text: string, language: 'ar' | 'en', dialect: string | null): string {
  const variety = (language === 'ar' ? (dialect ?? 'classical') : 'classical') as Variety;
  const ar = language === 'ar';
  const say = (raw: string): string => {
    const { whole, fraction } = parseNumber(raw);
    if (!Number.isFinite(whole)) return raw;
    const main = ar ? arabicNumber(whole, variety) : englishNumber(whole);
    if (!fraction) return main;
    const digits = [...fraction].map((d) => (ar ? arabicNumber(Number(d), variety) : EN_ONES[Number(d)]));
    return ar ? `${main} فاصلة ${digits.join(' ')}` : `${main} point ${digits.join(' ')}`;
  };
  const currencyWord = (c: string) =>
    (ar ? CURRENCY_AR : CURRENCY_EN).find(([p]) => p.test(c.trim()))?.[1] ?? c;
  let out = text;
  // Phone numbers: digit by digit (+, 00 or 0, then seven or more digits, spaces or dashes between).
  out = out.replace(/(?<![0-9٠-٩])(?:\+|00|0|٠)[0-9٠-٩](?:[ -]?[0-9٠-٩]){6,}/gu, (m) =>
    [...toLatinDigits(m).replace(/\D/gu, '')]
      .map((d) => (ar ? AR_ONES[Number(d)] : EN_ONES[Number(d)]))
      .join(' '),
  );
  // Times: 10:30.
  out = out.replace(
    new RegExp(`(الساعة\\s+)?(?<![\\d:])([0-2]?[0-9]):([0-5][0-9])(?![\\d:])`, 'gu'),
    (_m, said: string | undefined, h: string, m: string) => {
      const hour = Number(h);
      const minute = Number(m);
      if (ar) {
        // "الساعة 10:30" already says the hour's word.
        const lead = said ? said : 'الساعة ';
        const hourWords = `${lead}${arabicNumber(hour, variety)}`;
        const msa = variety === 'classical';
        if (minute === 0) return hourWords;
        if (minute === 30) return `${hourWords} ${msa ? 'والنصف' : 'ونص'}`;
        if (minute === 15) return `${hourWords} ${msa ? 'والربع' : 'وربع'}`;
        return `${hourWords} و${arabicNumber(minute, variety)} دقيقة`;
      }
      if (minute === 0) return `${englishNumber(hour)} o'clock`;
      return `${englishNumber(hour)} ${minute < 10 ? `oh ${englishNumber(minute)}` : englishNumber(minute)}`;
    },
  );
  // Dates: day/month(/year), as the region writes them.
  out = out.replace(
    /(?<![\d/])([0-3]?[0-9])\/([01]?[0-9])(?:\/(\d{2,4}))?(?![\d/])/gu,
    (m, d: string, mo: string, y?: string) => {
      const day = Number(d);
      const month = Number(mo);
      if (day < 1 || day > 31 || month < 1 || month > 12) return m;
      if (ar) {
        const months = variety === 'levantine' || variety === 'iraqi' ? MONTHS_LEVANT : MONTHS_AR;
        const year = y ? ` ${arabicNumber(Number(y.length === 2 ? `20${y}` : y), variety)}` : '';
        return `${arabicNumber(day, variety)} ${months[month - 1]}${year}`;
      }
      const year = y ? ` ${englishNumber(Number(y.length === 2 ? `20${y}` : y))}` : '';
      return `the ${englishOrdinal(day)} of ${MONTHS_EN[month - 1]}${year}`;
    },
  );
  // Prices: "49 ريال", "SAR 49", "$12".
  out = out.replace(
    new RegExp(`(?:(${CUR})\\s?(${NUM})|(${NUM})\\s?(${CUR}))(?![\\p{L}])`, 'giu'),
    (_m, c1, n1, n2, c2) => {
      const amount = say((n1 ?? n2) as string);
      return `${amount} ${currencyWord((c1 ?? c2) as string)}`;
    },
  );
  // Percentages: "30%", "٣٠٪", "30 %".
  out = out.replace(new RegExp(`(${NUM})\\s?[%٪]`, 'gu'), (_m, n: string) =>
    ar ? `${say(n)} ${PERCENT_AR[variety]}` : `${say(n)} percent`,
  );
  // Any other number.
  out = out.replace(new RegExp(NUM, 'gu'), (m) => say(m));
  // Latin names inside Arabic (a link or an address is left as written).
  if (ar)
    out = out.replace(/(?<![\p{L}\p{N}./@:-])[A-Za-z][A-Za-z']*(?![\p{L}\p{N}./@:-])/gu, (w) =>
      arabicName(w.replace(/'/gu, '')),
    );
  // Symbols a reader says.
  out = ar
    ? out.replace(/\s*&\s*/gu, ' و').replace(/\s*\+\s*/gu, ' زائد ')
    : out.replace(/\s*&\s*/gu, ' and ').replace(/\s*\+\s*/gu, ' plus ');
  return out.replace(/\s{2,}/gu, ' ').trim();
}
