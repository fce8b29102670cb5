import type { Sql } from '../db/client';
import { DIALECT_MARKERS } from '../providers/text/lexicon';
import { call, newAccount, testSql, uniqueKey } from './helpers/client';

let sql: Sql;
beforeAll(() => {
  sql = testSql();
});
afterAll(async () => {
  await sql.end({ timeout: 5 });
});

const LINES = [
  'عايز تجرب قهوة جديدة؟ عندنا خصم 20% دلوقتي على كل المشروبات 😍',
  'كريم ومنى من فريق "بن النيل" مستنيينك في فرع التجمع الخامس من 9 الصبح لحد 11 بالليل.',
  'اطلب من https://bunelnil.example/ar/menu?ref=ad-2026 وهتوصلك في 30 دقيقة بس!',
  'الطلبات فوق 250 جنيه التوصيل عليها مجاني، وإيه كمان؟ هدية لأول 100 عميل 🎁',
  'مش محتاج تستنى كتير، كل حاجة جاهزة ليك. كلمنا على 01012345678 أو WhatsApp.',
];

const tokensOf = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).sort();
const NUMBERS = /\d+(?:[.,]\d+)?%?/g;
const URLS = /https?:\/\/\S+/g;
const NAMES = ['كريم', 'منى', 'بن النيل', 'التجمع الخامس', 'WhatsApp'];

describe('dialect conversion', () => {
  it('converts a 3,000-character Egyptian text to Saudi keeping every number, URL, name, emoji and line', async () => {
    const lines: string[] = [];
    while (lines.join('\n').length < 3000) lines.push(LINES[lines.length % LINES.length]!);
    const source = lines.join('\n');
    expect(source.length).toBeGreaterThanOrEqual(3000);
    const { key } = await newAccount(sql, 10);
    const res = await call('POST', '/v1/copy-generations', {
      key,
      idempotencyKey: uniqueKey(),
      body: {
        type: 'dialect_conversion',
        source_dialect: 'egyptian',
        target_dialect: 'saudi',
        description: source,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'dialect_conversion',
      dialect: 'saudi',
      usage: { credits_used: 1 },
    });
    const converted: string = res.body.variants[0].content;
    expect(converted.length).toBeLessThanOrEqual(12000);
    expect(converted.split('\n')).toHaveLength(lines.length);
    expect(tokensOf(converted, NUMBERS)).toEqual(tokensOf(source, NUMBERS));
    expect(tokensOf(converted, URLS)).toEqual(tokensOf(source, URLS));
    expect(tokensOf(converted, /\p{Extended_Pictographic}/gu)).toEqual(
      tokensOf(source, /\p{Extended_Pictographic}/gu),
    );
    for (const name of NAMES) expect(converted.split(name).length).toBe(source.split(name).length);
    const words = (text: string) => new Set(text.split(/[^\p{L}\p{M}]+/u));
    const convertedWords = words(converted);
    for (const gone of ['دلوقتي', 'عايز', 'مش', 'حاجة', 'كتير', 'ليك', 'لحد'])
      expect(convertedWords.has(gone)).toBe(false);
    for (const added of ['الحين', 'تبي', 'ووش', 'مو', 'شي', 'لك', 'لين'])
      expect(convertedWords.has(added)).toBe(true);
    expect(DIALECT_MARKERS.egyptian!.markers.filter((m) => convertedWords.has(m))).toEqual([]);
  });
});
