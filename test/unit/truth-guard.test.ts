import { ARABIC_BRIEFS, ARABIC_VARIETIES, ENGLISH_BRIEFS } from '../../bench/copy-briefs';
import { buildCopyBrief, copyRequestSchema, type CopyBrief } from '../../contract/copy';
import { PLATFORMS } from '../../contract/enums';
import { briefModel } from '../../providers/text/brief-model';
import { checkVariants } from '../../providers/text/checks';
import { composeFromFacts } from '../../providers/text/facts-composer';
import { guardTruth } from '../../providers/text/truth-guard';

const brief = (description: string, extra: Record<string, unknown> = {}): CopyBrief =>
  buildCopyBrief(copyRequestSchema.parse({ description, ...extra }), null);
const findings = (b: CopyBrief, content: string) => guardTruth(b, [content]).findings;

describe('the truth guard: copy says only what the brief says', () => {
  const villa = brief('فيلا للبيع في الرياض بسعر 1,200,000 ريال، اتصل 0551112222', { dialect: 'saudi' });
  const offplan = brief('مشروع «ريم ريزيدنس» في أبوظبي: شقق تبدأ من AED 1.65M، دفعة أولى 10%، التسليم 2027', {
    dialect: 'emirati',
  });

  it('a number cut or not the brief is a finding', () => {
    expect(findings(villa, 'فيلا في الرياض بسعر 200,000 ريال.')).toEqual([
      'variant 1 states 200000, a number the brief does not give',
    ]);
    expect(findings(offplan, 'الأسعار تبدا من AED 1.')[0]).toMatch(/states 1, a number/u);
    expect(findings(villa, 'فيلا في الرياض بسعر 1,200,000 ريال. اتصل على 0551112222.')).toEqual([]);
  });

  it('a down payment sold as a discount, or a "from" price without its "from", is a finding', () => {
    expect(findings(offplan, 'خصم 10% على شقق ريم ريزيدنس.').join()).toMatch(
      /presents 10 \(down_payment\) as a discount/u,
    );
    expect(findings(offplan, 'شقق ريم ريزيدنس بسعر AED 1.65M.').join()).toMatch(/drops the "from"/u);
    expect(findings(offplan, 'شقق ريم ريزيدنس تبدا من AED 1.65M، والدفعة الأولى 10%.')).toEqual([]);
  });

  it('opening hours turned into an offer deadline are a finding', () => {
    const lounge = brief('لاونج «Level Up» يفتح من 4 العصر لين 4 الفجر', { dialect: 'saudi' });
    expect(findings(lounge, 'العرض لين 4 الفجر، حيّاك.').join()).toMatch(
      /opening hours into an offer deadline/u,
    );
  });

  it('a contact introduced as another channel is a finding', () => {
    expect(findings(villa, 'زور موقعنا 0551112222.').join()).toMatch(/phone number 0551112222 as a website/u);
  });

  it('claims the brief does not make are findings, in every variety and English', () => {
    const plain = brief('مطعم مشويات في بغداد، وجبة عائلية بـ 25,000 دينار', { dialect: 'iraqi' });
    for (const text of [
      'نضمن لك أطيب مشويات.',
      'عملاؤنا يرجعون لنا كل أسبوع.',
      'فرعنا بالكرادة ينتظرك.',
      'الكمية محدودة، اطلب هسه.',
      'أفضل مشويات ببغداد.',
      'أكل طازج كل يوم.',
    ])
      expect(findings(plain, text).join()).toMatch(/claims/u);
    const english = brief('Grill restaurant in Dubai, family meal AED 99.', { output_language: 'en' });
    for (const text of [
      'Our customers love it.',
      'The best grill in town.',
      'Fresh every day.',
      'While stocks last!',
    ])
      expect(findings(english, text).join()).toMatch(/claims/u);
    // The brief's own claim may be said.
    expect(findings(brief('لحم طازج يومياً', { dialect: 'saudi' }), 'لحم طازج كل يوم.')).toEqual([]);
  });

  it('a fragment, a word the kind never says, and a man addressed for a woman are findings', () => {
    const plain = brief('مطعم مشويات في بغداد', { dialect: 'iraqi' });
    expect(findings(plain, 'تعال زورنا في.').join()).toMatch(/fragment/u);
    const charity = brief('جمعية البر: إفطار صائم بـ 15 ريال', { dialect: 'saudi' });
    expect(findings(charity, 'اطلب الحين والتوصيل مجاني.').join()).toMatch(/charity brief does not|claims/u);
    const salon = brief('صالون نسائي في جدة، احجزي موعدك', { dialect: 'saudi' });
    expect(findings(salon, 'احجز موعدك الحين.').join()).toMatch(/female audience in the masculine/u);
    expect(findings(salon, 'احجزي موعدك الحين.')).toEqual([]);
  });
});

