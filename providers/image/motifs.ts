import type { MotifId } from '../../contract/motifs';
import { normalizeForMatch } from '../../contract/normalize';

/** The paints a motif is drawn with; the style decides whether they are gradients, flat fills or none. */
export interface Paints {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

interface Motif {
  /** What the plan calls it. */
  label: string;
  /** English words (whole words, plural s allowed) and Arabic stems (matched inside words, so ال/و/ب prefixes pass). */
  en: string[];
  ar: string[];
  /** Drawn in a 100x100 box, standing on y = 100. */
  draw(p: Paints): string;
}

// Keyed by contract/motifs.ts: `satisfies` fails the build when a name is missing here or drawn but not listed.
export const MOTIFS = {
  cup: {
    label: 'coffee cup',
    en: ['coffee', 'tea', 'cup', 'mug', 'latte', 'espresso', 'cafe', 'café', 'cappuccino'],
    ar: ['قهوة', 'قهوه', 'شاي', 'كوب', 'فنجان', 'مقهى', 'كافيه', 'لاتيه'],
    draw: (p) =>
      `<ellipse cx="50" cy="94" rx="40" ry="6" fill="${p.dark}"/>` +
      `<path d="M22 40 L78 40 L72 86 Q70 92 62 92 L38 92 Q30 92 28 86 Z" fill="${p.main}"/>` +
      `<path d="M77 48 Q94 48 92 62 Q90 76 73 76" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round"/>` +
      `<ellipse cx="50" cy="40" rx="28" ry="6" fill="${p.dark}"/>` +
      `<path d="M38 30 Q32 22 38 14 Q44 6 38 0 M52 30 Q46 22 52 14 Q58 6 52 0 M64 30 Q58 22 64 14" fill="none" stroke="${p.light}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>` +
      `<rect x="34" y="56" width="30" height="10" rx="5" fill="${p.accent}"/>`,
  },
  bag: {
    label: 'shopping bag',
    en: ['shopping', 'bag', 'store', 'shop', 'fashion', 'boutique', 'retail'],
    ar: ['تسوق', 'حقيبة', 'شنطة', 'متجر', 'أزياء', 'ازياء', 'محل'],
    draw: (p) =>
      `<path d="M34 38 Q34 12 50 12 Q66 12 66 38" fill="none" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M18 34 L82 34 L88 100 L12 100 Z" fill="${p.main}"/>` +
      `<path d="M18 34 L82 34 L83 44 L17 44 Z" fill="${p.dark}"/>` +
      `<circle cx="34" cy="52" r="4" fill="${p.light}"/><circle cx="66" cy="52" r="4" fill="${p.light}"/>` +
      `<path d="M40 70 L50 62 L60 70 L50 84 Z" fill="${p.accent}"/>`,
  },
  gift: {
    label: 'gift box',
    en: ['gift', 'present', 'surprise', 'eid'],
    ar: ['هدية', 'هدايا', 'عيد'],
    draw: (p) =>
      `<rect x="14" y="44" width="72" height="56" rx="3" fill="${p.main}"/>` +
      `<rect x="8" y="30" width="84" height="18" rx="3" fill="${p.dark}"/>` +
      `<rect x="44" y="30" width="12" height="70" fill="${p.accent}"/>` +
      `<path d="M50 30 Q30 4 24 18 Q20 30 50 30 Q70 30 76 18 Q70 4 50 30 Z" fill="${p.accent}"/>` +
      `<rect x="18" y="48" width="20" height="6" rx="3" fill="${p.light}" opacity="0.6"/>`,
  },
  phone: {
    label: 'smartphone',
    en: ['phone', 'mobile', 'app', 'smartphone', 'apps'],
    ar: ['جوال', 'هاتف', 'تطبيق', 'موبايل', 'الجوال'],
    draw: (p) =>
      `<rect x="26" y="2" width="48" height="96" rx="9" fill="${p.dark}"/>` +
      `<rect x="30" y="10" width="40" height="78" rx="3" fill="${p.light}"/>` +
      `<rect x="35" y="18" width="30" height="22" rx="3" fill="${p.main}"/>` +
      `<rect x="35" y="46" width="30" height="5" rx="2.5" fill="${p.accent}"/>` +
      `<rect x="35" y="56" width="22" height="5" rx="2.5" fill="${p.main}" opacity="0.6"/>` +
      `<rect x="35" y="70" width="30" height="10" rx="5" fill="${p.accent}"/>` +
      `<circle cx="50" cy="93" r="2.5" fill="${p.light}"/>`,
  },
  laptop: {
    label: 'laptop',
    en: ['laptop', 'computer', 'software', 'saas', 'online', 'digital', 'website'],
    ar: ['حاسوب', 'لابتوب', 'كمبيوتر', 'برنامج', 'برمجيات', 'رقمي', 'موقع'],
    draw: (p) =>
      `<rect x="16" y="26" width="68" height="48" rx="4" fill="${p.dark}"/>` +
      `<rect x="20" y="30" width="60" height="40" rx="2" fill="${p.light}"/>` +
      `<rect x="25" y="35" width="24" height="14" rx="2" fill="${p.main}"/>` +
      `<rect x="53" y="35" width="22" height="5" rx="2" fill="${p.accent}"/>` +
      `<rect x="53" y="44" width="16" height="5" rx="2" fill="${p.main}" opacity="0.6"/>` +
      `<rect x="25" y="55" width="50" height="9" rx="3" fill="${p.main}" opacity="0.35"/>` +
      `<path d="M6 76 L94 76 L88 86 L12 86 Z" fill="${p.main}"/>`,
  },
  car: {
    label: 'car',
    en: ['car', 'cars', 'drive', 'vehicle', 'automotive', 'suv'],
    ar: ['سيارة', 'سيارات', 'مركبة', 'قيادة'],
    draw: (p) =>
      `<path d="M6 74 L10 56 Q12 50 20 48 L30 46 L40 32 Q43 28 50 28 L70 28 Q76 28 80 34 L88 46 Q96 48 96 58 L96 74 Z" fill="${p.main}"/>` +
      `<path d="M36 46 L44 34 L58 34 L58 46 Z M63 46 L63 34 L72 34 Q75 34 77 37 L82 46 Z" fill="${p.light}"/>` +
      `<rect x="6" y="60" width="90" height="4" fill="${p.dark}" opacity="0.5"/>` +
      `<circle cx="27" cy="76" r="12" fill="${p.dark}"/><circle cx="27" cy="76" r="5" fill="${p.light}"/>` +
      `<circle cx="75" cy="76" r="12" fill="${p.dark}"/><circle cx="75" cy="76" r="5" fill="${p.light}"/>` +
      `<rect x="88" y="52" width="7" height="5" rx="2" fill="${p.accent}"/>`,
  },
  house: {
    label: 'house',
    en: ['home', 'house', 'real estate', 'apartment', 'villa', 'property'],
    ar: ['بيت', 'منزل', 'شقة', 'عقار', 'فيلا', 'سكن'],
    draw: (p) =>
      `<path d="M50 8 L94 46 L84 46 L84 100 L16 100 L16 46 L6 46 Z" fill="${p.main}"/>` +
      `<path d="M50 8 L94 46 L84 46 L50 18 L16 46 L6 46 Z" fill="${p.dark}"/>` +
      `<rect x="40" y="64" width="20" height="36" rx="2" fill="${p.accent}"/>` +
      `<rect x="22" y="54" width="12" height="12" fill="${p.light}"/><rect x="66" y="54" width="12" height="12" fill="${p.light}"/>`,
  },
  plane: {
    label: 'airplane',
    en: ['travel', 'flight', 'plane', 'trip', 'airline', 'vacation', 'holiday', 'tourism'],
    ar: ['سفر', 'طيران', 'رحلة', 'طائرة', 'سياحة', 'إجازة', 'اجازة'],
    draw: (p) =>
      `<path d="M8 58 Q50 50 92 40 Q98 40 96 46 Q60 60 14 66 Z" fill="${p.main}"/>` +
      `<path d="M44 52 L30 22 L40 22 L62 48 Z" fill="${p.dark}"/>` +
      `<path d="M46 60 L38 86 L48 86 L64 58 Z" fill="${p.dark}"/>` +
      `<path d="M14 60 L6 40 L14 40 L24 56 Z" fill="${p.accent}"/>` +
      `<circle cx="78" cy="46" r="2.5" fill="${p.light}"/><circle cx="70" cy="48" r="2.5" fill="${p.light}"/><circle cx="62" cy="50" r="2.5" fill="${p.light}"/>`,
  },
  plant: {
    label: 'green plant',
    en: ['plant', 'plants', 'leaf', 'leaves', 'nature', 'green', 'organic', 'garden', 'natural'],
    ar: ['نبات', 'نبتة', 'ورق', 'طبيعة', 'عضوي', 'حديقة', 'طبيعي'],
    draw: (p) =>
      `<path d="M50 70 Q20 60 14 28 Q44 32 50 70 Z" fill="${p.main}"/>` +
      `<path d="M50 70 Q80 60 86 28 Q56 32 50 70 Z" fill="${p.dark}"/>` +
      `<path d="M50 72 Q40 40 50 6 Q60 40 50 72 Z" fill="${p.main}"/>` +
      `<path d="M32 70 L68 70 L62 100 L38 100 Z" fill="${p.accent}"/>`,
  },
  sun: {
    label: 'sun',
    en: ['sun', 'summer', 'sunny', 'sunshine'],
    ar: ['شمس', 'صيف', 'مشمس'],
    draw: (p) =>
      Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        const x1 = 50 + Math.cos(a) * 34;
        const y1 = 52 + Math.sin(a) * 34;
        const x2 = 50 + Math.cos(a) * 46;
        const y2 = 52 + Math.sin(a) * 46;
        return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>`;
      }).join('') +
      `<circle cx="50" cy="52" r="26" fill="${p.main}"/><circle cx="42" cy="44" r="8" fill="${p.light}" opacity="0.5"/>`,
  },
  crescent: {
    label: 'crescent moon',
    en: ['ramadan', 'moon', 'crescent', 'night', 'iftar', 'suhoor'],
    ar: ['رمضان', 'هلال', 'قمر', 'ليل', 'إفطار', 'افطار', 'سحور'],
    draw: (p) =>
      `<path d="M62 8 A44 44 0 1 0 92 76 A36 36 0 1 1 62 8 Z" fill="${p.main}"/>` +
      `<path d="M78 20 L81 28 L89 28 L83 33 L85 41 L78 36 L71 41 L73 33 L67 28 L75 28 Z" fill="${p.accent}"/>`,
  },
  lantern: {
    label: 'lantern',
    en: ['lantern', 'lanterns', 'fanous', 'lamp'],
    ar: ['فانوس', 'فوانيس', 'مصباح'],
    draw: (p) =>
      `<path d="M50 0 L50 10" stroke="${p.dark}" stroke-width="3"/>` +
      `<path d="M36 10 L64 10 L70 22 L30 22 Z" fill="${p.dark}"/>` +
      `<path d="M30 22 L70 22 L78 52 L66 82 L34 82 L22 52 Z" fill="${p.main}"/>` +
      `<path d="M40 30 L60 30 L64 52 L58 74 L42 74 L36 52 Z" fill="${p.light}" opacity="0.85"/>` +
      `<circle cx="50" cy="52" r="7" fill="${p.accent}"/>` +
      `<path d="M32 82 L68 82 L62 94 L38 94 Z" fill="${p.dark}"/>`,
  },
  star: {
    label: 'star',
    en: ['star', 'stars', 'premium', 'luxury', 'award', 'best'],
    ar: ['نجمة', 'نجوم', 'فاخر', 'فخامة', 'جائزة'],
    draw: (p) =>
      `<path d="M50 4 L62 36 L96 38 L70 60 L79 94 L50 75 L21 94 L30 60 L4 38 L38 36 Z" fill="${p.main}"/>` +
      `<path d="M50 4 L62 36 L96 38 L70 60 L50 50 Z" fill="${p.light}" opacity="0.35"/>`,
  },
  heart: {
    label: 'heart',
    en: ['love', 'heart', 'care', 'valentine', 'charity'],
    ar: ['حب', 'قلب', 'رعاية', 'خير'],
    draw: (p) =>
      `<path d="M50 92 Q6 62 8 34 Q10 10 32 10 Q46 10 50 26 Q54 10 68 10 Q90 10 92 34 Q94 62 50 92 Z" fill="${p.main}"/>` +
      `<ellipse cx="30" cy="30" rx="9" ry="6" fill="${p.light}" opacity="0.5"/>`,
  },
  bottle: {
    label: 'cosmetic bottle',
    en: ['perfume', 'bottle', 'skincare', 'cosmetic', 'cosmetics', 'beauty', 'serum', 'fragrance', 'oud'],
    ar: ['عطر', 'عطور', 'زجاجة', 'بشرة', 'تجميل', 'مستحضرات', 'سيروم', 'عود'],
    draw: (p) =>
      `<rect x="40" y="4" width="20" height="16" rx="3" fill="${p.dark}"/>` +
      `<rect x="44" y="18" width="12" height="10" fill="${p.accent}"/>` +
      `<rect x="24" y="28" width="52" height="72" rx="10" fill="${p.main}"/>` +
      `<rect x="32" y="52" width="36" height="26" rx="3" fill="${p.light}" opacity="0.85"/>` +
      `<rect x="30" y="34" width="6" height="56" rx="3" fill="${p.light}" opacity="0.4"/>`,
  },
  box: {
    label: 'product package',
    en: ['product', 'products', 'package', 'box', 'delivery', 'shipping', 'parcel'],
    ar: ['منتج', 'منتجات', 'علبة', 'صندوق', 'توصيل', 'شحن', 'طرد'],
    draw: (p) =>
      `<path d="M50 14 L92 32 L50 50 L8 32 Z" fill="${p.light}"/>` +
      `<path d="M8 32 L50 50 L50 100 L8 80 Z" fill="${p.main}"/>` +
      `<path d="M92 32 L50 50 L50 100 L92 80 Z" fill="${p.dark}"/>` +
      `<path d="M29 23 L71 41 L71 58 L63 54 L63 44 L21 27 Z" fill="${p.accent}"/>`,
  },
  clock: {
    label: 'clock',
    en: ['time', 'clock', 'watch', 'hours', 'deadline', 'limited'],
    ar: ['ساعة', 'وقت', 'ساعات', 'محدود'],
    draw: (p) =>
      `<circle cx="50" cy="54" r="44" fill="${p.dark}"/><circle cx="50" cy="54" r="37" fill="${p.light}"/>` +
      `<path d="M50 54 L50 28 M50 54 L68 64" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="50" cy="54" r="5" fill="${p.accent}"/>`,
  },
  book: {
    label: 'open book',
    en: ['book', 'books', 'course', 'courses', 'learn', 'learning', 'education', 'study', 'school'],
    ar: ['كتاب', 'كتب', 'دورة', 'دورات', 'تعليم', 'تعلم', 'دراسة', 'مدرسة'],
    draw: (p) =>
      `<path d="M50 30 Q30 18 6 22 L6 86 Q30 82 50 94 Z" fill="${p.main}"/>` +
      `<path d="M50 30 Q70 18 94 22 L94 86 Q70 82 50 94 Z" fill="${p.dark}"/>` +
      `<path d="M14 36 Q30 33 42 40 M14 48 Q30 45 42 52 M58 40 Q70 33 86 36 M58 52 Q70 45 86 48" stroke="${p.light}" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<path d="M66 18 L66 40 L72 34 L78 40 L78 16 Z" fill="${p.accent}"/>`,
  },
  dumbbell: {
    label: 'dumbbell',
    en: ['fitness', 'gym', 'workout', 'sport', 'sports', 'training', 'exercise'],
    ar: ['لياقة', 'نادي', 'رياضة', 'تمرين', 'تمارين', 'جيم'],
    draw: (p) =>
      `<rect x="24" y="46" width="52" height="10" rx="4" fill="${p.dark}"/>` +
      `<rect x="6" y="28" width="14" height="46" rx="4" fill="${p.main}"/><rect x="18" y="34" width="10" height="34" rx="3" fill="${p.accent}"/>` +
      `<rect x="80" y="28" width="14" height="46" rx="4" fill="${p.main}"/><rect x="72" y="34" width="10" height="34" rx="3" fill="${p.accent}"/>`,
  },
  palm: {
    label: 'palm tree',
    en: ['palm', 'beach', 'tropical', 'dates', 'oasis', 'resort'],
    ar: ['نخلة', 'نخيل', 'شاطئ', 'تمر', 'تمور', 'واحة', 'منتجع'],
    draw: (p) =>
      `<path d="M46 100 Q50 60 54 34 L60 34 Q56 60 56 100 Z" fill="${p.dark}"/>` +
      `<path d="M57 34 Q30 14 6 30 Q32 22 57 34 Z M57 34 Q84 14 98 32 Q76 22 57 34 Z M57 34 Q44 4 22 6 Q46 12 57 34 Z M57 34 Q72 2 90 10 Q70 12 57 34 Z M57 34 Q40 36 24 58 Q44 40 57 34 Z" fill="${p.main}"/>` +
      `<circle cx="54" cy="38" r="4" fill="${p.accent}"/><circle cx="61" cy="39" r="4" fill="${p.accent}"/>`,
  },
  meal: {
    label: 'burger meal',
    en: ['food', 'burger', 'restaurant', 'meal', 'lunch', 'dinner', 'sandwich', 'delicious'],
    ar: ['طعام', 'أكل', 'اكل', 'مطعم', 'وجبة', 'برجر', 'غداء', 'عشاء', 'لذيذ'],
    draw: (p) =>
      `<path d="M12 50 Q12 18 50 18 Q88 18 88 50 Z" fill="${p.main}"/>` +
      `<circle cx="36" cy="32" r="2" fill="${p.light}"/><circle cx="50" cy="26" r="2" fill="${p.light}"/><circle cx="64" cy="32" r="2" fill="${p.light}"/>` +
      `<path d="M8 52 Q20 60 30 52 Q40 60 50 52 Q60 60 70 52 Q80 60 92 52 L92 58 L8 58 Z" fill="${p.accent}"/>` +
      `<rect x="10" y="58" width="80" height="12" rx="5" fill="${p.dark}"/>` +
      `<path d="M12 72 L88 72 Q88 88 50 88 Q12 88 12 72 Z" fill="${p.main}"/>`,
  },
  tag: {
    label: 'price tag',
    en: ['offer', 'offers', 'discount', 'sale', 'deal', 'deals', 'price', 'promo', 'promotion', 'coupon'],
    ar: ['عرض', 'عروض', 'خصم', 'خصومات', 'تخفيض', 'تخفيضات', 'سعر', 'كوبون'],
    draw: (p) =>
      `<path d="M10 50 L40 16 L92 16 L92 84 L40 84 Z" fill="${p.main}"/>` +
      `<path d="M10 50 L40 16 L92 16 L92 30 L44 30 Z" fill="${p.light}" opacity="0.3"/>` +
      `<circle cx="38" cy="50" r="8" fill="${p.light}"/>` +
      `<rect x="54" y="44" width="28" height="12" rx="6" fill="${p.accent}"/>`,
  },
  building: {
    label: 'office building',
    en: ['office', 'business', 'company', 'city', 'corporate', 'enterprise', 'bank', 'finance', 'fintech'],
    ar: ['مكتب', 'شركة', 'أعمال', 'اعمال', 'مدينة', 'بنك', 'مالية', 'تمويل'],
    draw: (p) =>
      `<rect x="14" y="30" width="38" height="70" fill="${p.main}"/><rect x="52" y="8" width="36" height="92" fill="${p.dark}"/>` +
      Array.from(
        { length: 5 },
        (_, r) =>
          [20, 34]
            .map((x) => `<rect x="${x}" y="${38 + r * 12}" width="9" height="7" fill="${p.light}"/>`)
            .join('') +
          [58, 72]
            .map(
              (x) =>
                `<rect x="${x}" y="${16 + r * 16}" width="10" height="9" fill="${p.accent}" opacity="0.85"/>`,
            )
            .join(''),
      ).join(''),
  },
  emblem: {
    label: 'abstract brand emblem',
    en: ['brand', 'logo', 'identity', 'emblem'],
    ar: ['علامة', 'هوية', 'شعار'],
    draw: (p) =>
      `<circle cx="50" cy="52" r="44" fill="${p.main}"/>` +
      `<path d="M50 14 L83 33 L83 71 L50 90 L17 71 L17 33 Z" fill="${p.dark}"/>` +
      `<path d="M50 30 L69 41 L69 63 L50 74 L31 63 L31 41 Z" fill="${p.accent}"/>` +
      `<circle cx="50" cy="52" r="8" fill="${p.light}"/>`,
  },
} as const satisfies Record<MotifId, Motif>;

/** What each type draws when neither the visuals nor the prompt name a subject we can draw. */
export const TYPE_DEFAULT_MOTIFS: Readonly<Record<string, MotifId[]>> = {
  campaign_visual: ['star', 'emblem', 'heart'],
  product_showcase: ['box', 'bottle', 'bag'],
  lifestyle: ['cup', 'plant', 'sun'],
  offer_announcement: ['tag', 'gift', 'bag'],
  brand_awareness: ['emblem', 'star', 'heart'],
};

const ARABIC = /[\u0600-\u06FF]/;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where in the text each motif is first named, or -1. English by whole word (plural s allowed), Arabic by stem. */
export function findMotif(text: string, id: MotifId): number {
  const haystack = normalizeForMatch(text);
  let best = -1;
  const motif: Motif = MOTIFS[id];
  for (const word of [...motif.en, ...motif.ar]) {
    const needle = normalizeForMatch(word);
    const at = ARABIC.test(needle)
      ? haystack.indexOf(needle)
      : haystack.search(
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(needle)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'u'),
        );
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
}

/** Motifs named in a text, in the order they appear. */
export function motifsIn(text: string): MotifId[] {
  return (Object.keys(MOTIFS) as MotifId[])
    .map((id) => ({ id, at: findMotif(text, id) }))
    .filter((m) => m.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((m) => m.id);
}

export function drawMotif(id: MotifId, paints: Paints): string {
  return (MOTIFS[id] as Motif).draw(paints);
}

export function motifLabel(id: MotifId): string {
  return MOTIFS[id].label;
}
