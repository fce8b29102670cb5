import { ARABIC_BRIEFS, ARABIC_VARIETIES, ENGLISH_BRIEFS } from '../../bench/copy-briefs';
import { buildCopyBrief, copyRequestSchema } from '../../contract/copy';
import { PLATFORMS } from '../../contract/enums';
import { varietyBankFor } from '../../providers/text/banks';
import { briefSlots } from '../../providers/text/brief-slots';
import { checkVariants } from '../../providers/text/checks';
import { composeLocally } from '../../providers/text/local-composer';
import { guardCopy } from '../../providers/text/quality-guard';

const brief = (description: string, extra: Record<string, unknown>) =>
  buildCopyBrief(copyRequestSchema.parse({ description, ...extra }), null);

/** Every brief on every platform, through the contract's checks and the quality guard: what either finds. */
function findings(briefs: typeof ARABIC_BRIEFS, extra: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const b of briefs)
    for (const platform of PLATFORMS) {
      const copyBrief = brief(b.description, { ...extra, platform });
      const drafts = composeLocally(copyBrief);
      const checked = checkVariants(copyBrief, drafts);
      if (!checked.ok) out.push(`${b.vertical}/${platform}: ${checked.findings.join('; ')}`);
      const guard = guardCopy(
        copyBrief,
        drafts.map((d) => d.content),
      );
      if (guard.findings.length) out.push(`${b.vertical}/${platform}: ${guard.findings.join('; ')}`);
      // An English copywriter's grammar: no capitalised article in mid-sentence.
      if (extra.output_language === 'en')
        for (const d of drafts)
          if (/[a-z,] (?:A|An|The) /u.test(d.content)) out.push(`${b.vertical}/${platform}: "${d.content}"`);
    }
  return out;
}

/** The guard holds the local composer to what it holds every provider to: a finding here is a composer bug. */
describe('the local composer passes the quality guard on every brief, variety and platform', () => {
  it.each(ARABIC_VARIETIES.map((v) => [v]))('%s', (dialect) => {
    expect(findings(ARABIC_BRIEFS, { dialect })).toEqual([]);
  });

  it('English', () => {
    expect(findings(ENGLISH_BRIEFS, { output_language: 'en' })).toEqual([]);
  });
});

describe('copy from meaning', () => {
  it('reads typed slots from a brief: the product as a short noun phrase, prices, coupon, deadline, place, channel, claims', () => {
    const s = briefSlots(
      brief(
        'عبايات سوداء بتطريز يدوي وأقمشة خفيفة مناسبة للصيف. 199 ريال بدل 299 ريال. كود RAMADAN30. توصيل خلال يومين لكل مدن المملكة.',
        {},
      ),
    );
    expect(s).toMatchObject({
      vertical: 'fashion',
      price: '199 ريال',
      oldPrice: '299 ريال',
      coupon: 'RAMADAN30',
      delivery: 'خلال يومين',
    });
    expect(s.product.split(' ').length).toBeLessThanOrEqual(5);
    // "made with …" begins what is said of the product, not the product ("clean skincare made" was a product).
    const skincare = briefSlots(
      brief('Clean skincare made with Omani frankincense and no harsh chemicals. Use code GLOW15.', {
        output_language: 'en',
      }),
    );
    expect(skincare.product).toBe('clean skincare');
    const gym = briefSlots(
      brief(
        'A boutique gym in Dubai Marina with small group classes and certified coaches. First week free. Book a trial class on our website.',
        { output_language: 'en' },
      ),
    );
    expect(gym).toMatchObject({
      vertical: 'fitness',
      product: 'our boutique gym',
      place: 'Dubai Marina',
      channel: 'website',
      benefits: ['small group classes', 'certified coaches'],
    });
  });

  it('an MSA brief becomes Saudi copy: none of its sentences survives, its numbers do', () => {
    const copyBrief = brief(
      'عندنا الحين مطعم مندي في الرياض، نستخدم لحم حاشي طازج يومياً. خصم 20% على أول طلب عبر التطبيق.',
      { dialect: 'saudi', platform: 'chat_business' },
    );
    const drafts = composeLocally(copyBrief);
    for (const d of drafts) {
      expect(d.content).not.toContain('نستخدم لحم حاشي طازج يومياً');
      expect(guardCopy(copyBrief, [d.content]).briefRuns[0]).toBeLessThan(7);
    }
    expect(drafts.some((d) => d.content.includes('20%'))).toBe(true);
  });

  it('a gym books or signs up in English, never "Order now"; the product is said with its grammar', () => {
    const copyBrief = brief(
      'A boutique gym in Dubai Marina with small group classes and certified coaches. First week free.',
      { output_language: 'en', platform: 'photo_social' },
    );
    const drafts = composeLocally(copyBrief);
    const ctas = new Set(varietyBankFor('none').verticals.fitness.cta);
    for (const d of drafts) {
      expect(d.content).not.toMatch(/Order now/iu);
      expect(d.content).not.toMatch(/Meet A |Looking for A /u);
      expect(ctas.has(d.call_to_action!)).toBe(true);
    }
  });

  it('every valid request succeeds on the tightest platforms and limits', () => {
    for (const dialect of [...ARABIC_VARIETIES]) {
      for (const b of ARABIC_BRIEFS.slice(0, 10)) {
        for (const extra of [
          { platform: 'email_subject_line' },
          { platform: 'search_ads' },
          { platform: 'chat_business', max_characters: 60 },
          { platform: 'photo_social', max_characters: 90 },
        ]) {
          const copyBrief = brief(b.description, { dialect, ...extra });
          const checked = checkVariants(copyBrief, composeLocally(copyBrief));
          expect({ dialect, extra, findings: checked.ok ? [] : checked.findings }).toEqual({
            dialect,
            extra,
            findings: [],
          });
        }
      }
    }
  });
});
