import { buildCopyBrief, copyRequestSchema, type CopyBrief } from '../../contract/copy';
import { briefModel } from '../../providers/text/brief-model';
import { briefPieces, clauseSpans } from '../../providers/text/brief-pieces';
import { composeFromFacts } from '../../providers/text/facts-composer';
import { guardCopy, longestBriefRun } from '../../providers/text/quality-guard';
import { guardTruth } from '../../providers/text/truth-guard';

const brief = (description: string, extra: Record<string, unknown> = {}): CopyBrief =>
  buildCopyBrief(copyRequestSchema.parse({ description, ...extra }), null);
const pieces = (b: CopyBrief) => briefPieces(b, briefModel(b)).map((p) => p.text);

describe('the brief quoted in its own words (decision 023)', () => {
  it('a sentence is one unit; a long one is cut at its commas, never inside brackets', () => {
    expect(clauseSpans('علبة الكيلو بـ 85 ريال والنص بـ 45. التوصيل مجاني.')).toEqual([
      'علبة الكيلو بـ 85 ريال والنص بـ 45.',
      'التوصيل مجاني.',
    ]);
    const long =
      'طقم غرفة نوم كامل (سرير، خزانة، تسريحة، كومودينتين) بـ 1,450 دينار، ومعه توصيل وتركيب مجاني داخل عمّان، والتقسيط على 12 شهر بدون فوائد عن طريق البنك، والعرض ساري لآخر الشهر';
    const spans = clauseSpans(long);
    expect(spans.length).toBeGreaterThan(1);
    expect(spans[0]).toContain('(سرير، خزانة، تسريحة، كومودينتين) بـ 1,450 دينار');
  });

  it('what the partner says to the agency, and greetings, are never quoted', () => {
    const b = brief(
      'السلام عليكم، معكم مخبز «سنابل» بالرياض. نبي بوست انستقرام لمعمول العيد: علبة الكيلو بـ 85 ريال. ترى التقسيط مو خصم لا تكتبونه كأنه تخفيض. الأسلوب يكون دافي.',
      { dialect: 'saudi' },
    );
    const said = pieces(b);
    expect(said).toContain('مخبز «سنابل» بالرياض');
    expect(said).toContain('علبة الكيلو بـ 85 ريال');
    expect(said.join(' | ')).not.toMatch(/السلام عليكم|نبي بوست|لا تكتبونه|الأسلوب/u);
    const en = brief(
      'Hi team! FitBox Kitchen, Dubai. We want a LinkedIn post aimed at finance managers. Lean Week plan: 5 days for AED 350. Tone: calm.',
      { output_language: 'en' },
    );
    expect(pieces(en).join(' | ')).not.toMatch(/Hi team|We want|Tone/u);
    expect(pieces(en)).toContain('Lean Week plan: 5 days for AED 350');
  });

  it('one unit of the brief is a quotation; two in a row on one line are a paste', () => {
    const text = 'باقة ٣ ليالي فندق قريب من الحرم تبدأ من 850 ريال للشخص. الأطفال تحت ٦ سنوات نص السعر.';
    expect(longestBriefRun(text, 'باقة ٣ ليالي فندق قريب من الحرم تبدأ من 850 ريال للشخص.')).toEqual([]);
    expect(
      longestBriefRun(text, 'باقة ٣ ليالي فندق قريب من الحرم تبدأ من 850 ريال للشخص الأطفال تحت ٦ سنوات')
        .length,
    ).toBeGreaterThanOrEqual(7);
    expect(
      longestBriefRun(
        text,
        'باقة ٣ ليالي فندق قريب من الحرم تبدأ من 850 ريال للشخص.\nالأطفال تحت ٦ سنوات نص السعر.',
      ),
    ).toEqual([]);
  });

  it('the offer is said whole, with what its numbers are for, in every variant; the brief never leaks', () => {
    const b = brief(
      'مخيم «نجوم الرمال» في وهيبة. ليلة في خيمة خاصة مع عشا وفطور بـ 65 ريال عماني للشخصين. الأطفال تحت ٥ سنين مجاناً. نبي الإعلان يكون حماسي. انستقرام @sandstars.om',
      { dialect: 'gulf', platform: 'photo_social' },
    );
    const variants = composeFromFacts(b);
    expect(variants).toHaveLength(3);
    for (const v of variants) {
      expect(v.content).toContain('ليلة في خيمة خاصة مع عشا وفطور بـ 65 ريال عماني للشخصين');
      expect(v.content).not.toMatch(/نبي الإعلان/u);
      expect(v.content.split('@sandstars.om').length - 1).toBe(1);
    }
    const contents = variants.map((v) => v.content);
    expect(guardTruth(b, contents).findings).toEqual([]);
    expect(guardCopy(b, contents).briefRuns.every((n) => n < 7)).toBe(true);
    expect(composeFromFacts(b)).toEqual(variants);
  });

  it('a clause in another variety is said in the copy’s (or left to the frames)', () => {
    const b = brief(
      'محل «جوري» للمكياج ببغداد. الروج دلوقتي بـ 35 ألف دينار. التوصيل لكل بغداد بـ 5 آلاف دينار.',
      {
        dialect: 'iraqi',
        platform: 'chat_business',
      },
    );
    for (const v of composeFromFacts(b)) {
      expect(guardCopy(b, [v.content]).foreignMarkers[0]).toEqual([]);
      expect(v.content).toContain('35 ألف دينار');
      expect(v.content).not.toMatch(/دلوقتي/u);
    }
  });
});