describe('the facts composer', () => {
  /** For the facts composer a truth finding is a bug: none on any evaluation brief, variety or platform. */
  it.each([...ARABIC_VARIETIES, 'english'].map((v): [string] => [v]))(
    '%s: no truth finding, every contract check passed, on every brief and platform',
    (variety) => {
      const out: string[] = [];
      const english = variety === 'english';
      for (const b of english ? ENGLISH_BRIEFS : ARABIC_BRIEFS)
        for (const platform of PLATFORMS) {
          const copyBrief = brief(b.description, {
            ...(english ? { output_language: 'en' } : { dialect: variety }),
            platform,
            ...(b.call_to_action ? { call_to_action: b.call_to_action } : {}),
          });
          const drafts = composeFromFacts(copyBrief);
          const checked = checkVariants(copyBrief, drafts);
          if (!checked.ok) out.push(`${b.vertical}/${platform}: ${checked.findings.join('; ')}`);
          const truth = guardTruth(
            copyBrief,
            drafts.map((d) => d.content),
            briefModel(copyBrief),
          );
          if (truth.findings.length) out.push(`${b.vertical}/${platform}: ${truth.findings.join('; ')}`);
        }
      expect(out).toEqual([]);
    },
  );

  it('is deterministic, and every number it writes is one of the brief\u2019s', () => {
    const b = brief('فيلا للبيع في الرياض بسعر 1,200,000 ريال، اتصل 0551112222', {
      dialect: 'saudi',
      platform: 'website_landing_page',
    });
    expect(composeFromFacts(b)).toEqual(composeFromFacts(b));
    for (const v of composeFromFacts(b)) {
      expect(v.content).toContain('1,200,000 ريال');
      expect(v.content).not.toMatch(/(?<![\d,])200,000/u);
    }
  });

  it('each platform its own shape: a video script with its on-screen call, a subject line with the offer', () => {
    const video = composeFromFacts(
      brief('صالون نسائي في جدة، صبغة بـ 250 ريال بدل 400', { dialect: 'saudi', platform: 'short_video' }),
    );
    for (const v of video) {
      expect(v.content.split('\n')[0]).toMatch(/^🎬 /u);
      expect(v.content).toMatch(/\nعلى الشاشة: /u);
    }
    const subjects = composeFromFacts(
      brief('Coffee subscription in Doha. Use code FIRSTBREW for 30% off your first box.', {
        output_language: 'en',
        platform: 'email_subject_line',
      }),
    );
    for (const v of subjects) expect(v.content).toContain('30%');
  });

  it('a female audience is addressed in the feminine', () => {
    const b = brief('صالون «لمسة» في جدة، صبغة شعر بـ 250 ريال', { dialect: 'saudi', audience: 'female' });
    for (const v of composeFromFacts(b)) expect(guardTruth(b, [v.content]).findings).toEqual([]);
    expect(
      composeFromFacts(b)
        .map((v) => v.content)
        .join('\n'),
    ).toMatch(/ي(?![\p{L}])/u);
  });
});

describe('the contract checks', () => {
  it('a Latin brand name in an Arabic subject line is no reason to refuse it', () => {
    const b = brief('متجر Beauty Box Riyadh: خصم 20% على كل المكياج', {
      dialect: 'saudi',
      platform: 'email_subject_line',
    });
    const outcome = checkVariants(b, [
      { content: 'خصم 20% | Beauty Box Riyadh', angle: 'a', call_to_action: null },
      { content: 'Beauty Box Riyadh: خصم 20%', angle: 'b', call_to_action: null },
      { content: 'خصم 20% على المكياج', angle: 'c', call_to_action: null },
    ]);
    expect(outcome.ok).toBe(true);
    // Latin words the brief never used are still the copy's, and still refused.
    expect(
      checkVariants(b, [
        { content: 'Big sale today at Beauty Box Riyadh خصم', angle: 'a', call_to_action: null },
        { content: 'خصم 20%', angle: 'b', call_to_action: null },
        { content: 'خصم 20% الحين', angle: 'c', call_to_action: null },
      ]).ok,
    ).toBe(false);
  });
});
