import { buildCopyBrief, copyRequestSchema } from '../../contract/copy';
import { COPY_DIALECTS, PLATFORMS, type CopyDialect } from '../../contract/enums';
import { checkVariants } from '../../providers/text/checks';
import { DIALECT_MARKERS, phraseBankFor } from '../../providers/text/lexicon';
import { composeLocally } from '../../providers/text/local-composer';
import { guardCopy } from '../../providers/text/quality-guard';
import { BRIEFS, dialectBody, markersIn, protectedTokens } from '../helpers/dialect-body';

const foreign = (dialect: string) =>
  Object.values(DIALECT_MARKERS)
    .filter((family) => !family.dialects.includes(dialect))
    .flatMap((family) => family.markers);

describe('composed Arabic copy carries its variety in the body, not only in the hook and the call to action', () => {
  it.each(COPY_DIALECTS.map((d) => [d]))('%s: every brief, every platform, every variant', (dialect) => {
    const bank = phraseBankFor(dialect as CopyDialect);
    const failures: string[] = [];
    for (const description of BRIEFS) {
      for (const platform of PLATFORMS) {
        const brief = buildCopyBrief(copyRequestSchema.parse({ description, dialect, platform }), null);
        const variants = composeLocally(brief);
        const outcome = checkVariants(brief, variants);
        if (!outcome.ok) failures.push(`${platform}: ${outcome.findings.join('; ')}`);
        for (const v of variants) {
          const body = dialectBody(v.content, platform, v.call_to_action, bank.reply_prompt);
          const where = `${platform} «${v.content.replace(/\n/g, ' / ')}»`;
          // The variety's markers: its vertical bank's, its lexicon's and its family's, as the quality guard reads them.
          if (dialect !== 'classical' && guardCopy(brief, [body]).ownMarkers[0] === false)
            failures.push(`no ${dialect} word in the body: ${where}`);
          const alien = markersIn(v.content, foreign(dialect));
          if (alien.length > 0) failures.push(`another variety's ${alien.join(', ')}: ${where}`);
          for (const token of protectedTokens(v.content))
            if (!description.includes(token)) failures.push(`${token} is not the brief's: ${where}`);
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  });
});

describe('the brief is rewritten, shaped per platform and told from different angles', () => {
  const compose = (platform: string, description = BRIEFS[2]!, dialect = 'saudi') =>
    composeLocally(buildCopyBrief(copyRequestSchema.parse({ description, dialect, platform }), null));

  it('a landing page of a three-sentence brief has a headline, the offer, benefit lines and a closing call', () => {
    for (const v of compose('website_landing_page')) {
      const lines = v.content.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(4);
      // The offer in the variety's words, with the partner's prices exactly.
      expect(lines.some((l) => l.includes('199 ريال') && l.includes('299'))).toBe(true);
      expect(lines.filter((l) => l.startsWith('• ')).length).toBeGreaterThanOrEqual(2);
      expect(lines[lines.length - 1]).toContain(v.call_to_action!);
    }
  });

  it('every number, price, name and URL of the brief appears unchanged on a page', () => {
    for (const description of BRIEFS) {
      const text = compose('website_landing_page', description, 'egyptian')
        .map((v) => v.content)
        .join('\n');
      for (const token of protectedTokens(description)) expect(text).toContain(token);
    }
  });

  it('chat stays short and conversational; a page is longer', () => {
    const chat = compose('chat_business');
    const page = compose('website_landing_page');
    for (const v of chat) expect(v.content.split('\n').length).toBeLessThanOrEqual(5);
    const mean = (vs: { content: string }[]) => vs.reduce((n, v) => n + v.content.length, 0) / vs.length;
    expect(mean(chat)).toBeLessThan(mean(page) + 40);
  });

  it('three variants follow three plans: the offer first, a benefit first, a question first', () => {
    const variants = compose('photo_social');
    const [offer, benefit, question] = variants.map((v) => v.content.split('\n'));
    expect(offer![1]).toContain('199 ريال');
    expect(benefit![0]).not.toContain('199');
    expect(question![0]).toContain('؟');
    expect(new Set(variants.map((v) => v.angle)).size).toBe(3);
    expect(new Set([offer![0], benefit![0], question![0]]).size).toBe(3);
  });

  it('max_characters is met by shorter phrasings and fewer lines, never by cutting a word', () => {
    for (const max of [90, 140, 200]) {
      const variants = composeLocally(
        buildCopyBrief(
          copyRequestSchema.parse({
            description: BRIEFS[2],
            dialect: 'saudi',
            platform: 'photo_social',
            max_characters: max,
          }),
          null,
        ),
      );
      for (const v of variants) {
        expect(v.content.length).toBeLessThanOrEqual(max);
        expect(v.content).not.toContain('…');
      }
    }
  });

  it('names the product, not the offer, when the brief is one offer sentence', () => {
    const variants = compose('photo_social', 'عرض خاص على القهوة المختصة: خصم 20% لأول طلب');
    expect(variants.map((v) => v.content).join('\n')).toContain('القهوة المختصة');
    for (const v of variants) expect(v.content).not.toMatch(/عندنا الحين عرض خاص|جرّب عرض خاص/);
  });

  it('hashtags only where the platform uses them', () => {
    const tagged = (platform: string) =>
      composeLocally(
        buildCopyBrief(
          copyRequestSchema.parse({
            description: BRIEFS[0],
            dialect: 'saudi',
            platform,
            keywords: ['قهوة مختصة'],
          }),
          null,
        ),
      ).some((v) => v.content.includes('#'));
    expect(tagged('photo_social')).toBe(true);
    expect(tagged('chat_business')).toBe(false);
    expect(tagged('website_landing_page')).toBe(false);
  });
});

describe('tone changes the wording, not only the emoji', () => {
  const TONES = ['friendly', 'formal', 'playful', 'luxurious', 'urgent'];
  const strip = (text: string) => text.replace(/\p{Extended_Pictographic}/gu, '').trim();

  it.each([...COPY_DIALECTS, 'none'].map((d) => [d]))('%s: five tones, five different texts', (dialect) => {
    for (const platform of ['chat_business', 'photo_social', 'website_landing_page']) {
      const texts = TONES.map((tone) =>
        composeLocally(
          buildCopyBrief(
            copyRequestSchema.parse({
              description: dialect === 'none' ? 'Luxury perfumes, 30% off until 31 December.' : BRIEFS[1],
              ...(dialect === 'none' ? { output_language: 'en' } : { dialect }),
              platform,
              tone,
            }),
            null,
          ),
        )
          .map((v) => strip(v.content))
          .join('\n'),
      );
      expect(new Set(texts).size).toBe(TONES.length);
    }
  });

  it('reads the tone in English or Arabic', () => {
    const cta = (tone: string) =>
      composeLocally(
        buildCopyBrief(copyRequestSchema.parse({ description: BRIEFS[1], dialect: 'saudi', tone }), null),
      )[0]!.call_to_action;
    const urgent = phraseBankFor('saudi').tones.urgent.cta;
    expect(urgent).toContain(cta('urgent'));
    expect(urgent).toContain(cta('عاجل ومحدود'));
    expect(phraseBankFor('saudi').tones.luxurious.cta).toContain(cta('فاخر وراقي'));
  });
});
