import { z } from 'zod';

/**
 * The truth banks: what the local composer may say in each variety, beside the brief's own facts. One file per
 * variety (`<variety>.json` beside this file). Every line is claim-free: it either carries a fact of the brief
 * through a slot, or asserts nothing about the business (an invitation, a question about the reader's need, a call
 * to action). Quality, praise, premises, guarantees, scarcity, speed, experience and "best" are never written here:
 * the composer says them only in the brief's own words, when the brief states them.
 *
 * A line that speaks to the reader comes in three forms, `{ m, f, p }`: masculine singular, feminine singular,
 * plural (Arabic); English lines are plain strings. A line that does not address the reader is a plain string.
 *
 * Slots (only those a list allows; values are the brief's exact text, written around, never agreed with):
 *   {product} what is offered, a short noun phrase    {brand} the business's name
 *   {price} {old_price} {amount} a sum with its currency, exactly as the brief wrote it
 *   {discount} a percentage or sum off                {coupon} a code
 *   {deadline} when an offer ends                      {hours} opening hours ("من 4 العصر لين 4 الفجر")
 *   {date} a date or day of an event or handover       {duration} a length of time ("3 أشهر", "12 months")
 *   {place} a city, district or address               {contact} a phone number, URL, handle
 *   {audience} whom the copy speaks to                 {feature} a fact the brief states about the offer
 *   {delivery} a delivery promise the brief states     {count} a number of things ("10 جلسات")
 */

export const KINDS = [
  'restaurant',
  'coffee',
  'grocery',
  'fashion',
  'beauty',
  'electronics',
  'clinic',
  'pharmacy',
  'fitness',
  'tutoring',
  'home_services',
  'real_estate',
  'offplan',
  'travel',
  'religious_travel',
  'car_rental',
  'automotive',
  'ecommerce_app',
  'business_software',
  'finance',
  'charity',
  'public_event',
  'venue',
  'general',
] as const;
export type Kind = (typeof KINDS)[number];

const text = z.string().min(2).max(160);
/** A line in the reader's three forms (Arabic), or one form (English, or a line that addresses nobody). */
const addressed = z.union([text, z.strictObject({ m: text, f: text, p: text })]);
export type Addressed = z.infer<typeof addressed>;

const slotsOf = (line: Addressed) =>
  (typeof line === 'string' ? [line] : [line.m, line.f, line.p]).flatMap((s) =>
    (s.match(/\{(\w+)\}/gu) ?? []).map((m) => m.slice(1, -1)),
  );

/** A list whose lines each use `required` (every one of them) and no slot beyond `allowed`. */
const lines = (min: number, required: string[], allowed: string[] = []) =>
  z
    .array(addressed)
    .min(min)
    .superRefine((list, ctx) => {
      list.forEach((line, i) => {
        const forms = typeof line === 'string' ? [line] : [line.m, line.f, line.p];
        for (const form of forms) {
          const used = (form.match(/\{(\w+)\}/gu) ?? []).map((m) => m.slice(1, -1));
          for (const r of required)
            if (!used.includes(r))
              ctx.addIssue({ code: 'custom', path: [i], message: `must use {${r}}: ${form}` });
          for (const u of used)
            if (![...required, ...allowed].includes(u))
              ctx.addIssue({ code: 'custom', path: [i], message: `uses {${u}}, not allowed here: ${form}` });
        }
      });
      const keys = list.map((l) => JSON.stringify(l));
      if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', message: 'a line twice' });
    });

/** Lines of a kind of business: each names {product} or {brand} (so two businesses do not share them). */
const named = (min: number) =>
  lines(min, [], ['product', 'brand']).superRefine((list, ctx) => {
    list.forEach((line, i) => {
      const used = slotsOf(line);
      if (!used.includes('product') && !used.includes('brand'))
        ctx.addIssue({ code: 'custom', path: [i], message: 'must name {product} or {brand}' });
    });
  });

const shortCta = z
  .array(addressed)
  .min(5)
  .superRefine((list, ctx) =>
    list.forEach((line, i) => {
      for (const form of typeof line === 'string' ? [line] : [line.m, line.f, line.p])
        if (form.length > 30 || /[.!?؟{}]$/u.test(form) || /[{}]/u.test(form))
          ctx.addIssue({
            code: 'custom',
            path: [i],
            message: `at most 30 characters, no slot, no final stop: ${form}`,
          });
    }),
  );

export const kindBank = z.strictObject({
  /** What this kind of business offers when the brief names nothing better ("القاعة", "our courses"). */
  noun: text,
  /** Openings: a question about the reader's need or an invitation; each names {product} or {brand}. */
  hooks: named(5),
  /** Invitations to look, visit, ask, book, donate (as the kind does); each names {product} or {brand}. */
  invitations: named(4),
  /** Calls to action of this kind: short imperatives (a charity donates, a clinic books, a hall asks for dates). */
  ctas: shortCta,
  /** Words this kind never says unless its brief does (a charity never "delivers", a tutor has no "workout"). */
  forbidden: z.array(z.string().min(2)).min(3),
});

const frames = z.strictObject({
  brand_intro: lines(3, ['brand', 'product']),
  feature: lines(3, ['feature'], ['product']),
  price: lines(3, ['price'], ['product']),
  from_price: lines(3, ['price'], ['product']),
  price_was: lines(3, ['price', 'old_price'], ['product']),
  discount: lines(3, ['discount'], ['product']),
  coupon: lines(3, ['coupon'], ['discount']),
  deadline: lines(3, ['deadline']),
  hours: lines(3, ['hours']),
  event_date: lines(3, ['date'], ['product', 'place']),
  duration: lines(3, ['duration'], ['product']),
  location: lines(3, ['place'], ['brand', 'product']),
  down_payment: lines(3, ['amount']),
  instalments: lines(3, ['amount'], ['duration']),
  handover: lines(3, ['date']),
  min_order: lines(3, ['amount']),
  free_delivery: lines(3, []),
  free_delivery_over: lines(3, ['amount']),
  delivery: lines(3, ['delivery']),
  free_entry: lines(3, [], ['product', 'date']),
  donation: lines(3, ['amount']),
  donation_open: lines(3, []),
  count: lines(3, ['count'], ['product', 'price']),
  contact_phone: lines(3, ['contact']),
  contact_whatsapp: lines(3, ['contact']),
  contact_website: lines(3, ['contact']),
  contact_social: lines(3, ['contact']),
  audience: lines(3, ['audience']),
  reply_prompts: lines(4, []),
  short_discount: lines(3, ['discount'], ['product']),
  short_price: lines(3, ['price'], ['product']),
  short_from_price: lines(3, ['price'], ['product']),
  short_product: lines(3, ['product']),
  short_date: lines(3, ['date'], ['product']),
});

export const truthBank = z.strictObject({
  variety: z.enum(['saudi', 'emirati', 'gulf', 'egyptian', 'levantine', 'iraqi', 'classical', 'english']),
  notes: z.string().min(40),
  /** "On screen:" as a video script labels its text overlay. */
  on_screen: text,
  frames,
  kinds: z.strictObject(Object.fromEntries(KINDS.map((k) => [k, kindBank])) as Record<Kind, typeof kindBank>),
});

export type TruthBank = z.infer<typeof truthBank>;
export type KindBank = z.infer<typeof kindBank>;
