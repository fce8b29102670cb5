/**
 * Briefs the copy evaluation runs (`npm run eval:copy`): written for it across the verticals, in Arabic as partners
 * write them (mostly Modern Standard Arabic, some already dialectal) and in English, none of them used by the
 * composer's unit tests. Each Arabic brief is written in all seven varieties.
 */
export interface EvalBrief {
  vertical: string;
  description: string;
  call_to_action?: string;
}

export const ARABIC_BRIEFS: EvalBrief[] = [
  {
    vertical: 'restaurants',
    description:
      'مطعم مندي في الرياض، نستخدم لحم حاشي طازج يومياً. خصم 20% على أول طلب عبر التطبيق حتى نهاية الشهر.',
  },
  {
    vertical: 'restaurants',
    description:
      'مطعم برجر جديد في جدة بخبز يُخبز يومياً في مطبخنا. وجبة الكومبو بـ 35 ريال بدل 49 ريال. التوصيل خلال 30 دقيقة.',
  },
  {
    vertical: 'coffee',
    description:
      'محمصة قهوة مختصة في الخبر، نحمص حبوب إثيوبية وكولومبية أسبوعياً. استخدم كود BREW15 للحصول على خصم 15% على الاشتراك الشهري.',
  },
  {
    vertical: 'coffee',
    description:
      'كافيه هادئ للعمل والدراسة في المنامة مع إنترنت سريع ومقاعد مريحة. القهوة المقطرة بـ 1.5 دينار طوال الأسبوع.',
  },
  {
    vertical: 'groceries',
    description:
      'تطبيق بقالة يوصل الخضار والفواكه الطازجة من المزارع المحلية. توصيل مجاني للطلبات فوق 100 ريال خلال ساعتين.',
  },
  {
    vertical: 'groceries',
    description:
      'سوبرماركت عائلي في حولي يقدم منتجات عضوية وألبان طازجة كل صباح. خصم 10% لأعضاء بطاقة الولاء.',
  },
  {
    vertical: 'fashion',
    description:
      'عبايات سوداء بتطريز يدوي وأقمشة خفيفة مناسبة للصيف. 199 ريال بدل 299 ريال. كود RAMADAN30. توصيل خلال يومين لكل مدن المملكة.',
  },
  {
    vertical: 'fashion',
    description:
      'متجر أحذية رياضية أصلية للرجال والنساء في دبي مول. تخفيضات حتى 40% على الموديلات المختارة لنهاية الأسبوع.',
  },
  {
    vertical: 'beauty',
    description:
      'دار عطور عربية تصنع دهن العود والبخور بخلطات خاصة. هدية عينة مجانية مع كل طلب فوق 300 درهم.',
  },
  {
    vertical: 'beauty',
    description:
      'صالون نسائي في المعادي متخصص في العناية بالشعر والبشرة بمنتجات طبيعية. خصم 25% على جلسات الكيراتين هذا الشهر.',
  },
  {
    vertical: 'electronics',
    description:
      'متجر إلكترونيات يبيع الجوالات واللابتوبات الأصلية بضمان سنتين. قسّط مشترياتك على 4 دفعات بدون فوائد. شحن مجاني لكل الطلبات.',
  },
  {
    vertical: 'electronics',
    description: 'سماعات لاسلكية بعزل ضوضاء وبطارية تدوم 30 ساعة. السعر 249 درهم فقط لفترة محدودة.',
  },
  {
    vertical: 'health',
    description:
      'عيادة أسنان في جدة بأطباء استشاريين وأجهزة حديثة. تنظيف وتبييض الأسنان بـ 399 ريال. احجز موعدك على واتساب 0551234567.',
  },
  {
    vertical: 'health',
    description: 'مركز علاج طبيعي في الكرادة لإصابات الملاعب وآلام الظهر. جلسة التقييم الأولى مجانية.',
  },
  {
    vertical: 'fitness',
    description:
      'نادي رياضي نسائي في الملقا بمدربات معتمدات وحصص جماعية صغيرة. اشتراك 3 أشهر بخصم 30% حتى 15 ديسمبر.',
  },
  {
    vertical: 'fitness',
    description: 'تطبيق تمارين منزلية بخطط أسبوعية ومتابعة من مدربين. جرّب أول أسبوع مجاناً.',
  },
  {
    vertical: 'education',
    description:
      'أكاديمية لتعليم البرمجة للأطفال من 8 إلى 14 سنة بحصص تفاعلية أونلاين. خصم 20% عند التسجيل قبل بداية الفصل.',
  },
  {
    vertical: 'education',
    description: 'معهد لغة إنجليزية في عمّان بمعلمين ناطقين باللغة ومجموعات صغيرة. أول درس تجريبي مجاني.',
  },
  {
    vertical: 'home_services',
    description:
      'شركة تنظيف منازل في دبي بعمالة مدربة ومواد آمنة على الأطفال. تنظيف شامل للفيلا بـ 450 درهم بدل 600 درهم.',
  },
  {
    vertical: 'home_services',
    description:
      'صيانة وتنظيف مكيفات في الرياض مع ضمان على الخدمة. خصم 15% على عقود الصيانة السنوية حتى نهاية الصيف.',
  },
  {
    vertical: 'real_estate',
    description: 'شقق فندقية للإيجار الشهري في الدوحة مفروشة بالكامل وقريبة من المترو. أول شهر بخصم 10%.',
  },
  {
    vertical: 'real_estate',
    description:
      'مشروع فلل سكنية في التجمع الخامس بمساحات خضراء وأمن على مدار الساعة. مقدم 5% وتقسيط حتى 8 سنوات.',
  },
  {
    vertical: 'travel',
    description:
      'باقات عمرة من القاهرة تشمل الطيران والفندق القريب من الحرم. الباقة الاقتصادية بـ 45000 جنيه.',
  },
  {
    vertical: 'travel',
    description:
      'منتجع على شاطئ البحر في رأس الخيمة بمسابح خاصة وأنشطة للعائلة. خصم 35% على الإقامة في أيام الأسبوع.',
  },
  {
    vertical: 'automotive',
    description: 'معرض سيارات مستعملة مفحوصة بالكامل في البصرة مع ضمان محرك. تمويل بدون دفعة أولى.',
  },
  {
    vertical: 'automotive',
    description:
      'ورشة صيانة سيارات في الشارقة لتغيير الزيت والإطارات وفحص الكمبيوتر. تغيير الزيت بـ 99 درهم فقط.',
  },
  {
    vertical: 'apps_ecommerce',
    description:
      'متجر إلكتروني للهدايا والورود مع تغليف فاخر وبطاقة إهداء. توصيل في نفس اليوم داخل الرياض. خصم 10% بكود GIFT10.',
  },
  {
    vertical: 'apps_ecommerce',
    description:
      'تطبيق لحجز مواعيد الصالونات والعيادات في بغداد بدون انتظار. حمّل التطبيق واحصل على خصم 20% على أول حجز.',
  },
];

