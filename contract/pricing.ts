import type { CopyType } from './enums';

/**
 * The one pricing table (DECISIONS.md "Money"). /capabilities serves it, /quote will price with it and the
 * workflows debit by it: nothing else may hold a credit amount.
 */
export const CREDIT_COSTS = {
  copy: { ad_copy: 2, headlines: 1, dialect_conversion: 1 },
  image: 4,
  speech: 5,
  template_draft: 2,
  ad_library_prepare: { analysis_missing: 1, analysis_ready: 0 },
  ad_library_generation: 4,
  campaign: { image: 4, speech: 5, template_draft: 0 },
  template_refund: 2,
} as const;

export function copyCost(type: CopyType): number {
  return CREDIT_COSTS.copy[type];
}
