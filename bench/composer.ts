import { buildCopyBrief, copyRequestSchema } from '../contract/copy';
import { COPY_DIALECTS, COPY_FRAMEWORKS, PLATFORMS } from '../contract/enums';
import { checkVariants } from '../providers/text/checks';
import { composeFromFacts } from '../providers/text/facts-composer';

const ARABIC =
  'قهوة مختصة محمصة يومياً في الرياض. خصم 20% على أول طلب عبر التطبيق. توصيل مجاني للطلبات فوق 100 ريال.';
const ENGLISH =
  'Specialty coffee roasted daily in Riyadh. 20% off your first order in the app. Free delivery over 100 SAR.';

/** Milliseconds per variant, composition plus the content checks, over every framework and platform. */
export function composerTimes(rounds = 20): Array<{ dialect: string; msPerVariant: number }> {
  return [...COPY_DIALECTS, 'english' as const].map((dialect) => {
    const english = dialect === 'english';
    const briefs = COPY_FRAMEWORKS.flatMap((framework) =>
      PLATFORMS.map((platform) =>
        buildCopyBrief(
          copyRequestSchema.parse({
            description: english ? ENGLISH : ARABIC,
            output_language: english ? 'en' : 'ar',
            ...(english ? {} : { dialect }),
            framework,
            platform,
            required_keywords: [english ? '20% off' : 'خصم 20%'],
          }),
          null,
        ),
      ),
    );
    let variants = 0;
    const started = performance.now();
    for (let r = 0; r < rounds; r++) {
      for (const brief of briefs) {
        const drafts = composeFromFacts(brief);
        checkVariants(brief, drafts);
        variants += drafts.length;
      }
    }
    return { dialect, msPerVariant: (performance.now() - started) / variants };
  });
}
