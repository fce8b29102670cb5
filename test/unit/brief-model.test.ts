import { buildCopyBrief, copyRequestSchema } from '../../contract/copy';
import { briefModel, numbersIn } from '../../providers/text/brief-model';
import { claimsIn } from '../../providers/text/claims';
import { composeFromFacts } from '../../providers/text/facts-composer';
import { guardTruth } from '../../providers/text/truth-guard';

const model = (description: string, extra: Record<string, unknown> = {}) =>
  briefModel(buildCopyBrief(copyRequestSchema.parse({ description, ...extra }), null));
const role = (m: ReturnType<typeof model>, r: string) =>
  m.facts.filter((f) => f.role === r).map((f) => f.text);

/** What a brief means, as a table: the kind of business, the name, the facts in their roles, contacts, address. */
describe('the brief model reads what a brief means', () => {
  it.each([
    // A word never matched inside another: "car" in "credit card", «رياض» in «رياضيات».
    [
      'Payroll software for SMEs: pay staff by credit card or transfer. SAR 99 per month.',
      { output_language: 'en' },
      'business_software',
    ],
    [
      'مركز «النجاح» لتقوية الرياضيات والفيزياء لطلاب الثانوي، الحصة بـ 150 ريال.',
      { dialect: 'saudi' },
      'tutoring',
    ],
    // Negative evidence: a hall's parking says nothing of a car dealer.
    [
      'قاعة ليالي الأفراح للأعراس في جدة، مع موقف سيارات لـ 200 سيارة. الباقات من 40,000 ريال',
      { dialect: 'saudi' },
      'venue',
    ],
    ['جمعية الخير: إفطار صائم بـ 15 دينار، ساهموا معنا في رمضان', { dialect: 'gulf' }, 'charity'],
    ['صيدلية النهدي: خصم 20% على الفيتامينات حتى نهاية الشهر', { dialect: 'saudi' }, 'pharmacy'],
    ['باقة عمرة رمضان من الرياض، 5 ليالي قرب الحرم', { dialect: 'egyptian' }, 'religious_travel'],
    ['مشروع على الخارطة في دبي، خطة سداد 60/40 والتسليم 2027', { dialect: 'emirati' }, 'offplan'],
    ['بلدية مدينة العين تنظم مهرجان «ليالي التراث»، الدخول مجاني', { dialect: 'emirati' }, 'public_event'],
    ['تأجير سيارات في بغداد، سيارة سيدان باليوم بـ 50,000 دينار', { dialect: 'iraqi' }, 'car_rental'],
    ['بنك الأردن: تمويل شخصي بدون تحويل راتب', { dialect: 'levantine' }, 'finance'],
    // Close or weak evidence: the neutral register, never another business's lines.
    ['«عمو بمبو» لحفلات أعياد الميلاد: ساحر وبالونات بـ 2,500 جنيه', { dialect: 'egyptian' }, 'general'],
  ])('%s → %s', (description, extra, kind) => {
    expect(model(description, extra).kind.kind).toBe(kind);
  });

  it('the brand profile industry counts as strong evidence', () => {
    const m = briefModel(
      buildCopyBrief(
        copyRequestSchema.parse({ description: 'عرض خاص هذا الأسبوع فقط', dialect: 'saudi' }),
        null,
      ),
      { industry: 'Pharmacy and vitamins' },
    );
    expect(m.kind.kind).toBe('pharmacy');
  });

  it('keeps every number whole, with its multiplier', () => {
    expect(numbersIn('فيلا بسعر 1,200,000 ريال')).toEqual(['1200000']);
    expect(numbersIn('from AED 1.65M')).toEqual(['1.65m']);
    expect(numbersIn('٣.٥٠٠ د.ك')).toEqual(['3.500']);
    expect(numbersIn('١٢ ألف')).toEqual(['12k']);
  });

  it('gives each fact its role: from price, old price, down payment, rate, handover, hours, coupon, minimum order', () => {
    const offplan = model(
      'مشروع «ريم ريزيدنس» في أبوظبي: شقق تبدأ من AED 1.65M، دفعة أولى 10% وأقساط 1% شهرياً، التسليم الربع الأخير 2027',
      { dialect: 'emirati' },
    );
    expect(role(offplan, 'from_price')).toEqual(['AED 1.65M']);
    expect(role(offplan, 'down_payment')).toEqual(['10%']);
    // A monthly 1% is a rate, never a discount.
    expect(role(offplan, 'discount')).toEqual([]);
    expect(role(offplan, 'handover')).toEqual(['الربع الأخير 2027']);
    expect(offplan.name).toBe('ريم ريزيدنس');

    const coffee = model(
      'محمصة «بُن الوادي» في الرياض، كيس 250 جرام بـ 85 ريال بدل 105، والتوصيل مجاني للطلبات فوق 200 ريال. كود الخصم BUN10',
      { dialect: 'saudi' },
    );
    expect(coffee.facts.find((f) => f.role === 'price')).toMatchObject({
      text: '85 ريال',
      about: 'كيس 250 جرام',
    });
    expect(role(coffee, 'old_price')).toEqual(['105 ريال']);
    expect(role(coffee, 'min_order')).toEqual(['200 ريال']);
    expect(role(coffee, 'coupon')).toEqual(['BUN10']);
    expect(role(coffee, 'free_delivery').length).toBe(1);

    // Opening hours are hours, not an offer's deadline.
    const lounge = model('لاونج «Level Up» يفتح من 4 العصر لين 4 الفجر', { dialect: 'saudi' });
    expect(role(lounge, 'hours')).toEqual(['من 4 العصر لين 4 الفجر']);
    expect(role(lounge, 'deadline')).toEqual([]);

    const english = model(
      'Smile Studio, Dubai. Teeth whitening AED 999 (was 1,500) and Invisalign from AED 12,000.',
      {
        output_language: 'en',
      },
    );
    expect(english.facts.find((f) => f.role === 'price')).toMatchObject({
      text: 'AED 999',
      about: 'teeth whitening',
    });
    expect(role(english, 'old_price')).toEqual(['AED 1,500']);
    expect(role(english, 'from_price')).toEqual(['AED 12,000']);
    expect(english.name).toBe('Smile Studio');
  });

  it('a discount says what it is on', () => {
    expect(
      model('Weekday bookings in summer get 15% off.', { output_language: 'en' }).facts[0],
    ).toMatchObject({
      role: 'discount',
      about: 'weekday bookings in summer',
    });
    expect(model('خصم 20% على أول طلب من التطبيق', { dialect: 'saudi' }).facts[0]).toMatchObject({
      role: 'discount',
      about: 'أول طلب',
    });
  });

  it('names each contact by its channel; a wallet number is no line to call', () => {
    const m = model(
      'تواصل واتساب 0551234567 أو اتصل 0114567890، الموقع example.sa وانستقرام @example_sa. تبرع بفودافون كاش 01012345678',
      { dialect: 'saudi' },
    );
    expect(m.contacts).toEqual([
      { channel: 'website', value: 'example.sa' },
      { channel: 'social', value: '@example_sa' },
      { channel: 'whatsapp', value: '0551234567' },
      { channel: 'phone', value: '0114567890' },
    ]);
  });

  it('a name is one whole span: never cut, never with a verb of the sentence', () => {
    expect(
      model('Masar Rent a Car, Jeddah: economy cars from SAR 99/day.', { output_language: 'en' }).name,
    ).toBe('Masar Rent a Car');
    expect(model('افتتحنا «ليفل أب لاونج» في الرياض', { dialect: 'saudi' }).name).toBe('ليفل أب لاونج');
    expect(model('افتتحنا «ليفل أب لاونج» في الرياض', { dialect: 'saudi' }).product).not.toMatch(/افتتحنا/u);
    // No acronym or sum taken for a name.
    expect(model('Payroll for SMEs, AED 350 a month.', { output_language: 'en' }).name).toBeNull();
  });

  it('a Latin name inside Arabic keeps its "by" ("Henna by Mozah"), and the copy says it whole', () => {
    const description =
      'حنّايه في العين، الحساب @henna.mozah واسم الشغل Henna by Mozah. نقش العروس من 350 درهم، ونقش اليد 30 درهم بس.';
    expect(model(description, { dialect: 'emirati' }).name).toBe('Henna by Mozah');
    expect(
      model('كيك بيتي في جدة، اسم المشروع Cakes by Noor. الكيكة من 150 ريال', { dialect: 'saudi' }).name,
    ).toBe('Cakes by Noor');
    const brief = buildCopyBrief(copyRequestSchema.parse({ description, dialect: 'emirati' }), null);
    const variants = composeFromFacts(brief).map((v) => v.content);
    expect(variants.some((v) => v.includes('Henna by Mozah'))).toBe(true);
    for (const v of variants) expect(v).not.toMatch(/Henna(?! by Mozah)/u);
  });

  it('a name the brief introduces in its request to the agency is still the name', () => {
    const saudi = (description: string) => model(description, { dialect: 'saudi' }).name;
    expect(saudi('نبي بوست لمحل حلويات في أبها، الاسم "ركن الحلا" والعلبة بـ 40 ريال')).toBe('ركن الحلا');
    expect(saudi('ابغى إعلان لشركة «سند للنقل» في الرياض، النقلة داخل الرياض من 300 ريال')).toBe('سند للنقل');
    expect(saudi('نبي اعلان لمطعمنا "شواية الحي" بحي الملقا، الوجبة 35 ريال')).toBe('شواية الحي');
    // A company named later (a delivery partner, a brand it sells) is not the business.
    expect(saudi('مطعم «ركن الفلافل» في جدة، الساندويتش 8 ريال. التوصيل تابع لشركة «مرسول».')).toBe(
      'ركن الفلافل',
    );
  });

  it('"by" in a phrase of the sentence joins no name: how something is ordered, paid or made', () => {
    const saudi = (description: string) => model(description, { dialect: 'saudi' }).name;
    expect(saudi('Order by WhatsApp من محل Zahra للعطور، العطر 200 ريال')).toBe('Zahra');
    expect(saudi('Book by Friday جلستك عند Noor Spa بـ 300 ريال')).toBe('Noor Spa');
    expect(saudi('مطعم الذواقة، الوجبة 30 ريال، Order by WhatsApp على الرقم 0551234567')).toBeNull();
    expect(saudi('Powered by AI منصة تعليم للأطفال اسمها Tafawuq، الاشتراك 99 ريال')).toBe('Tafawuq');
    expect(saudi('Pay by Card أو كاش، محل Lulu Flowers للورد، البوكيه 120 ريال')).toBe('Lulu Flowers');
    expect(saudi('Designed by Sara فساتين سهرة من 900 ريال')).toBeNull();
    // English keeps "by" out of names: it is as often the sentence's own.
    expect(model('Powered by AI, our tutors answer in minutes.', { output_language: 'en' }).name).toBeNull();
  });

  it('addresses the reader as the audience is: feminine, plural, or masculine by default', () => {
    expect(model('صالون نسائي، احجزي موعدك', { dialect: 'saudi' }).audience.address).toBe('f');
    expect(model('عرض للعائلات', { dialect: 'saudi', audience: 'female' }).audience.address).toBe('f');
    expect(model('مطعم مشويات، زورونا', { dialect: 'iraqi' }).audience.address).toBe('p');
    expect(model('مطعم مشويات', { dialect: 'iraqi', audience: 'families' }).audience.address).toBe('p');
    expect(model('مطعم مشويات', { dialect: 'iraqi' }).audience.address).toBe('m');
  });

  it('records the claims the brief itself makes, and no others', () => {
    expect(model('نضمن لك أفضل سعر، لحم طازج', { dialect: 'saudi' }).claims).toEqual(
      expect.arrayContaining(['guarantee', 'best', 'quality']),
    );
    // A business with a place may invite to it; nothing else is said.
    expect(model('مطعم مشويات في بغداد', { dialect: 'iraqi' }).claims).toEqual(['visit']);
  });

  it('a business that sells online is never invited to: no visit, no address, whatever town it names', () => {
    // Briefs whose town is where the goods are made: the composer said «حيّاك في صلالة», «العنوان: صلالة» before.
    const PLATFORMS_SOLD_ON = [
      'photo_social',
      'website_landing_page',
      'chat_business',
      'search_ads',
      'ecommerce_product_page',
      'short_video',
    ] as const;
    const online: Array<[string, Record<string, unknown>]> = [
      [
        'أبي إعلان لمتجري الإلكتروني، تمر خلاص من مزارعنا في الأحساء. الكرتون 5 كيلو بـ 120 ريال، والتوصيل لكل المملكة 25 ريال.',
        { dialect: 'saudi' },
      ],
      [
        'ابغى إعلان لمتجرنا الإلكتروني "بن ظفار"، قهوة من محمصتنا في صلالة. الكيس نص كيلو بـ 6 ريال عماني والتوصيل لكل الولايات 2 ريال.',
        { dialect: 'gulf' },
      ],
      [
        'بدي إعلان لمتجري الإلكتروني، صابون زيت زيتون من معملنا في نابلس. القطعة بـ 3 دنانير والتوصيل 10 شيكل.',
        { dialect: 'levantine' },
      ],
      [
        'عايز إعلان لمتجري الإلكتروني، فخار يدوي من ورشتنا في الفيوم. الطقم بـ 650 جنيه والشحن 60 جنيه.',
        { dialect: 'egyptian' },
      ],
      [
        'أبا إعلان لمتجري الإلكتروني، عطور من مصنعنا في دبي. العطر 50 مل بـ 180 درهم والتوصيل 20 درهم.',
        { dialect: 'emirati' },
      ],
      [
        'أريد إعلان لمتجري الإلكتروني، دبس تمر من معملنا في البصرة. القنينة بـ 7000 دينار والتوصيل 5000 دينار.',
        { dialect: 'iraqi' },
      ],
      [
        'نطلب إعلاناً لمتجرنا الإلكتروني، كتب مستعملة من مخزننا في القاهرة. الكتاب من 50 جنيهاً والشحن 40 جنيهاً.',
        { dialect: 'classical' },
      ],
      [
        'We need an ad for our online store: candles from our studio in Al Ain. AED 45 each, delivery AED 15.',
        { output_language: 'en' },
      ],
    ];
    for (const [description, extra] of online) {
      const brief = buildCopyBrief(copyRequestSchema.parse({ description, ...extra }), null);
      const read = briefModel(brief);
      expect(read.claims).not.toContain('visit');
      for (const platform of PLATFORMS_SOLD_ON) {
        const b = buildCopyBrief(copyRequestSchema.parse({ description, platform, ...extra }), null);
        const contents = composeFromFacts(b).map((v) => v.content);
        expect({
          description,
          platform,
          visits: contents.filter((c) => claimsIn(c).includes('visit')),
        }).toEqual({
          description,
          platform,
          visits: [],
        });
        expect(guardTruth(b, contents, briefModel(b)).findings).toEqual([]);
      }
    }
    // A business with premises that also books or sells online keeps its place; "online only" has none.
    const visits = (description: string, extra: Record<string, unknown>) =>
      briefModel(buildCopyBrief(copyRequestSchema.parse({ description, ...extra }), null)).claims.includes(
        'visit',
      );
    expect(visits('عيادة جلدية في المهندسين، احجزي أونلاين، الكشف 300 جنيه', { dialect: 'egyptian' })).toBe(
      true,
    );
    expect(
      visits('مطعم برياني بحي الروضة، نستقبل الطلبات اونلاين، الصحن 30 ريال', { dialect: 'saudi' }),
    ).toBe(true);
    expect(
      visits('Bakery in Al Barsha, order online or drop by, cakes from AED 90', { output_language: 'en' }),
    ).toBe(true);
    expect(
      visits('نبيع اونلاين بس، فخار من ورشتنا في نابل، الطقم بـ 40 دينار', { dialect: 'levantine' }),
    ).toBe(false);
    // The truth guard holds a networked provider to it.
    const shop = buildCopyBrief(
      copyRequestSchema.parse({ description: online[0]![0], ...online[0]![1] }),
      null,
    );
    expect(
      guardTruth(shop, ['تمر خلاص من مزارعنا في الأحساء. زورنا في الأحساء!'], briefModel(shop)).findings,
    ).toEqual([expect.stringMatching(/claims visit/u)]);
    // What an online shop says of its delivery or its pages is no visit.
    expect(
      guardTruth(
        shop,
        ['تمر خلاص من مزارعنا في الأحساء، الكرتون 5 كيلو بـ 120 ريال. ارسل العنوان بالواتساب ويوصلك.'],
        briefModel(shop),
      ).findings,
    ).toEqual([]);
  });
});
