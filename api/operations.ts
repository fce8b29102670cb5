import type { IdPrefix } from '../lib/ids';

/** Each billable operation: the workflow that runs it and the id prefix of the resource it creates. */
export const BILLABLE_OPERATIONS = {
  copy: { workflowType: 'copyGenerationWorkflow', resourcePrefix: 'cpy' },
  upload: { workflowType: 'uploadWorkflow', resourcePrefix: 'stg' },
  speech: { workflowType: 'speechGenerationWorkflow', resourcePrefix: 'spc' },
  image: { workflowType: 'imageGenerationWorkflow', resourcePrefix: 'img' },
  template_draft: { workflowType: 'templateDraftWorkflow', resourcePrefix: 'wtd' },
  campaign: { workflowType: 'campaignWorkflow', resourcePrefix: 'cmp' },
  ad_prepare: { workflowType: 'adPrepareWorkflow', resourcePrefix: 'adp' },
  ad_generation: { workflowType: 'adGenerationWorkflow', resourcePrefix: 'img' },
} as const satisfies Record<string, { workflowType: string; resourcePrefix: IdPrefix }>;

export type BillableOperation = keyof typeof BILLABLE_OPERATIONS;
