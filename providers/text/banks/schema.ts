import { z } from 'zod';

/**
 * Vertical phrase banks: what a native copywriter of each variety writes for each kind of business, as reviewed
 * data. One file per variety (`<variety>.json` beside this file: saudi, emirati, gulf, egyptian, levantine, iraqi,
 * classical, english). The composer fills the slots named in braces with values taken from the partner's brief
 * (names, numbers, short noun phrases) and writes everything else from these lines.
 *
 * Slots a line may use (only those its list allows):
 *   {product}   what is sold, a short noun phrase ("قهوة مختصة", "boutique gym")
 *   {brand}     the business's name
 *   {place}     a city or district ("الرياض", "Dubai Marina")
 *   {discount}  a discount as written ("30%", "٣٠٪")
 *   {price}     a price with its currency ("49 ريال", "AED 199")
 *   {old_price} the price before ("79 ريال")
 *   {coupon}    a coupon code ("RAMADAN30")
 *   {deadline}  when the offer ends, as the partner wrote it ("نهاية الشهر", "Sunday")
 *   {delivery}  a delivery promise as a short phrase ("خلال ساعة", "same day")
 *   {benefit}   one benefit claim of the brief, a short noun phrase ("لحم حاشي طازج", "certified coaches")
 *   {audience}  who it is for ("الأمهات الجدد", "new mums")
 */

export const VERTICALS = [
  'restaurants',
  'coffee',
  'groceries',
  'fashion',
  'beauty',
  'electronics',
  'health',
  'fitness',
  'education',
  'home_services',
  'real_estate',
  'travel',
  'automotive',
  'apps_ecommerce',
  'general',
] as const;
export type Vertical = (typeof VERTICALS)[number];

const line = z.string().min(2).max(140);
/** Lines that use no slot at all. */
const plain = (min: number) =>
  z
    .array(line.refine((s) => !/[{}]/.test(s), 'takes no slot'))
    .min(min)
    .refine((l) => new Set(l).size === l.length, 'no line twice');
/** Lines that each use the given slot (and possibly others from `allowed`). */
const framed = (slot: string, min: number, allowed: string[] = []) =>
  z
    .array(
      line
        .refine((s) => s.includes(`{${slot}}`), `must use {${slot}}`)
        .refine(
          (s) => (s.match(/\{(\w+)\}/g) ?? []).every((m) => [slot, ...allowed].includes(m.slice(1, -1))),
          `uses a slot other than {${slot}}${allowed.length ? ` or ${allowed.map((a) => `{${a}}`).join(', ')}` : ''}`,
        ),
    )
    .min(min)
    .refine((l) => new Set(l).size === l.length, 'no line twice');

/** One vertical in one variety. Lines are complete sentences (or a headline fragment where noted). */
export const verticalBank = z.strictObject({
  /** Opening lines that grab attention for this kind of business; no slot. */
  openers: plain(6),
  /** Benefit lines typical of the vertical (quality, freshness, fit, comfort…); no slot. */
  benefits: plain(8),
  /** Benefit lines about the product: each names {product}. */
  product_lines: framed('product', 5, ['place', 'brand']),
  /** Offer lines, one list per offer shape. */
  offer_discount: framed('discount', 4, ['product']),
  offer_price: framed('price', 3, ['product']),
  offer_price_was: framed('price', 3, ['old_price', 'product']).refine(
    (l) => l.every((s) => s.includes('{old_price}')),
    'each line names {old_price} too',
  ),
  offer_coupon: framed('coupon', 3, ['discount']),
  /** Urgency without a date; no slot. */
  urgency: plain(4),
  urgency_deadline: framed('deadline', 3),
  /** Social proof the business could truthfully say of itself in general terms (no invented numbers); no slot. */
  social_proof: plain(4),
  /** Questions that open a variant: each names {product}. */
  questions: framed('product', 4),
  /** A two-line story opening (first person plural, the business speaking); no slot. */
  story: plain(3),
  /** Calls to action that fit the vertical (a gym books or signs up, a restaurant orders or reserves): short
   * imperatives, at most 30 characters, no final punctuation; no slot. */
  cta: plain(6).refine((l) => l.every((s) => s.length <= 30 && !/[.!?؟]$/.test(s)), 'short, no final stop'),
});

/** Lines every vertical shares in a variety. */
export const commonBank = z.strictObject({
  delivery: framed('delivery', 4, ['product']),
  place: framed('place', 4, ['brand']),
  audience: framed('audience', 3),
  benefit: framed('benefit', 6),
  brand_signoff: framed('brand', 3),
  /** How to reach the business, one list per channel: short imperatives, no slot. */
  channels: z.strictObject({
    app: plain(3),
    whatsapp: plain(3),
    website: plain(3),
    phone: plain(3),
    store: plain(3),
  }),
  /** Short subject-line and search-headline forms (at most 45 characters before filling). */
  short_offer: framed('discount', 4, ['product']),
  short_product: framed('product', 4),
});

export const varietyBank = z.strictObject({
  variety: z.enum(['saudi', 'emirati', 'gulf', 'egyptian', 'levantine', 'iraqi', 'classical', 'english']),
  /** Register, sources and what a reviewer should know, in a few sentences. */
  notes: z.string().min(40),
  /** Words that mark this variety (whole words), used by the quality guard. */
  markers: z.array(z.string().min(1)).min(8),
  common: commonBank,
  verticals: z.strictObject(
    Object.fromEntries(VERTICALS.map((v) => [v, verticalBank])) as Record<Vertical, typeof verticalBank>,
  ),
});

export type VarietyBank = z.infer<typeof varietyBank>;
