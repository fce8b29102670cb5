import type { IdPrefix } from '../lib/ids';

/**
 * Each billable operation: the workflow that runs it, the one that runs it when generation happens in the worker
 * (when that differs), and the id prefix of the resource it creates. A new workflow type reaches workers before
 * APIs start it: deploy workers first (README, operating notes).
 */
export const BILLABLE_OPERATIONS = {
  copy: {
    workflowType: 'copyGenerationWorkflow',
    localWorkflowType: 'localCopyWorkflow',
    resourcePrefix: 'cpy',
  },
  upload: { workflowType: 'uploadWorkflow', resourcePrefix: 'stg' },
  speech: { workflowType: 'speechGenerationWorkflow', resourcePrefix: 'spc' },
  image: { workflowType: 'imageGenerationWorkflow', resourcePrefix: 'img' },
  template_draft: { workflowType: 'templateDraftWorkflow', resourcePrefix: 'wtd' },
  campaign: { workflowType: 'campaignWorkflow', resourcePrefix: 'cmp' },
  ad_prepare: { workflowType: 'adPrepareWorkflow', resourcePrefix: 'adp' },
  ad_generation: { workflowType: 'adGenerationWorkflow', resourcePrefix: 'img' },
} as const satisfies Record<
  string,
  { workflowType: string; localWorkflowType?: string; resourcePrefix: IdPrefix }
>;

export type BillableOperation = keyof typeof BILLABLE_OPERATIONS;
