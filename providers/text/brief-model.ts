import { toAgency } from './agency-notes';
import { guardWords } from './words';
import type { CopyBrief } from '../../contract/copy';
import { containsKeyword, normalizeForMatch } from '../../contract/normalize';
import { claimsIn, type ClaimClass } from './claims';
import { kindOf, type KindGuess } from './kinds';
import { AUDIENCE_LABELS } from './lexicon';

/**
 * What a brief means, before a word of copy is written: one typed model shared by every text provider. The
 * composer writes from it; the truth guard checks every provider's copy against it; networked providers get its
 * facts in their prompt. Every value is an exact span of the partner's text (a name is never cut, a number never
 * rewritten); what cannot be read with confidence is left out rather than guessed.
 */
export type FactRole =
  | 'price'
  | 'from_price'
  | 'old_price'
  | 'discount'
  | 'down_payment'
  | 'instalment'
  | 'min_order'
  | 'coupon'
  | 'deadline'
  | 'hours'
  | 'event_date'
  | 'handover'
  | 'duration'
  | 'count'
  | 'location'
  | 'free_entry'
  | 'free_delivery'
  | 'delivery'
  | 'donation'
  /** Read but never written: an upper limit, a rate ("لغاية 50,000", "5.9%"); its numbers stay the brief's. */
  | 'limit'
  | 'rate';

/** The roles that make an offer (what the reader pays, saves or gives), first in every variant. */
export const OFFER_ROLES: readonly FactRole[] = [
  'discount',
  'price',
  'from_price',
  'coupon',
  'down_payment',
  'instalment',
  'donation',
  'free_entry',
  'free_delivery',
  'min_order',
];

export interface Fact {
  role: FactRole;
  /** The brief's own words for it ("199 ريال", "من 4 العصر لين 4 الفجر", "RAMADAN30"). */
  text: string;
  /** What a price or a discount is for, in the brief's words ("كيس 250 جرام", "your first box"). */
  about?: string;
  /** Where the brief says it (facts of one kind are said in the brief's order). */
  at?: number;
}

export type ContactChannel = 'phone' | 'whatsapp' | 'website' | 'social' | 'email';
export interface Contact {
  channel: ContactChannel;
  value: string;
}

/** How the copy speaks to its reader: masculine singular, feminine singular, plural. */
export type Address = 'm' | 'f' | 'p';

export interface BriefModel {
  language: 'ar' | 'en';
  /** The business's name as one whole span, or null when none is stated with certainty. */
  name: string | null;
  kind: KindGuess;
  /** What is offered, a short noun phrase of the brief (never cut inside a name, no verb of the sentence). */
  product: string | null;
  facts: Fact[];
  contacts: Contact[];
  audience: { text: string | null; address: Address };
  /** Facts the brief states about the offer, short noun phrases ("لحم حاشي", "24/7 support"). */
  features: string[];
  /** Every number of the brief, normalised (digits, no group separators, multiplier kept). */
  numbers: string[];
  /** The claim classes the brief itself makes (the copy may repeat those, in the brief's terms). */
  claims: ClaimClass[];
}

// ---------- numbers ----------

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const EXTENDED_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
export function asciiDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/gu, (d) =>
    String(ARABIC_DIGITS.includes(d) ? ARABIC_DIGITS.indexOf(d) : EXTENDED_DIGITS.indexOf(d)),
  );
}

const D = '[0-9٠-٩]';
/** A whole number as written: group separators, decimals, and a multiplier word or letter that belongs to it. */
export const NUMBER_SOURCE = `${D}{1,3}(?:[,٬]${D}{3})+(?:[.٫]${D}+)?|${D}+(?:[.٫]${D}+)?`;
const MULTIPLIER =
  '(?:\\s?(?:[KkMm](?![\\p{L}])|ألف|الف|آلاف|الاف|مليون|ملايين|مليار|thousand|million|billion|bn))?';
const NUMBER_TOKEN = new RegExp(`(?<![\\p{L}\\p{N}.,٫٬])(?:${NUMBER_SOURCE})${MULTIPLIER}`, 'gu');

/** A number as compared: ASCII digits, no group separators, the multiplier as one lower-case word. */
export function normalizeNumber(token: string): string {
  const t = asciiDigits(token).replace(/[,٬]/gu, '').replace('٫', '.').replace(/\s+/gu, '').toLowerCase();
  return t
    .replace(/(?:ألف|الف|آلاف|الاف|thousand)$/u, 'k')
    .replace(/(?:مليون|ملايين|million)$/u, 'm')
    .replace(/(?:مليار|billion|bn)$/u, 'b');
}

/** The numbers of a text, each whole, normalised. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(NUMBER_TOKEN)].map((m) => normalizeNumber(m[0]));
}

// ---------- contacts ----------

const URL =
  /(?:https?:\/\/|www\.)[^\s،,]+[^\s،,.!?؟)»"]|(?<![@\p{L}\p{N}._-])[a-z0-9-]+\.(?:com|net|org|sa|ae|eg|jo|iq|kw|qa|bh|om|lb|io|co|app|store|shop)(?:\/[^\s،,]*[^\s،,.!?؟)])?(?![\p{L}])/giu;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gu;
const PHONE = /(?<![\p{L}\p{N}])(?:\+|00)?[0-9٠-٩](?:[0-9٠-٩]|[ -](?=[0-9٠-٩])){6,16}[0-9٠-٩](?![\p{N}])/gu;
const HANDLE = /(?<![\p{L}\p{N}.])@[A-Za-z0-9_.]{2,30}[A-Za-z0-9_]/gu;
const WHATSAPP_BEFORE = /(?:واتساب|واتس اب|واتس|الواتس|whatsapp|wa)\W{0,3}(?:\S+\s+){0,3}$/iu;

function contactsOf(text: string): Contact[] {
  const out: Contact[] = [];
  const seen = new Set<string>();
  const add = (channel: ContactChannel, value: string) => {
    const v = value.trim();
    if (!seen.has(v)) {
      seen.add(v);
      out.push({ channel, value: v });
    }
  };
  for (const m of text.matchAll(EMAIL)) add('email', m[0]);
  const withoutEmail = text.replace(EMAIL, ' ');
  for (const m of withoutEmail.matchAll(URL)) add('website', m[0]);
  for (const m of withoutEmail.matchAll(HANDLE)) add('social', m[0]);
  for (const m of withoutEmail.matchAll(PHONE)) {
    if (m[0].replace(/\D/gu, '').length < 7) continue;
    const before = withoutEmail.slice(Math.max(0, m.index! - 40), m.index);
    // A wallet or transfer number is where money goes, not a line to call.
    if (/كاش|cash|انستاباي|instapay|تحويل|حوالة|iban|آيبان|ايبان|الرسائل النصية|sms|نص\s*$/iu.test(before))
      continue;
    // The channel word nearest before the number names it: "واتساب 055… أو اتصل 011…" is a WhatsApp and a phone.
    const lastWhatsapp = Math.max(
      -1,
      ...[...before.matchAll(/واتساب|واتس|whatsapp/giu)].map((x) => x.index!),
    );
    const lastPhone = Math.max(
      -1,
      ...[...before.matchAll(/اتصل|اتصلوا|اتصال|هاتف|تلفون|جوال|رقم|call|phone|tel/giu)].map((x) => x.index!),
    );
    add(WHATSAPP_BEFORE.test(before) && lastWhatsapp > lastPhone ? 'whatsapp' : 'phone', m[0]);
  }
  return out;
}

// ---------- sentences ----------

/** Sentences of the brief; "د." and "Dr." are abbreviations, not ends. */
export function sentencesOf(text: string): string[] {
  const masked = text.replace(
    /(?<![\p{L}])(د|Dr|Mr|Mrs|Ms|St|م|ر|ج)\.(?=\s?\p{L})/gu,
    (_m, w: string) => `${w}\uE002`,
  );
  return (masked.match(/(?:[^.!?؟\n]|[.!?؟](?=[^\s.!?؟]))+[.!?؟]*/gu) ?? [])
    .map((s) => s.replace(/\uE002/gu, '.').trim())
    .filter(Boolean);
}

// ---------- facts ----------

