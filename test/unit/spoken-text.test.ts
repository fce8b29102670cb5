import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { arabicName, arabicNumber, englishNumber, spokenText } from '../../providers/speech/spoken-text';

const phonemes = (text: string, voice: string) =>
  execFileSync(
    process.execPath,
    [path.join(__dirname, '..', '..', 'scripts', 'espeak-phonemes.mjs'), text, voice],
    {
      encoding: 'utf8',
    },
  ).trim();

describe('speakable text for the local speech engine', () => {
  it.each([
    ['saudi', 'خصم 30%', 'خصم ثلاثين بالمية'],
    ['egyptian', 'خصم 30%', 'خصم ثلاثين في المية'],
    ['levantine', 'خصم ٣٠٪', 'خصم ثلاثين بالمية'],
    ['classical', 'خصم 30%', 'خصم ثلاثون بالمئة'],
    ['saudi', 'بـ 49 ريال بدل 79 ريال', 'بـ تسعة وأربعين ريال بدل تسعة وسبعين ريال'],
    ['emirati', 'AED 1,299 فقط', 'ألف وميتين وتسعة وتسعين درهم فقط'],
    ['saudi', 'العرض حتى 5/12', 'العرض حتى خمسة ديسمبر'],
    ['levantine', 'العرض لغاية 15/6', 'العرض لغاية خمستاش حزيران'],
    ['egyptian', 'من الساعة 10:30', 'من الساعة عشرة ونص'],
    ['saudi', 'كلمنا على 0551234567', 'كلمنا على صفر خمسة خمسة واحد اثنين ثلاثة أربعة خمسة ستة سبعة'],
    ['classical', 'السعر 2.5 دينار', 'السعر اثنان فاصلة خمسة دينار'],
    ['saudi', 'آيفون جديد؟ اطلب iPhone من STC', 'آيفون جديد؟ اطلب آيفون من إس تي سي'],
    ['egyptian', 'حمّل التطبيق على iOS و Android', 'حمّل التطبيق على آي أو إس و أندرويد'],
  ])('%s: %s', (dialect, text, said) => {
    expect(spokenText(text, 'ar', dialect)).toBe(said);
  });

  it.each([
    ['20% off until 5/12', 'twenty percent off until the fifth of December'],
    [
      'SAR 799 instead of SAR 1,100',
      'seven hundred and ninety-nine Saudi riyals instead of one thousand one hundred Saudi riyals',
    ],
    ['Open 9:05 to 22:00', "Open nine oh five to twenty-two o'clock"],
  ])('English: %s', (text, said) => {
    expect(spokenText(text, 'en', null)).toBe(said);
  });

  it('says a Latin name in Arabic sounds, so the Arabic voice does not switch to English mid-sentence', () => {
    expect(arabicName('Zara')).toBe('زارا');
    expect(arabicName('KFC')).toBe('كي إف سي');
    expect(phonemes(spokenText('اطلب من Zara', 'ar', 'saudi'), 'ar')).not.toContain('(en)');
    expect(phonemes('اطلب من Zara', 'ar')).toContain('(en)');
  });

  it('says numbers of every size in words', () => {
    expect(arabicNumber(0, 'saudi')).toBe('صفر');
    expect(arabicNumber(11, 'saudi')).toBe('حداش');
    expect(arabicNumber(11, 'classical')).toBe('أحد عشر');
    expect(arabicNumber(2000, 'saudi')).toBe('ألفين');
    expect(arabicNumber(45000, 'egyptian')).toBe('خمسة وأربعين ألف');
    expect(arabicNumber(3_000_000, 'saudi')).toBe('ثلاثة ملايين');
    expect(englishNumber(1_250_000)).toBe('one million two hundred and fifty thousand');
  });

  it('eSpeak NG says the percent: "30%" carries its percent word once spoken text is made, and drops it otherwise', () => {
    const percentWord = phonemes('بالمية', 'ar');
    expect(percentWord.length).toBeGreaterThan(3);
    expect(phonemes('خصم 30%', 'ar')).not.toContain(percentWord);
    expect(phonemes(spokenText('خصم 30%', 'ar', 'saudi'), 'ar')).toContain(percentWord);
    expect(phonemes(spokenText('20% off', 'en', null), 'en-us')).toContain(phonemes('percent', 'en-us'));
  });
});
