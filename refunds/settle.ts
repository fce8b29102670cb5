import { canonicalTemplateId, type RefundState } from '../contract/templates';
import type { Tx } from '../db/client';
import { refundOnce, type Charge } from '../db/ledger';
import { rejectedBefore } from '../db/platform';
import {
  canonicalEvidenceKey,
  claimEvidence,
  claimTemplate,
  evidenceSettled,
  lockDraft,
  rejectedBeforeReason,
  setRefundState,
  type DraftRow,
} from '../db/templates';
import type { DeliveryStart } from '../db/webhooks';

/** What the door did: the refund (written now, or by an earlier attempt of this refund), or why none. */
export type DoorOutcome =
  | { kind: 'refunded'; charge: Charge; written: boolean; moved: boolean }
  /** The evidence settled another draft, or names a template this draft does not hold. */
  | { kind: 'evidence_used' }
  /** The draft is not awaiting verification (decided, never reported, gone), or was denied here: nothing refunded. */
  | { kind: 'decided'; state: Exclude<RefundState, 'PENDING_VERIFICATION'>; denied: boolean };

export interface RefundClaim {
  draftId: string;
  /** The evidence's key as the workflow spelled it; claimed canonically (`canonicalEvidenceKey`). */
  evidenceKey: string;
  evidence: string;
}

/**
 * The one door for a template refund's money (decision 030), in the caller's transaction: the draft's row is locked
 * first, and the ledger's template_refund entry is written only when that row moves from PENDING_VERIFICATION to
 * REFUNDED in the same transaction. A draft in any other state (DENIED, EXPIRED, REFUNDED by other evidence, never
 * reported) refunds nothing and is reported to `warn` with its id and state, whoever asked: a workflow started or
 * signalled by hand, or an old run. A status read counts only for the template the draft holds (its claim), and
 * not when the service knew that template as rejected before the draft existed: then the draft is denied here.
 */
export async function refundThroughTheDoor(
  tx: Tx,
  emit: (deliveries: DeliveryStart[]) => void,
  claim: RefundClaim,
  warn: (message: string, fields: Record<string, unknown>) => void,
): Promise<DoorOutcome> {
  const draft = await lockDraft(tx, claim.draftId);
  const evidenceKey = canonicalEvidenceKey(claim.evidenceKey);
  const detail = claim.evidence.slice(0, 500);
  const refuse = (state: Exclude<RefundState, 'PENDING_VERIFICATION'>): DoorOutcome => {
    warn('refund refused: the draft is not awaiting verification', {
      draftId: claim.draftId,
      refundState: draft ? state : 'gone',
    });
    return { kind: 'decided', state, denied: false };
  };
  if (!draft) return refuse('NONE');
  if (draft.refund_state !== 'PENDING_VERIFICATION') {
    // This refund's own earlier attempt (committed, its answer lost) finds the draft refunded on its evidence.
    if (draft.refund_state === 'REFUNDED' && (await evidenceSettled(tx, evidenceKey)) === draft.id)
      return { kind: 'refunded', charge: charged(draft), written: false, moved: false };
    return refuse(draft.refund_state);
  }
  const statusRead = /^status_read:(.*)$/s.exec(evidenceKey)?.[1];
  if (statusRead !== undefined) {
    const held = canonicalTemplateId(draft.platform_template_id ?? '');
    if (statusRead !== held || (await claimTemplate(tx, draft, held)) !== draft.id) {
      warn('refund refused: the status read is of a template this draft does not hold', {
        draftId: draft.id,
        platformTemplateId: statusRead,
      });
      return { kind: 'evidence_used' };
    }
    if (await rejectedBefore(tx, draft.account_id, held, draft.created_at)) {
      const deliveries = await setRefundState(tx, draft.id, 'DENIED', rejectedBeforeReason(held));
      emit(deliveries ?? []);
      return { kind: 'decided', state: 'DENIED', denied: true };
    }
  }
  if (!(await claimEvidence(tx, draft, evidenceKey, detail))) return { kind: 'evidence_used' };
  const { charge, written } = await refundOnce(tx, {
    accountId: draft.account_id,
    requestId: draft.request_id,
    part: 'template_refund',
    credits: draft.cost,
    note: detail,
  });
  const moved = await setRefundState(tx, draft.id, 'REFUNDED', claim.evidence, charge.balance_after);
  // The row is locked and was pending: it moves. Were it not to, the refund must not stand alone.
  if (!moved) throw new Error(`refund of ${draft.id}: the draft did not move to REFUNDED`);
  emit(moved);
  return { kind: 'refunded', charge, written, moved: true };
}

/** The refund an earlier attempt made, as the draft records it. */
const charged = (draft: DraftRow): Charge => ({
  credits: draft.cost,
  balance_after: draft.refund_balance_after ?? 0,
});