const CURRENCY =
  '(?:ريال سعودي|ريال عماني|ريال قطري|ريالات|ريال|ر\\.س|ر\\.ق|ر\\.ع|د\\.ك|د\\.ب|د\\.ا|فلس|درهم إماراتي|درهم|دراهم|د\\.إ|جنيه مصري|جنيه|جنيهات|ج\\.م|دينار كويتي|دينار أردني|دينار عراقي|دينار|دنانير|ليرة|دولار|الف دينار|SAR|AED|EGP|KWD|QAR|BHD|OMR|IQD|JOD|LBP|USD|SR|Dhs?|KD|LE|JD|\\$|£|€)';
const MONEY = new RegExp(
  `(?:${CURRENCY}\\s?(?:${NUMBER_SOURCE})${MULTIPLIER}|(?:${NUMBER_SOURCE})${MULTIPLIER}\\s?${CURRENCY})(?![\\p{L}\\p{N}])`,
  'giu',
);
const PERCENT = new RegExp(`(?:${NUMBER_SOURCE})\\s?[%٪]|[%٪]\\s?(?:${NUMBER_SOURCE})`, 'gu');

const W = (src: string) => new RegExp(src, 'iu');
const BEFORE = {
  from: W(
    '(?:^|\\s)(?:من|يبدأ من|تبدأ من|يبدا من|تبدا من|ابتداء من|ابتداءً من|ابتداءا من|بدءا من|بدءاً من|بأسعار تبدأ من|أسعار تبدأ من|starting (?:at|from)|starts at|from|prices from)\\s*(?:ب|بـ)?\\s*$',
  ),
  old: W(
    '(?:بدل|بدلا من|بدلاً من|بدال|عوضا عن|بعد ما كان|كان|كانت|instead of|was|were|down from|reduced from|originally)\\s*(?:ب|بـ)?\\s*$',
  ),
  down: W(
    '(?:مقدم|مقدّم|دفعة أولى|دفعه اولى|دفعة اولى|الدفعة الأولى|دفعة مقدمة|مقدمة|down ?payment|deposit|downpayment)\\s*(?:بس|فقط|only|of)?\\s*(?:ب|بـ)?\\s*$',
  ),
  instalment: W(
    '(?:قسط|أقساط|اقساط|تقسيط|بالتقسيط|قسطك|instal?lments? of|monthly instal?lments? of|monthly payments? of)\\s*(?:شهري|شهريا|شهرياً)?\\s*(?:ب|بـ|من)?\\s*$',
  ),
  limit: W(
    '(?:لغاية|حتى|لحد|يوصل إلى|يوصل الى|يصل إلى|يصل الى|حد الشراء|بحد أقصى|بحد اقصى|up to|maximum|max\\.?|limit of)\\s*$',
  ),
  minOrder: W(
    '(?:للطلبات فوق|للطلبات اللي فوق|للطلب فوق|الطلبات فوق|فوق|أكثر من|اكثر من|حد أدنى|الحد الأدنى|الحد الادنى|على طلبات|orders? (?:over|above|of)|over|above|minimum(?: order)?(?: of)?)\\s*$',
  ),
  donation: W(
    '(?:تبرع|تبرّع|تبرعك|تبرّعك|بتبرع|كفالة|كفالتك|صدقة|زكاة|تساهم|ساهم|ساهموا|وجبة إفطار ب|donate|donation|sponsor|give)\\s*(?:بـ|ب|بمبلغ|of)?\\s*$',
  ),
};
const INSTALMENT_WORDS =
  /قسط|أقساط|اقساط|تقسيط|دفعات|instal?lment|payment plan|monthly payments|pay in \d|buy now,? pay later/iu;
const PERIOD_AFTER =
  /^\s*(?:شهريا|شهرياً|بالشهر|في الشهر|كل شهر|للشهر|شهري|سنويا|سنوياً|بالسنة|في السنة|لليلة|بالليلة|باليوم|لليوم|في اليوم|يوميا|يومياً|لكل شخص|للشخص|لكل موظف|للموظف|لكل فرع|\/\s?(?:شهر|يوم|month|mo|year|yr|night|day|hr|hour|person)|a month|per month|monthly|a year|per year|per night|a night|per day|a day|daily|per person|per hour|an hour|per user|per employee)/iu;
const AFTER = {
  instalment: W(
    '^\\s*(?:شهريا|شهرياً|بالشهر|في الشهر|كل شهر|بالشهرين|شهري|/\\s?(?:شهر|month|mo)|a month|per month|monthly|/mo)',
  ),
  down: W('^\\s*(?:مقدم|مقدّم|دفعة أولى|دفعة اولى|كدفعة أولى|down ?payment|deposit|upfront)'),
  discountWord: W('^\\s*(?:off|discount|خصم|تخفيض)'),
};
const DISCOUNT_NEAR = /خصم|خصومات|تخفيض|تخفيضات|وفر|وفّر|توفير|off\b|discount|save|sale/iu;
const FREE_ENTRY =
  /الدخول مجان|دخول مجان|الدخول مفتوح|مجانا للجميع|مجاناً للجميع|الحضور مجان|حضور مجان|بدون رسوم دخول|free entry|free admission|admission is free|entry is free|free to attend|free and open|free of charge/iu;
const FREE_DELIVERY =
  /توصيل مجان|شحن مجان|التوصيل مجان|الشحن مجان|توصيل ببلاش|التوصيل ببلاش|free delivery|free shipping|delivery is free|ships free/iu;
const DELIVERY_PHRASE =
  /(?:توصيل|لتوصيل|التوصيل|نوصل|نوصّل|يوصلك|يوصل|توصل|تصلك|يصلك|شحن|الشحن|delivery|delivered|deliver|shipping)(?:\s+(?!خلال|في غضون|within)[^\s.،,!?؟]+){0,2}?\s+((?:خلال|في غضون|بنفس|نفس|within|same|next|in)\s+(?:[^\s.،,!?؟]+\s*){1,2})/iu;
const COUPON =
  /(?:كود|كوبون|الكود|بكود|رمز الخصم|برمز|بالرمز|الرمز|رمز|promo code|coupon code|coupon|code|use)(?:\s+(?:الخصم|الكوبون|الترويجي|promo))?\s*[:：]?\s*[«"“]?([A-Z][A-Z0-9_-]{2,19}|[A-Z0-9]*[0-9][A-Z0-9_-]*[A-Z][A-Z0-9_-]*)/u;

const MONTHS =
  'يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|كانون الثاني|شباط|آذار|اذار|نيسان|أيار|ايار|حزيران|تموز|آب|اب|أيلول|ايلول|تشرين الأول|تشرين الثاني|كانون الأول|محرم|صفر|ربيع الأول|ربيع الآخر|جمادى الأولى|جمادى الآخرة|رجب|شعبان|رمضان|شوال|ذو القعدة|ذو الحجة|ذي القعدة|ذي الحجة|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const DAYS =
  'السبت|الأحد|الاحد|الإثنين|الاثنين|الثلاثاء|الأربعاء|الاربعاء|الخميس|الجمعة|الجمعه|Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday';
const DAY_SHORT = 'Sat|Sun|Mon|Tue|Wed|Thu|Fri';
const DATE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:` +
    [
      `(?:الربع|ربع)\\s+(?:الأول|الاول|الثاني|الثالث|الرابع|الأخير|الاخير)\\s+(?:من\\s+)?(?:عام\\s+)?${D}{4}`,
      `Q[1-4]\\s+${D}{4}`,
      `(?:${MONTHS})\\s+${D}{4}`,
      `(?:(?:${DAYS})\\s*[،,]?\\s*)?(?:${D}{1,2}\\s*(?:-|–|إلى|الى|to|و)\\s*)?${D}{1,2}(?:st|nd|rd|th)?\\s+(?:من\\s+)?(?:${MONTHS})(?:\\s+${D}{4})?`,
      `(?:${MONTHS})\\s+${D}{1,2}(?:st|nd|rd|th)?(?:\\s*(?:-|–|to)\\s*${D}{1,2})?(?:,?\\s+${D}{4})?`,
      `${D}{1,2}[/.-]${D}{1,2}[/.-]${D}{2,4}`,
      `(?:نهاية|آخر|اخر)\\s+(?:الشهر|الأسبوع|الاسبوع|رمضان|السنة|العام)`,
      `end of (?:the )?(?:month|week|year)`,
    ].join('|') +
    `)(?![\\p{L}\\p{N}])`,
  'giu',
);
/** A day of the week or a short numeric date is a date only after a word that says so ("حتى 31/12", "يوم الخميس"). */
const LED_DATE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${D}{1,2}/${D}{1,2}|(?:${DAYS})(?:\\s+(?:القادم|الجاي|الجاية|الياي|this|next))?)(?![\\p{L}\\p{N}])`,
  'giu',
);
const DEADLINE_LEAD =
  /(?:حتى|لغاية|لين|لحد|لحتى|إلى غاية|ينتهي|ينتهي العرض|تنتهي|العرض ساري|ساري حتى|ساري لين|ساري لغاية|آخر موعد|اخر موعد|قبل|until|till|ends?|ending|valid (?:until|till|through)|through|by|expires?|last day)\s*(?:يوم|on|the)?\s*$/iu;
