import { buildCopyBrief, copyRequestSchema } from '../../contract/copy';
import { resolveDialect } from '../../contract/dialects';
import { arabicShare, containsKeyword, normalizeForMatch } from '../../contract/normalize';
import { checkVariants } from '../../providers/text/checks';
import { convertDialect } from '../../providers/text/dialect-conversion';
import { composeLocally } from '../../providers/text/local-composer';

describe('keyword matching', () => {
  it('ignores case, NFKC width forms, Arabic diacritics and tatweel', () => {
    expect(containsKeyword('Big SALE today', 'sale')).toBe(true);
    expect(containsKeyword('ｓａｌｅ now', 'sale')).toBe(true);
    expect(containsKeyword('عرضٌ خاصّ', 'عرض خاص')).toBe(true);
    expect(containsKeyword('قهـــوة', 'قهوة')).toBe(true);
    expect(normalizeForMatch('  A   b ')).toBe('a b');
  });

  it('measures the share of Arabic letters', () => {
    expect(arabicShare('مرحبا')).toBe(1);
    expect(arabicShare('hello')).toBe(0);
    expect(arabicShare('123 !')).toBeNull();
  });
});

describe('dialect resolution', () => {
  it('follows DECISIONS.md', () => {
    expect(resolveDialect('ar', undefined, 'QA')).toEqual({ dialect: 'gulf', dialect_source: 'market' });
    expect(resolveDialect('ar', undefined, 'PS')).toEqual({ dialect: 'levantine', dialect_source: 'market' });
    expect(resolveDialect('ar', undefined, 'MA')).toEqual({ dialect: 'classical', dialect_source: 'market' });
    expect(resolveDialect('ar')).toEqual({ dialect: 'saudi', dialect_source: 'fallback' });
    expect(resolveDialect('en', undefined, 'SA')).toEqual({ dialect: 'none', dialect_source: null });
  });
});

describe('content checks', () => {
  const brief = buildCopyBrief(
    copyRequestSchema.parse({
      description: 'عرض',
      count: 2,
      required_keywords: ['عرض'],
      excluded_keywords: ['مجاني'],
    }),
    null,
  );
  const v = (content: string) => ({ content, angle: 'a', call_to_action: null });

  it('pass distinct Arabic variants with the required keywords', () => {
    expect(checkVariants(brief, [v('عرض رائع اليوم'), v('عرض جديد لك')]).ok).toBe(true);
  });

  it.each([
    [[v('عرض رائع اليوم')], 'expected 2 variants'],
    [[v('عرض رائع'), v('   ')], 'blank'],
    [[v('عرض رائع'), v('عرضٌ رائع')], 'duplicates'],
    [[v('عرض رائع'), v('great offer عرض')], 'not written in Arabic'],
    [[v('عرض رائع'), v('رائع جداً')], 'misses required'],
    [[v('عرض رائع'), v('عرض مجاني')], 'contains excluded'],
  ])('reject %#', (drafts, finding) => {
    const outcome = checkVariants(brief, drafts);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok ? '' : outcome.findings.join('|')).toContain(finding);
  });
});

describe('local composer', () => {
  it('is deterministic for a given request', () => {
    const brief = buildCopyBrief(
      copyRequestSchema.parse({ description: 'عطور فاخرة بخصم 30%', dialect: 'emirati' }),
      null,
    );
    expect(composeLocally(brief)).toEqual(composeLocally(brief));
  });

  it('keeps the offer\u2019s numbers exactly as given, in every variant, and its deadline in the answer', () => {
    const brief = buildCopyBrief(
      copyRequestSchema.parse({ description: 'عطور فاخرة بخصم 30% حتى 31 ديسمبر', dialect: 'iraqi' }),
      null,
    );
    const variants = composeLocally(brief);
    for (const variant of variants) expect(variant.content).toContain('30%');
    expect(variants.map((v) => v.content).join('\n')).toContain('31 ديسمبر');
  });
});

describe('dialect conversion', () => {
  it('swaps whole-word markers and keeps everything else byte for byte', () => {
    const source = 'شو بدك؟ عنا عرض كتير حلو هلق 🎉\nزوروا https://shop.example/ar?x=1 — 50% خصم';
    const converted = convertDialect(source, 'levantine', 'egyptian');
    expect(converted).toBe(
      'إيه عايز؟ عندنا عرض أوي حلو دلوقتي 🎉\nزوروا https://shop.example/ar?x=1 — 50% خصم',
    );
  });

  it('does not touch a marker inside a longer word', () => {
    expect(convertDialect('الحينية', 'saudi', 'egyptian')).toBe('الحينية');
  });
});
