import { defineQuery, defineSignal } from '@temporalio/workflow';
import type { RefundState } from '../contract/templates';

/**
 * What crosses the process boundary to a draft's refund-verification workflow: its id, its input, its signals
 * and its query. The API, the admin CLI and the reconciler import these instead of spelling names as strings.
 */

export const refundWorkflowId = (draftId: string) => `refund:${draftId}`;

export type { RefundVerificationArgs } from '../contract/templates';
export { ADMIN_TEXT_MAX, adminText } from '../contract/admin-text';

/**
 * A signed platform webhook about a template. The signature proves only that the sender knows the partner's app
 * secret, which the partner holds: a trigger for an immediate status read, never evidence by itself.
 */
export interface WebhookTrigger {
  event: string;
  platformTemplateId: string;
  templateName: string | null;
  templateLanguage: string | null;
  reason: string | null;
  dedupeKey: string;
}

/** An administrator's decision, sent by `npm run admin -- refunds verify|deny` (or a raw Temporal signal). */
export interface AdministratorVerify {
  evidence: string;
}
export interface AdministratorDeny {
  reason: string;
}

export interface EvidenceRecord {
  source: 'webhook' | 'status_read' | 'administrator';
  at: string;
  detail: string;
  /** `trigger`: a webhook that woke a status read; it decides nothing. */
  verdict: 'verifies' | 'denies' | 'inconclusive' | 'trigger';
}

/** The draft's refund states (contract `refundStateSchema`) a verification passes through: it starts pending. */
export type VerificationState = Exclude<RefundState, 'NONE'>;

export interface RefundVerificationStatus {
  state: VerificationState;
  platformTemplateId: string;
  evidence: EvidenceRecord[];
  statusReads: number;
  nextCheckAt: string | null;
  balanceAfter: number | null;
  expiresAt: string;
}

export const webhookSignal = defineSignal<[WebhookTrigger]>('evidence');
export const verifySignal = defineSignal<[AdministratorVerify]>('verify');
export const denySignal = defineSignal<[AdministratorDeny]>('deny');
export const refundStatusQuery = defineQuery<RefundVerificationStatus>('status');