const HANDOVER_LEAD =
  /(?:تسليم|التسليم|الاستلام|استلام|handover|completion|delivery in|ready in|hand-over)\s*[:：]?\s*(?:في|في عام|عام|سنة|in|by|on)?\s*$/iu;
const EVENT_LEAD =
  /(?:يوم|بتاريخ|تاريخ|يقام|تقام|يبدأ|تبدأ|يبدا|تبدا|ينطلق|تنطلق|الافتتاح|افتتاح|موعدنا|on|starts?|opening|from|في|date)\s*$/iu;
const DURATION = new RegExp(
  `(?:لمدة\\s+|مدة\\s+|مدتها\\s+|for\\s+)?(?:${NUMBER_SOURCE}|أسبوع|اسبوع|شهر|سنة|يوم|ساعة)\\s*(?:أشهر|اشهر|شهور|شهر|شهرا|شهراً|سنوات|سنين|سنة|أسابيع|اسابيع|أسبوع|اسبوع|أيام|ايام|يوم|يوما|يوماً|ساعات|ساعة|دقيقة|دقائق|دقايق|months?|years?|weeks?|days?|hours?|minutes?|mins?|nights?|ليالي|ليلة|ليال)(?![\\p{L}])`,
  'giu',
);
const HOURS = new RegExp(
  `(?:(?:${DAYS}|${DAY_SHORT})\\s*(?:-|–|إلى|الى|to|لـ|ل)\\s*(?:${DAYS}|${DAY_SHORT})\\s*[،,]?\\s*)?(?:يومياً|يوميا|daily|every day|كل يوم|open|نفتح|نستقبلكم|نستقبلك|مفتوح|الدوام|أوقات العمل|ساعات العمل|الساعة|from)?\\s*(?:من\\s+)?(?:الساعة\\s+)?${D}{1,2}(?:[:.]${D}{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|ص|م|صباحاً|صباحا|مساءً|مساء|الصبح|الصباح|العصر|الظهر|المغرب|العشا|الليل|بالليل|الفجر)?\\s*(?:-|–|إلى|الى|لين|لحد|لغاية|حتى|لـ|ل|to|till|until)\\s*(?:الساعة\\s+)?${D}{1,2}(?:[:.]${D}{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|ص|م|صباحاً|صباحا|مساءً|مساء|الصبح|الصباح|العصر|الظهر|المغرب|العشا|الليل|بالليل|الفجر|منتصف الليل|midnight)?|(?:24|٢٤)/(?:7|٧)|(?:24|٢٤) ?ساعة|24 hours|على مدار الساعة|round the clock`,
  'giu',
);
const HOURS_CONTEXT =
  /الساعة|ساعات|دوام|نفتح|مفتوح|نستقبل|يومي|الصبح|العصر|الفجر|الليل|المغرب|مساء|صباح|الظهر|\b(?:am|pm|open|opens|daily|hours)\b|[0-9](?:am|pm)|24\/7|٢٤\/٧/iu;
/** Counts said with their thing: what a package holds (sessions, lessons, meals, nights) or whom it serves. */
const COUNT = new RegExp(
  `(?:${NUMBER_SOURCE})\\s+(?:جلسات|جلسة|حصص|حصة|دروس|درس|وجبات|وجبة|ليالي|ليلة|ليال|دفعات|دفعة|أقساط|اقساط|sessions?|lessons?|classes|meals?|nights?|payments|instal?lments)(?![\\p{L}])`,
  'giu',
);
const PLACES = [
  'الرياض',
  'جدة',
  'جده',
  'مكة',
  'مكة المكرمة',
  'المدينة المنورة',
  'الدمام',
  'الخبر',
  'الطائف',
  'أبها',
  'ابها',
  'تبوك',
  'القصيم',
  'بريدة',
  'حائل',
  'جازان',
  'نجران',
  'ينبع',
  'الأحساء',
  'الاحساء',
  'دبي',
  'أبوظبي',
  'ابوظبي',
  'أبو ظبي',
  'ابو ظبي',
  'الشارقة',
  'عجمان',
  'العين',
  'رأس الخيمة',
  'راس الخيمة',
  'الفجيرة',
  'دبي مارينا',
  'جميرا',
  'ديرة',
  'بر دبي',
  'الخوانيج',
  'مردف',
  'الكرامة',
  'الكويت',
  'السالمية',
  'حولي',
  'الجهراء',
  'الفروانية',
  'الأحمدي',
  'الدوحة',
  'الوكرة',
  'الريان',
  'لوسيل',
  'المنامة',
  'المحرق',
  'الرفاع',
  'مسقط',
  'صلالة',
  'صحار',
  'نزوى',
  'السيب',
  'الخوض',
  'القاهرة',
  'الجيزة',
  'الإسكندرية',
  'الاسكندرية',
  'المعادي',
  'الزمالك',
  'مدينة نصر',
  'التجمع',
  'التجمع الخامس',
  'الشيخ زايد',
  'أكتوبر',
  'مصر الجديدة',
  'المهندسين',
  'الدقي',
  'المنصورة',
  'طنطا',
  'أسيوط',
  'عمّان',
  'عمان',
  'إربد',
  'اربد',
  'الزرقاء',
  'العقبة',
  'عبدون',
  'الصويفية',
  'خلدا',
  'بيروت',
  'طرابلس',
  'صيدا',
  'جونيه',
  'الحمرا',
  'الأشرفية',
  'دمشق',
  'حلب',
  'حمص',
  'اللاذقية',
  'رام الله',
  'نابلس',
  'الخليل',
  'بغداد',
  'البصرة',
  'أربيل',
  'اربيل',
  'النجف',
  'كربلاء',
  'الموصل',
  'السليمانية',
  'الكرادة',
  'المنصور',
  'زيونة',
  'الجادرية',
  'الأعظمية',
  'الكاظمية',
  'اليرموك',
  'الملقا',
  'النرجس',
  'الياسمين',
  'حي الروضة',
  'Riyadh',
  'Jeddah',
  'Mecca',
  'Makkah',
  'Medina',
  'Madinah',
  'Dammam',
  'Khobar',
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Al Ain',
  'Dubai Marina',
  'JLT',
  'JBR',
  'Downtown Dubai',
  'Business Bay',
  'Jumeirah',
  'Deira',
  'Al Barsha',
  'Kuwait City',
  'Kuwait',
  'Salmiya',
  'Doha',
  'Lusail',
  'The Pearl',
  'Manama',
  'Muscat',
  'Cairo',
  'New Cairo',
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
  'London',
  'Dubai Hills',
  'Al Reem Island',
  'Yas Island',
  'Saadiyat',
].sort((a, b) => b.length - a.length);
const PLACE_LEAD =
  /(?:^|\s)(?:حي|شارع|طريق|مول|مجمع|برج|منطقة|في مول|Mall|Street|Road|Tower|Avenue)\s+[^\s.،,!?؟]+(?:\s+[^\s.،,!?؟]+)?/u;

// A place said as where the business is: after في، بـ، مدينة، a comma or a dash ("مطعم X - الكرادة، بغداد"); not
// inside a name ("عين الزرقاء"), not where a trip starts ("النقل من جدة").
const PLACE_PATTERNS = PLACES.map(
  (place) =>
    [
      place,
      new RegExp(
        `(?:^|[،,\\-–:(]\\s*|(?<![\\p{L}])(?:في|فى|بمدينة|مدينة|منطقة|in|at)\\s+|(?<![\\p{L}])ب)${place}(?![\\p{L}])`,
        'iu',
      ),
    ] as const,
);

