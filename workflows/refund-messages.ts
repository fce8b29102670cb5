import { defineQuery, defineSignal, WorkflowIdReusePolicy } from '@temporalio/workflow';
import type { PlatformStatusChange } from '../contract/platform-status';
import { ACCOUNT_ID, DRAFT_ID, REFUND_STATE } from '../contract/search-attributes';
import type { RefundState, RefundVerificationArgs } from '../contract/templates';

/**
 * What crosses the process boundary to a draft's refund-verification workflow: its id and start options, its
 * input, its signals and its query. The API, the admin CLI and the reconciler import these instead of spelling
 * names as strings.
 */

export const refundWorkflowId = (draftId: string) => `refund:${draftId}`;

export type { RefundVerificationArgs } from '../contract/templates';
export type { PlatformStatusChange } from '../contract/platform-status';
export { ADMIN_TEXT_MAX, adminText } from '../contract/admin-text';

/**
 * The refund-verification workflow as its starters see it: its type and registered name. The reconciler's
 * activity starts it, and the workflow's code imports the activities' types; naming it here instead of importing
 * its code keeps activities and workflows from importing each other (test/unit/refund-messages.test.ts checks the
 * name against the workflows the worker registers).
 */
export type RefundVerificationWorkflow = (args: RefundVerificationArgs) => Promise<RefundVerificationStatus>;
export const REFUND_VERIFICATION_WORKFLOW = 'refundVerificationWorkflow';

/** How every refund-verification workflow is started: one per draft, found by account, draft and state. */
export function refundStartOptions(args: RefundVerificationArgs) {
  return {
    workflowId: refundWorkflowId(args.draftId),
    // Any closed run may be followed by another for a draft still awaiting verification: one an operator
    // terminated, and one started by hand before the report, which ended at its start doing nothing and must not
    // keep the honest start out. A second run is harmless: it checks the draft at its start, and the door refunds
    // only a pending draft (decision 030).
    workflowIdReusePolicy: WorkflowIdReusePolicy.ALLOW_DUPLICATE,
    args: [args] as [RefundVerificationArgs],
    typedSearchAttributes: [
      { key: ACCOUNT_ID, value: args.accountId },
      { key: DRAFT_ID, value: args.draftId },
      { key: REFUND_STATE, value: 'PENDING_VERIFICATION' },
    ],
  };
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
  /** `trigger`: a platform status change (source `webhook`) that woke a status read; it decides nothing. */
  verdict: 'verifies' | 'denies' | 'inconclusive' | 'trigger';
}

/** The draft's refund states (contract `refundStateSchema`) a verification passes through: it starts pending. */
export type VerificationState = Exclude<RefundState, 'NONE'>;

export interface RefundVerificationStatus {
  /**
   * The draft's refund state as the run knows it. Outside VerificationState only in a run that ended at its start
   * doing nothing (decision 030): started by hand for a draft never reported (NONE) or gone.
   */
  state: RefundState;
  platformTemplateId: string;
  evidence: EvidenceRecord[];
  statusReads: number;
  nextCheckAt: string | null;
  balanceAfter: number | null;
  expiresAt: string;
}

/**
 * A platform status change for the workflow's template: a trigger for a status read. Its wire name is still
 * 'evidence', the name of the first release: the histories of running verifications (and the replay fixtures)
 * carry it, and a renamed signal would reach no handler there.
 */
export const triggerSignal = defineSignal<[PlatformStatusChange]>('evidence');
export const verifySignal = defineSignal<[AdministratorVerify]>('verify');
export const denySignal = defineSignal<[AdministratorDeny]>('deny');
export const refundStatusQuery = defineQuery<RefundVerificationStatus>('status');

/**
 * How many triggers the service sends one verification, however many status changes the partner's hook delivers
 * (decision 031): twice the status reads a run takes from triggers, so that an honest run never misses one, and few
 * enough that a run's history stays bounded without continuing as new (about four events a signal, a few hundred
 * for the schedule's reads). Past it, changes are stored and the scheduled reads go on.
 */
export const TRIGGERS_PER_VERIFICATION = 100;

/**
 * The failure type of a run's first read (`platformEvidence`) when the run's draft is not awaiting verification or
 * is not the draft the run was started with: the run ends doing nothing (decision 030).
 */
export const DRAFT_NOT_AWAITING = 'DraftNotAwaitingVerification';
