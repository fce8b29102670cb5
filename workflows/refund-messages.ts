import { defineQuery, defineSignal } from '@temporalio/workflow';
import type { RefundState } from '../contract/templates';

/**
 * What crosses the process boundary to a draft's refund-verification workflow: its id, its input, its signals
 * and its query. The API, the admin CLI and the reconciler import these instead of spelling names as strings.
 */

export const refundWorkflowId = (draftId: string) => `refund:${draftId}`;

export type { RefundVerificationArgs } from '../contract/templates';

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

/** The refund states a verification can be in: it starts once a rejection is reported. */
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

/** An administrator's evidence reference or reason: what the admin CLI accepts, checked again by the workflow. */
export const ADMIN_TEXT_MAX = 500;
export function adminText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.length === 0 || text.length > ADMIN_TEXT_MAX) return null;
  // NUL, other C0 controls but tab and newline, and lone surrogates are not a reference anyone typed.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) return null;
  if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) return null;
  return text;
}