function placeOf(text: string): string | null {
  for (const [place, re] of PLACE_PATTERNS)
    if (text.includes(place.slice(0, 3)) && re.test(text)) return place;
  const lead = PLACE_LEAD.exec(text);
  if (lead) return clean(lead[0]);
  return null;
}

const clean = (text: string) =>
  text
    .replace(/[«»"“”()]/gu, '')
    .replace(/[.،,:;!?؟…-]+$/u, '')
    .replace(/^[\s.،,:;-]+/u, '')
    .trim();

function factsOf(text: string, kind: KindGuess['kind'], firstSentence: string): Fact[] {
  const facts: Fact[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (a: number, b: number) => taken.some(([x, y]) => a < y && b > x);
  const add = (role: FactRole, value: string, at: number, length: number) => {
    const t = clean(value);
    if (!t || overlaps(at, at + length)) return;
    taken.push([at, at + length]);
    if (facts.some((f) => f.role === role && f.text === t)) return;
    let about =
      role === 'price' || role === 'from_price'
        ? itemBefore(text.slice(0, at))
        : role === 'discount'
          ? (itemAfter(text.slice(at + length)) ??
            itemBefore(
              text
                .slice(0, at)
                .replace(/(?:get|gets|enjoy|enjoys|save|خصم|تخفيض|عليها|عليه|عليهم)\s*$/iu, ''),
            ))
          : undefined;
    // English says the thing mid-sentence in lower case ("AED 999 for teeth whitening"), a name keeps its capitals.
    if (about && /^[A-Z][a-z]+(?:\s+[a-z]|$)/u.test(about)) about = about[0]!.toLowerCase() + about.slice(1);
    facts.push(about ? { role, text: t, about, at } : { role, text: t, at });
  };
  // Contacts, codes and URLs first: their digits are no prices.
  for (const re of [EMAIL, URL, HANDLE, PHONE])
    for (const m of text.matchAll(re)) taken.push([m.index!, m.index! + m[0].length]);
  const coupon = COUPON.exec(text);
  if (coupon) {
    const at = coupon.index + coupon[0].lastIndexOf(coupon[1]!);
    add('coupon', coupon[1]!, at, coupon[1]!.length);
  }
  if (FREE_ENTRY.test(text)) facts.push({ role: 'free_entry', text: FREE_ENTRY.exec(text)![0] });
  if (FREE_DELIVERY.test(text)) facts.push({ role: 'free_delivery', text: FREE_DELIVERY.exec(text)![0] });
  // Opening hours before dates and numbers: "من 4 العصر لين 4 الفجر" is neither a price nor a deadline.
  for (const m of text.matchAll(HOURS)) {
    const around = text.slice(Math.max(0, m.index! - 25), m.index! + m[0].length + 10);
    const lead = text.slice(Math.max(0, m.index! - 70), m.index);
    // A delivery window is no opening hours.
    if (/توصيل|التوصيل|delivery|deliver/iu.test(lead)) {
      taken.push([m.index!, m.index! + m[0].length]);
      continue;
    }
    // The hours without the word that introduced them ("الدوام من 9…" is said "من 9…" after the frame's own word).
    const hours = m[0].replace(
      /^\s*(?:الدوام|أوقات العمل|اوقات العمل|ساعات العمل|نفتح|نستقبلكم|نستقبلك|مفتوح|مفتوحين|open|opens)\s+/iu,
      '',
    );
    if (HOURS_CONTEXT.test(around) || /24|٢٤/u.test(m[0]))
      add('hours', hours, m.index! + (m[0].length - hours.length), hours.length);
  }
  // "بـ 85 ريال بدل 105", "AED 999 (was 1,500)": the old price in the new one's currency.
  const pendingOld = (price: string, end: number, role: FactRole) => {
    if (role !== 'price' || facts.some((f) => f.role === 'old_price')) return;
    const bare = new RegExp(
      `^\\s*[(،,]?\\s*(?:بدل|بدلا من|بدلاً من|بدال|عوضا عن|بعد ما كان|كان|was|instead of|down from|reduced from)\\s*(?:ب|بـ)?\\s*(${NUMBER_SOURCE})(?![\\p{N}])(?!\\s?${CURRENCY})`,
      'iu',
    ).exec(text.slice(end, end + 40));
    if (!bare) return;
    const currency = price.replace(new RegExp(`(?:${NUMBER_SOURCE})${MULTIPLIER}`, 'u'), '').trim();
    const old = /^[0-9٠-٩]/u.test(price) ? `${bare[1]} ${currency}` : `${currency} ${bare[1]}`;
    const at = end + bare.index + bare[0].length - bare[1]!.length;
    add('old_price', old, at, bare[1]!.length);
  };
  for (const m of text.matchAll(MONEY)) {
    const before = text.slice(Math.max(0, m.index! - 40), m.index);
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 30);
    const sentence = sentenceAround(text, m.index!);
    const period = PERIOD_AFTER.exec(after)?.[0] ?? '';
    const role: FactRole =
      BEFORE.down.test(before) || AFTER.down.test(after)
        ? 'down_payment'
        : BEFORE.instalment.test(before) || (AFTER.instalment.test(after) && INSTALMENT_WORDS.test(sentence))
          ? 'instalment'
          : BEFORE.limit.test(before) && !BEFORE.from.test(before)
            ? 'limit'
            : BEFORE.old.test(before)
              ? 'old_price'
              : BEFORE.minOrder.test(before)
                ? 'min_order'
                : BEFORE.donation.test(before) || (kind === 'charity' && !/سعر|price/iu.test(before))
                  ? 'donation'
                  : BEFORE.from.test(before)
                    ? 'from_price'
                    : AFTER.discountWord.test(after) || /(?:خصم|وفر|وفّر|save|discount of)\s*$/iu.test(before)
                      ? 'discount'
                      : 'price';
    // A price per month, night or person keeps its "per": without it the sum says something else.
    const value =
      period && ['price', 'from_price', 'old_price', 'instalment', 'donation'].includes(role)
        ? `${m[0]}${period}`
        : m[0];
    add(role, value, m.index!, m[0].length + (value.length - m[0].length));
    if (role === 'price' || role === 'from_price') pendingOld(m[0], m.index! + value.length, role);
  }
  for (const m of text.matchAll(PERCENT)) {
    const before = text.slice(Math.max(0, m.index! - 40), m.index);
    const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 30);
    const sentence = sentenceAround(text, m.index!);
    const role: FactRole | null =
      BEFORE.down.test(before) || AFTER.down.test(after)
        ? 'down_payment'
        : BEFORE.instalment.test(before) ||
            AFTER.instalment.test(after) ||
            /فائدة|فايدة|فوائد|فوايد|interest|profit rate|مرابحة|ربح|نسبة|\brate\b|APR|سنوي|instal?lments?/iu.test(
              sentence,
            )
          ? 'rate'
          : DISCOUNT_NEAR.test(sentence) || /(?:حتى|up to)\s*$/iu.test(before)
            ? 'discount'
            : null;
    if (role) add(role, (/(?:حتى|up to)\s*$/iu.exec(before)?.[0] ?? '') + m[0], m.index!, m[0].length);
    else taken.push([m.index!, m.index! + m[0].length]);
  }
  // "حتى 40%" was a discount; a deadline starts with a word.
  for (const m of text.matchAll(DATE)) {
    const before = text.slice(Math.max(0, m.index! - 30), m.index);
    const role: FactRole = HANDOVER_LEAD.test(before)
      ? 'handover'
      : DEADLINE_LEAD.test(before)
        ? 'deadline'
        : EVENT_LEAD.test(before) ||
            ['public_event', 'venue', 'tutoring', 'religious_travel', 'travel'].includes(kind)
          ? 'event_date'
          : 'deadline';
    // A lone year is a date only where it is a handover, a deadline or an event.
    if (/^[0-9٠-٩]{4}$/u.test(m[0]) && role !== 'handover') continue;
    add(role, m[0], m.index!, m[0].length);
  }
  for (const m of text.matchAll(LED_DATE)) {
    const before = text.slice(Math.max(0, m.index! - 30), m.index);
    const role: FactRole | null = HANDOVER_LEAD.test(before)
      ? 'handover'
      : DEADLINE_LEAD.test(before)
        ? 'deadline'
        : /(?:يوم|بتاريخ|تاريخ|يقام|تقام|يبدأ|تبدأ|ينطلق|تنطلق|on|starts?)\s*$/iu.test(before)
          ? 'event_date'
          : null;
    if (role) add(role, m[0], m.index!, m[0].length);
  }
  const limited =
    /(?:لفترة محدودة|اليوم فقط|هالأسبوع بس|this week only|today only|for a limited time|limited time only)/iu.exec(
      text,
    );
  if (limited && !facts.some((f) => f.role === 'deadline'))
    add('deadline', limited[0], limited.index, limited[0].length);
  for (const m of text.matchAll(DURATION)) {
    const before = text.slice(Math.max(0, m.index! - 20), m.index);
    if (/(?:خلال|within|في غضون)\s*$/iu.test(before)) continue;
    // A length of time is said only with its subject: after "لمدة"/"for", or as the length of a course, a trip
    // or a membership. A warranty's or a plan's years are no duration of the offer.
    const led = /^(?:لمدة|مدة|مدتها|for)\s/iu.test(m[0]);
    const wide = text.slice(Math.max(0, m.index! - 30), m.index);
    if (
      /ضمان|كفالة|تقسيط|أقساط|اقساط|قسط|سداد|تجربة|تجريبي|warranty|guarantee|instal|trial|over\s*$|على\s*$|بعد\s*$|after\s*$/iu.test(
        wide,
      )
    )
      continue;
    if (!led && !['tutoring', 'travel', 'religious_travel', 'fitness', 'car_rental'].includes(kind)) continue;
    add('duration', m[0].replace(/^(?:لمدة|مدة|مدتها|for)\s+/iu, ''), m.index!, m[0].length);
  }
  if (kind !== 'charity')
    for (const m of text.matchAll(COUNT)) {
      // "تتسع لـ 800" is a capacity, "10,000 وجبة" a charity's goal: a count of people is the package's "for N".
      const before = text.slice(Math.max(0, m.index! - 20), m.index);
      if (
        /تتسع|يتسع|تستوعب|يستوعب|capacity|seats|up to|حتى|لغاية|كحد|أكثر من|اكثر من|over\s*$/iu.test(before)
      )
        continue;
      add(
        /(?:أقل طلب|اقل طلب|الحد الأدنى|الحد الادنى|حد أدنى|minimum(?: order)?(?: of)?)\s*$/iu.test(before)
          ? 'min_order'
          : 'count',
        m[0],
        m.index!,
        m[0].length,
      );
    }
  const delivery = DELIVERY_PHRASE.exec(text);
  if (delivery?.[1]) {
    const words = clean(delivery[1]).split(/\s+/u);
    while (words.length > 1 && PRODUCT_STOP.test(words[words.length - 1]!)) words.pop();
    delivery[1] = words.join(' ');
  }
  if (delivery?.[1] && delivery[1].split(/\s+/u).length >= 2)
    add('delivery', delivery[1], delivery.index + delivery[0].indexOf(delivery[1]), delivery[1].length);
  const place = placeOf(firstSentence);
  if (place) facts.push({ role: 'location', text: place });
  return facts;
}

const ITEM_STOP =
  /^(?:و|أو|او|بـ|ب|بسعر|سعر|السعر|بس|فقط|only|for|at|from|من|just|now|get|gets|enjoy|الحين|هسه|دلوقتي|هلق|الآن|:|-|–)$/iu;
/** The thing a price is for: the words just before it in its clause ("كيس 250 جرام بـ 85 ريال"). */
function itemBefore(before: string): string | undefined {
  const parts = before.split(/[،,:;.!?؟()\n]|\s[-–—]\s/u);
  // "meeting rooms by the hour (SAR 120/hr)": the thing is the clause before the bracket.
  const clause =
    parts.at(-1)?.trim() === '' && /\(\s*$/u.test(before) ? (parts.at(-2) ?? '') : (parts.at(-1) ?? '');
  const words = clause.trim().split(/\s+/u).filter(Boolean);
  while (words.length && ITEM_STOP.test(words[words.length - 1]!.replace(/[\u064B-\u0652\u0640]/gu, '')))
    words.pop();
  while (words.length && (ITEM_STOP.test(words[0]!) || LEAD_VERBS.test(`${words[0]!} `))) words.shift();
  const kept = words.slice(-4);
  // A thing cut after its number ("8 أسابيع" cut to "أسابيع") is no thing: the whole phrase or nothing.
  if (words.length > 4 && /[0-9٠-٩]/u.test(words[words.length - 5]!)) return undefined;
  while (kept.length && !/\p{L}/u.test(kept[0]!)) {
    if (/[0-9٠-٩]/u.test(kept[0]!)) return undefined;
    kept.shift();
  }
  if (kept[0] && /^(?:لـ|ل|for|of|to|من|على)$/iu.test(kept[0])) return undefined;
  // "، وكيك الحليب بـ…": the conjunction joined the clause, it is no part of the thing.
  if (
    kept[0] &&
    /^و(?:ال)?\p{L}{3,}$/u.test(kept[0]) &&
    !/^(?:وجبة|وجبات|وردة|ورد|ورق|وصفة|وسادة|وشاح|وقت|وحدة|وحدات)$/u.test(kept[0])
  )
    kept[0] = kept[0].slice(1);
  const item = kept.join(' ');
  if (!item || item.length < 3 || /^[0-9٠-٩]/u.test(item) || PRODUCT_STOP.test(words[words.length - 1]!))
    return undefined;
  return item;
}
/** What a discount applies to: "على أول طلب", "off your first box". */
function itemAfter(after: string): string | undefined {
  const m =
    /^\s*(?:خصم|تخفيض|off|discount)?\s*(?:على|علي|ع|لكل|on|off|for)\s+((?:[^\s،,.!?؟:()]+\s*){1,4})/iu.exec(
      after,
    );
  if (!m) return undefined;
  const words = m[1]!.trim().split(/\s+/u);
  while (
    words.length &&
    (PRODUCT_STOP.test(words[words.length - 1]!) ||
      /^(?:بكود|بالكود|كود|code|with|using|until|till|لين|لحد|حتى|لغاية)$/iu.test(words[words.length - 1]!))
  )
    words.pop();
  const cut = words.findIndex((w) =>
    /^(?:بكود|بالكود|كود|code|with|using|until|till|لين|لحد|حتى|لغاية|من|via|عبر|بالرمز|برمز|بالكود|الرمز|لآخر|لاخر|لنهاية|آخر|اخر|نهاية|before|by|قبل)$/iu.test(
      w,
    ),
  );
  const item = (cut >= 0 ? words.slice(0, cut) : words).join(' ');
  return item.length >= 3 ? item : undefined;
}

function sentenceAround(text: string, at: number): string {
  const start = Math.max(
    text.lastIndexOf('.', at),
    text.lastIndexOf('\n', at),
    text.lastIndexOf('،', at - 30),
    0,
  );
  const ends = ['.', '\n', '!', '؟'].map((c) => text.indexOf(c, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

// ---------- the name ----------

// "اسمه «…»", "الاسم "…"", "اسم المحل «…»": a business naming itself, wherever it does.
const NAME_LEAD =
  /(?:اسمه|اسمها|اسمنا|باسم|بإسم|تحت اسم|(?<![\p{L}])(?:ال|و|والـ?)?اسم(?=\s*[:：]?\s*[«"“])|(?<![\p{L}])اسم\s+(?:ال)?(?:محل|متجر|شركة|مشروع|شغل|براند|مطعم|مكان|مركز|صالون|عيادة|معهد|مكتب)|called|named|brand name|we are|we're)\s*[:：]?\s*/iu;
const QUOTED = /[«"“]([^»"”\n]{2,40})[»"”]/u;
/** A quoted name right after "for the company / shop / restaurant …" ("لشركة «سند للنقل»", "لمطعمنا "شواية الحي""). */
const FOR_BUSINESS =
  /(?<![\p{L}])[وف]?لل?(?:شرك|محل|متجر|مطعم|مشروع|مكتب|مركز|صالون|عياد|معهد|مؤسس|ورش|مخبز|كافيه|مقهى|محمص)\p{L}{0,3}\s*[«"“]([^»"”\n]{2,40})[»"”]/u;
const LATIN_NAME =
  /(?<![\p{L}\p{N}])[A-Z][\p{L}0-9'&.-]*(?:\s+(?:(?:&|and|of|de|the|a|an)(?=\s+[A-Z0-9])|[A-Z0-9][\p{L}0-9'&.-]*))*(?![\p{L}])/gu;
const NOT_NAMES = new RegExp(
  `^(?:${[...PLACES.filter((p) => /^[A-Z]/u.test(p)), 'The', 'A', 'An', 'Our', 'We', 'Get', 'Book', 'Call', 'Visit', 'Order', 'Join', 'New', 'Free', 'Only', 'Now', 'This', 'Every', 'All', 'Open', 'Ramadan', 'Eid', 'Umrah', 'Hajj', 'WhatsApp', 'Instagram', 'TikTok', 'Snapchat', 'Facebook', 'iOS', 'Android', 'App Store', 'Google Play', 'VAT', 'AC', 'SAR', 'AED', 'EGP', 'KWD', 'QAR', 'BHD', 'OMR', 'IQD', 'JOD', 'USD', 'PM', 'AM', 'Dr', 'I', 'If', 'Your', 'You', 'For', 'With', 'From', 'At', 'In', 'On', 'Up', 'To', 'Use', 'Code', 'Sale', 'Off', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].join('|')})$`,
  'u',
);

/** A capitalised Latin run without a trailing period, comma, quote or joining word. */
const trimmedRun = (run: string) => run.replace(/[.,'’]+$/u, '').replace(/\s+(?:&|and|of|the)$/u, '');

const latinRuns = (sentence: string): string[] =>
  [...sentence.matchAll(LATIN_NAME)].map((m) => trimmedRun(m[0]));

// What says how a thing is done or paid rather than whose it is: "Made by Hand", "Pay by Card", "Order by WhatsApp".
const DONE_BY =
  /^(?:\p{Lu}\p{Ll}*ed|Made|Built|Pay|Paid|Order|Book|Open|Call|Shop|Buy|Sold|Run|Driven|Written|Led)$/u;

/**
 * Inside Arabic, two Latin names joined by "by" are one ("Henna by Mozah", "Cakes by Noor"), when each side is a
 * name of its own and the first does not say how something is done; "Order by WhatsApp", "Powered by AI" and "Pay
 * by Card" name nothing. English keeps "by" out of names: there it is as often the sentence's own.
 */
function joinedByBy(sentence: string, nameLike: (value: string) => boolean): string[] {
  const runs = [...sentence.matchAll(LATIN_NAME)].map((m) => ({
    value: trimmedRun(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const out: string[] = [];
  for (let i = 0; i < runs.length; i++) {
    const left = runs[i]!;
    const right = runs[i + 1];
    const byRight =
      right &&
      /^\s+by\s+$/u.test(sentence.slice(left.end, right.start)) &&
      left.value === sentence.slice(left.start, left.end);
    if (!byRight) {
      out.push(left.value);
      continue;
    }
    i++;
    // "Pay by Card", "Designed by Sara", "VIP by Appointment": a phrase of the sentence, neither side a name.
    if (!nameLike(left.value) || DONE_BY.test(left.value.split(/\s+/u).at(-1)!)) continue;
    out.push(nameLike(right.value) ? `${left.value} by ${right.value}` : left.value);
  }
  return out;
}

function nameOf(brief: CopyBrief, sentences: string[], language: 'ar' | 'en'): string | null {
  if (brief.brand?.name) return brief.brand.name.trim();
  const text = sentences.join(' ');
  const lead = NAME_LEAD.exec(text);
  if (lead) {
    const rest = text.slice(lead.index + lead[0].length);
    const quoted = QUOTED.exec(rest.slice(0, 45));
    if (quoted && quoted.index < 3) return quoted[1]!.trim();
    // After the words that name it, "by" is the name's own in Arabic ("اسم المشروع Cakes by Noor").
    const joins = language === 'ar' ? '&|and|of|de|by' : '&|and|of|de';
    const latin = new RegExp(
      `^[A-Z][\\p{L}0-9'&.-]*(?:\\s+(?:(?:${joins})(?=\\s+[A-Z0-9])|[A-Z0-9][\\p{L}0-9'&.-]*)){0,4}`,
      'u',
    ).exec(rest);
    if (latin) return latin[0].replace(/[.,]$/u, '');
  }
  // A phrase in quotes names the business where the business introduces itself (the first sentence), never after a
  // note in its sentence ("…، فلا نتايج مضمونه ولا «افضل عياده»") and never the name of another's platform
  // ("ربطها بمنصة «فاتورة»", a later sentence).
  const clauses = (sentences[0] ?? '').split(/[،,;؛]\s/u);
  const noted = clauses.findIndex((x) => toAgency(x));
  for (const clause of noted >= 0 ? clauses.slice(0, noted) : clauses) {
    const quoted = QUOTED.exec(clause);
    if (quoted && !/[0-9٠-٩%٪]/u.test(quoted[1]!) && quoted[1]!.split(/\s+/u).length <= 5)
      return quoted[1]!.trim();
  }
  // The request to the agency names the business it is for: "نبي إعلان لشركة «سند للنقل»", "لمطعمنا "شواية الحي"".
  const forBusiness = noted >= 0 ? FOR_BUSINESS.exec(clauses[noted]!) : null;
  if (forBusiness && !/[0-9٠-٩%٪]/u.test(forBusiness[1]!) && forBusiness[1]!.split(/\s+/u).length <= 5)
    return forBusiness[1]!.trim();
  // A Latin name: in Arabic any Latin words together; in English a capitalised run that does not open its
  // sentence alone (or opens it with two words or more).
  const codes = new Set(brief.description.match(/[A-Z0-9]{4,}/gu) ?? []);
  const nameLike = (value: string) =>
    !NOT_NAMES.test(value) &&
    !codes.has(value) &&
    !/^[A-Z]+[0-9]+$/u.test(value) &&
    // "SMEs", "AED 350", "VIP": an acronym or a sum is no business's name.
    !/^[A-Z]{2,5}s?$/u.test(value) &&
    !/^(?:SAR|AED|EGP|KWD|QAR|BHD|OMR|IQD|JOD|LBP|USD|KD|SR)\b/u.test(value) &&
    !/\s[0-9]/u.test(value);
  const candidates: string[] = [];
  for (const s of sentences)
    for (const value of language === 'ar' ? joinedByBy(s, nameLike) : latinRuns(s)) {
      const words = value.split(/\s+/u);
      if (!nameLike(value)) continue;
      if (language === 'en') {
        const first = s.trimStart().startsWith(value);
        if (first && words.length < 2) continue;
        // "Book your table" opens a sentence: a capitalised imperative is no name.
        if (
          first &&
          /^(?:Book|Call|Visit|Order|Join|Get|Come|Try|Enjoy|Discover|Shop|Download|Sign|Register|Meet|Celebrate|Treat|Give|Donate|Support|Rent|Buy|Learn|Start|Our|We|This)$/u.test(
            words[0]!,
          )
        )
          continue;
        if (first && words[0] === 'The' && words.length < 3) continue;
      }
      if (words.length > 5) continue;
      candidates.push(value);
    }
  if (candidates.length === 0) return null;
  // The first name the brief gives is the business's own (later ones are places, partners, products).
  if (language === 'ar') return candidates.find((c) => c.includes(' ') || !/^[A-Z]{2,5}$/u.test(c)) ?? null;
  return candidates[0]!;
}

// ---------- the product ----------

const LEAD_VERBS =
  /^(?:(?:[اأ]\p{L}{2,}نا)|يسعدنا|يسرنا|يسرّنا|نعلن|نعلن عن|أعلن|اعلن|نقدم|نقدّم|نقدم لكم|نقدم لك|نقدملك|نقدملكم|نوفر|نوفّر|نقدّم لكم|يقدم|تقدم|يقدّم|تقدّم|يوفر|توفر|يضم|تضم|عندنا|عدنا|عنا|لدينا|لدى|صار عندنا|صار عنا|وصل|وصلت|وصلنا|نزل|نزلت|افتتاح|افتتح|تفتتح|يفتتح|ندعوكم|ندعوك|تدعوكم|يدعوكم|تدعو|يدعو|ننظم|تنظم|ينظم|نطلق|أطلقنا|تطلق|يطلق|نبيع|نؤجر|نأجر|نؤجّر|نحمص|نحمّص|نطبخ|نخبز|نجهز|نجهّز|نصمم|نصمّم|نوصل|نوصّل|ننظف|نعلم|نعلّم|ندرّس|ندرس|ندرب|ندرّب|نعالج|نستقبل|نستقبلكم|استمتع|استمتعوا|جرب|جرّب|جربوا|اكتشف|اكتشفوا|احجز|احجزي|احجزوا|اطلب|اطلبي|اطلبوا|زوروا|زورونا|تعال|تعالوا|الحين|هلق|هسه|دلوقتي|الآن|الان|جديد|جديدنا|حصريا|حصرياً|we(?:'re| are)? (?:now )?(?:open(?:ing)?|launch(?:ing)?|offer(?:ing)?|run(?:ning)?|have|sell(?:ing)?|rent(?:ing)?|serve|host(?:ing)?|invite you to|proudly present|present|bring(?:ing)?|make|use|are)|introducing|announcing|meet|now open:?|new:?|presenting|join us (?:at|for)|discover|try|enjoy|get|book|visit|come to|welcome to|this is|it's|is|are|a|an|the|our|all|every)\s+/iu;
const PRODUCT_STOP =
  /^(?:في|فى|من|على|عبر|مع|إلى|الى|عن|خلال|لمدة|حتى|لين|لحد|بكود|يومياً|يوميا|الآن|اليوم|بسعر|بأسعار|بخصم|وبخصم|بـ|ب|لكل|كل|اللي|الذي|التي|اللى|يقدم|تقدم|نقدم|يبدأ|تبدأ|صار|صارت|وصل|وصلت|ويقدم|وتقدم|هو|هي|هذا|هذه|ده|دي|اللي|لأن|لان|عشان|علشان|علمود|كرمال|إذا|اذا|لو|يلا|و|أو|او|،|in|on|at|for|with|from|to|by|and|or|daily|every|now|today|that|which|who|where|near|offering|serving|starting|is|are|was|has|have|will|—|-|–|:|\|)$/iu;

const MARKS = /[\u064B-\u0652\u0670\u0640]/gu;
const bareWord = (w: string) => w.replace(MARKS, '');
const OPENS_WITH_OFFER =
  /^(?:خصم|تخفيض|عرض|عروض|كود|كوبون|احجز|اطلب|تواصل|اتصل|زور|discount|sale|offer|code|coupon|call|book|order|visit|contact|follow|use)(?![\p{L}])/iu;

function productOf(sentences: string[], name: string | null, language: 'ar' | 'en'): string | null {
  const source = sentences.find((s) => !OPENS_WITH_OFFER.test(s.trim())) ?? sentences[0] ?? '';
  // A quoted name with the noun before it: «محمصة «بُن الوادي»» sells as "محمصة بُن الوادي".
  const quoted = /[«"“]([^»"”\n]{2,40})[»"”]/u.exec(source);
  if (quoted && name && quoted[1]!.trim() === name) {
    const before = source.slice(0, quoted.index).trim().split(/\s+/u).filter(Boolean);
    const lead: string[] = [];
    for (let k = before.length - 1; k >= 0 && lead.length < 2; k--) {
      const w = before[k]!;
      if (
        /[،,:;.!?؟\-–—]$/u.test(w) ||
        PRODUCT_STOP.test(bareWord(w)) ||
        LEAD_VERBS.test(`${bareWord(w)} `) ||
        /[0-9٠-٩]/u.test(w)
      )
        break;
      lead.unshift(w);
    }
    return [...lead, name].join(' ');
  }
  // "عرض خاص على القهوة المختصة", "20% off our cold brew": an offer sentence names its thing after على / on.
  const onThing = OPENS_WITH_OFFER.test(source.trim())
    ? /(?:^|\s)(?:على|علي|لكل|on|for)\s+([^،,:;.!?؟]+)/iu.exec(source)?.[1]
    : undefined;
  const clause = clean(onThing ?? source.split(/[،,:;–—|]\s*|\s-\s/u)[0] ?? '');
  const words = clause.split(/\s+/u).filter(Boolean);
  // Verbs that open the sentence are the partner speaking, not the thing offered.
  while (
    words.length > 1 &&
    (LEAD_VERBS.test(`${bareWord(words[0]!)} `) ||
      LEAD_VERBS.test(`${bareWord(words.slice(0, 2).join(' '))} `))
  ) {
    if (
      LEAD_VERBS.test(`${bareWord(words.slice(0, 2).join(' '))} `) &&
      !LEAD_VERBS.test(`${bareWord(words[0]!)} `)
    )
      words.splice(0, 2);
    else words.shift();
  }
  const out: string[] = [];
  for (const w of words) {
    if (out.length >= 5) break;
    const b = bareWord(w);
    if (
      out.length > 0 &&
      (PRODUCT_STOP.test(b) ||
        MID_VERBS.test(b) ||
        (language === 'ar' && out.length >= 2 && /^(?:لل|بال)\p{L}/u.test(b)))
    )
      break;
    if (/[0-9٠-٩%٪]/u.test(w)) break;
    out.push(w);
  }
  let product = out.join(' ').replace(/[،,:;.!?؟]+$/u, '');
  // A name is never cut: a phrase that ends inside the name takes the whole of it.
  if (name && product && name !== product && name.includes(product)) product = name;
  if (name && product) {
    const at = source.indexOf(name);
    const p = source.indexOf(product);
    if (
      at >= 0 &&
      p >= 0 &&
      p < at + name.length &&
      p + product.length > at &&
      p + product.length < at + name.length
    )
      product = source.slice(p, at + name.length);
  }
  // "أمانة المنطقة معرض الكتاب السنوي": the organiser said first, the event after it; the event is what is offered.
  const event = /(?:^|\s)((?:معرض|مهرجان|ملتقى|مؤتمر|منتدى|فعالية|حملة|سباق|ماراثون)\s.+)$/u.exec(product);
  if (event && event.index > 0) product = event[1]!.trim();
  if (!product || product.length < 2) return null;
  const last = product.split(/\s+/u).pop()!;
  if (/^\p{L}$/u.test(last) || PRODUCT_STOP.test(bareWord(last))) return null;
  // English: "Handmade leather bags" is said mid-sentence in lower case; a name keeps its capitals.
  if (
    language === 'en' &&
    /^[A-Z][a-z]+(?:\s+[a-z]|$)/u.test(product) &&
    !(name && product.startsWith(name.split(' ')[0]!))
  )
    product = product[0]!.toLowerCase() + product.slice(1);
  return product;
}

/** Verbs that end a noun phrase when they follow it ("بلدية العين تنظم مهرجان"). */
const MID_VERBS =
  /^(?:تنظم|ينظم|تطلق|يطلق|تعلن|يعلن|تدعو|يدعو|تقيم|يقيم|تستضيف|يستضيف|تجهز|يجهز|بتجهز|بيجهز|تفتح|يفتح|تقدم|يقدم|بتقدم|بيقدم|توفر|يوفر|بتوفر|بيوفر|تتسع|يتسع|تبدأ|يبدأ|تبدا|يبدا|يسرها|يسره|organises|organizes|hosts|launches|invites|announces|presents|offers|opens)$/u;

// ---------- features ----------

function featuresOf(sentences: string[], product: string | null, name: string | null): string[] {
  const out: string[] = [];
  const add = (phrase: string) => {
    const p = clean(phrase).replace(LEAD_VERBS, '');
    const words = p.split(/\s+/u).filter(Boolean);
    if (words.length < 1 || words.length > 5 || p.length < 3) return;
    if (/[0-9٠-٩%٪@]|https?:|www\./u.test(p)) return;
    if (PRODUCT_STOP.test(words[words.length - 1]!) || PRODUCT_STOP.test(words[0]!)) return;
    if (/^\p{L}$/u.test(words[words.length - 1]!)) return;
    if ((product && p.includes(product)) || (name && p.includes(name))) return;
    if (!out.includes(p)) out.push(p);
  };
  for (const s of sentences) {
    const m =
      /(?:^|\s)(?:مع|فيه|فيها|وفيه|يشمل|تشمل|يتضمن|تتضمن|includes?|including|with|featuring|comes with)\s+(.+)$/iu.exec(
        s,
      );
    if (!m) continue;
    for (const part of m[1]!.split(/\s+(?:and|و)\s+|،|,\s*|\s+\+\s+/u)) add(part);
  }
  return out.slice(0, 3);
}

// ---------- the audience ----------

const FEMALE =
  /(?:^|[^\p{L}])(?:ال)?(?:نساء|سيدات|السيدات|سيده|سيدة|بنات|البنات|الأمهات|امهات|أمهات|ام|أم|العرائس|عروس|عرايس|الحوامل|حوامل|المرأة|مرأة|نسائي|نسائية|women|woman|ladies|lady|mums?|moms?|mothers?|brides?|girls?|female|her)(?![\p{L}])/iu;
const FEMININE_IMPERATIVE =
  /(?:^|[^\p{L}])(?:احجزي|اطلبي|سجلي|سجّلي|تعالي|جربي|جرّبي|زوري|اكتشفي|تواصلي|اتصلي|دلّلي|دللي|استمتعي|خلّيكي|خليكي|لا تفوتي|ما تفوتي|متفوتيش|اشتري|احصلي|استفيدي|انضمي|شاركي|كلمينا|راسلينا|حمّلي|حملي|تبين|تبغين|عايزة|بدك تجربي|إلج|الج|ليكي|لكِ)(?![\p{L}])/u;
const PLURAL_IMPERATIVE =
  /(?:^|[^\p{L}])(?:احجزوا|اطلبوا|سجلوا|سجّلوا|تعالوا|جربوا|جرّبوا|زوروا|زورونا|اكتشفوا|تواصلوا|اتصلوا|استمتعوا|لا تفوتوا|ما تفوتوا|متفوتوش|شاركونا|انضموا|تبرعوا|ساهموا|حملوا|حمّلوا|كلمونا|راسلونا)(?![\p{L}])/u;

// A business for women ("نادي رياضي نسائي", "مشغل", "للعرايس", "ladies only"): its readers are women.
const WOMENS_BUSINESS =
  /(?:^|[^\p{L}])(?:نسائي|نسائية|نسائيه|للسيدات|للنساء|للستات|سيدات فقط|للسيدات فقط|مشغل|مشاغل|للعرايس|للعروس|عرايس|ladies|women-only|women only|for women|bridal)(?![\p{L}])/iu;

function audienceOf(brief: CopyBrief, language: 'ar' | 'en'): BriefModel['audience'] {
  const label =
    brief.specific_audience ??
    (brief.target_audience || null) ??
    (brief.audience && !['everyone', 'all_genders', 'specific', 'customers'].includes(brief.audience)
      ? (AUDIENCE_LABELS[language][brief.audience as keyof typeof AUDIENCE_LABELS.ar] ?? null)
      : null);
  const about = `${label ?? ''} ${brief.audience === 'female' ? 'women' : ''}`;
  const female =
    brief.audience === 'female' ||
    FEMALE.test(about) ||
    FEMININE_IMPERATIVE.test(brief.description) ||
    WOMENS_BUSINESS.test(brief.description);
  // A group the copy speaks to (families, students, professionals) is addressed in the plural, as the brief does
  // when it speaks to its readers in the plural.
  const group = [
    'families',
    'students',
    'professionals',
    'young_adults',
    'teenagers',
    'seniors',
    'employees',
    'developers',
    'managers',
    'beginners',
    'experts',
    'adults',
  ].includes(brief.audience ?? '');
  const plural = !female && (group || PLURAL_IMPERATIVE.test(brief.description));
  return { text: label, address: female ? 'f' : plural ? 'p' : 'm' };
}

export function briefModel(brief: CopyBrief, extra: { industry?: string | null } = {}): BriefModel {
  const language = brief.output_language === 'ar' ? 'ar' : 'en';
  // A sentence with an excluded keyword says nothing to the copy.
  const sentences = sentencesOf(brief.description).filter(
    (s) => !brief.excluded_keywords.some((k) => k && containsKeyword(s, k)),
  );
  const text = sentences.join('\n');
  const kind = kindOf({
    text,
    brand: brief.brand?.description ?? '',
    industry: extra.industry ?? null,
    keywords: [...brief.keywords, ...brief.required_keywords].join(' '),
  });
  const name = nameOf(brief, sentences, language);
  const product = productOf(sentences, name, language);
  const facts = factsOf(text, kind.kind, sentences[0] ?? '');
  return {
    language,
    name,
    kind,
    product,
    facts,
    contacts: contactsOf(text),
    audience: audienceOf(brief, language),
    features: featuresOf(sentences, product, name),
    numbers: [
      ...new Set(
        [
          brief.description,
          brief.call_to_action ?? '',
          brief.brand?.name ?? '',
          ...brief.keywords,
          ...brief.required_keywords,
        ].flatMap(numbersIn),
      ),
    ],
    claims: claimsOf(brief),
  };
}

/**
 * A business that sells online only ("متجرنا الإلكتروني", "نبيع اونلاين بس", "online store"), and names no premises
 * of its own: an invitation to come to a place would invent them, however its brief names a town (where its goods
 * come from, where it delivers). A clinic or a restaurant that also books or takes orders online keeps its place.
 */
const SELLS_ONLINE =
  /(?<![\p{L}])(?:(?:[لبوفك]|لل|وال|بال)?(?:ال)?(?:متجر|متاجر|موقع)(?:نا|ي)?\s+(?:ال)?[إا]لكتروني(?:ة)?|[أا]ون\s?لاين|online|e-?shop|webshop|e-?commerce|عبر\s+(?:ال)?[إا]نترنت|على\s+النت)(?![\p{L}])/iu;
const PREMISES =
  /(?<![\p{L}])(?:[وفبل]|لل|بال|وال|فال)?(?:ال)?(?:محل|محلنا|محلي|فرع|فرعنا|فروعنا|عياد[ةه]|عيادتنا|مطعم|مطعمنا|صالون|صالوننا|معرض|معرضنا|مقهى|كافيه|مخبز|مخبزنا|مكتب|مكتبنا|مول|clinic|restaurant|salon|showroom|branch|branches|caf[eé]|bakery|boutique)(?![\p{L}])/iu;
const ONLY =
  /(?:[أا]ون\s?لاين|online|[إا]لكتروني)\s*(?:بس|فقط|only)|(?:only|فقط)\s+(?:online|[أا]ون\s?لاين)/iu;

/** The claim classes the brief makes: those it says, and an invitation to visit unless the business sells online. */
function claimsOf(brief: CopyBrief): ClaimClass[] {
  const text = `${brief.description} ${brief.brand?.description ?? ''} ${brief.keywords.join(' ')} ${brief.required_keywords.join(' ')}`;
  const said = claimsIn(text);
  const plain = normalizeForMatch(text);
  const online = SELLS_ONLINE.test(plain) && (ONLY.test(plain) || !PREMISES.test(plain));
  return online || said.includes('visit') ? said : [...said, 'visit'];
}

/** The brief model's facts as a short list a networked provider can follow ("price: 199 ريال"). */
export function factSheet(model: BriefModel): string[] {
  return [
    model.name ? `business name (write it whole, exactly): ${model.name}` : '',
    `kind of business: ${model.kind.kind}${model.kind.confidence < 0.5 ? ' (uncertain: write in a neutral register)' : ''}`,
    model.product ? `what is offered: ${model.product}` : '',
    ...model.facts.map((f) => `${f.role.replace('_', ' ')}: ${f.text}`),
    ...model.contacts.map((c) => `${c.channel}: ${c.value} (introduce it as ${c.channel})`),
    model.audience.text
      ? `audience (speak to them; never a rule about who may buy): ${model.audience.text}`
      : '',
    model.language === 'ar'
      ? `address the reader in the ${{ m: 'masculine singular', f: 'feminine singular', p: 'plural' }[model.audience.address]}`
      : '',
    ...model.features.map((f) => `stated feature: ${f}`),
    model.claims.includes('visit')
      ? ''
      : 'sells online: never invite the reader to visit a place or give an address',
  ].filter(Boolean);
}

/** The words of the brief's facts, as the quality guard counts words: what every variant may share. */
export function factWords(
  brief: CopyBrief,
  model: BriefModel,
  extra: Array<string | null | undefined> = [],
): Set<string> {
  const texts = [
    model.name,
    model.product,
    brief.call_to_action,
    ...brief.keywords,
    ...brief.required_keywords,
    ...model.facts.flatMap((f) => [f.text, f.about]),
    ...model.contacts.map((c) => c.value),
    ...extra,
  ];
  const words = new Set<string>();
  for (const t of texts) if (t) for (const w of guardWords(t)) words.add(w);
  return words;
}