export const ENGLISH_BRIEFS: EvalBrief[] = [
  {
    vertical: 'fitness',
    description:
      'A boutique gym in Dubai Marina with small group classes and certified coaches. First week free. Book a trial class on our website.',
  },
  {
    vertical: 'restaurants',
    description:
      'A family-run Lebanese grill in Amman serving charcoal kebabs and fresh mezze. Order online and get 20% off your first meal.',
  },
  {
    vertical: 'coffee',
    description: 'Specialty coffee roasted daily in Riyadh. 20% off your first order through the app.',
  },
  { vertical: 'fashion', description: 'Handmade leather bags, free delivery in Dubai.' },
  {
    vertical: 'beauty',
    description:
      'Clean skincare made with Omani frankincense and no harsh chemicals. Use code GLOW15 for 15% off until Sunday.',
  },
  {
    vertical: 'electronics',
    description:
      'Refurbished laptops tested by our technicians with a one-year warranty. Prices from AED 1,299.',
  },
  {
    vertical: 'health',
    description:
      'A dental clinic in Jeddah with consultant dentists and same-week appointments. Teeth whitening for SAR 799 instead of SAR 1,100.',
  },
  {
    vertical: 'education',
    description:
      'Online Arabic lessons for kids with native teachers and small classes. The first lesson is free.',
  },
  {
    vertical: 'home_services',
    description:
      'Deep cleaning for apartments and villas in Abu Dhabi with trained staff and child-safe products. 25% off weekday bookings.',
  },
  {
    vertical: 'real_estate',
    description:
      'Furnished studios for monthly rent in Business Bay, five minutes from the metro. No agency fees this month.',
  },
  {
    vertical: 'travel',
    description:
      'A desert camp near Al Ain with dune drives, stargazing and a barbecue dinner. Weekend packages from AED 450 per person.',
  },
  {
    vertical: 'automotive',
    description:
      'Certified pre-owned SUVs in Kuwait with a full service history. Zero down payment financing until the end of the month.',
  },
  {
    vertical: 'apps_ecommerce',
    description:
      'An app that delivers groceries in Doha in 30 minutes. Free delivery on your first three orders.',
  },
  {
    vertical: 'groceries',
    description:
      'Organic fruit and vegetable boxes from local farms, delivered every Saturday in Muscat. Subscribe and save 10%.',
  },
  {
    vertical: 'fitness',
    description:
      'Yoga and pilates studio in Beirut with morning and evening classes for all levels. Ten-class pass for USD 120.',
  },
  {
    vertical: 'restaurants',
    description:
      'Neapolitan pizza baked in a wood-fired oven, with dough rested for 48 hours. Two pizzas for the price of one every Tuesday.',
  },
];

export const EVAL_PLATFORMS = [
  'chat_business',
  'photo_social',
  'ephemeral_social',
  'email_subject_line',
  'search_ads',
  'website_landing_page',
] as const;

export const ARABIC_VARIETIES = [
  'saudi',
  'emirati',
  'gulf',
  'egyptian',
  'levantine',
  'iraqi',
  'classical',
] as const;
