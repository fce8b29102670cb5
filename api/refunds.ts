import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowIdConflictPolicy,
  WorkflowIdReusePolicy,
  type Client,
} from '@temporalio/client';
import { ACCOUNT_ID, DRAFT_ID, REFUND_STATE } from '../contract/search-attributes';
import type { DraftRow } from '../db/templates';
import type { RefundVerificationArgs, WebhookEvidence } from '../workflows/refund-verification';

export const refundWorkflowId = (draftId: string) => `refund:${draftId}`;

/**
 * Starts the draft's refund-verification workflow, or finds it running: one per draft, never started again
 * once it has ended (REJECT_DUPLICATE). Called on every qualifying report, so a crash between the report's
 * commit and this start is mended by the partner's retry.
 */
export async function ensureRefundVerification(
  temporal: Client,
  taskQueue: string,
  draft: DraftRow,
): Promise<void> {
  const args: RefundVerificationArgs = {
    draftId: draft.id,
    accountId: draft.account_id,
    platformTemplateId: draft.platform_template_id!,
    templateName: draft.platform_payload.name,
    templateLanguage: draft.platform_payload.language,
    payloadHash: draft.payload_hash,
  };
  try {
    await temporal.workflow.start('refundVerificationWorkflow', {
      taskQueue,
      workflowId: refundWorkflowId(draft.id),
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      workflowIdConflictPolicy: WorkflowIdConflictPolicy.USE_EXISTING,
      args: [args],
      typedSearchAttributes: [
        { key: ACCOUNT_ID, value: draft.account_id },
        { key: DRAFT_ID, value: draft.id },
        { key: REFUND_STATE, value: 'PENDING_VERIFICATION' },
      ],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}

/** Hands verified webhook evidence to a draft's workflow; a workflow that has ended ignores it. */
export async function signalEvidence(
  temporal: Client,
  draftId: string,
  evidence: WebhookEvidence,
): Promise<void> {
  try {
    await temporal.workflow
      .getHandle(refundWorkflowId(draftId))
      .signal<[WebhookEvidence]>('evidence', evidence);
  } catch (err) {
    // Not found or completed: the evidence is stored, and a workflow that starts later reads it.
    if ((err as { name?: string }).name !== 'WorkflowNotFoundError') throw err;
  }
}
