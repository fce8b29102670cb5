import type { BillableInputs, BillableOperation } from '../contract/billable-operations';
import type { IdPrefix } from '../lib/ids';
import type { BillableArgs, BillableOutcome } from '../workflows/saga';
import {
  adGenerationWorkflow,
  adPrepareWorkflow,
  campaignWorkflow,
  copyGenerationWorkflow,
  imageGenerationWorkflow,
  localCopyWorkflow,
  speechGenerationWorkflow,
  templateDraftWorkflow,
  uploadWorkflow,
} from '../workflows';

/** The workflow that runs a billable operation: it takes the operation's own input (contract/billable-operations.ts). */
export type BillableWorkflow<Op extends BillableOperation> = (
  args: BillableArgs<BillableInputs[Op]>,
) => Promise<BillableOutcome>;

/**
 * Each billable operation: the workflow that runs it, the one that runs it when generation happens in the worker
 * (when that differs), and the id prefix of the resource it creates. The workflows are the functions themselves
 * (their name is the workflow type), so that a rename or a new argument fails to compile here. Importing them
 * loads only `@temporalio/workflow` definitions and contract code. A new workflow type reaches workers before
 * APIs start it: deploy workers first (README, operating notes).
 */
export const BILLABLE_OPERATIONS: {
  [Op in BillableOperation]: {
    workflow: BillableWorkflow<Op>;
    localWorkflow?: BillableWorkflow<Op>;
    resourcePrefix: IdPrefix;
  };
} = {
  copy: { workflow: copyGenerationWorkflow, localWorkflow: localCopyWorkflow, resourcePrefix: 'cpy' },
  upload: { workflow: uploadWorkflow, resourcePrefix: 'stg' },
  speech: { workflow: speechGenerationWorkflow, resourcePrefix: 'spc' },
  image: { workflow: imageGenerationWorkflow, resourcePrefix: 'img' },
  template_draft: { workflow: templateDraftWorkflow, resourcePrefix: 'wtd' },
  campaign: { workflow: campaignWorkflow, resourcePrefix: 'cmp' },
  ad_prepare: { workflow: adPrepareWorkflow, resourcePrefix: 'adp' },
  ad_generation: { workflow: adGenerationWorkflow, resourcePrefix: 'img' },
};
