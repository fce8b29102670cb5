import { buildCopyBrief, copyRequestSchema } from '../../contract/copy';
import { briefModel } from '../../providers/text/brief-model';
import { composeFromFacts } from '../../providers/text/facts-composer';

// Briefs whose offer is one long sentence of clauses: the description must give up whole clauses to keep its call.
const LONG: Array<[string, Record<string, unknown>]> = [
  [
    'نبي إعلان قوقل لورشة «زيت وفلتر» في جدة، نغيّر زيت سيارتك عند بيتك خلال ساعة، الزيت مع الفلتر يبدأ من 150 ريال مع فحص السوائل، وتعبئة الماء مجاناً. الرقم 0551112233',
    { dialect: 'saudi' },
  ],
  [
    'ابي اعلان بحث لشركة تنظيف خزانات الماي بالكويت، ننظف ونعقم الخزان خلال ساعتين، تنظيف الخزان الأرضي يبدا من 35 دينار مع تعقيم كامل، والفحص ببلاش. اتصل 99887766',
    { dialect: 'gulf' },
  ],
  [
    'اريد اعلان كوكل لشركتنا لتركيب كاميرات المراقبة بأربيل، منظومة 4 كاميرات ويا جهاز تسجيل وهارد تبدي من 450 ألف دينار، والتركيب والبرمجة مجاناً. اتصل 07501234567',
    { dialect: 'iraqi' },
  ],
  [
    'عايزين إعلان جوجل لمركز صيانة غسالات في المعادي، بنصلّح الغسالة في البيت في نفس اليوم، الكشف مع أول ساعة شغل من 250 جنيه وقطع الغيار أصلية، والضمان شهرين. كلمنا 01012345678',
    { dialect: 'egyptian' },
  ],
];

describe('search ads keep their limits', () => {
  it('a head of at most 30 characters and a description of at most 90, ended by a whole clause', () => {
    for (const [description, extra] of LONG) {
      const brief = buildCopyBrief(
        copyRequestSchema.parse({ description, platform: 'search_ads', ...extra }),
        null,
      );
      for (const { content } of composeFromFacts(brief)) {
        const [head, text] = content.split(' | ');
        expect({ content, head: head!.length <= 30, text: (text ?? '').length <= 90 }).toEqual({
          content,
          head: true,
          text: true,
        });
        // No clause cut inside: the text before the call ends a sentence, never on "and …" alone.
        expect(text).not.toMatch(/[،,]\s*و\p{L}+\s*$/u);
      }
    }
  });

  it('never gives up the offer for the call: a clause with a number stays', () => {
    const brief = buildCopyBrief(
      copyRequestSchema.parse({
        description: 'مركز صيانة ثلاجات وغسالات في شبرا والعباسية، الكشف بـ 120 جنيه بدل 200 جنيه',
        platform: 'search_ads',
        dialect: 'egyptian',
      }),
      null,
    );
    for (const { content } of composeFromFacts(brief)) {
      expect(content).toContain('120');
      expect(content.split(' | ')[1]!.length).toBeLessThanOrEqual(90);
    }
  });

  it('a name the brief gives heads the ad, not a call to action', () => {
    const [description, extra] = LONG[0]!;
    const brief = buildCopyBrief(
      copyRequestSchema.parse({ description, platform: 'search_ads', ...extra }),
      null,
    );
    expect(briefModel(brief).name).toBe('زيت وفلتر');
    for (const { content } of composeFromFacts(brief)) expect(content.split(' | ')[0]).toBe('زيت وفلتر');
  });
});
