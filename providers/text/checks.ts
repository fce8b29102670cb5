import type { CheckedVariant, CopyBrief, CopyVariantDraft } from '../../contract/copy';
import { arabicShare, containsKeyword, normalizeForMatch } from '../../contract/normalize';

export type CheckOutcome = { ok: true; variants: CheckedVariant[] } | { ok: false; findings: string[] };

// Arabic copy may carry brand names, URLs and hashtags in Latin script, but must be mostly Arabic letters.
const MIN_ARABIC_SHARE = 0.6;
const MAX_ARABIC_SHARE_IN_ENGLISH = 0.2;

/** A Latin word without the stop or dash that ends its sentence ("RAMADAN30." is the code "RAMADAN30"). */
const bareWord = (w: string) => w.replace(/[.'&-]+$/u, '');

/** The variant without the Latin words that the brief itself uses (a Latin brand name in Arabic copy is valid). */
function withoutPartnerLatin(brief: CopyBrief, content: string): string {
  const given = new Set(
    (
      [
        brief.description,
        brief.brand?.name ?? '',
        brief.call_to_action ?? '',
        ...brief.keywords,
        ...brief.required_keywords,
      ]
        .join(' ')
        .match(/[A-Za-z\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F'&.-]*/gu) ?? []
    ).map(bareWord),
  );
  const kept = content.replace(/(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w.-]+|@[\w.]+/gu, ' ');
  const stripped = kept.replace(/[A-Za-z\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F'&.-]*/gu, (w) =>
    given.has(bareWord(w)) ? ' ' : w,
  );
  // A variant that is all partner's Latin (a brand and a price) is judged as it is.
  return /[\u0600-\u06FF]/u.test(stripped) ? stripped : content;
}

/**
 * The content checks of section 2.3 and the keyword policy: blank, duplicate, over-long and wrong-script
 * variants, required keywords missing, excluded keywords present. They certify no fluency or truth.
 */
export function checkVariants(brief: CopyBrief, drafts: CopyVariantDraft[]): CheckOutcome {
  const findings: string[] = [];
  if (drafts.length !== brief.count) findings.push(`expected ${brief.count} variants, got ${drafts.length}`);
  const seen = new Set<string>();
  const variants = drafts.map((draft, i) => {
    const n = i + 1;
    const content = draft.content.trim();
    if (!content) findings.push(`variant ${n} is blank`);
    const key = normalizeForMatch(content);
    if (content && seen.has(key)) findings.push(`variant ${n} duplicates an earlier variant`);
    seen.add(key);
    if (content.length > brief.max_characters)
      findings.push(`variant ${n} has ${content.length} characters; the limit is ${brief.max_characters}`);
    // Latin words the partner gave (a brand, a product, a link, a code) are the partner's, not the copy's script.
    const share = arabicShare(brief.output_language === 'ar' ? withoutPartnerLatin(brief, content) : content);
    if (brief.output_language === 'ar' && (share === null || share < MIN_ARABIC_SHARE))
      findings.push(`variant ${n} is not written in Arabic script`);
    if (brief.output_language === 'en' && share !== null && share > MAX_ARABIC_SHARE_IN_ENGLISH)
      findings.push(`variant ${n} is not written in Latin script`);
    const missing = brief.required_keywords.filter((k) => !containsKeyword(content, k));
    if (missing.length > 0) findings.push(`variant ${n} misses required keywords: ${missing.join(', ')}`);
    const excluded = brief.excluded_keywords.filter((k) => containsKeyword(content, k));
    if (excluded.length > 0) findings.push(`variant ${n} contains excluded keywords: ${excluded.join(', ')}`);
    return {
      content,
      angle: draft.angle.trim() || `variant ${n}`,
      call_to_action: draft.call_to_action?.trim() || null,
      matched_required: brief.required_keywords.filter((k) => containsKeyword(content, k)),
    };
  });
  return findings.length === 0 ? { ok: true, variants } : { ok: false, findings };
}
