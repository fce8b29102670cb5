import { buildCopyBrief, buildCopyResult, type CopyRequest, type CopyResult } from '../contract/copy';
import { ServiceError } from '../contract/errors';
import type { Sql } from '../db/client';
import { findOwnedBrandProfile } from '../db/brand-profiles';
import { checkVariants } from '../providers/text/checks';
import { IncompleteOutputError, type RepairHint, type TextProvider } from '../providers/text/types';
import type { Charge } from './ledger';
import { translated } from './failure';
import { heartbeating } from './heartbeat';

export interface GenerateCopyInput {
  requestId: string;
  accountId: string;
  resourceId: string;
  request: CopyRequest;
  usage: Charge;
}

export function createCopyActivities({ sql, text }: { sql: Sql; text: TextProvider }) {
  async function attempt(brief: ReturnType<typeof buildCopyBrief>, repair?: RepairHint) {
    try {
      return checkVariants(brief, await heartbeating(() => text.composeCopy(brief, repair)));
    } catch (err) {
      if (err instanceof IncompleteOutputError) return { ok: false as const, findings: [err.message] };
      throw err;
    }
  }

  return {
    /** Composes, checks, repairs once, and returns the complete receipt body. */
    generateCopy: (input: GenerateCopyInput): Promise<CopyResult> =>
      translated(async () => {
        const { request } = input;
        const brand = request.brand_profile_id
          ? await findOwnedBrandProfile(sql, input.accountId, request.brand_profile_id)
          : null;
        if (request.brand_profile_id && !brand) throw new ServiceError('not_found', 'No such brand profile.');
        const brief = buildCopyBrief(
          request,
          brand ? { name: brand.name, description: brand.description } : null,
        );
        let outcome = await attempt(brief);
        if (!outcome.ok) outcome = await attempt(brief, { findings: outcome.findings });
        if (!outcome.ok) {
          throw new ServiceError(
            'content_rejected',
            `The copy did not pass the content checks after one repair attempt: ${outcome.findings.join('; ')}.`,
          );
        }
        return buildCopyResult({
          id: input.resourceId,
          requestId: input.requestId,
          request,
          brief,
          variants: outcome.variants,
          recommendedIndex: 0,
          engineVersion: text.engineVersion,
          usage: { credits_used: input.usage.credits, balance_after: input.usage.balance_after },
        });
      }),
  };
}
