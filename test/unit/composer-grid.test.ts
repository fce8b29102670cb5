import { buildCopyBrief, copyRequestSchema } from '../../contract/copy';
import { COPY_DIALECTS, COPY_FRAMEWORKS, PLATFORMS } from '../../contract/enums';
import { checkVariants } from '../../providers/text/checks';
import { DIALECT_MARKERS } from '../../providers/text/lexicon';
import { composeLocally } from '../../providers/text/local-composer';

const ARABIC_BRIEF =
  'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق. توصيل مجاني للطلبات فوق 100 ريال.';
const ENGLISH_BRIEF =
  'Specialty coffee roasted daily in Riyadh. 20% off your first order in the app. Free delivery over 100 SAR.';
const EDGE = '[\\u0621-\\u065F\\u0660-\\u0669\\u066E-\\u06D3]';

/** Whole-word markers of every dialect family the given dialect does not belong to. */
function foreignMarkers(dialect: string): string[] {
  return Object.values(DIALECT_MARKERS)
    .filter((family) => !family.dialects.includes(dialect))
    .flatMap((family) => family.markers);
}

/** Each marker's whole-word pattern, built once: the grid checks thousands of texts against the same markers. */
const patterns = new Map<string, RegExp>();
const wholeWord = (m: string) => {
  let pattern = patterns.get(m);
  if (!pattern) patterns.set(m, (pattern = new RegExp(`(?<!${EDGE})${m}(?!${EDGE})`, 'u')));
  return pattern;
};

function markersIn(text: string, markers: string[]): string[] {
  return markers.filter((m) => wholeWord(m).test(text));
}

const LANGUAGES = [
  ...COPY_DIALECTS.map((d) => ({ output_language: 'ar', dialect: d })),
  { output_language: 'en' },
] as const;
const grid = LANGUAGES.flatMap((lang) =>
  COPY_FRAMEWORKS.flatMap((framework) => PLATFORMS.map((platform) => ({ ...lang, framework, platform }))),
);

describe('local composer across every dialect, framework and platform', () => {
  it.each(LANGUAGES.map((l) => [('dialect' in l && l.dialect) || 'english', l]))(
    '%s: 3 distinct, compliant, pure variants everywhere',
    (_, lang) => {
      for (const cell of grid.filter(
        (g) =>
          g.output_language === lang.output_language &&
          ('dialect' in g ? g.dialect : '') === ('dialect' in lang ? lang.dialect : ''),
      )) {
        const english = cell.output_language === 'en';
        for (const max_characters of [undefined, 160]) {
          const request = copyRequestSchema.parse({
            ...cell,
            description: english ? ENGLISH_BRIEF : ARABIC_BRIEF,
            required_keywords: [english ? '20% off' : 'خصم 20%'],
            excluded_keywords: [english ? 'cheap' : 'رخيص'],
            keywords: [english ? 'specialty coffee' : 'قهوة مختصة'],
            ...(max_characters ? { max_characters } : {}),
          });
          const brief = buildCopyBrief(request, null);
          const variants = composeLocally(brief);
          const outcome = checkVariants(brief, variants);
          if (!outcome.ok)
            throw new Error(`${JSON.stringify({ ...cell, max_characters })}: ${outcome.findings.join('; ')}`);
          for (const v of variants) {
            expect(v.content).toContain(english ? '20% off' : 'خصم 20%');
            if (!english)
              expect(markersIn(v.content, foreignMarkers((cell as { dialect: string }).dialect))).toEqual([]);
            expect(v.content).not.toMatch(/\{[a-z_]+\}/);
          }
          if (cell.platform === 'email_subject_line')
            for (const v of variants) expect(v.content).not.toContain('\n');
          if (cell.platform === 'search_ads') {
            for (const v of variants) {
              const [head, description] = v.content.split(' | ');
              expect(head!.length).toBeLessThanOrEqual(30);
              expect(description!.length).toBeLessThanOrEqual(90);
            }
          }
        }
      }
    },
  );

  it.each(LANGUAGES.map((l) => [('dialect' in l && l.dialect) || 'english', l]))(
    '%s: distinct headlines on every platform',
    (_, lang) => {
      for (const platform of PLATFORMS) {
        const brief = buildCopyBrief(
          copyRequestSchema.parse({
            ...lang,
            platform,
            type: 'headlines',
            description: lang.output_language === 'en' ? ENGLISH_BRIEF : ARABIC_BRIEF,
          }),
          null,
        );
        const outcome = checkVariants(brief, composeLocally(brief));
        if (!outcome.ok) throw new Error(`${platform}: ${outcome.findings.join('; ')}`);
      }
    },
  );

  it('never reads Saudi copy as Egyptian or Egyptian copy as Saudi', () => {
    const compose = (dialect: 'saudi' | 'egyptian') =>
      composeLocally(buildCopyBrief(copyRequestSchema.parse({ dialect, description: ARABIC_BRIEF }), null))
        .map((v) => v.content)
        .join('\n');
    const saudi = compose('saudi');
    const egyptian = compose('egyptian');
    expect(markersIn(saudi, DIALECT_MARKERS.egyptian!.markers)).toEqual([]);
    expect(markersIn(egyptian, DIALECT_MARKERS.gulf_family!.markers)).toEqual([]);
    expect(markersIn(saudi, DIALECT_MARKERS.gulf_family!.markers).length).toBeGreaterThan(0);
    expect(markersIn(egyptian, DIALECT_MARKERS.egyptian!.markers).length).toBeGreaterThan(0);
  });

  it.each(COPY_DIALECTS.map((d) => [d]))(
    '%s: addresses the audience in the dialect, joining the preposition',
    (dialect) => {
      const families = buildCopyBrief(
        copyRequestSchema.parse({ dialect, description: ARABIC_BRIEF, audience: 'families' }),
        null,
      );
      for (const v of composeLocally(families)) expect(v.content).toContain('للعائلات');
      const specific = buildCopyBrief(
        copyRequestSchema.parse({
          dialect,
          description: ARABIC_BRIEF,
          audience: 'specific',
          specific_audience: 'طلاب الجامعات',
        }),
        null,
      );
      for (const v of composeLocally(specific)) {
        expect(v.content).toContain('لطلاب الجامعات');
        expect(markersIn(v.content, foreignMarkers(dialect))).toEqual([]);
      }
    },
  );

  it('keeps emoji out of social copy when the tone is formal', () => {
    const compose = (tone: string) =>
      composeLocally(
        buildCopyBrief(
          copyRequestSchema.parse({
            dialect: 'saudi',
            platform: 'photo_social',
            tone,
            description: ARABIC_BRIEF,
          }),
          null,
        ),
      );
    expect(compose('friendly').some((v) => /\p{Extended_Pictographic}/u.test(v.content))).toBe(true);
    expect(compose('رسمي').some((v) => /\p{Extended_Pictographic}/u.test(v.content))).toBe(false);
  });

  it('signs with the brand profile name when one is given', () => {
    const brief = buildCopyBrief(copyRequestSchema.parse({ dialect: 'saudi', description: ARABIC_BRIEF }), {
      name: 'محمصة النخبة',
      description: 'محمصة قهوة مختصة في الرياض',
    });
    for (const v of composeLocally(brief)) expect(v.content).toContain('محمصة النخبة');
  });
});
