import { readCampaignBrief } from '../../api/admission/brief-reading';
import { VOICE_OVER_WORDS, voiceOverScript, wordCount as words } from '../../contract/campaign-text';
import { campaignOverlay, campaignRequestSchema, planCampaign } from '../../contract/campaigns';

const plan = (brief: Record<string, unknown>, image: Record<string, unknown> = { include_text: true }) =>
  planCampaign(
    campaignRequestSchema.parse({
      brief,
      deliverables: { image: { enabled: true, ...image }, speech: { enabled: true } },
    }),
    readCampaignBrief,
  );

describe("the campaign picture's words", () => {
  it('are the offer, then the call on a line of its own, exactly as the brief gives them', () => {
    const planned = plan({
      description: 'قهوة مختصة محمصة يومياً في الرياض.',
      offer: 'خصم 20% على أول طلب',
      call_to_action: 'اطلب الحين',
      market: 'SA',
    });
    expect(planned.image?.overlay_text).toBe('خصم 20% على أول طلب\nاطلب الحين');
  });

  it('take the clause of the description that states the offer when the brief has no offer field', () => {
    const planned = plan({
      description: 'مطعم برجر في القاهرة، وجبة برجر مع بطاطس بـ 99 جنيه بس لحد آخر الشهر.',
      market: 'EG',
    });
    expect(planned.image?.overlay_text).toBe('وجبة برجر مع بطاطس بـ 99 جنيه بس لحد آخر الشهر');
  });

  it('leave out the sentence’s «و» before the offer clause, and keep «وجبة»', () => {
    const planned = plan({
      description: 'مغسلة النور في الزرقاء تغسل السجاد والموكيت، وسعر المتر 2 دينار بس هالأسبوع.',
      market: 'JO',
    });
    expect(planned.image?.overlay_text).toBe('سعر المتر 2 دينار بس هالأسبوع');
  });

  it('keep a phrase the body gives, and the call alone when the brief states no offer', () => {
    const brief = {
      description: 'قهوة مختصة محمصة يومياً في الرياض.',
      call_to_action: 'اطلب الحين',
      market: 'SA',
    };
    expect(plan(brief).image?.overlay_text).toBe('اطلب الحين');
    expect(plan(brief, { include_text: true, overlay_text: 'قهوة اليوم' }).image?.overlay_text).toBe(
      'قهوة اليوم',
    );
    expect(plan(brief, {}).image?.overlay_text).toBeUndefined();
  });

  it('fit the overlay: the offer alone when both do not, the call when the offer does not', () => {
    const long = `خصم ${'كبير '.repeat(38)}20%`;
    expect(campaignOverlay(long, 'اطلب الحين')).toBe(long);
    expect(campaignOverlay(`${long} ${long}`, 'اطلب الحين')).toBe('اطلب الحين');
    // An offer too long to draw, and no call: nothing rather than an overlay past its limit.
    expect(campaignOverlay(`${long} ${long}`, null)).toBeUndefined();
    expect(campaignOverlay('خصم 20% اطلب الحين', 'اطلب الحين')).toBe('خصم 20% اطلب الحين');
    expect(campaignOverlay(null, null)).toBeUndefined();
  });
});

describe('the campaign voice-over script', () => {
  const variant = {
    content:
      'خصم 20% على أول طلب.\nقهوة مختصة محمصة يومياً في الرياض، توصيل خلال ساعة ☕ #قهوة https://brew.example\nوش تنتظر؟\nاطلب الحين.',
    call_to_action: 'اطلب الحين',
  };

  it('says a short hook, the offer as the brief gives it and the call, with no emoji, hashtag or URL', () => {
    const script = voiceOverScript(
      { offer: 'خصم 20% على أول طلب', subject: 'قهوة مختصة', call: null },
      variant,
    );
    expect(script).toBe(
      'قهوة مختصة محمصة يومياً في الرياض، توصيل خلال ساعة. خصم 20% على أول طلب. اطلب الحين.',
    );
  });

  it('falls back to what the business sells when no opening line is a short statement', () => {
    const script = voiceOverScript(
      { offer: 'وجبة برجر بـ 99 جنيه', subject: 'مطعم برجر', call: null },
      { content: 'وجبة برجر بـ 99 جنيه بس!\nمستني إيه؟\nتعالى كُل معانا.', call_to_action: 'تعالى كُل معانا' },
    );
    expect(script).toBe('مطعم برجر. وجبة برجر بـ 99 جنيه. تعالى كُل معانا.');
  });

  it('never takes a line that says a number as its hook (the offer says the brief’s, once)', () => {
    const script = voiceOverScript(
      { offer: 'خصم 20% على أول طلب', subject: 'محمصة النخبة', call: 'اطلب الحين' },
      {
        content: 'توصيل مجاني فوق ۲۵۰ ريال.\nخصم 20% على أول طلب.\nاطلب الحين.',
        call_to_action: 'اطلب الحين',
      },
    );
    expect(script).toBe('محمصة النخبة. خصم 20% على أول طلب. اطلب الحين.');
  });

  it('starts an English sentence read from the brief with a capital', () => {
    const script = voiceOverScript(
      { offer: 'Two-for-one pastries on Fridays', subject: 'a bakery in Leeds', call: 'Order online' },
      { content: 'Two-for-one pastries on Fridays.\nOrder online.', call_to_action: 'Order online' },
    );
    expect(script).toBe('A bakery in Leeds. Two-for-one pastries on Fridays. Order online.');
  });

  it("prefers the brief's call, and says it once", () => {
    const script = voiceOverScript({ offer: 'خصم 20%', subject: null, call: 'اطلب من التطبيق' }, variant);
    expect(script.endsWith('خصم 20%. اطلب من التطبيق.')).toBe(true);
    expect(
      voiceOverScript({ offer: 'خصم 20% اطلب الحين', subject: null, call: 'اطلب الحين' }, variant),
    ).toMatch(/^[^]*خصم 20% اطلب الحين\.$/u);
  });

  it('stays within its word budget, dropping the hook first', () => {
    const offer =
      'خصم 20% على كل القهوة المختصة والحلويات والمشروبات الباردة طول أيام الأسبوع في كل الفروع والتطبيق من الصبح لين آخر الليل';
    const script = voiceOverScript({ offer, subject: 'قهوة', call: 'اطلب الحين' }, variant);
    expect(script).toBe(`${offer}. اطلب الحين.`);
    expect(
      words(voiceOverScript({ offer: 'خصم 20%', subject: null, call: null }, variant)),
    ).toBeLessThanOrEqual(VOICE_OVER_WORDS);
  });

  it('speaks the opening sentences of the variant when the brief has neither offer nor call', () => {
    const long = { content: `${'جملة قصيرة فيها كلام. '.repeat(20)}`, call_to_action: null };
    const script = voiceOverScript({ offer: null, subject: null, call: null }, long);
    expect(words(script)).toBeLessThanOrEqual(VOICE_OVER_WORDS);
    expect(script.startsWith('جملة قصيرة فيها كلام.')).toBe(true);
  });

  it('is planned with the offer, the subject and the call of the brief', () => {
    const planned = plan({
      description: 'صالون ليلى للتجميل في عمّان.',
      product: 'صالون ليلى',
      offer: 'قص وسشوار بـ 10 دنانير',
      call_to_action: 'احجزي موعدك',
      market: 'JO',
    });
    expect(planned.voiceOver).toEqual({
      offer: 'قص وسشوار بـ 10 دنانير',
      subject: 'صالون ليلى',
      call: 'احجزي موعدك',
    });
  });
});
